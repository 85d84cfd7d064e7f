// The server refused a publish (or schedule) because someone published after this document was
// started: who, what and when, their changes against yours, and the three ways on. Nothing is
// published again without the explicit "Publish mine over it".
import { useState } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Modal } from '../../src/ui/modal';
import { DiffList } from './diff-list';
import { PanelTitle, ToolButton } from './studio-ui';
import type { StudioConflict } from './use-studio-document';

export interface ConflictDialogProps {
  conflict: StudioConflict | null;
  /** Replace the editor's text with the live configuration (undo brings yours back). */
  onLoadTheirs: () => Promise<void>;
  /** Repeat the publish over the new live version. */
  onPublishMine: () => Promise<void>;
  onCancel: () => void;
  /** The editor's text, for the download of your version. */
  currentText: () => string;
}

export function ConflictDialog({ conflict, onLoadTheirs, onPublishMine, onCancel, currentText }: ConflictDialogProps) {
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  if (!conflict) return null;
  const { live, baseVersion, changes } = conflict;
  const by = live.publishedBy ?? t`a deleted account`;
  const at = live.publishedAt ? i18n.date(live.publishedAt, { dateStyle: 'medium', timeStyle: 'short' }) : '—';

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open onClose={busy ? undefined : onCancel} title={t`Someone published in the meantime`} size="large">
      <Lead role="alert">
        <Trans>
          Version {live.version} “{live.name}” was published by {by} at {at} (after you started from version {baseVersion}).
        </Trans>{' '}
        {conflict.when ? <Trans>Your scheduled publish was not stored.</Trans> : <Trans>Your configuration was not published.</Trans>}
      </Lead>
      <section aria-label={t`Their changes against yours`}>
        <PanelTitle as="h3">
          <Trans>Their changes against yours</Trans>
        </PanelTitle>
        <Changes>
          <DiffList changes={changes} />
        </Changes>
      </section>
      <Choices>
        <li>
          <ToolButton type="button" onClick={() => void run(onLoadTheirs)} disabled={busy}>
            <Trans>Load theirs</Trans>
          </ToolButton>
          <Explain>
            <Trans>The editor shows the live configuration; Undo (Ctrl+Z) brings your text back, or</Trans>{' '}
            <Download href={`data:application/json;charset=utf-8,${encodeURIComponent(currentText())}`} download="my-configuration.json">
              <Trans>download yours first</Trans>
            </Download>
            .
          </Explain>
        </li>
        <li>
          <ToolButton type="button" $tone="danger" onClick={() => void run(onPublishMine)} disabled={busy}>
            {conflict.when ? <Trans>Schedule mine over it</Trans> : <Trans>Publish mine over it</Trans>}
          </ToolButton>
          <Explain>
            <Trans>Their changes listed above are replaced by yours.</Trans>
          </Explain>
        </li>
        <li>
          <ToolButton type="button" onClick={onCancel} disabled={busy}>
            <Trans>Cancel</Trans>
          </ToolButton>
          <Explain>
            <Trans>Nothing changes; keep editing.</Trans>
          </Explain>
        </li>
      </Choices>
    </Modal>
  );
}

const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  line-height: 1.5;
  font-weight: 600;
`;

const Changes = styled.div`
  max-height: 40vh;
  overflow-y: auto;
  margin: ${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.md};
`;

const Choices = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const Explain = styled.span`
  flex: 1 1 220px;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Download = styled.a`
  color: ${({ theme }) => theme.colors.primary};
`;

