// One news post: its form (or the empty one at /admin/news/new), publishing (with the publish date
// for scheduling) and history.
import { Link, useNavigate } from 'react-router';
import { useAtomValue } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { deletePost, publishPost, restorePost, schedulePost, unpublishPost, usePostHistory, useStaffPost } from './api/staff-news';
import { PostForm } from './form/post-form';
import { ContentActions } from './content-actions';
import { HistoryPanel } from './history-panel';
import { ItemColumns } from './item-layout';
import { ItemLoading, ItemMissing } from './item-state';
import { useItemId } from './use-item-id';
import { PageHeader } from './admin-ui';
import { userAtom } from '../../src/state/session';
import { mayPublishContent } from '../../shared/roles';

const LIST = '/admin/news';

export function NewsPage() {
  const id = useItemId();
  const navigate = useNavigate();
  if (id === 'unknown') return <ItemMissing listPath={LIST} />;
  if (id === null) {
    return (
      <>
        <PageHeader>
          <h1>
            <Trans>New post</Trans>
          </h1>
          <Link to={LIST}>
            <Trans>All news posts</Trans>
          </Link>
        </PageHeader>
        <PostForm onSaved={(created) => navigate(`${LIST}/${created.id}`, { replace: true })} />
      </>
    );
  }
  return <ExistingPost id={id} />;
}

function ExistingPost({ id }: { id: number }) {
  const { t } = useLingui();
  const user = useAtomValue(userAtom);
  const { data: post, error, mutate } = useStaffPost(id);
  const history = usePostHistory(id);
  if (error) return <ItemMissing listPath={LIST} onRetry={() => void mutate()} />;
  if (!post) return <ItemLoading />;
  const lockedReason =
    post.status === 'deleted'
      ? t`This post is deleted: restore it to change it.`
      : post.status !== 'draft' && !mayPublishContent(user)
        ? t`This post is published or scheduled: only publishers change it.`
        : undefined;
  return (
    <>
      <PageHeader>
        <h1>{post.fullName}</h1>
        <Link to={LIST}>
          <Trans>All news posts</Trans>
        </Link>
      </PageHeader>
      <ItemColumns>
        <PostForm key={post.id} post={post} lockedReason={lockedReason} onSaved={() => undefined} />
        <div>
          <ContentActions
            noun={t`this post`}
            status={post.status}
            publishDate={post.publishDate}
            purgeAt={post.purgeAt}
            publish={(api) => publishPost(api, id)}
            schedule={(api, at) => schedulePost(api, id, at)}
            unpublish={(api) => unpublishPost(api, id)}
            remove={(api) => deletePost(api, id)}
            restore={(api) => restorePost(api, id)}
          />
          <HistoryPanel history={history} />
        </div>
      </ItemColumns>
    </>
  );
}
