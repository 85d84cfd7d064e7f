// Refunding a payment: the staff member says why, reads what will happen (through the biller, or
// only recorded because they refunded outside) and confirms. The button stays disabled while the
// call runs, and the server refunds once whatever happens, so a double click cannot refund twice.
import { useId, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { Modal } from '../../../src/ui/modal';
import { Button } from '../../../src/ui/button';
import { useApi } from '../../../src/api/api-context';
import { refundPayment, type DeskRefundResult } from './api/desk-payments';
import { readFailure } from '../api/api-failure';
import { FieldError } from '../admin-ui';

export interface PaymentRefundDialogProps {
  open: boolean;
  paymentId: number;
  amount: string;
  via: 'provider' | 'recorded';
  onDone: (result: DeskRefundResult) => void;
  onCancel: () => void;
}

export function PaymentRefundDialog({ open, paymentId, amount, via, onDone, onCancel }: PaymentRefundDialogProps) {
  const { t } = useLingui();
  const api = useApi();
  const reasonId = useId();
  const errorId = useId();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (reason.trim().length < 3) {
      setProblem(t`Please say why this payment is refunded.`);
      reasonRef.current?.focus();
      return;
    }
    setBusy(true);
    setProblem('');
    try {
      onDone(await refundPayment(api, paymentId, reason.trim()));
    } catch (error) {
      setProblem((await readFailure(error)).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} onClose={onCancel} title={t`Refund ${amount}`} size="small" initialFocusRef={reasonRef}>
      <p>
        {via === 'provider' ? (
          <Trans>The payment provider returns the money now. The member loses the access this payment gave at once.</Trans>
        ) : (
          <Trans>This provider has no refund call: make the refund yourself (in BTCPay Server or by transfer), then record it here. The member loses the access this payment gave at once.</Trans>
        )}
      </p>
      <Field htmlFor={reasonId}>
        <Trans>Reason (recorded in the audit log)</Trans>
      </Field>
      <textarea
        id={reasonId}
        ref={reasonRef}
        rows={3}
        value={reason}
        maxLength={1000}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? errorId : undefined}
        onChange={(e) => setReason(e.target.value)}
      />
      {problem && (
        <FieldError id={errorId} role="alert">
          {problem}
        </FieldError>
      )}
      <DialogButtons>
        <Button type="button" $variant="secondary" onClick={onCancel} disabled={busy}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="button" onClick={() => void submit()} disabled={busy} aria-busy={busy}>
          {via === 'provider' ? <Trans>Refund now</Trans> : <Trans>Record the refund</Trans>}
        </Button>
      </DialogButtons>
    </Modal>
  );
}

export const Field = styled.label`
  display: block;
  font-weight: 600;
  margin-bottom: ${({ theme }) => theme.space.xs};
  & + textarea {
    width: 100%;
    box-sizing: border-box;
    padding: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
`;

/** The dialog's Cancel and confirm buttons, at its end (the resolve dialog's too). */
export const DialogButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;
