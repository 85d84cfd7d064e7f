// Asks before a step that takes something off the site (delete): a dialog with the consequence and
// two buttons, focus on the safe one.
import { useRef, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import styled from 'styled-components';
import { Modal } from '../../src/ui/modal';
import { Button } from '../../src/ui/button';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ open, title, children, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal open={open} onClose={onCancel} title={title} size="small" initialFocusRef={cancelRef}>
      {children}
      <Buttons>
        <Button type="button" $variant="secondary" ref={cancelRef} onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="button" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Buttons>
    </Modal>
  );
}

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;
