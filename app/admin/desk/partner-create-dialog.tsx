// Creating a partner (publishers): the link id, the address the set-password mail goes to, the
// commission and a reason kept in the audit log; the server's words on failure.
import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { Modal } from '../../../src/ui/modal';
import { Button } from '../../../src/ui/button';
import { TextField } from '../../../src/ui/text-field';
import { FieldError } from '../admin-ui';
import { useStaffAction } from '../api/use-staff-action';
import { createPartner, type PartnerAccount } from './api/desk-partners';
import { plainInput } from '../../../src/ui/plain-input';

export function PartnerCreateDialog({ name: initialName = '', onClose, onDone }: { name?: string; onClose: () => void; onDone: (partner: PartnerAccount) => void }) {
  const { t } = useLingui();
  const { run, busy, failure } = useStaffAction();
  const [name, setName] = useState(initialName);
  const [email, setEmail] = useState('');
  const [commission, setCommission] = useState('20');
  const [reason, setReason] = useState('');
  const title = t`Create a partner`;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const created = await run((api) => createPartner(api, { name: name.trim(), email: email.trim(), commissionPercent: Number(commission), reason }));
    if (created) onDone(created);
  };
  const fieldError = (field: string) => failure?.fields[field];
  return (
    <Modal open onClose={onClose} title={title} size="small">
      <Form onSubmit={(event) => void submit(event)} aria-label={title}>
        <p>{t`The partner gets an account to see their own figures and a mail with a link to set its password.`}</p>
        <TextField label={t`Link id (after ?aff=)`} name="name" required value={name} onChange={setName} error={fieldError('name')} hint={t`Lowercase letters, digits, _ and -; also the partner's username.`} maxLength={40} />
        <TextField label={t`Email`} name="email" type="email" required value={email} onChange={setEmail} error={fieldError('email')} maxLength={191} />
        <label>
          {t`Commission (%)`}
          <input name="commissionPercent" type="number" min={0} max={100} step={0.01} required value={commission} onChange={(e) => setCommission(e.target.value)} />
        </label>
        {fieldError('commissionPercent') && <FieldError>{fieldError('commissionPercent')}</FieldError>}
        <TextField label={t`Reason`} name="reason" rows={3} required value={reason} onChange={setReason} error={fieldError('reason')} hint={t`Kept in the audit log with your name.`} maxLength={1000} />
        {failure && <FieldError role="alert">{failure.message}</FieldError>}
        <Buttons>
          <Button type="button" $variant="secondary" onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
          <Button type="submit" disabled={busy || reason.trim().length < 3 || !name.trim() || !email.trim()}>
            {title}
          </Button>
        </Buttons>
      </Form>
    </Modal>
  );
}

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  label {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
  }
  input[type='number'],
  select {
    ${plainInput}
    max-width: 10rem;
  }
`;

export const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;
