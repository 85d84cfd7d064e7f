// The desk's comment queue: visible or hidden comments, newest first, with their update and author;
// hide or show one, delete one (asked first), and block its author with a reason (publishers).
import { useState } from 'react';
import { Link } from 'react-router';
import { useAtomValue } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { blockCommentAuthor, deleteComment, hideComment, showComment, useDeskComments, type DeskComment } from './api/desk-comments';
import type { DeskCommentListQuery } from '../../../schemas/api/desk-comments';
import { ButtonRow, PlainText } from './requests-ui';
import { useStaffAction } from '../api/use-staff-action';
import { useListParams } from '../use-list-params';
import { ListPaging, PAGE_SIZE, SearchBox, SelectFilter } from '../list-controls';
import { ConfirmDialog } from '../confirm-dialog';
import { REASON_MIN_LENGTH, ReasonField } from './reason-field';
import { FieldError, Muted, PageHeader, Panel, Toolbar } from '../admin-ui';
import { Button } from '../../../src/ui/button';
import { LoadProblem, EmptyNote } from '../../../src/ui/load-problem';
import { userAtom } from '../../../src/state/session';
import { mayChangeMoneyOrAccounts } from '../../../shared/roles';

const KEYS = ['status', 'q'] as const;

type Asking = { kind: 'delete' | 'block'; comment: DeskComment } | null;

export function CommentsQueue() {
  const { t, i18n } = useLingui();
  const user = useAtomValue(userAtom);
  const { values, page, set } = useListParams(KEYS);
  const params = { status: values.status || undefined, q: values.q || undefined, p: page, s: PAGE_SIZE } as DeskCommentListQuery;
  const { data, error, mutate } = useDeskComments(params);
  const action = useStaffAction();
  const [asking, setAsking] = useState<Asking>(null);
  const [reason, setReason] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const mayBlock = mayChangeMoneyOrAccounts(user);

  const confirm = async () => {
    if (!asking) return;
    if (asking.kind === 'block' && reason.trim().length < REASON_MIN_LENGTH) {
      setTooShort(true);
      return;
    }
    const { comment } = asking;
    setAsking(null);
    await action.run((api) => (asking.kind === 'delete' ? deleteComment(api, comment.id) : blockCommentAuthor(api, comment.id, reason.trim())));
    setReason('');
  };

  return (
    <>
      <PageHeader>
        <h1>
          <Trans>Comments</Trans>
        </h1>
      </PageHeader>
      <Toolbar role="search">
        <SearchBox value={values.q} onSearch={(q) => set('q', q)} />
        <SelectFilter
          label={t`Show`}
          value={values.status}
          onChange={(value) => set('status', value)}
          options={[
            { value: '', label: t`Visible comments` },
            { value: 'hidden', label: t`Hidden comments` },
          ]}
        />
      </Toolbar>
      {action.failure && <FieldError role="alert">{action.failure.message}</FieldError>}
      {error ? (
        <LoadProblem onRetry={() => void mutate()}>
          <Trans>The comments could not be loaded.</Trans>
        </LoadProblem>
      ) : data && data.items.length === 0 ? (
        <EmptyNote>
          <Trans>No comment here.</Trans>
        </EmptyNote>
      ) : (
        <Queue aria-busy={!data} aria-label={t`Comments, newest first`}>
          {data?.items.map((comment) => (
            <li key={comment.id}>
              <Panel as="article" aria-label={t`Comment by ${comment.author ?? t`a deleted account`}`}>
                <Muted>
                  {comment.author ?? t`a deleted account`}
                  {comment.authorBlocked && ` · ${t`blocked`}`} · {i18n.date(new Date(comment.createdAt), { dateStyle: 'medium', timeStyle: 'short' })} · <Link to={`/admin/updates/${comment.updateId}`}>{comment.updateTitle}</Link>
                </Muted>
                <PlainText>{comment.comment}</PlainText>
                <ButtonRow>
                  {comment.status === 'visible' ? (
                    <Button type="button" $size="small" $variant="secondary" disabled={action.busy} onClick={() => void action.run((api) => hideComment(api, comment.id))}>
                      <Trans>Hide</Trans>
                    </Button>
                  ) : (
                    <Button type="button" $size="small" $variant="secondary" disabled={action.busy} onClick={() => void action.run((api) => showComment(api, comment.id))}>
                      <Trans>Show again</Trans>
                    </Button>
                  )}
                  <Button type="button" $size="small" $variant="secondary" disabled={action.busy} onClick={() => setAsking({ kind: 'delete', comment })}>
                    <Trans>Delete</Trans>
                  </Button>
                  {mayBlock && comment.authorId !== null && !comment.authorBlocked && (
                    <Button type="button" $size="small" $variant="secondary" disabled={action.busy} onClick={() => setAsking({ kind: 'block', comment })}>
                      <Trans>Block author</Trans>
                    </Button>
                  )}
                </ButtonRow>
              </Panel>
            </li>
          ))}
        </Queue>
      )}
      {data && <ListPaging page={page} total={data.total} onPage={(p) => set('p', String(p))} />}
      <ConfirmDialog
        open={asking?.kind === 'delete'}
        title={t`Delete this comment?`}
        confirmLabel={t`Delete`}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      >
        <p>
          <Trans>It disappears from the site and from this queue. Hide it instead if it may come back.</Trans>
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={asking?.kind === 'block'}
        title={t`Block ${asking?.comment.author ?? ''}?`}
        confirmLabel={t`Block author`}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      >
        <p>
          <Trans>The member can no longer sign in or comment, and all their comments are hidden.</Trans>
        </p>
        <ReasonField
          value={reason}
          tooShort={tooShort}
          onChange={(text) => {
            setReason(text);
            setTooShort(false);
          }}
        />
      </ConfirmDialog>
    </>
  );
}

const Queue = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
`;
