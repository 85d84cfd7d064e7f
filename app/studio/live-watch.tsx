// Watches the live version while the studio is open (on window focus and every few minutes): once
// it moves past the document's base version (someone published, or a restore in the versions
// dialog), a bar says so, with Reload (the live configuration into the editor) and Compare.
import { useState } from 'react';
import useSWR from 'swr';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ConfigDiff, LiveConfig } from '../../schemas/api/configs';
import { useApi } from '../../src/api/api-context';
import { describeFailure, fetchLiveConfig, LIVE_CONFIG_KEY, versionDiff } from './configs-api';
import { DiffList } from './diff-list';
import { ToolButton } from './studio-ui';

/** How often an open studio asks for the live version besides window focus. */
export const LIVE_WATCH_MS = 3 * 60_000;

/** `start`: the live configuration the studio loaded (no second request on mount). */
export function useLiveWatch(start: LiveConfig) {
  const api = useApi();
  return useSWR<LiveConfig>(['studio', LIVE_CONFIG_KEY], () => fetchLiveConfig(api), {
    fallbackData: start,
    revalidateOnMount: false,
    revalidateOnFocus: true,
    refreshInterval: LIVE_WATCH_MS,
  });
}

export interface LiveChangedBarProps {
  live: LiveConfig | undefined;
  base: number;
  onReload: () => Promise<void>;
}

export function LiveChangedBar({ live, base, onReload }: LiveChangedBarProps) {
  const { t } = useLingui();
  const api = useApi();
  const [diff, setDiff] = useState<{ version: number; diff: ConfigDiff } | { version: number; failed: string } | null>(null);
  // Version ids only grow (a restore is a new version too): a smaller one is a stale answer.
  if (!live || live.version <= base) return null;
  const by = live.publishedBy ?? t`a deleted account`;

  const compare = async () => {
    if (diff?.version === live.version) {
      setDiff(null);
      return;
    }
    try {
      setDiff({ version: live.version, diff: await versionDiff(api, live.version, base) });
    } catch (error) {
      setDiff({ version: live.version, failed: (await describeFailure(error)).message });
    }
  };

  return (
    <Bar role="alert" aria-label={t`The live site changed`}>
      <Text>
        <Trans>
          The live site changed (version {live.version} by {by}). Publishing would replace it.
        </Trans>
      </Text>
      <ToolButton type="button" $tone="primary" onClick={() => void onReload()}>
        <Trans>Reload</Trans>
      </ToolButton>
      <ToolButton type="button" onClick={() => void compare()} aria-expanded={diff?.version === live.version}>
        <Trans>Compare</Trans>
      </ToolButton>
      {diff?.version === live.version ? (
        <Details aria-label={t`What changed on the live site since you started`}>
          {'failed' in diff ? <p>{diff.failed}</p> : <DiffList changes={diff.diff.changes} />}
        </Details>
      ) : null}
    </Bar>
  );
}

const Bar = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: color-mix(in srgb, ${({ theme }) => theme.colors.danger} 12%, ${({ theme }) => theme.colors.background});
  font-size: 0.85rem;
`;

const Text = styled.p`
  flex: 1 1 280px;
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.heading};
`;

const Details = styled.section`
  flex-basis: 100%;
  max-height: 30vh;
  overflow-y: auto;
`;
