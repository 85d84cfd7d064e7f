// Everything around a page: preview banner, header (top bar + navigation), main content, signup
// banner, footer, and the overlays (event footer, cookie banner, age gate).
import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import styled from 'styled-components';
import { AgeGate } from './age-gate';
import { CookieBanner } from './cookie-banner';
import { EventFooter } from './event-footer';
import { PreviewBanner } from './preview-banner';
import { SignupBanner } from './signup-banner';
import { SiteFooter } from './site-footer';
import { TopHeader } from './top-header';
import { TopNavigation } from './top-navigation';
import { useHideOnScroll } from './use-hide-on-scroll';

export interface SiteShellProps {
  children: ReactNode;
  /** Called with a translate code (e.g. `de_DE`) when the visitor picks a language. */
  onLocaleChange: (translateCode: string) => void;
  onLogout: () => void;
}

export function SiteShell({ children, onLocaleChange, onLogout }: SiteShellProps) {
  const headerHidden = useHideOnScroll();
  return (
    <Page>
      <SkipLink href="#main">
        <Trans>Skip to content</Trans>
      </SkipLink>
      <PreviewBanner />
      <Header data-scrolled-away={headerHidden || undefined}>
        <TopHeader onLocaleChange={onLocaleChange} />
        <TopNavigation onLogout={onLogout} />
      </Header>
      <Main id="main" tabIndex={-1}>
        {children}
      </Main>
      <SignupBanner />
      <SiteFooter />
      <Dock>
        <CookieBanner />
        <EventFooter />
      </Dock>
      <AgeGate />
    </Page>
  );
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const SkipLink = styled.a`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  left: ${({ theme }) => theme.space.sm};
  z-index: ${({ theme }) => theme.zIndex.modal + 1};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 700;
  transform: translateY(-200%);
  &:focus {
    transform: none;
  }
`;

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  box-shadow: ${({ theme }) => theme.shadow};
  transition: transform 0.3s ease;
  &[data-scrolled-away] {
    transform: translateY(-100%);
  }
  /* A keyboard user tabbing into the hidden header brings it back. */
  &[data-scrolled-away]:focus-within {
    transform: none;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Main = styled.main`
  flex: 1;
  &:focus {
    outline: none;
  }
`;

const Dock = styled.div`
  position: fixed;
  right: 0;
  bottom: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndex.banner};
  display: flex;
  flex-direction: column;
  pointer-events: none;
  & > * {
    pointer-events: auto;
  }
`;
