// The comments of an update: the list (author, date in the visitor's language, the text as plain
// text), older ones on demand, the form for members who may write, the way in for everyone else,
// and Remove (with a confirmation) for staff. Comments are never HTML: React writes them as text.
import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { COMMENT_MAX_LENGTH, type UpdateComment } from '../../schemas/api/comments';
import { cleanCommentText, commentLength } from '../../shared/comment-text';
import { mayPostComments, mayRemoveComments } from '../../shared/roles';
import { useCommentActions, useUpdateComments } from '../api/comments';
import { clientErrorOf } from '../api/forms';
import { useRenderedUser } from '../state/rendered-user';
import { subscriptionOf } from '../state/subscription';
import { Button, ButtonLink } from './button';
import { Muted, Panel } from './detail-parts';
import { PanelHeading } from './download-list';
import { FormStatus } from './form-status';
import { LoadProblem } from './load-problem';
import { loginHref } from './members-only-modal';
import { useLongDate } from './locale-format';

export function CommentsPanel({ updateId }: { updateId: number }) {
  const { t } = useLingui();
  const user = useRenderedUser();
  const first = useUpdateComments(updateId);
  const actions = useCommentActions();
  const headingId = useId();
  const [older, setOlder] = useState<UpdateComment[]>([]);
  const [nextPage, setNextPage] = useState(1);
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);

  const canPost = mayPostComments(user, subscriptionOf(user).kind === 'active');
  const canRemove = mayRemoveComments(user);
  // A comment posted meanwhile moves the pages by one: the same comment may come twice.
  const seen = new Set<number>();
  const comments = [...(first.data?.items ?? []), ...older].filter((c) => !removed.has(c.id) && !seen.has(c.id) && seen.add(c.id));
  const total = first.data?.total ?? 0;

  const showMore = async () => {
    setLoadingMore(true);
    setMoreFailed(false);
    try {
      const page = await actions.page(updateId, nextPage);
      setOlder((list) => [...list, ...page.items]);
      setNextPage((n) => n + 1);
    } catch {
      setMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  };

  const onPosted = (comment: UpdateComment) =>
    void first.mutate((page) => (page ? { items: [comment, ...page.items], total: page.total + 1 } : { items: [comment], total: 1 }), { revalidate: false });

  const onRemoved = (id: number) => {
    setRemoved((ids) => new Set(ids).add(id));
    void first.mutate();
  };

  return (
    <Panel as="section" aria-labelledby={headingId}>
      <PanelHeading id={headingId}>
        <Trans>Comments</Trans>
        {total > 0 && (
          <>
            {' '}
            <Count>({total})</Count>
          </>
        )}
      </PanelHeading>
      {first.data === undefined ? (
        first.error ? (
          <LoadProblem onRetry={() => void first.mutate()}>
            <Trans>The comments could not be loaded.</Trans>
          </LoadProblem>
        ) : (
          <Muted role="status">
            <Trans>Loading comments...</Trans>
          </Muted>
        )
      ) : comments.length === 0 ? (
        <Muted>{canPost ? <Trans>No comments yet. Be the first to write one.</Trans> : <Trans>No comments yet</Trans>}</Muted>
      ) : (
        <List aria-label={t`Comments`}>
          {comments.map((comment) => (
            <CommentItem key={comment.id} comment={comment} removable={canRemove} onRemoved={onRemoved} />
          ))}
        </List>
      )}
      {first.data && comments.length < total && (
        <More>
          <Button type="button" $variant="secondary" $size="small" onClick={() => void showMore()} disabled={loadingMore} aria-busy={loadingMore}>
            {loadingMore ? <Trans>Loading comments...</Trans> : <Trans>Show older comments</Trans>}
          </Button>
          {moreFailed && (
            <Muted role="alert">
              <Trans>The comments could not be loaded.</Trans>
            </Muted>
          )}
        </More>
      )}
      {canPost ? <CommentForm updateId={updateId} onPosted={onPosted} /> : <CommentInvitation loggedIn={!!user} />}
    </Panel>
  );
}

function CommentItem({ comment, removable, onRemoved }: { comment: UpdateComment; removable: boolean; onRemoved: (id: number) => void }) {
  const { t } = useLingui();
  const longDate = useLongDate();
  const actions = useCommentActions();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const author = comment.author ?? t`Former member`;
  const date = longDate(comment.created_at);
  // An author may have several comments: the date tells the buttons apart.
  const label = t`Remove the comment by ${author} of ${date}`;

  const remove = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await actions.remove(comment.id);
      onRemoved(comment.id);
    } catch (error) {
      // Someone else removed it first: it is gone either way.
      if ((await clientErrorOf(error))?.code === 'not_found') onRemoved(comment.id);
      else setFailed(true);
      setBusy(false);
    }
  };

  return (
    <Item>
      <Meta>
        <Author>{author}</Author>
        <time dateTime={comment.created_at}>{date}</time>
      </Meta>
      <Text>{comment.comment}</Text>
      {removable &&
        (confirming ? (
          <Confirm role="group" aria-label={label}>
            <span>
              <Trans>Remove this comment for everyone?</Trans>
            </span>
            <Button type="button" $size="small" onClick={() => void remove()} disabled={busy} aria-busy={busy}>
              {busy ? <Trans>Removing...</Trans> : <Trans>Yes, remove</Trans>}
            </Button>
            <Button type="button" $variant="ghost" $size="small" onClick={() => setConfirming(false)} disabled={busy}>
              <Trans>Cancel</Trans>
            </Button>
            {failed && (
              <Danger role="alert">
                <Trans>The comment could not be removed. Please try again.</Trans>
              </Danger>
            )}
          </Confirm>
        ) : (
          <RemoveButton type="button" $variant="ghost" $size="small" onClick={() => setConfirming(true)} aria-label={label}>
            <Trans>Remove</Trans>
          </RemoveButton>
        ))}
    </Item>
  );
}

function CommentForm({ updateId, onPosted }: { updateId: number; onPosted: (comment: UpdateComment) => void }) {
  const { t } = useLingui();
  const actions = useCommentActions();
  const fieldId = useId();
  const counterId = useId();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ kind: 'success' | 'error'; message: string } | null>(null);
  const length = commentLength(cleanCommentText(text));
  const tooLong = length > COMMENT_MAX_LENGTH;

  const problemOf = async (error: unknown): Promise<string> => {
    const problem = await clientErrorOf(error);
    if (problem?.code === 'rate_limited') return t`You can post 5 comments in 10 minutes. Please wait a little before you post again.`;
    if (problem?.code === 'subscription_required') return t`Only members with an active subscription can write comments.`;
    if (problem?.code === 'validation_failed') return t`Please write a comment of at most ${COMMENT_MAX_LENGTH} characters.`;
    return t`Your comment could not be posted. Please try again later.`;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (length === 0 || tooLong) {
      setStatus({ kind: 'error', message: t`Please write a comment of at most ${COMMENT_MAX_LENGTH} characters.` });
      return;
    }
    setBusy(true);
    setStatus(null);
    try {
      const comment = await actions.post(updateId, text);
      onPosted(comment);
      setText('');
      setStatus({ kind: 'success', message: t`Thank you! Your comment is posted.` });
    } catch (error) {
      setStatus({ kind: 'error', message: await problemOf(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={fieldId}>
        <Trans>Your comment</Trans>
      </label>
      <textarea
        id={fieldId}
        rows={3}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (status?.kind === 'success') setStatus(null);
        }}
        aria-describedby={counterId}
        aria-invalid={tooLong || undefined}
      />
      <Counter id={counterId} $over={tooLong}>
        {tooLong ? (
          <Trans>
            {length} of {COMMENT_MAX_LENGTH} characters: too long
          </Trans>
        ) : (
          <Trans>
            {length} of {COMMENT_MAX_LENGTH} characters
          </Trans>
        )}
      </Counter>
      <Button type="submit" $size="small" disabled={busy || length === 0 || tooLong} aria-busy={busy}>
        {busy ? <Trans>Posting...</Trans> : <Trans>Post comment</Trans>}
      </Button>
      {status && <FormStatus kind={status.kind}>{status.message}</FormStatus>}
    </Form>
  );
}

/** Visitors are asked to join or log in; logged-in users without a subscription to join or renew. */
function CommentInvitation({ loggedIn }: { loggedIn: boolean }) {
  const { t } = useLingui();
  const location = useLocation();
  return (
    <JoinBox>
      {loggedIn ? (
        <>
          <p>
            <Trans>Only members with an active subscription can write comments.</Trans>
          </p>
          <div>
            <ButtonLink to="/signup" $size="small">
              <Trans>JOIN NOW</Trans>
            </ButtonLink>
          </div>
        </>
      ) : (
        <>
          <p>
            <Trans>Only members can write comments. Join now and tell us what you think.</Trans>
          </p>
          <div>
            <ButtonLink to="/signup" $size="small">
              <Trans>JOIN NOW</Trans>
            </ButtonLink>
            <Link to={loginHref(`${location.pathname}${location.search}`)}>{t`Log in to comment`}</Link>
          </div>
        </>
      )}
    </JoinBox>
  );
}

const Count = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  padding-bottom: ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  min-width: 0;
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => `0 ${theme.space.sm}`};
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Author = styled.strong`
  color: ${({ theme }) => theme.colors.heading};
  overflow-wrap: anywhere;
`;

const Text = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const RemoveButton = styled(Button)`
  margin-top: ${({ theme }) => theme.space.xs};
  padding-left: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const Confirm = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
  font-weight: 600;
`;

const Danger = styled.span`
  flex-basis: 100%;
  color: ${({ theme }) => theme.colors.danger};
`;

const More = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.md};
`;

const Counter = styled.p<{ $over: boolean }>`
  margin: 0;
  justify-self: end;
  font-size: 0.8rem;
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $over }) => ($over ? theme.colors.danger : theme.colors.textMuted)};
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
  justify-items: start;
  label {
    font-weight: 600;
  }
  textarea {
    width: 100%;
    padding: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    resize: vertical;
  }
  textarea[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  & > div {
    justify-self: stretch;
  }
`;

const JoinBox = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.background};
  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
  div {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.md};
  }
  a:not([class]) {
    font-weight: 700;
  }
`;
