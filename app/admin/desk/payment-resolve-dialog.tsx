// Deciding on a payment that waits for staff: grant what it paid for, or refund it (through the
// biller where it has a refund call, else recorded as made outside). The staff member gives a
// reason and confirms; a grant the server refuses (the name or update is still taken) shows the
// server's words, so staff refund instead. The server decides once, so a double click is harmless.
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Modal } from '../../../src/ui/modal';
import { Button } from '../../../src/ui/button';
import { useApi } from '../../../src/api/api-context';
import { resolvePayment, type PaymentResolution } from './api/desk-payments';
import { readFailure } from '../api/api-failure';
import { FieldError } from '../admin-ui';
import { REASON_MIN_LENGTH, ReasonField } from './reason-field';
import { DialogButtons } from './payment-refund-dialog';

export type ResolveDecision = 'grant' | 'refund';

export interface PaymentResolveDialogProps {
  paymentId: number;
  amount: string;
  decision: ResolveDecision;
  via: 'provider' | 'recorded';
  onDone: (result: PaymentResolution) => void;
  onCancel: () => void;
}

export function PaymentResolveDialog({ paymentId, amount, decision, via, onDone, onCancel }: PaymentResolveDialogProps) {
  const { t } = useLingui();
  const api = useApi();
  const [reason, setReason] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (reason.trim().length < REASON_MIN_LENGTH) {
      setTooShort(true);
      return;
    }
    setBusy(true);
    setProblem('');
    try {
      onDone(await resolvePayment(api, paymentId, { decision, reason: reason.trim() }));
    } catch (error) {
      setProblem((await readFailure(error)).message);
    } finally {
      setBusy(false);
    }
  };

  const title = decision === 'grant' ? t`Grant what it paid for` : t`Refund ${amount}`;
  return (
    <Modal open onClose={onCancel} title={title} size="small">
      <p>
        {decision === 'grant' ? (
          <Trans>The payer gets what this payment paid for (the account, the plan or the update) and is told by mail.</Trans>
        ) : via === 'provider' ? (
          <Trans>The payment provider returns the money now. The payer is told by mail.</Trans>
        ) : (
          <Trans>This provider has no refund call: make the refund yourself (in BTCPay Server or by transfer), then record it here. The payer is told by mail.</Trans>
        )}
      </p>
      <ReasonField
        value={reason}
        tooShort={tooShort}
        onChange={(value) => {
          setReason(value);
          if (value.trim().length >= REASON_MIN_LENGTH) setTooShort(false);
        }}
      />
      {problem && <FieldError role="alert">{problem}</FieldError>}
      <DialogButtons>
        <Button type="button" $variant="secondary" onClick={onCancel} disabled={busy}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="button" onClick={() => void submit()} disabled={busy} aria-busy={busy}>
          {decision === 'grant' ? <Trans>Grant what it paid for</Trans> : via === 'provider' ? <Trans>Refund now</Trans> : <Trans>Record the refund</Trans>}
        </Button>
      </DialogButtons>
    </Modal>
  );
}
