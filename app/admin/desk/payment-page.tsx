// One payment as staff see it: who paid what for what, its status, its gift-card codes, the raw
// notifications from the provider and the desk actions taken on it; publishers refund from here,
// and decide on a payment that waits for staff (why it waits is said in words): grant or refund.
import { useState } from 'react';
import { Link } from 'react-router';
import { useAtomValue } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { useDeskPayment, type DeskPaymentDetail, type DeskRefundResult, type PaymentResolution } from './api/desk-payments';
import { ATTENTION_REASON_LABELS, PROVIDER_LABELS, STATUS_LABELS } from './payment-labels';
import { PaymentNotifications } from './payment-notifications';
import { PaymentRefundDialog } from './payment-refund-dialog';
import { PaymentResolveDialog, type ResolveDecision } from './payment-resolve-dialog';
import { GiftCardCodes } from './gift-card-codes';
import { ItemLoading, ItemMissing } from '../item-state';
import { useItemId } from '../use-item-id';
import { Muted, PageHeader, Panel } from '../admin-ui';
import { Button } from '../../../src/ui/button';
import { userAtom } from '../../../src/state/session';
import { mayChangeMoneyOrAccounts } from '../../../shared/roles';

const LIST = '/admin/payments';

export function PaymentPage() {
  const id = useItemId();
  if (typeof id !== 'number') return <ItemMissing listPath={LIST} />;
  return <Payment id={id} />;
}

function Payment({ id }: { id: number }) {
  const { t, i18n } = useLingui();
  const user = useAtomValue(userAtom);
  const { data: payment, error, mutate } = useDeskPayment(id);
  const [refunding, setRefunding] = useState(false);
  const [done, setDone] = useState<DeskRefundResult | null>(null);
  const [resolving, setResolving] = useState<ResolveDecision | null>(null);
  const [resolved, setResolved] = useState<{ decision: ResolveDecision; result: PaymentResolution } | null>(null);
  if (error) return <ItemMissing listPath={LIST} onRetry={() => void mutate()} />;
  if (!payment) return <ItemLoading />;
  const amount = i18n.number(payment.amount, { style: 'currency', currency: payment.currency });
  const finished = (result: DeskRefundResult) => {
    setRefunding(false);
    setDone(result);
    void mutate();
  };
  const decided = (result: PaymentResolution) => {
    setResolved({ decision: resolving!, result });
    setResolving(null);
    void mutate();
  };
  const mayDecide = payment.status === 'needs_staff' && mayChangeMoneyOrAccounts(user);
  return (
    <>
      <PageHeader>
        <h1>{t`Payment ${payment.id}`}</h1>
        <Link to={LIST}>
          <Trans>All payments</Trans>
        </Link>
      </PageHeader>
      {done && (
        <Notice role="status">
          {done.via === 'provider' ? <Trans>Refunded through the payment provider. The member's access has ended.</Trans> : <Trans>The refund is recorded. The member's access has ended.</Trans>}
        </Notice>
      )}
      {resolved && (
        <Notice role="status">
          {resolved.decision === 'grant' ? (
            <Trans>Granted: the payer has what this payment paid for and is told by mail.</Trans>
          ) : resolved.result.via === 'provider' ? (
            <Trans>Refunded through the payment provider. The payer is told by mail.</Trans>
          ) : (
            <Trans>The refund is recorded. The payer is told by mail.</Trans>
          )}
        </Notice>
      )}
      <Panel aria-labelledby="payment-facts">
        <h2 id="payment-facts">
          <Trans>Payment</Trans>
        </h2>
        <Facts payment={payment} amount={amount} />
        {payment.refundable && mayChangeMoneyOrAccounts(user) && (
          <Button type="button" $variant="secondary" onClick={() => setRefunding(true)}>
            <Trans>Refund…</Trans>
          </Button>
        )}
        {mayDecide && (
          <Decisions>
            <Button type="button" onClick={() => setResolving('grant')}>
              <Trans>Grant what it paid for</Trans>
            </Button>
            <Button type="button" $variant="secondary" onClick={() => setResolving('refund')}>
              {payment.refundVia === 'provider' ? <Trans>Refund…</Trans> : <Trans>Record the refund</Trans>}
            </Button>
          </Decisions>
        )}
      </Panel>
      {payment.codes.length > 0 && (
        <Panel aria-labelledby="payment-codes">
          <h2 id="payment-codes">
            <Trans>Gift card codes</Trans>
          </h2>
          <GiftCardCodes codes={payment.codes} />
        </Panel>
      )}
      <PaymentNotifications notifications={payment.notifications} />
      {payment.audit.length > 0 && (
        <Panel aria-labelledby="payment-audit">
          <h2 id="payment-audit">
            <Trans>Staff actions</Trans>
          </h2>
          <ul>
            {payment.audit.map((a) => (
              <li key={a.id}>
                {a.action} · {a.username} <Muted>{i18n.date(a.at, { dateStyle: 'medium', timeStyle: 'short' })}</Muted>
                {a.reason && <q> {a.reason}</q>}
              </li>
            ))}
          </ul>
        </Panel>
      )}
      {resolving && <PaymentResolveDialog paymentId={payment.id} amount={amount} decision={resolving} via={payment.refundVia} onDone={decided} onCancel={() => setResolving(null)} />}
      {refunding && <PaymentRefundDialog open paymentId={payment.id} amount={amount} via={payment.refundVia} onDone={finished} onCancel={() => setRefunding(false)} />}
    </>
  );
}

function Facts({ payment, amount }: { payment: DeskPaymentDetail; amount: string }) {
  const { t, i18n } = useLingui();
  const when = (iso: string | null) => (iso ? i18n.date(iso, { dateStyle: 'medium', timeStyle: 'short' }) : '—');
  const rows: [string, string][] = [
    [t`Status`, `${STATUS_LABELS[payment.status] ? i18n._(STATUS_LABELS[payment.status]!) : payment.status}${payment.waitingForStaff ? ` · ${t`Staff must act`}` : ''}`],
    [t`Member`, `${payment.member.username} <${payment.member.email}>`],
    [t`For`, payment.update?.name ?? payment.plan.name],
    [t`Amount`, amount],
    [t`Provider`, PROVIDER_LABELS[payment.provider] ? i18n._(PROVIDER_LABELS[payment.provider]!) : payment.provider],
    [t`Created`, when(payment.date)],
    [t`Paid`, when(payment.paidAt)],
    [t`Invoice number`, payment.invoiceNumber ?? '—'],
    [t`Provider transaction`, payment.providerTransactionId ?? '—'],
  ];
  if (payment.attentionReason) rows.push([t`Why it waits`, ATTENTION_REASON_LABELS[payment.attentionReason] ? i18n._(ATTENTION_REASON_LABELS[payment.attentionReason]!) : payment.attentionReason]);
  if (payment.decisionNote) rows.push([t`Decision`, `${payment.decision ?? ''}: ${payment.decisionNote}`]);
  return (
    <Dl>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </Dl>
  );
}

const Dl = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.md};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.85rem;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Decisions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Notice = styled.p`
  padding: ${({ theme }) => theme.space.md};
  border-left: 6px solid ${({ theme }) => theme.colors.success};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;
