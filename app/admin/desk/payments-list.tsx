// Every payment on the site, newest first, filtered by status, provider, plan and period (kept in
// the address), each row linking to the payment's page. Payments waiting for staff say so.
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { PAYMENT_PROVIDERS, PAYMENT_STATUSES, useDeskPayments } from './api/desk-payments';
import { PROVIDER_LABELS, STATUS_LABELS } from './payment-labels';
import { useStaffPlans } from '../api/staff-plans';
import { useListParams } from '../use-list-params';
import { ListPaging, PAGE_SIZE, SearchBox, SelectFilter } from '../list-controls';
import { Muted, PageHeader, Table, Toolbar } from '../admin-ui';
import { LoadProblem, EmptyNote } from '../../../src/ui/load-problem';
import type { PaymentProviderId } from '../../../schemas/payment-providers';
import type { PaymentStatus } from '../../../schemas/api/membership';

const KEYS = ['status', 'provider', 'plan', 'from', 'to', 'q'] as const;

export function PaymentsList() {
  const { t, i18n } = useLingui();
  const { values, page, set } = useListParams(KEYS);
  const plans = useStaffPlans({ s: 100 });
  const { data, error, mutate } = useDeskPayments({
    p: page,
    s: PAGE_SIZE,
    ...(values.status ? { status: values.status as PaymentStatus } : {}),
    ...(values.provider ? { provider: values.provider as PaymentProviderId } : {}),
    ...(values.plan ? { plan: Number(values.plan) } : {}),
    ...(values.from ? { from: values.from } : {}),
    ...(values.to ? { to: values.to } : {}),
    ...(values.q ? { q: values.q } : {}),
  });
  const money = (amount: number, currency: string) => i18n.number(amount, { style: 'currency', currency });
  const all = { value: '', label: t`All` };
  return (
    <>
      <PageHeader>
        <h1>
          <Trans>Payments</Trans>
        </h1>
        <Link to="/admin/gift-cards">
          <Trans>Gift cards to verify</Trans>
        </Link>
      </PageHeader>
      <Toolbar role="search" aria-label={t`Filter payments`}>
        <SearchBox value={values.q} onSearch={(q) => set('q', q)} />
        <SelectFilter label={t`Status`} value={values.status} options={[all, ...PAYMENT_STATUSES.map((s) => ({ value: s, label: i18n._(STATUS_LABELS[s]!) }))]} onChange={(v) => set('status', v)} />
        <SelectFilter label={t`Provider`} value={values.provider} options={[all, ...PAYMENT_PROVIDERS.map((p) => ({ value: p, label: i18n._(PROVIDER_LABELS[p]!) }))]} onChange={(v) => set('provider', v)} />
        <SelectFilter label={t`Plan`} value={values.plan} options={[all, ...(plans.data?.items ?? []).map((p) => ({ value: String(p.id), label: p.name }))]} onChange={(v) => set('plan', v)} />
        <DateField>
          <Trans>From</Trans>
          <input type="date" value={values.from} onChange={(e) => set('from', e.target.value)} />
        </DateField>
        <DateField>
          <Trans>To</Trans>
          <input type="date" value={values.to} onChange={(e) => set('to', e.target.value)} />
        </DateField>
      </Toolbar>
      {error ? (
        <LoadProblem onRetry={() => void mutate()}>
          <Trans>The payments could not be loaded.</Trans>
        </LoadProblem>
      ) : data && data.items.length === 0 ? (
        <EmptyNote>
          <Trans>No payment matches these filters.</Trans>
        </EmptyNote>
      ) : (
        <Table aria-busy={!data}>
          <caption className="visually-hidden">{t`Payments, newest first`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Payment`}</th>
              <th scope="col">{t`Member`}</th>
              <th scope="col">{t`For`}</th>
              <th scope="col">{t`Amount`}</th>
              <th scope="col">{t`Status`}</th>
            </tr>
          </thead>
          <tbody>
            {data?.items.map((p) => (
              <tr key={p.id}>
                <td>
                  <Link to={`/admin/payments/${p.id}`}>{t`Payment ${p.id}`}</Link> <Muted>{i18n.date(p.date, { dateStyle: 'medium', timeStyle: 'short' })}</Muted>
                  {p.invoiceNumber && (
                    <>
                      {' '}
                      <Muted>{t`Invoice ${p.invoiceNumber}`}</Muted>
                    </>
                  )}
                </td>
                <td>{p.member.username}</td>
                <td>
                  {p.update?.name ?? p.plan.name} <Muted>{PROVIDER_LABELS[p.provider] ? i18n._(PROVIDER_LABELS[p.provider]!) : p.provider}</Muted>
                </td>
                <td>{money(p.amount, p.currency)}</td>
                <td>
                  {STATUS_LABELS[p.status] ? i18n._(STATUS_LABELS[p.status]!) : p.status}
                  {p.waitingForStaff && (
                    <>
                      {' '}
                      <Waiting>{t`Staff must act`}</Waiting>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {data && <ListPaging page={page} total={data.total} onPage={(p) => set('p', String(p))} />}
    </>
  );
}

const DateField = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
  input {
    height: 2.5rem;
    padding: 0 ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
`;

const Waiting = styled.strong`
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.85rem;
`;
