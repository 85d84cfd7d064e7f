import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BlockProps } from '../define-block';
import type { paymentStatus } from './index';
import { useMyPayments, type PaymentInfo, type PaymentStatus as Status } from '../../src/api/member';
import { useLocalized } from '../../src/i18n/use-localized';
import { bcp47Of } from '../../shared/locales';
import { localeAtom } from '../../src/state/preferences';
import { useRenderedUser } from '../../src/state/rendered-user';
import { subscriptionOf } from '../../src/state/subscription';
import { ButtonLink } from '../../src/ui/button';
import { TextSkeleton } from '../../src/ui/card-skeleton';
import { formatDate } from '../../src/ui/format';
import { EmptyNote, LoadProblem } from '../../src/ui/load-problem';
import { MemberPage } from '../../src/ui/member-page';
import { below, up } from '../../src/theme/breakpoints';

export default function PaymentStatusBlock({ heading, showPayments }: BlockProps<typeof paymentStatus>) {
  const { t } = useLingui();
  const localized = useLocalized();
  const user = useRenderedUser();
  if (!user) return null;
  const subscription = subscriptionOf(user);

  return (
    <MemberPage>
      <Card aria-labelledby="account-status-heading">
        <Heading id="account-status-heading">{localized(heading) || t`Account Status`}</Heading>
        {subscription.kind === 'active' && (
          <State $tone="success">
            <Dot $tone="success" aria-hidden="true" />
            <div>
              <strong>
                <Trans>Active subscription, full access to all updates.</Trans>
              </strong>
              {subscription.validUntil && (
                <Muted>
                  <Trans>Valid until {formatDate(subscription.validUntil)}</Trans>
                </Muted>
              )}
            </div>
          </State>
        )}
        {subscription.kind === 'expired' && (
          <State $tone="danger">
            <Dot $tone="danger" aria-hidden="true" />
            <div>
              <strong>
                <Trans>Your subscription expired, please renew.</Trans>
              </strong>
              <Muted>
                <Trans>Expired on {formatDate(subscription.validUntil)}</Trans>
              </Muted>
            </div>
            <ButtonLink to="/signup">
              <Trans>Renew</Trans>
            </ButtonLink>
          </State>
        )}
        {subscription.kind === 'none' && (
          <State $tone="muted">
            <Dot $tone="muted" aria-hidden="true" />
            <div>
              <strong>
                <Trans>No subscription, only your purchased updates are available.</Trans>
              </strong>
            </div>
            <ButtonLink to="/signup">
              <Trans>Join now</Trans>
            </ButtonLink>
          </State>
        )}
      </Card>
      {showPayments && <PaymentList />}
    </MemberPage>
  );
}

function PaymentList() {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const { data, error, mutate } = useMyPayments();
  const money = (p: PaymentInfo) => new Intl.NumberFormat(bcp47Of(locale), { style: 'currency', currency: p.currency || 'USD' }).format(p.amount);
  const statusLabel: Record<Status, string> = {
    pending: t`Pending`,
    verifying: t`Being verified`,
    approved: t`Paid`,
    declined: t`Declined`,
    failed: t`Failed`,
    refunded: t`Refunded`,
    chargeback: t`Charged back`,
  };
  // Status, amount, paid, for, via, to credits, action.
  const columns = [t`Status`, t`Amount`, t`Paid`, t`For`, t`Via`, t`To credits`, t`Action`];
  const providerLabel = (via: string) =>
    ({ epochCreditCard: t`Credit Card`, epochPaypal: t`Paypal`, amazonVoucher: t`Amazon Gift Card`, bitcoin: t`Bitcoin` })[via] ?? via;

  return (
    <Card aria-labelledby="payments-heading">
      <Heading id="payments-heading">
        <Trans>Payments</Trans>
      </Heading>
      {!data ? (
        error ? (
          <LoadProblem onRetry={() => void mutate()}>
            <Trans>Your payments could not be loaded. Please try again later.</Trans>
          </LoadProblem>
        ) : (
          <TextSkeleton label={t`Loading payments`} rows={3} />
        )
      ) : data.length === 0 ? (
        <EmptyNote>
          <Trans>No payments yet.</Trans>
        </EmptyNote>
      ) : (
        <Scroll>
          <Table>
            <thead>
              <tr>
                {columns.map((label) => (
                  <th key={label} scope="col">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.map((p) => (
                <tr key={p.id}>
                  <td data-label={columns[0]}>
                    <Badge $status={p.status}>{statusLabel[p.status] ?? p.status}</Badge>
                  </td>
                  <td data-label={columns[1]}>{money(p)}</td>
                  <td data-label={columns[2]}>{p.paid ? formatDate(p.paid) : '–'}</td>
                  <td data-label={columns[3]}>{p.for}</td>
                  <td data-label={columns[4]}>{providerLabel(p.via)}</td>
                  <td data-label={columns[5]}>–</td>
                  <td data-label={columns[6]}>
                    {p.status === 'declined' || p.status === 'failed' ? (
                      <ButtonLink to="/signup" $size="small" $variant="secondary">
                        <Trans>Try again</Trans>
                      </ButtonLink>
                    ) : (
                      '–'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroll>
      )}
    </Card>
  );
}

type Tone = 'success' | 'danger' | 'muted';

const Card = styled.section`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: 1.2rem;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.heading};
`;

const State = styled.div<{ $tone: Tone }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  /* Phones: the renew button on its own row under the text. */
  & > a {
    grid-column: 1 / -1;
    justify-self: start;
  }
  ${up('sm')} {
    grid-template-columns: auto minmax(0, 1fr) auto;
    & > a {
      grid-column: auto;
    }
  }
  strong {
    color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.heading)};
  }
`;

const Dot = styled.span<{ $tone: Tone }>`
  align-self: start;
  margin-top: 0.35em;
  width: 0.8rem;
  height: 0.8rem;
  border-radius: 50%;
  background: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : $tone === 'danger' ? theme.colors.danger : theme.colors.textMuted)};
`;

const Muted = styled.p`
  margin: 0.25em 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Scroll = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.95rem;
  th,
  td {
    padding: 0.7em 0.8em;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    white-space: nowrap;
    color: ${({ theme }) => theme.colors.text};
  }
  th {
    font-size: 0.75rem;
    letter-spacing: 0.1em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }
  /* Phones: each payment as a small card of label and value instead of a wide table. */
  ${below('md')} {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    tr {
      display: block;
      padding: ${({ theme }) => theme.space.sm} 0;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    tbody tr:last-child {
      border-bottom: 0;
    }
    td {
      display: flex;
      justify-content: space-between;
      gap: ${({ theme }) => theme.space.md};
      padding: 0.35em 0;
      border-bottom: 0;
      white-space: normal;
      text-align: right;
    }
    td::before {
      content: attr(data-label);
      font-size: 0.75rem;
      font-weight: 700;
      letter-spacing: 0.1em;
      text-transform: uppercase;
      text-align: left;
      color: ${({ theme }) => theme.colors.textMuted};
    }
  }
`;

const Badge = styled.span<{ $status: Status }>`
  display: inline-block;
  padding: 0.2em 0.7em;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: 0.8rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primaryText};
  background: ${({ theme, $status }) =>
    $status === 'approved' ? theme.colors.success : $status === 'declined' || $status === 'failed' ? theme.colors.danger : theme.colors.textMuted};
`;
