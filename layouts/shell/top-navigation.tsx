// Main navigation bar: logo, section links from the enabled modules, search, account. Below the
// desktop breakpoint the links and account collapse behind a menu button.
import { useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { useSiteConfig } from '../../src/config/site-config-context';
import { below, up } from '../../src/theme/breakpoints';
import { AccountMenu } from './account-menu';
import { CloseIcon, MenuIcon } from '../../src/ui/icons';
import { SearchPopover } from './search-popover';
import { navigationEntries } from './menu-entries';
import { SiteLogo } from './site-logo';
import { AppNavLink } from '../../src/routes/site-nav-link';
import { useMenuLabel } from './use-menu-label';

export interface TopNavigationProps {
  onLogout: () => void;
}

export function TopNavigation({ onLogout }: TopNavigationProps) {
  const { t } = useLingui();
  const labelOf = useMenuLabel();
  const modules = useSiteConfig().core.modules;
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const entries = navigationEntries(modules);

  const closeOnNavigate = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('a')) setOpen(false);
  };
  const closeOnEscape = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      toggleRef.current?.focus();
    }
  };

  return (
    <Bar>
      <Inner onKeyDown={closeOnEscape}>
        <Brand>
          <SiteLogo />
        </Brand>
        <Collapse id={menuId} $open={open} onClick={closeOnNavigate}>
          <Nav aria-label={t`Main`}>
            <NavList>
              {entries.map((entry) => (
                <li key={entry.key}>
                  <NavItem to={entry.to}>{labelOf(entry)}</NavItem>
                </li>
              ))}
            </NavList>
          </Nav>
          <Account>
            <AccountMenu onLogout={onLogout} />
          </Account>
        </Collapse>
        <SearchPopover />
        <MenuToggle
          ref={toggleRef}
          type="button"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? t`Close menu` : t`Open menu`}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <CloseIcon size={24} /> : <MenuIcon size={24} />}
        </MenuToggle>
      </Inner>
    </Bar>
  );
}

const Bar = styled.div`
  background: ${({ theme }) => theme.colors.headerBackground};
  color: ${({ theme }) => theme.colors.headerText};
  border-bottom: 1px solid color-mix(in srgb, ${({ theme }) => theme.colors.headerText} 10%, transparent);
`;

const Inner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  max-width: ${({ theme }) => theme.pageWidth};
  min-height: 64px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.md};
  ${up('lg')} {
    flex-wrap: nowrap;
    gap: ${({ theme }) => theme.space.md};
    min-height: 76px;
  }
  ${up('xl')} {
    gap: ${({ theme }) => theme.space.lg};
  }
`;

const Brand = styled.div`
  order: 0;
  display: flex;
  align-items: center;
  min-height: 64px;
  margin-right: auto;
  ${up('lg')} {
    margin-right: 0;
  }
`;

const Collapse = styled.div<{ $open: boolean }>`
  order: 4;
  flex-basis: 100%;
  display: ${({ $open }) => ($open ? 'flex' : 'none')};
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} 0 ${theme.space.lg}`};
  border-top: 1px solid color-mix(in srgb, ${({ theme }) => theme.colors.headerText} 12%, transparent);
  /* The header is sticky: a long menu scrolls inside it instead of running off the screen. */
  max-height: calc(100dvh - 104px);
  overflow-y: auto;
  overscroll-behavior: contain;
  ${up('lg')} {
    /* On desktop the links and the account area are items of the bar itself. */
    display: contents;
  }
`;

const Nav = styled.nav`
  order: 1;
  ${up('lg')} {
    /* May shrink below its links' width: they wrap to a second row, the account stays in view. */
    flex: 1;
    min-width: 0;
    display: flex;
    justify-content: center;
  }
`;

const NavList = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  ${up('lg')} {
    flex-direction: row;
    flex-wrap: wrap;
    justify-content: center;
  }
  ${up('xl')} {
    gap: ${({ theme }) => theme.space.xs};
  }
`;

const NavItem = styled(AppNavLink)`
  position: relative;
  display: block;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm}`};
  color: inherit;
  font-size: 0.88rem;
  font-weight: 600;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  white-space: nowrap;
  transition: color 0.15s ease;
  &:hover {
    color: ${({ theme }) => theme.colors.accent};
    text-decoration: none;
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.accent};
  }
  ${below('lg')} {
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.xs}`};
    border-bottom: 1px solid color-mix(in srgb, ${({ theme }) => theme.colors.headerText} 8%, transparent);
    font-size: 1rem;
  }
  ${up('lg')} {
    padding: ${({ theme }) => `${theme.space.sm} 6px`};
    font-size: 0.8rem;
    letter-spacing: 0.04em;
  }
  /* Roomy only where French and Spanish links still fit on one row beside the account. */
  ${up('xxl')} {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm}`};
    font-size: 0.88rem;
    letter-spacing: 0.08em;
  }
  ${up('lg')} {
    &::after {
      content: '';
      position: absolute;
      left: ${({ theme }) => theme.space.sm};
      right: ${({ theme }) => theme.space.sm};
      bottom: 0;
      height: 2px;
      border-radius: 2px;
      background: ${({ theme }) => theme.colors.primary};
      transform: scaleX(0);
      transition: transform 0.2s ease;
    }
    &:hover::after,
    &[aria-current='page']::after {
      transform: scaleX(1);
    }
  }
`;

const Account = styled.div`
  order: 3;
  flex-shrink: 0;
  ${below('lg')} {
    display: flex;
    justify-content: flex-start;
  }
`;

const iconButton = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 42px;
  height: 42px;
  border: 0;
  background: transparent;
  color: inherit;
  cursor: pointer;
`;


const MenuToggle = styled.button`
  ${iconButton}
  order: 3;
  border-radius: ${({ theme }) => theme.radius.md};
  ${up('lg')} {
    display: none;
  }
`;
