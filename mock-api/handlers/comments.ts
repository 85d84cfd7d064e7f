// Comments as the real server answers them (server/api/comments.ts): the list of an update, newest
// first and paged; posting as the mock member (the author comes from the session, a user_id is
// refused); staff removal. State lives in memory per handler set, so a test sees its post listed.
import { http, HttpResponse } from 'msw';
import { COMMENT_MAX_LENGTH, COMMENT_PAGE_SIZE, type UpdateComment } from '../../schemas/api/comments';
import { cleanCommentText, commentLength } from '../../shared/comment-text';
import { FIXTURE_NOW } from '../fixtures/clock';
import { mockComments } from '../fixtures/comments';
import { publishedUpdates } from '../fixtures/updates';
import { api } from './paths';
import { apiError, notFound, ok, paged, param } from './respond';
import { MOCK_LOGIN } from './session';

export const commentPaths = {
  list: api('updates/:id/comments'),
  add: api('usercomments'),
  one: api('usercomments/:id'),
} as const;

export const commentHandlersFor = (initial: readonly UpdateComment[] = mockComments) => {
  let comments = [...initial];
  let nextId = 1000;
  const add = async ({ request }: { request: Request }) => {
    const body = (await request.json().catch(() => null)) as { content_update_id?: unknown; comment?: unknown; user_id?: unknown } | null;
    if (body && 'user_id' in body) return apiError(400, 'validation_failed', 'Comments are always posted as the logged-in account: user_id is not accepted');
    const updateId = Number(body?.content_update_id);
    if (!publishedUpdates.some((u) => u.id === updateId)) return apiError(404, 'not_found', 'Update not found');
    const text = typeof body?.comment === 'string' ? cleanCommentText(body.comment) : '';
    if (!text) return apiError(400, 'validation_failed', 'Please write a comment');
    if (commentLength(text) > COMMENT_MAX_LENGTH) return apiError(400, 'validation_failed', `A comment can have at most ${COMMENT_MAX_LENGTH} characters`);
    const comment: UpdateComment = { id: nextId++, content_update_id: updateId, comment: text, author: MOCK_LOGIN.username, created_at: FIXTURE_NOW };
    comments = [comment, ...comments];
    return HttpResponse.json({ data: comment }, { status: 201 });
  };
  return [
    http.get(commentPaths.list, ({ params, request }) => {
      const updateId = Number(param(params.id));
      if (!publishedUpdates.some((u) => u.id === updateId)) return notFound();
      return paged(
        comments.filter((c) => c.content_update_id === updateId),
        new URL(request.url),
        COMMENT_PAGE_SIZE,
      );
    }),
    http.post(commentPaths.add, add),
    http.put(commentPaths.add, add),
    http.delete(commentPaths.one, ({ params }) => {
      const id = Number(param(params.id));
      if (!comments.some((c) => c.id === id)) return apiError(404, 'not_found', 'Comment not found');
      comments = comments.filter((c) => c.id !== id);
      return ok({ id, deleted: true, deleted_at: FIXTURE_NOW, deleted_by: 7 });
    }),
  ];
};

export const commentHandlers = commentHandlersFor();

/** Posting is refused: the member's limit is reached. */
export const commentRateLimited = [
  http.post(commentPaths.add, () => apiError(429, 'rate_limited', 'You can post 5 comments in 10 minutes. Please wait a little before you post again')),
];
