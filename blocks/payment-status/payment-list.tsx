// The member's payments: each sale and rebill with its status (paid, refunded, charged back...),
// amount, date, plan and provider; a paid one links its receipt, a declined or failed one links to
// signup to try again.
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMyPayments, type PaymentInfo, type PaymentStatus as Status } from '../../src/api/member';
import { ButtonLink } from '../../src/ui/button';
import { TextSkeleton } from '../../src/ui/card-skeleton';
import { formatDate } from '../../src/ui/format';
import { EmptyNote, LoadProblem } from '../../src/ui/load-problem';
import { useMoney } from '../../src/ui/locale-format';
import { below } from '../../src/theme/breakpoints';
import { Card, Heading } from './status-card';

export function PaymentList() {
  const { t } = useLingui();
  const formatMoney = useMoney();
  const { data, gaveUp, retry } = useMyPayments();
  const money = (p: PaymentInfo) => formatMoney(p.amount, p.currency);
  const statusLabel: Record<Status, string> = {
    pending: t`Pending`,
    verifying: t`Being verified`,
    approved: t`Paid`,
    declined: t`Declined`,
    failed: t`Failed`,
    refunded: t`Refunded`,
    chargeback: t`Charged back`,
    // Money taken that could not be honoured automatically: staff refund it or grant its access.
    needs_staff: t`Waiting for our team`,
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
        gaveUp ? (
          <LoadProblem onRetry={() => void retry()}>
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
                  <td data-label={columns[3]}>
                    {p.for}
                    {p.kind === 'rebill' && (
                      <Kind>
                        <Trans>Rebill</Trans>
                      </Kind>
                    )}
                  </td>
                  <td data-label={columns[4]}>{providerLabel(p.via)}</td>
                  <td data-label={columns[5]}>–</td>
                  <td data-label={columns[6]}>
                    {p.status === 'declined' || p.status === 'failed' ? (
                      <ButtonLink to="/signup" $size="small" $variant="secondary">
                        <Trans>Try again</Trans>
                      </ButtonLink>
                    ) : p.invoice ? (
                      <ButtonLink to={`/payment/receipt/${encodeURIComponent(p.invoice)}`} $size="small" $variant="secondary" aria-label={t`Receipt ${p.invoice}`}>
                        <Trans>Receipt</Trans>
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
    $status === 'approved' ? theme.colors.success : DANGER.has($status) ? theme.colors.danger : theme.colors.textMuted};
`;

const DANGER = new Set<Status>(['declined', 'failed', 'refunded', 'chargeback']);

const Kind = styled.span`
  margin-left: 0.5em;
  padding: 0.1em 0.5em;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: 0.75rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.textMuted};
`;
