// What the grid says about a file: name, size, kind, dimensions, what the background jobs are
// doing with it, and where it is used.
import styled from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { useFormatFileSize } from '../../../src/ui/file-size';
import type { LibraryAsset, MediaKind, MediaUsage } from './media-api';
import { ProgressBar } from './progress-bar';
import { usePercent } from './use-percent';

export function useKindNames(): Record<MediaKind, string> {
  const { t } = useLingui();
  return { image: t`Picture`, video: t`Video`, archive: t`Zip archive` };
}

function useUsageText() {
  const { t } = useLingui();
  return ({ kind, id, label }: MediaUsage) =>
    kind === 'update' ? t`Used by update ${id} (${label})` : kind === 'model' ? t`Used by model ${id} (${label})` : t`Used by the site configuration (${label})`;
}

export function MediaDetails({ asset }: { asset: LibraryAsset }) {
  const { t } = useLingui();
  const size = useFormatFileSize();
  const kinds = useKindNames();
  const percent = usePercent();
  const usageText = useUsageText();
  const { processing, usage, filename } = asset;
  const error = processing?.error ?? t`unknown error`;
  const facts = [kinds[asset.kind], size(asset.size), asset.width && asset.height ? t`${asset.width} × ${asset.height} px` : null].filter(Boolean).join(' · ');
  return (
    <Details>
      <Name title={filename}>{filename}</Name>
      <Facts>{facts}</Facts>
      {processing?.state === 'queued' && <Muted>{t`Waiting to be processed`}</Muted>}
      {processing?.state === 'running' && (
        <>
          <Muted>{t`Processing: ${percent(processing.progress)}`}</Muted>
          <ProgressBar value={processing.progress} label={t`Processing of ${filename}`} valueText={percent(processing.progress)} />
        </>
      )}
      {processing?.state === 'failed' && <Failed>{t`Failed: ${error}`}</Failed>}
      {usage && (usage.length === 0 ? <Muted>{t`Not used`}</Muted> : (
        <Usage>
          {usage.map((use) => (
            <span key={`${use.kind}-${use.id}`}>{usageText(use)}</span>
          ))}
        </Usage>
      ))}
    </Details>
  );
}

const Details = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  font-size: 0.85rem;
`;

const Name = styled.span`
  font-weight: 600;
  font-size: 0.92rem;
  color: ${({ theme }) => theme.colors.heading};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Facts = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Failed = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Usage = styled.div`
  display: grid;
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;
