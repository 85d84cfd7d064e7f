// The desk's partners: every partner with clicks, sales, rebills, reversals, amount and commission
// for a period, and link ids that brought visitors but have no account yet (publishers create one).
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAtomValue } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDeskPartners } from './api/desk-partners';
import { PeriodPicker, usePartnerPeriod } from './partner-period';
import { PartnerCreateDialog } from './partner-create-dialog';
import { usePartnerWords } from './partner-words';
import { Muted, PageHeader, Table, Toolbar } from '../admin-ui';
import { LoadProblem, EmptyNote } from '../../../src/ui/load-problem';
import { Button } from '../../../src/ui/button';
import { userAtom } from '../../../src/state/session';
import { mayChangeMoneyOrAccounts } from '../../../shared/roles';

export function PartnersList() {
  const { t } = useLingui();
  const words = usePartnerWords();
  const navigate = useNavigate();
  const mayCreate = mayChangeMoneyOrAccounts(useAtomValue(userAtom));
  const { period, set } = usePartnerPeriod();
  const { data, error, mutate } = useDeskPartners(period);
  // null: closed; a string: open, with that link id filled in ('' for a new one).
  const [creating, setCreating] = useState<string | null>(null);
  return (
    <>
      <PageHeader>
        <h1>
          <Trans>Partners</Trans>
        </h1>
        {mayCreate && (
          <Button type="button" $size="small" onClick={() => setCreating('')}>
            <Trans>New partner</Trans>
          </Button>
        )}
      </PageHeader>
      <Toolbar>
        <PeriodPicker period={period} onChange={set} />
        <Muted>
          <Trans>Months and days in UTC. Amounts are what is still paid; refunds and chargebacks count as reversals.</Trans>
        </Muted>
      </Toolbar>
      {error ? (
        <LoadProblem onRetry={() => void mutate()}>
          <Trans>The partners could not be loaded.</Trans>
        </LoadProblem>
      ) : data && data.items.length === 0 ? (
        <EmptyNote>
          <Trans>No partner yet, and no visitor came with a partner link in this period.</Trans>
        </EmptyNote>
      ) : (
        <Table aria-busy={!data}>
          <caption className="visually-hidden">{t`Partners`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Partner`}</th>
              <th scope="col">{t`Status`}</th>
              <th scope="col">{t`Commission`}</th>
              <th scope="col">{t`Clicks`}</th>
              <th scope="col">{t`Sales`}</th>
              <th scope="col">{t`Rebills`}</th>
              <th scope="col">{t`Reversals`}</th>
              <th scope="col">{t`Amount`}</th>
              <th scope="col">{t`Commission due`}</th>
            </tr>
          </thead>
          <tbody>
            {data?.items.map((p) => (
              <tr key={p.name}>
                <td>
                  {p.id !== null ? <Link to={`/admin/partners/${p.id}`}>{p.name}</Link> : p.name}
                  {p.id === null && mayCreate && (
                    <>
                      {' '}
                      <Button type="button" $size="small" $variant="secondary" aria-label={t`Create an account for ${p.name}`} onClick={() => setCreating(p.name)}>
                        <Trans>Create account</Trans>
                      </Button>
                    </>
                  )}
                </td>
                <td>{words.status(p.status)}</td>
                <td>{p.commissionPercent === null ? '–' : words.percent(p.commissionPercent)}</td>
                <td>{p.totals.clicks}</td>
                <td>{p.totals.sales}</td>
                <td>{p.totals.rebills}</td>
                <td>{p.totals.reversals}</td>
                <td>{words.sums(p.totals.money, 'amount')}</td>
                <td>{p.id === null ? '–' : words.sums(p.totals.money, 'commission')}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {creating !== null && <PartnerCreateDialog name={creating} onClose={() => setCreating(null)} onDone={(partner) => void navigate(`/admin/partners/${partner.id}`)} />}
    </>
  );
}
