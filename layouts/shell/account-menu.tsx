// Right end of the navigation: the member's menu when logged in, otherwise Login and JOIN NOW.
import { useAtomValue } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { useSiteConfig } from '../../src/config/site-config-context';
import { userAtom } from '../../src/state/session';
import { ButtonLink } from '../../src/ui/button';
import { Dropdown, DropdownButton, DropdownDivider, DropdownLink } from './dropdown';
import { UserIcon } from '../../src/ui/icons';
import { isPartner, mayEditContent } from '../../shared/roles';

export interface AccountMenuProps {
  onLogout: () => void;
}

export function AccountMenu({ onLogout }: AccountMenuProps) {
  const { t } = useLingui();
  const user = useAtomValue(userAtom);
  const signupDisabled = useSiteConfig().core.signup.disabled;
  const location = useLocation();

  if (user) {
    const username = user.username;
    return (
      <Dropdown
        tone="nav"
        align="end"
        alignBelowDesktop="start"
        ariaLabel={t`Account menu for ${username}`}
        label={
          <>
            <Avatar>
              <UserIcon size={18} />
            </Avatar>
            <Username>{username}</Username>
          </>
        }
      >
        <DropdownLink to="/profile">
          <Trans>Profile</Trans>
        </DropdownLink>
        {isPartner(user) ? (
          // A partner account buys nothing and keeps no favourites: its figures instead.
          <DropdownLink to="/partner/figures">
            <Trans>Partner figures</Trans>
          </DropdownLink>
        ) : (
          <>
            <DropdownLink to="/payment">
              <Trans>Payment</Trans>
            </DropdownLink>
            <DropdownLink to="/favourites">
              <Trans>Favourites</Trans>
            </DropdownLink>
          </>
        )}
        {mayEditContent(user) && (
          <>
            <DropdownDivider />
            <DropdownLink to="/admin/dashboard">
              <Trans>Operator desk</Trans>
            </DropdownLink>
            <DropdownLink to="/admin/updates">
              <Trans>Content and media</Trans>
            </DropdownLink>
            <DropdownLink to="/studio">
              <Trans>Site studio</Trans>
            </DropdownLink>
          </>
        )}
        <DropdownDivider />
        <DropdownButton type="button" onClick={onLogout}>
          <Trans>Logout</Trans>
        </DropdownButton>
      </Dropdown>
    );
  }

  // Come back to the current page after logging in (but not to the login page itself).
  const here = location.pathname.startsWith('/login') ? '/' : `${location.pathname}${location.search}`;
  return (
    <Actions>
      <LoginLink to={{ pathname: '/login', search: `?from=${encodeURIComponent(here)}` }}>
        <Trans>Login</Trans>
      </LoginLink>
      {!signupDisabled && (
        <ButtonLink to="/signup" $size="small">
          <Trans>JOIN NOW</Trans>
        </ButtonLink>
      )}
    </Actions>
  );
}

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const LoginLink = styled(Link)`
  color: inherit;
  white-space: nowrap;
  font-size: 0.88rem;
  font-weight: 600;
  letter-spacing: 0.05em;
  text-transform: uppercase;
  &:hover {
    color: ${({ theme }) => theme.colors.accent};
    text-decoration: none;
  }
`;

const Avatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 30px;
  height: 30px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
`;

const Username = styled.span`
  max-width: 14ch;
  overflow: hidden;
  text-overflow: ellipsis;
`;
