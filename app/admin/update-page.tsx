// One update: its form (or the empty one at /admin/updates/new), publishing and history.
import { Link, useNavigate } from 'react-router';
import { useAtomValue } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { deleteUpdate, publishUpdate, restoreUpdate, scheduleUpdate, unpublishUpdate, useStaffUpdate, useUpdateHistory } from './api/staff-updates';
import { UpdateForm } from './form/update-form';
import { ContentActions } from './content-actions';
import { HistoryPanel } from './history-panel';
import { ItemColumns } from './item-layout';
import { ItemLoading, ItemMissing } from './item-state';
import { useItemId } from './use-item-id';
import { PageHeader } from './admin-ui';
import { userAtom } from '../../src/state/session';
import { mayPublishContent } from '../../shared/roles';

const LIST = '/admin/updates';

export function UpdatePage() {
  const id = useItemId();
  const navigate = useNavigate();
  if (id === 'unknown') return <ItemMissing listPath={LIST} />;
  if (id === null) {
    return (
      <>
        <PageHeader>
          <h1>
            <Trans>New update</Trans>
          </h1>
          <Link to={LIST}>
            <Trans>All updates</Trans>
          </Link>
        </PageHeader>
        <UpdateForm onSaved={(created) => navigate(`${LIST}/${created.id}`, { replace: true })} />
      </>
    );
  }
  return <ExistingUpdate id={id} />;
}

function ExistingUpdate({ id }: { id: number }) {
  const { t } = useLingui();
  const user = useAtomValue(userAtom);
  const { data: update, error, mutate } = useStaffUpdate(id);
  const history = useUpdateHistory(id);
  if (error) return <ItemMissing listPath={LIST} onRetry={() => void mutate()} />;
  if (!update) return <ItemLoading />;
  const lockedReason =
    update.status === 'deleted'
      ? t`This update is deleted: restore it to change it.`
      : update.status !== 'draft' && !mayPublishContent(user)
        ? t`This update is published or scheduled: only publishers change it.`
        : undefined;
  return (
    <>
      <PageHeader>
        <h1>{update.fullName}</h1>
        <Link to={LIST}>
          <Trans>All updates</Trans>
        </Link>
      </PageHeader>
      <ItemColumns>
        <UpdateForm key={update.id} update={update} lockedReason={lockedReason} onSaved={() => undefined} />
        <div>
          <ContentActions
            noun={t`this update`}
            status={update.status}
            publishDate={update.publishDate}
            purgeAt={update.purgeAt}
            publish={(api) => publishUpdate(api, id)}
            schedule={(api, at) => scheduleUpdate(api, id, at)}
            unpublish={(api) => unpublishUpdate(api, id)}
            remove={(api) => deleteUpdate(api, id)}
            restore={(api) => restoreUpdate(api, id)}
          />
          <HistoryPanel history={history} />
        </div>
      </ItemColumns>
    </>
  );
}
