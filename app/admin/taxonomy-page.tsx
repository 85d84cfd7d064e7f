// One tag, channel, place or category: its form (or the empty one at .../new), deleting (publishers;
// refused while updates or posts use it) and history.
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAtomValue } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { deleteNamed, useNamedHistory, useStaffNamed, type Taxonomy } from './api/staff-taxonomy';
import { useStaffAction } from './api/use-staff-action';
import { TaxonomyForm } from './form/taxonomy-form';
import { ConfirmDialog } from './confirm-dialog';
import { HistoryPanel } from './history-panel';
import { ItemColumns } from './item-layout';
import { ItemLoading, ItemMissing } from './item-state';
import { useItemId } from './use-item-id';
import { useTaxonomyLabels } from './taxonomy-labels';
import { PageHeader, Panel } from './admin-ui';
import { Button } from '../../src/ui/button';
import { FormStatus } from '../../src/ui/form-status';
import { userAtom } from '../../src/state/session';
import { mayPublishContent } from '../../shared/roles';

export function TaxonomyPage({ taxonomy }: { taxonomy: Taxonomy }) {
  const id = useItemId();
  const navigate = useNavigate();
  const labels = useTaxonomyLabels(taxonomy);
  const list = `/admin/${taxonomy}`;
  if (id === 'unknown') return <ItemMissing listPath={list} />;
  if (id === null) {
    return (
      <>
        <PageHeader>
          <h1>{labels.create}</h1>
          <Link to={list}>{labels.title}</Link>
        </PageHeader>
        <TaxonomyForm taxonomy={taxonomy} label={labels.one} onSaved={(created) => navigate(`${list}/${created.id}`, { replace: true })} />
      </>
    );
  }
  return <ExistingItem taxonomy={taxonomy} id={id} />;
}

function ExistingItem({ taxonomy, id }: { taxonomy: Taxonomy; id: number }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const user = useAtomValue(userAtom);
  const labels = useTaxonomyLabels(taxonomy);
  const list = `/admin/${taxonomy}`;
  const { data: item, error, mutate } = useStaffNamed(taxonomy, id);
  const history = useNamedHistory(taxonomy, id);
  const { run, busy, failure } = useStaffAction();
  const [confirming, setConfirming] = useState(false);
  if (error) return <ItemMissing listPath={list} onRetry={() => void mutate()} />;
  if (!item) return <ItemLoading />;
  const allowed = mayPublishContent(user);
  const remove = async () => {
    setConfirming(false);
    const ok = await run(async (api) => {
      await deleteNamed(api, taxonomy, id);
      return true;
    });
    if (ok) navigate(list, { replace: true });
  };
  return (
    <>
      <PageHeader>
        <h1>{item.fullName}</h1>
        <Link to={list}>{labels.title}</Link>
      </PageHeader>
      <ItemColumns>
        <TaxonomyForm key={item.id} taxonomy={taxonomy} item={item} label={labels.one} onSaved={() => undefined} />
        <div>
          <Panel aria-label={t`Delete`}>
            <h2>
              <Trans>Delete</Trans>
            </h2>
            {allowed ? (
              <p>
                <Trans>Only possible while no update or post uses it. This cannot be undone.</Trans>
              </p>
            ) : (
              <p>
                <Trans>Only publishers delete.</Trans>
              </p>
            )}
            <Button type="button" $variant="secondary" $size="small" disabled={!allowed || busy} onClick={() => setConfirming(true)}>
              <Trans>Delete</Trans>
            </Button>
            {failure && <FormStatus kind="error">{failure.message}</FormStatus>}
          </Panel>
          <HistoryPanel history={history} />
        </div>
      </ItemColumns>
      <ConfirmDialog open={confirming} title={t`Delete ${item.fullName}?`} confirmLabel={t`Delete`} onCancel={() => setConfirming(false)} onConfirm={() => void remove()}>
        <p>
          <Trans>It is removed for good.</Trans>
        </p>
      </ConfirmDialog>
    </>
  );
}
