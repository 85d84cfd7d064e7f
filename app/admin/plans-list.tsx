// Subscription plans in the order the signup page offers them, each with its prices, period and
// whether it is offered (active) or not.
import { Link } from 'react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useStaffPlans } from './api/staff-plans';
import { useListParams } from './use-list-params';
import { ListPaging, PAGE_SIZE } from './list-controls';
import { Muted, PageHeader, Table } from './admin-ui';
import { ButtonLink } from '../../src/ui/button';
import { LoadProblem, EmptyNote } from '../../src/ui/load-problem';
import { userAtom } from '../../src/state/session';
import { mayPublishContent } from '../../shared/roles';

const KEYS = [] as const;

export function PlansList() {
  const { t, i18n } = useLingui();
  const user = useAtomValue(userAtom);
  const { page, set } = useListParams(KEYS);
  const { data, error, mutate } = useStaffPlans({ p: page, s: PAGE_SIZE });
  const money = (amount: number, currency: string) => i18n.number(amount, { style: 'currency', currency });
  return (
    <>
      <PageHeader>
        <h1>
          <Trans>Plans</Trans>
        </h1>
        {mayPublishContent(user) && (
          <ButtonLink to="/admin/plans/new" $size="small">
            <Trans>New plan</Trans>
          </ButtonLink>
        )}
      </PageHeader>
      {error ? (
        <LoadProblem onRetry={() => void mutate()}>
          <Trans>The plans could not be loaded.</Trans>
        </LoadProblem>
      ) : data && data.items.length === 0 ? (
        <EmptyNote>
          <Trans>No plan yet.</Trans>
        </EmptyNote>
      ) : (
        <Table aria-busy={!data}>
          <caption className="visually-hidden">{t`Plans in signup order`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Name`}</th>
              <th scope="col">{t`Prices`}</th>
              <th scope="col">{t`Period`}</th>
              <th scope="col">{t`On signup`}</th>
            </tr>
          </thead>
          <tbody>
            {data?.items.map((plan) => (
                <tr key={plan.id}>
                  <td>
                    <Link to={`/admin/plans/${plan.id}`}>{plan.name}</Link> <Muted>{plan.providerCode}</Muted>
                  </td>
                  <td>
                    {money(plan.priceDollar, 'USD')} · {money(plan.priceEuro, 'EUR')}
                  </td>
                  <td>
                    {plan.recurring ? (
                      <Plural value={plan.periodMonths} one="Every month, rebilled" other="Every # months, rebilled" />
                    ) : (
                      <Plural value={plan.periodMonths} one="# month, paid once" other="# months, paid once" />
                    )}
                  </td>
                  <td>{plan.active ? t`Active` : t`Inactive`}</td>
                </tr>
            ))}
          </tbody>
        </Table>
      )}
      {data && <ListPaging page={page} total={data.total} onPage={(p) => set('p', String(p))} />}
    </>
  );
}
