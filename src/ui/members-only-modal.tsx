// Offered to visitors who try to favourite, rate or download.
import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { ButtonLink } from './button';
import { Modal } from './modal';

export interface MembersOnlyModalProps {
  open: boolean;
  onClose: () => void;
}

/** `/login?from=<path>`: the login page returns here afterwards. */
export const loginHref = (path: string) => `/login?from=${encodeURIComponent(path)}`;

export function MembersOnlyModal({ open, onClose }: MembersOnlyModalProps) {
  const { t } = useLingui();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return (
    <Modal open={open} onClose={onClose} title={t`Members only`} size="small">
      <Body>
        <Trans>Favourites, ratings and downloads in full quality are reserved for members. Join now to unlock every update.</Trans>
      </Body>
      <Actions>
        <ButtonLink to="/signup" $size="large" onClick={onClose}>
          <Trans>JOIN NOW</Trans>
        </ButtonLink>
        <Login>
          <Trans>
            Already a member? <Link to={loginHref(here)}>Login</Link>
          </Trans>
        </Login>
      </Actions>
    </Modal>
  );
}

export const Body = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: 1.6;
`;

export const Actions = styled.div`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${({ theme }) => theme.space.md};
  text-align: center;
`;

const Login = styled.p`
  margin: 0;
  font-size: 0.92rem;
  a {
    font-weight: 700;
  }
`;
