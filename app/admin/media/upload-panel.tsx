// The upload part of the library and the picker: a drop zone for many files at once (with a file
// button for keyboard users), then one row per file with its progress, Pause/Resume, Retry and the
// server's words for a refused file.
import { useState, type DragEvent } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../src/ui/button';
import { useFormatFileSize } from '../../../src/ui/file-size';
import { up } from '../../../src/theme/breakpoints';
import type { MediaKind } from './media-api';
import { ProgressBar } from './progress-bar';
import { usePercent } from './use-percent';
import type { UploadItem, useUploads } from './use-uploads';

const ACCEPT: Record<MediaKind, string> = {
  image: 'image/jpeg,image/png,image/webp,image/avif,.jpg,.jpeg,.png,.webp,.avif',
  video: 'video/mp4,video/webm,video/quicktime,.mp4,.m4v,.webm,.mov',
  archive: 'application/zip,.zip',
};

export interface UploadPanelProps {
  uploads: ReturnType<typeof useUploads>;
  /** Offer only files of this kind in the file dialog (the server checks every file anyway). */
  kind?: MediaKind;
}

export function UploadPanel({ uploads, kind }: UploadPanelProps) {
  const { t } = useLingui();
  const [dragging, setDragging] = useState(false);

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const files = Array.from(event.dataTransfer.files);
    if (files.length) uploads.add(files);
  };

  return (
    <Panel aria-label={t`Upload files`}>
      <DropZone $active={dragging} onDragOver={onDragOver} onDragLeave={() => setDragging(false)} onDrop={onDrop} data-testid="media-drop-zone">
        <DropText>
          <Trans>Drop pictures, videos or zip files here</Trans>
        </DropText>
        <FileButton>
          <input
            type="file"
            multiple
            className="visually-hidden"
            accept={kind ? ACCEPT[kind] : undefined}
            onChange={(event) => {
              const files = Array.from(event.currentTarget.files ?? []);
              if (files.length) uploads.add(files);
              // The same file may be chosen again (to resume it after a reload).
              event.currentTarget.value = '';
            }}
          />
          <Trans>Choose files</Trans>
        </FileButton>
        <Hint>
          <Trans>Large files upload in parts: after a lost connection or a reload, choose the same file again and it continues where it stopped.</Trans>
        </Hint>
      </DropZone>
      {uploads.items.length > 0 && (
        <Rows aria-label={t`Uploads`}>
          {uploads.items.map((item) => (
            <UploadRow key={item.key} item={item} uploads={uploads} />
          ))}
        </Rows>
      )}
    </Panel>
  );
}

function UploadRow({ item, uploads }: { item: UploadItem; uploads: UploadPanelProps['uploads'] }) {
  const { t } = useLingui();
  const percent = usePercent();
  const size = useFormatFileSize();
  const fraction = item.total > 0 ? item.sent / item.total : 0;
  const { filename } = item;
  const status: Record<UploadItem['state'], string> = {
    queued: t`Waiting for its turn`,
    uploading: t`Uploading: ${percent(fraction)}`,
    paused: t`Paused at ${percent(fraction)}`,
    failed: t`The upload was interrupted`,
    refused: t`Refused`,
    done: t`Uploaded`,
  };
  return (
    <Row>
      <RowHead>
        <FileName>{filename}</FileName>
        <Muted>{size(item.total)}</Muted>
      </RowHead>
      {item.state !== 'refused' && (
        <ProgressBar value={item.state === 'done' ? 1 : fraction} label={t`Upload of ${filename}`} valueText={status[item.state]} tone={item.state === 'done' ? 'success' : item.state === 'failed' ? 'danger' : 'primary'} />
      )}
      <RowFoot>
        {item.state === 'refused' ? (
          <Refusal role="alert">{item.message || t`The server refused this file.`}</Refusal>
        ) : (
          <Status role={item.state === 'failed' ? 'alert' : undefined}>{status[item.state]}</Status>
        )}
        <Actions>
          {item.state === 'uploading' && (
            <Button type="button" $variant="secondary" $size="small" onClick={() => uploads.pause(item.key)} aria-label={t`Pause ${filename}`}>
              <Trans>Pause</Trans>
            </Button>
          )}
          {item.state === 'paused' && (
            <Button type="button" $variant="secondary" $size="small" onClick={() => uploads.resume(item.key)} aria-label={t`Resume ${filename}`}>
              <Trans>Resume</Trans>
            </Button>
          )}
          {item.state === 'failed' && (
            <Button type="button" $variant="secondary" $size="small" onClick={() => uploads.resume(item.key)} aria-label={t`Retry ${filename}`}>
              <Trans>Retry</Trans>
            </Button>
          )}
          {item.state !== 'uploading' && (
            <Button type="button" $variant="ghost" $size="small" onClick={() => uploads.dismiss(item.key)} aria-label={t`Remove ${filename} from this list`}>
              <Trans>Dismiss</Trans>
            </Button>
          )}
        </Actions>
      </RowFoot>
    </Row>
  );
}

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const DropZone = styled.div<{ $active: boolean }>`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md}`};
  border: 2px dashed ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme, $active }) => ($active ? theme.colors.surfaceAlt : theme.colors.surface)};
  text-align: center;
  ${up('md')} {
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  }
`;

const DropText = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.heading};
`;

/** A label around the (visually hidden) file input: one tab stop, Enter or Space opens the dialog. */
const FileButton = styled.label`
  display: inline-flex;
  align-items: center;
  padding: 0.55em 1.4em;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 700;
  letter-spacing: 0.05em;
  text-transform: uppercase;
  font-size: 0.85rem;
  cursor: pointer;
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

const Hint = styled.p`
  margin: 0;
  max-width: 60ch;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Rows = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.background};
`;

const RowHead = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const FileName = styled.span`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Muted = styled.span`
  flex: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.85rem;
`;

const RowFoot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Status = styled.span`
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Refusal = styled.span`
  font-size: 0.9rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;
