import { useContext, useId } from 'react';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BlockProps } from '../define-block';
import type { welcome } from './index';
import { ButtonLink } from '../../src/ui/button';
import { useLocalized } from '../../src/i18n/use-localized';
import { useSiteConfig } from '../../src/config/site-config-context';
import { isLoggedInAtom } from '../../src/state/session';
import { up } from '../../src/theme/breakpoints';
import { brandText } from '../../src/ui/brand-colors';
import { PageContext } from '../../src/routes/page-context';

type WelcomeProps = BlockProps<typeof welcome>;

const Band = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled.div`
  max-width: 920px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
  text-align: center;
  ${up('md')} {
    padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  }
`;

const Tagline = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-family: ${({ theme }) => theme.font.heading};
  font-size: 0.85rem;
  font-weight: 700;
  letter-spacing: 0.22em;
  text-transform: uppercase;
  color: ${({ theme }) => brandText(theme)};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: clamp(1.7rem, 3.6vw, 2.8rem);
  font-weight: 800;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.heading};
`;

const Rule = styled.span`
  display: block;
  width: 64px;
  height: 4px;
  margin: ${({ theme }) => `${theme.space.md} auto ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.primary};
`;

const Text = styled.p`
  margin: 0 auto;
  max-width: 68ch;
  font-size: 1.08rem;
  line-height: 1.7;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Action = styled.div`
  margin-top: ${({ theme }) => theme.space.xl};
`;

export default function Welcome({ heading, text, showJoinButton }: WelcomeProps) {
  const { t } = useLingui();
  const localize = useLocalized();
  const config = useSiteConfig();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const siteName = config.core.deployment.siteName;
  const slogan = config.ui.static.headerSlogan;
  const headingId = useId();
  const showJoin = showJoinButton && !loggedIn && !config.core.signup.disabled;
  // On the home page the welcome line is the page's headline (its h1); elsewhere a section heading.
  const onHome = useContext(PageContext)?.site === 'home';

  return (
    <Band aria-labelledby={headingId}>
      <Inner>
        {slogan && <Tagline>{localize(slogan)}</Tagline>}
        <Heading id={headingId} as={onHome ? 'h1' : 'h2'}>{localize(heading) || t`Welcome to ${siteName}`}</Heading>
        <Rule aria-hidden="true" />
        <Text>
          {localize(text) ||
            t`Exclusive photo galleries and videos in up to 4K, shot by our own crew. New updates every week, full-resolution downloads and unlimited streaming for members.`}
        </Text>
        {showJoin && (
          <Action>
            <ButtonLink to="/signup" $size="large">
              <Trans>Join now</Trans>
            </ButtonLink>
          </Action>
        )}
      </Inner>
    </Band>
  );
}
