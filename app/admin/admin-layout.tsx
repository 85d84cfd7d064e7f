// The staff area's frame: a skip link, a header with the way back to the site and the studio, the
// sections as a sidebar on wide screens and a compact menu on narrow ones, and the section's page.
import { useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { ADMIN_SECTIONS, sectionsFor } from './admin-nav';
import { userAtom } from '../../src/state/session';
import { below, up } from '../../src/theme/breakpoints';

export function AdminLayout({ children }: { children: ReactNode }) {
  const { t, i18n } = useLingui();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const user = useAtomValue(userAtom);
  const current = ADMIN_SECTIONS.find((section) => pathname.toLowerCase().startsWith(`/admin/${section.path}`));
  return (
    <Frame>
      <SkipLink href="#admin-main">
        <Trans>Skip to content</Trans>
      </SkipLink>
      <Header>
        <Title>
          <Link to="/admin">
            <Trans>Staff area</Trans>
          </Link>
        </Title>
        <MenuButton type="button" aria-expanded={menuOpen} aria-controls="admin-nav" onClick={() => setMenuOpen((open) => !open)}>
          {current ? i18n._(current.label) : t`Menu`}
        </MenuButton>
        <HeaderLinks>
          <Link to="/studio">
            <Trans>Studio</Trans>
          </Link>
          <Link to="/">
            <Trans>Back to the site</Trans>
          </Link>
        </HeaderLinks>
      </Header>
      <Body>
        <Nav id="admin-nav" aria-label={t`Staff area sections`} $open={menuOpen}>
          {sectionsFor(user).map((group) => (
            <section key={group.id} aria-labelledby={`admin-nav-${group.id}`}>
              <GroupHeading id={`admin-nav-${group.id}`}>{i18n._(group.label)}</GroupHeading>
              <ul>
                {group.sections.map((section) => (
                  <li key={section.path}>
                    <NavLink to={`/admin/${section.path}`} onClick={() => setMenuOpen(false)}>
                      {i18n._(section.label)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </Nav>
        <Main id="admin-main" tabIndex={-1}>
          {children}
        </Main>
      </Body>
    </Frame>
  );
}

const Frame = styled.div`
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.font.body};
`;

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space.sm};
  top: -10rem;
  z-index: ${({ theme }) => theme.zIndex.modal};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  &:focus {
    top: ${({ theme }) => theme.space.sm};
  }
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.headerBackground};
  color: ${({ theme }) => theme.colors.headerText};
  a {
    color: inherit;
  }
`;

const Title = styled.p`
  margin: 0;
  font-family: ${({ theme }) => theme.font.heading};
  font-weight: 700;
  font-size: 1.2rem;
  a {
    text-decoration: none;
  }
`;

const HeaderLinks = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  margin-left: auto;
  font-size: 0.9rem;
  /* On a phone the links take a line of their own rather than breaking word by word. */
  white-space: nowrap;
`;

const MenuButton = styled.button`
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: inherit;
  font: inherit;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  cursor: pointer;
  ${up('md')} {
    display: none;
  }
`;

const Body = styled.div`
  display: grid;
  grid-template-columns: 14rem minmax(0, 1fr);
  ${below('md')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Nav = styled.nav<{ $open: boolean }>`
  padding: ${({ theme }) => theme.space.md};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: block;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radius.md};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
  ${below('md')} {
    display: ${({ $open }) => ($open ? 'block' : 'none')};
    border-right: 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const GroupHeading = styled.h2`
  margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.xs};
  padding: 0 ${({ theme }) => theme.space.md};
  font-size: 0.8rem;
  text-transform: uppercase;
  letter-spacing: 0.05em;
  color: ${({ theme }) => theme.colors.textMuted};
  section:first-child > & {
    margin-top: 0;
  }
`;

const Main = styled.main`
  padding: ${({ theme }) => theme.space.lg};
  min-width: 0;
  &:focus {
    outline: none;
  }
  ${below('sm')} {
    padding: ${({ theme }) => theme.space.md};
  }
`;
