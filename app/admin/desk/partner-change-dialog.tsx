// Changing a partner's commission or status (publishers), with a reason kept in the audit log.
import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Modal } from '../../../src/ui/modal';
import { Button } from '../../../src/ui/button';
import { TextField } from '../../../src/ui/text-field';
import { FieldError } from '../admin-ui';
import { useStaffAction } from '../api/use-staff-action';
import { changePartner, type PartnerAccount } from './api/desk-partners';
import { Buttons, Form } from './partner-create-dialog';

export function PartnerChangeDialog({ partner, onClose, onDone }: { partner: PartnerAccount; onClose: () => void; onDone: (partner: PartnerAccount) => void }) {
  const { t } = useLingui();
  const { run, busy, failure } = useStaffAction();
  const [commission, setCommission] = useState(String(partner.commissionPercent));
  const [status, setStatus] = useState(partner.status);
  const [reason, setReason] = useState('');
  const title = t`Change commission or status`;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const changed = await run((api) => changePartner(api, partner.id, { commissionPercent: Number(commission), status, reason }));
    if (changed) onDone(changed);
  };
  return (
    <Modal open onClose={onClose} title={title} size="small">
      <Form onSubmit={(event) => void submit(event)} aria-label={title}>
        <label>
          {t`Commission (%)`}
          <input name="commissionPercent" type="number" min={0} max={100} step={0.01} required value={commission} onChange={(e) => setCommission(e.target.value)} />
        </label>
        <label>
          {t`Status`}
          <select name="status" value={status} onChange={(e) => setStatus(e.target.value === 'paused' ? 'paused' : 'active')}>
            <option value="active">{t`Active`}</option>
            <option value="paused">{t`Paused`}</option>
          </select>
        </label>
        <TextField label={t`Reason`} name="reason" rows={3} required value={reason} onChange={setReason} error={failure?.fields.reason} hint={t`Kept in the audit log with your name.`} maxLength={1000} />
        {failure && <FieldError role="alert">{failure.message}</FieldError>}
        <Buttons>
          <Button type="button" $variant="secondary" onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
          <Button type="submit" disabled={busy || reason.trim().length < 3}>
            {title}
          </Button>
        </Buttons>
      </Form>
    </Modal>
  );
}
