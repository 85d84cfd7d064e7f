import { NavLink } from 'react-router';
import { useStore } from 'jotai';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BlockProps } from '../define-block';
import type { memberMenu } from './index';
import { useApi } from '../../src/api/api-context';
import { useSiteConfig } from '../../src/config/site-config-context';
import { useLocalized } from '../../src/i18n/use-localized';
import { logout } from '../../src/state/session-actions';
import { useRenderedUser } from '../../src/state/rendered-user';
import { up } from '../../src/theme/breakpoints';

export default function MemberMenu({ heading, orientation }: BlockProps<typeof memberMenu>) {
  const { t } = useLingui();
  const localized = useLocalized();
  const api = useApi();
  const store = useStore();
  const user = useRenderedUser();
  const purchases = useSiteConfig().core.payment.updatePurchase;
  if (!user) return null;

  const title = localized(heading) || t`My account`;
  const links = [
    { to: '/profile', label: t`Profile` },
    { to: '/account', label: t`Account settings` },
    { to: '/payment', label: t`Payment` },
    { to: '/favourites', label: t`Favourites` },
    ...(purchases
      ? [
          { to: '/myupdates', label: t`My Purchases` },
          { to: '/customcontent', label: t`Custom Content` },
        ]
      : []),
  ];

  return (
    <Frame $vertical={orientation === 'vertical'}>
    <Nav aria-label={title} $vertical={orientation === 'vertical'}>
      <Title $vertical={orientation === 'vertical'}>{title}</Title>
      <List $vertical={orientation === 'vertical'}>
        {links.map((link) => (
          <li key={link.to}>
            <Item to={link.to} end>
              {link.label}
            </Item>
          </li>
        ))}
        <li>
          <LogoutButton type="button" onClick={() => void logout(api, store)}>
            <Trans>Logout</Trans>
          </LogoutButton>
        </li>
      </List>
    </Nav>
    </Frame>
  );
}

const Frame = styled.div<{ $vertical: boolean }>`
  max-width: ${({ theme }) => theme.pageWidth};
  margin: 0 auto;
  padding: ${({ theme, $vertical }) => ($vertical ? theme.space.md : `${theme.space.md} ${theme.space.md} 0`)};
  ${up('md')} {
    padding: ${({ theme, $vertical }) => ($vertical ? theme.space.lg : `${theme.space.lg} ${theme.space.lg} 0`)};
  }
`;

const Nav = styled.nav<{ $vertical: boolean }>`
  display: flex;
  flex-direction: ${({ $vertical }) => ($vertical ? 'column' : 'row')};
  flex-wrap: wrap;
  align-items: ${({ $vertical }) => ($vertical ? 'stretch' : 'center')};
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
`;

const Title = styled.h2<{ $vertical: boolean }>`
  margin: 0;
  ${({ $vertical }) => (!$vertical ? 'margin-right: auto;' : '')}
  padding: ${({ theme }) => `0 ${theme.space.sm}`};
  font-size: 0.8rem;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const List = styled.ul<{ $vertical: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ $vertical }) =>
    $vertical &&
    `
    ${up('md')} {
      flex-direction: column;
      flex-wrap: nowrap;
    }
  `}
`;

const itemStyle = `
  display: block;
  width: 100%;
  padding: 0.6em 0.9em;
  border: 0;
  border-radius: 0.5rem;
  font: inherit;
  font-weight: 600;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  background: transparent;
`;

const Item = styled(NavLink)`
  ${itemStyle}
  color: ${({ theme }) => theme.colors.text};
  &:hover {
    text-decoration: none;
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  &.active {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

const LogoutButton = styled.button`
  ${itemStyle}
  color: ${({ theme }) => theme.colors.danger};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;
