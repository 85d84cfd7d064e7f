// The join prompt after a visitor's trailer ends (video detail).
import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { ButtonLink } from './button';
import { Actions, Body, loginHref } from './members-only-modal';
import { Modal } from './modal';

export interface SignupModalProps {
  open: boolean;
  onClose: () => void;
}

export function SignupModal({ open, onClose }: SignupModalProps) {
  const { t } = useLingui();
  const location = useLocation();
  return (
    <Modal open={open} onClose={onClose} title={t`Want to see more?`} size="small">
      <Body>
        <Trans>The trailer is over. Members watch the full-length video in up to 3840 x 2160 px, stream without limits and download every update.</Trans>
      </Body>
      <Actions>
        <ButtonLink to="/signup" $size="large" onClick={onClose}>
          <Trans>JOIN NOW</Trans>
        </ButtonLink>
        <Small>
          <Trans>
            Already a member? <Link to={loginHref(`${location.pathname}${location.search}`)}>Login</Link>
          </Trans>
        </Small>
      </Actions>
    </Modal>
  );
}

const Small = styled.p`
  margin: 0;
  font-size: 0.92rem;
  a {
    font-weight: 700;
  }
`;
