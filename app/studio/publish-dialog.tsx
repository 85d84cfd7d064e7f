// Confirmation before the editor's configuration goes live for every visitor.
import { useState } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Modal } from '../../src/ui/modal';
import { ToolButton } from './studio-ui';

export interface PublishDialogProps {
  open: boolean;
  /** Name the version gets (the saved link's, or the one typed in the studio). */
  name: string;
  onCancel: () => void;
  /** Resolves when published; a rejection's message is shown in the dialog. */
  onConfirm: () => Promise<void>;
}

export function PublishDialog({ open, name, onCancel, onConfirm }: PublishDialogProps) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} onClose={busy ? undefined : onCancel} title={t`Publish this configuration?`} size="small">
      <Text>
        {name ? (
          <Trans>
            “{name}” becomes the live configuration: every visitor sees it at once.
          </Trans>
        ) : (
          <Trans>The editor’s configuration becomes the live one: every visitor sees it at once.</Trans>
        )}{' '}
        <Trans>The configuration live now is kept in the version history and can be restored.</Trans>
      </Text>
      {failure ? <Failure role="alert">{failure}</Failure> : null}
      <Actions>
        <ToolButton type="button" onClick={onCancel} disabled={busy}>
          <Trans>Cancel</Trans>
        </ToolButton>
        <ToolButton type="button" $tone="primary" onClick={() => void confirm()} disabled={busy}>
          {busy ? <Trans>Publishing…</Trans> : <Trans>Publish now</Trans>}
        </ToolButton>
      </Actions>
    </Modal>
  );
}

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  line-height: 1.5;
`;

const Failure = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;
