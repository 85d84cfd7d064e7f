// The desk's comment calls as the real server answers them (server/api/desk-comments.ts): the
// queue of visible or hidden comments, hide and show, delete, and blocking the author (which hides
// all their comments). `deskCommentsMockFor()` gives handlers with their own store and the
// requests they received.
import { http } from 'msw';
import type { DeskBlockAuthorResult } from '../../schemas/api/desk-comments';
import { FIXTURE_NOW } from '../fixtures/clock';
import { deskCommentsFixture } from '../fixtures/desk-comments';
import { api } from './paths';
import { notFound, ok, paged, param } from './respond';
import type { StaffRequest } from './staff-content';

export function deskCommentsMockFor() {
  const comments = deskCommentsFixture();
  const requests: StaffRequest[] = [];
  // DELETE has no body: recorded as undefined.
  const record = async (request: Request) => {
    const text = await request.text();
    requests.push({ method: request.method, path: new URL(request.url).pathname, body: text ? JSON.parse(text) : undefined });
  };
  const find = (raw: unknown) => comments.find((c) => c.id === Number(param(raw as string)));

  const handlers = [
    http.get(api('staff/comments'), ({ request }) => {
      const url = new URL(request.url);
      const hidden = url.searchParams.get('status') === 'hidden';
      return paged(comments.filter((c) => (c.status === 'hidden') === hidden), url);
    }),
    http.post(api('staff/comments/:id/:action'), async ({ request, params }) => {
      await record(request);
      const comment = find(params.id);
      if (!comment) return notFound();
      const action = param(params.action as string);
      if (action === 'hide') Object.assign(comment, { status: 'hidden', hiddenAt: FIXTURE_NOW });
      if (action === 'show') Object.assign(comment, { status: 'visible', hiddenAt: null });
      if (action === 'block-author') {
        const theirs = comments.filter((c) => c.authorId === comment.authorId);
        for (const c of theirs) Object.assign(c, { status: 'hidden', hiddenAt: FIXTURE_NOW, authorBlocked: true });
        return ok<DeskBlockAuthorResult>({ userId: comment.authorId ?? 0, blockedAt: FIXTURE_NOW, hiddenComments: theirs.length });
      }
      return ok({ id: comment.id, status: comment.status });
    }),
    http.delete(api('staff/comments/:id'), async ({ request, params }) => {
      await record(request);
      const comment = find(params.id);
      if (!comment) return notFound();
      comments.splice(comments.indexOf(comment), 1);
      return ok({ id: comment.id, deleted: true, deletedAt: FIXTURE_NOW });
    }),
  ];
  return { handlers, requests };
}

export const deskCommentsHandlers = deskCommentsMockFor().handlers;
