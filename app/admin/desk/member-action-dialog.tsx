// One action on a member's account, asked in a dialog: a required reason (kept in the audit log),
// days or a date for access, the typed username for erasure; the server's words on failure.
import { useId, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { Modal } from '../../../src/ui/modal';
import { Button } from '../../../src/ui/button';
import { TextField } from '../../../src/ui/text-field';
import { saveBlob } from '../../../src/ui/save-blob';
import { FieldError } from '../admin-ui';
import { useStaffAction } from '../api/use-staff-action';
import { exportMember, memberAction, type MemberAction, type MemberActionInput } from './api/desk-members';

export type DialogAction = MemberAction | 'export';

export interface MemberActionDialogProps {
  action: DialogAction;
  member: { id: number; username: string };
  onClose: () => void;
  /** What was done, in words, for the page's status line. */
  onDone: (words: string) => void;
}

export function MemberActionDialog({ action, member, onClose, onDone }: MemberActionDialogProps) {
  const { t } = useLingui();
  const { run, busy, failure } = useStaffAction();
  const [reason, setReason] = useState('');
  const [mode, setMode] = useState<'days' | 'until'>('days');
  const [days, setDays] = useState('30');
  const [until, setUntil] = useState('');
  const [confirm, setConfirm] = useState('');
  const daysId = useId();
  const untilId = useId();
  const titles: Record<DialogAction, string> = {
    access: t`Extend or grant access`,
    cancel: t`Cancel the renewing subscription`,
    block: t`Block the account`,
    unblock: t`Unblock the account`,
    'sessions/end': t`End all sessions`,
    'password-reset': t`Send a password reset mail`,
    export: t`Export the member's data`,
    erase: t`Erase the account`,
  };
  const explanations: Record<DialogAction, string> = {
    access: t`Access granted by staff: no payment is made and nothing is charged. It starts when the current access ends.`,
    cancel: t`The payment provider stops rebilling; access stays until the paid period ends.`,
    block: t`The member can no longer sign in or watch, and every session ends.`,
    unblock: t`The member can sign in again.`,
    'sessions/end': t`Every device the member is signed in on is signed out.`,
    'password-reset': t`The member gets a single-use link, valid one hour, in their language.`,
    export: t`Everything the site stores about the member, as a JSON file.`,
    erase: t`Personal data is erased for good; payments and invoices are kept as the law requires. This cannot be undone.`,
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (action === 'export') {
      const data = await run((api) => exportMember(api, member.id, reason));
      if (!data) return;
      saveBlob(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), `member-${member.id}-data.json`);
      onDone(t`The data export was downloaded.`);
      return;
    }
    const input: MemberActionInput = { reason };
    if (action === 'access') {
      if (mode === 'days') input.days = Number(days);
      else input.until = until;
    }
    if (action === 'erase') input.confirmUsername = confirm;
    const result = await run((api) => memberAction(api, member.id, action, input));
    if (result) onDone(result.done);
  };

  const fieldError = (name: string) => failure?.fields[name];
  return (
    <Modal open onClose={onClose} title={titles[action]} size="small">
      <Form onSubmit={(event) => void submit(event)} aria-label={titles[action]}>
        <p>{explanations[action]}</p>
        {action === 'access' && (
          <fieldset>
            <legend>{t`How much access`}</legend>
            <Choice>
              <input type="radio" name="mode" checked={mode === 'days'} onChange={() => setMode('days')} id={`${daysId}-r`} />
              <label htmlFor={`${daysId}-r`}>{t`Days more`}</label>
              <input id={daysId} type="number" min={1} max={3660} aria-label={t`Days`} value={days} disabled={mode !== 'days'} onChange={(e) => setDays(e.target.value)} />
            </Choice>
            <Choice>
              <input type="radio" name="mode" checked={mode === 'until'} onChange={() => setMode('until')} id={`${untilId}-r`} />
              <label htmlFor={`${untilId}-r`}>{t`Until a date`}</label>
              <input id={untilId} type="date" aria-label={t`Access until`} value={until} disabled={mode !== 'until'} onChange={(e) => setUntil(e.target.value)} />
            </Choice>
            {(fieldError('days') || fieldError('until')) && <FieldError>{fieldError('days') ?? fieldError('until')}</FieldError>}
          </fieldset>
        )}
        <TextField label={t`Reason`} name="reason" rows={3} required value={reason} onChange={setReason} error={fieldError('reason')} hint={t`Kept in the audit log with your name.`} maxLength={1000} />
        {action === 'erase' && (
          <TextField label={t`Type the username ${member.username} to confirm`} name="confirmUsername" required value={confirm} onChange={setConfirm} error={fieldError('confirmUsername')} />
        )}
        {failure && <FieldError role="alert">{failure.message}</FieldError>}
        <Buttons>
          <Button type="button" $variant="secondary" onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
          <Button type="submit" disabled={busy || reason.trim().length < 3 || (action === 'erase' && confirm !== member.username)}>
            {titles[action]}
          </Button>
        </Buttons>
      </Form>
    </Modal>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  fieldset {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  }
  input[type='number'],
  input[type='date'] {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    max-width: 10rem;
  }
`;

const Choice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.xs} 0;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;
