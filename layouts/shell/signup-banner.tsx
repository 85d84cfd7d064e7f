// Invitation to join, above the footer, for visitors who are not logged in.
import { useAtomValue } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { useSiteConfig } from '../../src/config/site-config-context';
import { isLoggedInAtom } from '../../src/state/session';
import { up } from '../../src/theme/breakpoints';
import { ButtonLink } from '../../src/ui/button';
import { isSignupPath } from './menu-entries';

export function SignupBanner() {
  const { t } = useLingui();
  const config = useSiteConfig();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const { pathname } = useLocation();
  const { signup } = config.core;
  if (loggedIn || signup.disabled || isSignupPath(pathname, signup.alternatePath)) return null;

  const siteName = config.core.deployment.siteName;
  return (
    <Banner aria-label={t`Become a member`}>
      <Inner>
        <Copy>
          <Eyebrow>
            <Trans>Members get more</Trans>
          </Eyebrow>
          <Heading>
            <Trans>Unlock everything on {siteName}</Trans>
          </Heading>
          <Perks>
            <li>
              <Trans>Full-length videos up to 3840 x 2160</Trans>
            </li>
            <li>
              <Trans>Photo galleries up to 5000 px, as zip downloads</Trans>
            </li>
            <li>
              <Trans>New updates 2-3 times per week</Trans>
            </li>
          </Perks>
        </Copy>
        <ButtonLink to="/signup" $size="large">
          <Trans>JOIN NOW</Trans>
        </ButtonLink>
      </Inner>
    </Banner>
  );
}

const Banner = styled.section`
  background:
    radial-gradient(circle at 85% 20%, color-mix(in srgb, ${({ theme }) => theme.colors.accent} 35%, transparent), transparent 55%),
    linear-gradient(120deg, ${({ theme }) => theme.colors.headerBackground}, color-mix(in srgb, ${({ theme }) => theme.colors.primary} 55%, ${({ theme }) => theme.colors.headerBackground}));
  color: ${({ theme }) => theme.colors.headerText};
`;

const Inner = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.pageWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
  ${up('md')} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
    padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  }
`;

const Copy = styled.div`
  max-width: 720px;
`;

const Eyebrow = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.accent};
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.14em;
  text-transform: uppercase;
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: inherit;
  font-size: clamp(1.5rem, 3vw, 2.2rem);
  text-transform: uppercase;
`;

const Perks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.95rem;
  li::before {
    content: '✓';
    margin-right: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.accent};
    font-weight: 800;
  }
`;
