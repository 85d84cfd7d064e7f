// The desk's landing page: the billing figures of today, 7 and 30 days, a chart of one figure over
// the month, payments waiting for staff, open requests with their due dates, scheduled updates and
// jobs that failed.
import { useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDashboard, type DashboardNumbers } from './api/desk-dashboard';
import { DashboardChart } from './dashboard-chart';
import { SelectFilter } from '../list-controls';
import { Muted, PageHeader, Panel, Table } from '../admin-ui';
import { EmptyNote, LoadProblem } from '../../../src/ui/load-problem';

type Period = DashboardNumbers['periods'][number];
type Figure = 'newMembers' | 'rebills' | 'failedRebills' | 'cancellations' | 'refunds' | 'chargebacks';
const FIGURES: Figure[] = ['newMembers', 'rebills', 'failedRebills', 'cancellations', 'refunds', 'chargebacks'];

export function DashboardPage() {
  const { t, i18n } = useLingui();
  const { data, error, mutate } = useDashboard();
  const [figure, setFigure] = useState<Figure>('rebills');
  const labels: Record<Figure, string> = {
    newMembers: t`New members`,
    rebills: t`Rebills`,
    failedRebills: t`Failed rebills`,
    cancellations: t`Cancellations`,
    refunds: t`Refunds`,
    chargebacks: t`Chargebacks`,
  };
  const periodLabel = { today: t`Today`, week: t`7 days`, month: t`30 days` };
  const date = (iso: string) => i18n.date(iso, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const cell = (period: Period, f: Figure) => {
    const value = period[f];
    if (typeof value === 'number') return i18n.number(value);
    const amounts = value.amounts.map((a) => i18n.number(a.amount, { style: 'currency', currency: a.currency })).join(' · ');
    return (
      <>
        {i18n.number(value.count)}
        {amounts && <Muted> {amounts}</Muted>}
      </>
    );
  };
  return (
    <>
      <PageHeader>
        <h1>
          <Trans>Dashboard</Trans>
        </h1>
        {data && (
          <Muted>
            <Trans>Days in UTC</Trans>
          </Muted>
        )}
      </PageHeader>
      {error ? (
        <LoadProblem onRetry={() => void mutate()}>
          <Trans>The dashboard could not be loaded.</Trans>
        </LoadProblem>
      ) : !data ? (
        <p aria-busy="true">
          <Trans>Loading…</Trans>
        </p>
      ) : (
        <>
          <Panel aria-labelledby="dashboard-billing">
            <h2 id="dashboard-billing">
              <Trans>Members and payments</Trans>
            </h2>
            <Table>
              <caption className="visually-hidden">{t`Members and payments today, in 7 and in 30 days`}</caption>
              <thead>
                <tr>
                  <td />
                  {data.periods.map((p) => (
                    <th scope="col" key={p.key}>
                      {periodLabel[p.key]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {FIGURES.map((f) => (
                  <tr key={f}>
                    <th scope="row">{labels[f]}</th>
                    {data.periods.map((p) => (
                      <td key={p.key} data-label={periodLabel[p.key]}>
                        {cell(p, f)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </Table>
            <ChartArea>
              <SelectFilter label={t`Chart`} value={figure} options={FIGURES.map((f) => ({ value: f, label: labels[f] }))} onChange={(v) => setFigure(v as Figure)} />
              <DashboardChart title={t`${labels[figure]} per day, last 30 days`} days={data.series.map((d) => ({ day: d.day, value: d[figure] }))} />
            </ChartArea>
          </Panel>
          <Columns>
            <Panel aria-labelledby="dashboard-waiting">
              <h2 id="dashboard-waiting">
                <Trans>Payments waiting for staff ({data.waitingPayments})</Trans>
              </h2>
              {data.waitingPayments === 0 ? (
                <EmptyNote>
                  <Trans>No payment waits for staff.</Trans>
                </EmptyNote>
              ) : (
                <p>
                  <Link to="/admin/payments?status=needs_staff">
                    <Trans>Decide on them: grant or refund</Trans>
                  </Link>
                </p>
              )}
            </Panel>
            <Panel aria-labelledby="dashboard-requests">
              <h2 id="dashboard-requests">
                <Trans>Open requests ({data.openRequests.total})</Trans>
              </h2>
              {data.openRequests.items.length === 0 ? (
                <EmptyNote>
                  <Trans>No open request.</Trans>
                </EmptyNote>
              ) : (
                <Table>
                  <caption className="visually-hidden">{t`Open requests, due first`}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t`Request`}</th>
                      <th scope="col">{t`Received`}</th>
                      <th scope="col">{t`Due`}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.openRequests.items.map((r) => (
                      <tr key={`${r.kind}-${r.id}`}>
                        <td>
                          {r.kind === 'contact' ? t`Contact` : t`Removal`}: {r.name} <Muted>{r.subject}</Muted>
                        </td>
                        <td>{date(r.receivedAt)}</td>
                        <td>{r.dueAt < data.at ? <Overdue>{t`${date(r.dueAt)} (overdue)`}</Overdue> : date(r.dueAt)}</td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              )}
            </Panel>
            <Panel aria-labelledby="dashboard-scheduled">
              <h2 id="dashboard-scheduled">
                <Trans>Scheduled updates</Trans>
              </h2>
              {data.scheduledUpdates.length === 0 ? (
                <EmptyNote>
                  <Trans>No update is scheduled.</Trans>
                </EmptyNote>
              ) : (
                <List>
                  {data.scheduledUpdates.map((u) => (
                    <li key={u.id}>
                      <Link to={`/admin/updates/${u.id}`}>{u.title}</Link> <Muted>{date(u.publishDate)}</Muted>
                    </li>
                  ))}
                </List>
              )}
            </Panel>
            <Panel aria-labelledby="dashboard-failed">
              <h2 id="dashboard-failed">
                <Trans>Failed jobs</Trans>
              </h2>
              {data.failedJobs.length === 0 ? (
                <EmptyNote>
                  <Trans>No job failed.</Trans>
                </EmptyNote>
              ) : (
                <List>
                  {data.failedJobs.map((j) => (
                    <li key={`${j.kind}-${j.id}`}>
                      {j.kind === 'media' ? t`Media processing` : t`Scheduled publish`}: {j.name} <Muted>{j.error}</Muted>
                    </li>
                  ))}
                </List>
              )}
            </Panel>
          </Columns>
        </>
      )}
    </>
  );
}

const ChartArea = styled.div`
  display: grid;
  /* The figure picker and chart title stay inside the panel on a phone, however long their words. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 20rem), 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

const List = styled.ul`
  margin: 0;
  padding-left: 1.2rem;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  overflow-wrap: anywhere;
`;

const Overdue = styled.strong`
  color: ${({ theme }) => theme.colors.danger};
`;
