// Asks before a publisher deletes a library file (soft deletion: the server keeps it 30 days).
import { useState } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Modal } from '../../../src/ui/modal';
import { Button } from '../../../src/ui/button';
import { FormActions } from '../../../src/ui/form-layout';
import type { LibraryAsset } from './media-api';

export interface DeleteMediaDialogProps {
  asset: LibraryAsset;
  onConfirm(): Promise<void>;
  onClose(): void;
}

export function DeleteMediaDialog({ asset, onConfirm, onClose }: DeleteMediaDialogProps) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const { filename } = asset;
  const used = asset.usage?.length ?? 0;
  const confirm = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await onConfirm();
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };
  return (
    <Modal open size="small" title={t`Delete ${filename}?`} onClose={busy ? undefined : onClose}>
      <Text>
        <Trans>The file leaves the library. It can be restored for 30 days.</Trans>
      </Text>
      {used > 0 && (
        <Warning>
          <Trans>It is still used: pages that show it will lose it.</Trans>
        </Warning>
      )}
      {failed && <Warning role="alert">{t`The file could not be deleted. Please try again.`}</Warning>}
      <FormActions>
        <Button type="button" $variant="secondary" onClick={onClose} disabled={busy}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="button" onClick={() => void confirm()} disabled={busy}>
          <Trans>Delete</Trans>
        </Button>
      </FormActions>
    </Modal>
  );
}

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

const Warning = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;
