// Asks for the reason before a logged mail goes out again (the reason is recorded in the audit log).
import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Modal } from '../../../src/ui/modal';
import { Button } from '../../../src/ui/button';
import { FieldError } from '../admin-ui';
import type { MailLogEntry } from './api/desk-mail';

export interface MailResendDialogProps {
  mail: MailLogEntry | null;
  busy: boolean;
  failure?: string;
  onResend: (reason: string) => void;
  onCancel: () => void;
}

export function MailResendDialog({ mail, busy, failure, onResend, onCancel }: MailResendDialogProps) {
  const { t } = useLingui();
  const id = useId();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const tooShort = reason.trim().length < 3;
  return (
    <Modal open={mail !== null} onClose={onCancel} title={t`Send the mail again`} size="small" initialFocusRef={reasonRef}>
      <form
        aria-label={t`Send the mail again`}
        onSubmit={(event) => {
          event.preventDefault();
          if (!tooShort) onResend(reason.trim());
        }}
      >
        <p>{mail && t`The “${mail.template}” mail goes to ${mail.to} again, as a new entry of the log.`}</p>
        <Label htmlFor={`${id}-reason`}>
          <Trans>Reason (recorded)</Trans>
        </Label>
        <textarea id={`${id}-reason`} ref={reasonRef} required minLength={3} maxLength={1000} value={reason} onChange={(event) => setReason(event.target.value)} rows={3} />
        {failure && <FieldError role="alert">{failure}</FieldError>}
        <Buttons>
          <Button type="button" $variant="secondary" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" disabled={busy || tooShort}>
            <Trans>Send again</Trans>
          </Button>
        </Buttons>
      </form>
    </Modal>
  );
}

const Label = styled.label`
  display: block;
  font-weight: 600;
  margin-bottom: ${({ theme }) => theme.space.xs};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;
