// Shown while an unpublished configuration is previewed: its validation problems and 'Finish'.
import { useEffect, useRef, useState } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { useIsPreview, useLoadedSiteConfig } from '../../src/config/site-config-context';
import { below } from '../../src/theme/breakpoints';
import { Button } from '../../src/ui/button';
import { finishPreview } from './finish-preview';

export function PreviewBanner() {
  const { t } = useLingui();
  const isPreview = useIsPreview();
  const { issues } = useLoadedSiteConfig();
  const [finishing, setFinishing] = useState(false);
  const reloadTimer = useRef<number | null>(null);

  useEffect(
    () => () => {
      if (reloadTimer.current !== null) window.clearTimeout(reloadTimer.current);
    },
    [],
  );

  if (!isPreview) return null;
  const count = issues.length;
  return (
    <Banner role="region" aria-label={t`Preview mode`}>
      <Inner>
        <Summary>
          <Pill>
            <Trans>Preview mode</Trans>
          </Pill>
          <span>
            {count === 0 ? (
              <Trans>You are looking at an unpublished site configuration.</Trans>
            ) : (
              <Plural value={count} one="This configuration has # problem:" other="This configuration has # problems:" />
            )}
          </span>
          <Finish
            type="button"
            $size="small"
            $variant="secondary"
            disabled={finishing}
            onClick={() => {
              setFinishing(true);
              reloadTimer.current = finishPreview();
            }}
          >
            {finishing ? <Trans>Finishing…</Trans> : <Trans>Finish</Trans>}
          </Finish>
        </Summary>
        {count > 0 && (
          <Issues>
            {issues.map((issue) => (
              <li key={`${issue.path}:${issue.message}`}>
                <code>{issue.path || '/'}</code>: {issue.message}
              </li>
            ))}
          </Issues>
        )}
      </Inner>
    </Banner>
  );
}

const Banner = styled.div`
  position: relative;
  z-index: ${({ theme }) => theme.zIndex.banner};
  background: repeating-linear-gradient(
    -45deg,
    ${({ theme }) => theme.colors.accent},
    ${({ theme }) => theme.colors.accent} 14px,
    color-mix(in srgb, ${({ theme }) => theme.colors.accent} 85%, ${({ theme }) => theme.colors.headerBackground}) 14px,
    color-mix(in srgb, ${({ theme }) => theme.colors.accent} 85%, ${({ theme }) => theme.colors.headerBackground}) 28px
  );
  color: ${({ theme }) => theme.colors.headerBackground};
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.pageWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
`;

const Summary = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  font-weight: 600;
`;

const Pill = styled.strong`
  padding: 2px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.headerBackground};
  color: ${({ theme }) => theme.colors.headerText};
  font-size: 0.78rem;
  letter-spacing: 0.1em;
  text-transform: uppercase;
`;

const Finish = styled(Button)`
  margin-left: auto;
  border-color: ${({ theme }) => theme.colors.headerBackground};
  color: ${({ theme }) => theme.colors.headerBackground};
  ${below('sm')} {
    margin-left: 0;
  }
`;

const Issues = styled.ul`
  max-height: 30vh;
  overflow-y: auto;
  margin: ${({ theme }) => `${theme.space.sm} 0 0`};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md} ${theme.space.sm} ${theme.space.xl}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.85rem;
  code {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 600;
    word-break: break-all;
  }
`;
