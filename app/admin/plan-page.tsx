// One subscription plan: its form (or the empty one at /admin/plans/new) and history. Editors see
// it read-only, with the reason.
import { Link, useNavigate } from 'react-router';
import { useAtomValue } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePlanHistory, useStaffPlan } from './api/staff-plans';
import { PlanForm } from './form/plan-form';
import { HistoryPanel } from './history-panel';
import { ItemColumns } from './item-layout';
import { ItemLoading, ItemMissing } from './item-state';
import { useItemId } from './use-item-id';
import { PageHeader } from './admin-ui';
import { userAtom } from '../../src/state/session';
import { mayPublishContent } from '../../shared/roles';

const LIST = '/admin/plans';

function useLockedReason() {
  const { t } = useLingui();
  const user = useAtomValue(userAtom);
  return mayPublishContent(user) ? undefined : t`Only publishers change plans: every change is what visitors see on signup. You can read them.`;
}

export function PlanPage() {
  const id = useItemId();
  const navigate = useNavigate();
  const lockedReason = useLockedReason();
  if (id === 'unknown') return <ItemMissing listPath={LIST} />;
  if (id === null) {
    return (
      <>
        <PageHeader>
          <h1>
            <Trans>New plan</Trans>
          </h1>
          <Link to={LIST}>
            <Trans>All plans</Trans>
          </Link>
        </PageHeader>
        <PlanForm lockedReason={lockedReason} onSaved={(created) => navigate(`${LIST}/${created.id}`, { replace: true })} />
      </>
    );
  }
  return <ExistingPlan id={id} lockedReason={lockedReason} />;
}

function ExistingPlan({ id, lockedReason }: { id: number; lockedReason?: string }) {
  const { data: plan, error, mutate } = useStaffPlan(id);
  const history = usePlanHistory(id);
  if (error) return <ItemMissing listPath={LIST} onRetry={() => void mutate()} />;
  if (!plan) return <ItemLoading />;
  return (
    <>
      <PageHeader>
        <h1>{plan.name}</h1>
        <Link to={LIST}>
          <Trans>All plans</Trans>
        </Link>
      </PageHeader>
      <ItemColumns>
        <PlanForm key={plan.id} plan={plan} lockedReason={lockedReason} onSaved={() => undefined} />
        <HistoryPanel history={history} />
      </ItemColumns>
    </>
  );
}
