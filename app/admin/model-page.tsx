// One model: its form (or the empty one at /admin/models/new), publishing and history.
import { Link, useNavigate } from 'react-router';
import { useAtomValue } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { deleteModel, publishModel, restoreModel, unpublishModel, useModelHistory, useStaffModel } from './api/staff-models';
import { ModelForm } from './form/model-form';
import { ContentActions } from './content-actions';
import { HistoryPanel } from './history-panel';
import { ItemColumns } from './item-layout';
import { ItemLoading, ItemMissing } from './item-state';
import { useItemId } from './use-item-id';
import { PageHeader } from './admin-ui';
import { userAtom } from '../../src/state/session';
import { mayPublishContent } from '../../shared/roles';

const LIST = '/admin/models';

export function ModelPage() {
  const id = useItemId();
  const navigate = useNavigate();
  if (id === 'unknown') return <ItemMissing listPath={LIST} />;
  if (id === null) {
    return (
      <>
        <PageHeader>
          <h1>
            <Trans>New model</Trans>
          </h1>
          <Link to={LIST}>
            <Trans>All models</Trans>
          </Link>
        </PageHeader>
        <ModelForm onSaved={(created) => navigate(`${LIST}/${created.id}`, { replace: true })} />
      </>
    );
  }
  return <ExistingModel id={id} />;
}

function ExistingModel({ id }: { id: number }) {
  const { t } = useLingui();
  const user = useAtomValue(userAtom);
  const { data: model, error, mutate } = useStaffModel(id);
  const history = useModelHistory(id);
  if (error) return <ItemMissing listPath={LIST} onRetry={() => void mutate()} />;
  if (!model) return <ItemLoading />;
  const lockedReason =
    model.status === 'deleted'
      ? t`This model is deleted: restore it to change it.`
      : model.status !== 'draft' && !mayPublishContent(user)
        ? t`This model is published: only publishers change it.`
        : undefined;
  return (
    <>
      <PageHeader>
        <h1>{model.fullName}</h1>
        <Link to={LIST}>
          <Trans>All models</Trans>
        </Link>
      </PageHeader>
      <ItemColumns>
        <ModelForm key={model.id} model={model} lockedReason={lockedReason} onSaved={() => undefined} />
        <div>
          <ContentActions
            noun={t`this model`}
            status={model.status}
            purgeAt={model.purgeAt}
            publish={(api) => publishModel(api, id)}
            unpublish={(api) => unpublishModel(api, id)}
            remove={(api) => deleteModel(api, id)}
            restore={(api) => restoreModel(api, id)}
          />
          <HistoryPanel history={history} />
        </div>
      </ItemColumns>
    </>
  );
}
