// The log of every mail the site sent or failed to send, for publishers: search by address, filter
// by template and status, and send one again with a reason (mails with a one-time link cannot be).
import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { resendMail, useMailLog, type MailLogEntry } from './api/desk-mail';
import { useStaffAction } from '../api/use-staff-action';
import { useListParams } from '../use-list-params';
import { ListPaging, PAGE_SIZE, SearchBox, SelectFilter } from '../list-controls';
import { Muted, PageHeader, Table, Toolbar } from '../admin-ui';
import { MailResendDialog } from './mail-log-resend';
import { Button } from '../../../src/ui/button';
import { EmptyNote, LoadProblem } from '../../../src/ui/load-problem';
import { FormStatus } from '../../../src/ui/form-status';
import { userAtom } from '../../../src/state/session';
import { mayChangeMoneyOrAccounts } from '../../../shared/roles';

const KEYS = ['q', 'template', 'status'] as const;
const TEMPLATES = ['welcome', 'receipt', 'purchaseReceipt', 'giftCardVerified', 'giftCardDeclined', 'rebillFailed', 'endingSoon', 'cancelled', 'subscriptionExpired', 'refund', 'chargeback', 'chargebackStaff', 'paymentHeld', 'paymentReturned', 'staffPaymentWaiting', 'passwordReset', 'passwordChanged', 'emailConfirm', 'emailChanged', 'accountDeleted', 'newsletterConfirm', 'newsletter', 'twoFactorOn', 'twoFactorOff'];

export function MailLogPage() {
  const { t } = useLingui();
  const user = useAtomValue(userAtom);
  const allowed = mayChangeMoneyOrAccounts(user);
  const { values, page, set } = useListParams(KEYS);
  const status = values.status === 'sent' || values.status === 'failed' ? values.status : undefined;
  const { data, error, mutate } = useMailLog(allowed ? { q: values.q || undefined, template: values.template || undefined, status, p: page, s: PAGE_SIZE } : null);
  const action = useStaffAction();
  const [resending, setResending] = useState<MailLogEntry | null>(null);
  const [done, setDone] = useState('');
  const when = (iso: string) => new Date(iso).toLocaleString();

  if (!allowed) {
    return (
      <>
        <PageHeader>
          <h1>
            <Trans>Mail log</Trans>
          </h1>
        </PageHeader>
        <EmptyNote>
          <Trans>Only publishers read the mail log: it shows members’ addresses.</Trans>
        </EmptyNote>
      </>
    );
  }

  const resend = async (reason: string) => {
    const mail = resending!;
    const sent = await action.run((api) => resendMail(api, mail.id, reason));
    if (sent) {
      setResending(null);
      setDone(sent.status === 'sent' ? t`Sent again to ${sent.to}.` : t`Sending again to ${sent.to} failed: ${sent.error ?? ''}`);
    }
  };

  return (
    <>
      <PageHeader>
        <h1>
          <Trans>Mail log</Trans>
        </h1>
      </PageHeader>
      <Toolbar>
        <SearchBox value={values.q} onSearch={(q) => set('q', q)} />
        <SelectFilter label={t`Template`} value={values.template} options={[{ value: '', label: t`All templates` }, ...TEMPLATES.map((name) => ({ value: name, label: name }))]} onChange={(v) => set('template', v)} />
        <SelectFilter
          label={t`Status`}
          value={values.status}
          options={[
            { value: '', label: t`Sent and failed` },
            { value: 'sent', label: t`Sent` },
            { value: 'failed', label: t`Failed` },
          ]}
          onChange={(v) => set('status', v)}
        />
      </Toolbar>
      {done && <FormStatus kind="success">{done}</FormStatus>}
      {error ? (
        <LoadProblem onRetry={() => void mutate()}>
          <Trans>The mail log could not be loaded.</Trans>
        </LoadProblem>
      ) : data && data.items.length === 0 ? (
        <EmptyNote>
          <Trans>No mail matches.</Trans>
        </EmptyNote>
      ) : (
        <Table aria-busy={!data}>
          <caption className="visually-hidden">{t`Mails sent, newest first`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Sent at`}</th>
              <th scope="col">{t`To`}</th>
              <th scope="col">{t`Template`}</th>
              <th scope="col">{t`Status`}</th>
              <th scope="col">{t`Resend`}</th>
            </tr>
          </thead>
          <tbody>
            {data?.items.map((mail) => (
              <tr key={mail.id}>
                <td>{when(mail.at)}</td>
                <td>{mail.to}</td>
                <td>
                  {mail.template} <Muted>{mail.locale}</Muted>
                </td>
                <td>
                  {mail.status === 'sent' ? t`Sent` : t`Failed`}
                  {mail.error && <Muted> {mail.error}</Muted>}
                </td>
                <td>
                  {mail.resendable ? (
                    <Button type="button" $size="small" $variant="secondary" onClick={() => (action.clearFailure(), setResending(mail))} aria-label={t`Send the mail to ${mail.to} again`}>
                      <Trans>Send again</Trans>
                    </Button>
                  ) : (
                    <Muted>{t`One-time link: not sent again`}</Muted>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {data && <ListPaging page={page} total={data.total} onPage={(p) => set('p', String(p))} />}
      <MailResendDialog mail={resending} busy={action.busy} failure={action.failure?.message} onResend={(reason) => void resend(reason)} onCancel={() => setResending(null)} />
    </>
  );
}
