// The desk's request calls as the real server answers them (server/api/desk-requests.ts): the
// inbox by kind and status, one request, and its actions (reply, status, unpublishing the reported
// update). `deskRequestsMockFor()` gives handlers with their own store and the requests they received.
import { http } from 'msw';
import type { DeskRequest, DeskRequestSummary } from '../../schemas/api/desk-requests';
import { deskRequestsFixture } from '../fixtures/desk-requests';
import { api } from './paths';
import { apiError, notFound, ok, paged, param } from './respond';
import type { StaffRequest } from './staff-content';

const summaryOf = ({ kind, id, name, email, subject, status, receivedAt, dueAt, answeredAt, overdue }: DeskRequest): DeskRequestSummary => ({
  kind,
  id,
  name,
  email,
  subject,
  status,
  receivedAt,
  dueAt,
  answeredAt,
  overdue,
});

export function deskRequestsMockFor(now = Date.now()) {
  const inbox = deskRequestsFixture(now);
  const requests: StaffRequest[] = [];
  const find = (kind: unknown, id: unknown) => inbox.find((r) => r.kind === param(kind as string) && r.id === Number(param(id as string)));
  const update = (r: DeskRequest, fields: Partial<DeskRequest>) => {
    const changed = { ...r, ...fields };
    inbox.splice(inbox.indexOf(r), 1, changed);
    return changed;
  };

  const handlers = [
    http.get(api('staff/requests'), ({ request }) => {
      const url = new URL(request.url);
      const kind = url.searchParams.get('kind');
      const status = url.searchParams.get('status');
      const found = inbox.filter((r) => (!kind || r.kind === kind) && (!status || (status === 'open' ? r.status !== 'answered' : r.status === status)));
      return paged(found.map(summaryOf), url);
    }),
    http.get(api('staff/requests/:kind/:id'), ({ params }) => {
      const r = find(params.kind, params.id);
      return r ? ok(r) : notFound();
    }),
    http.post(api('staff/requests/:kind/:id/:action'), async ({ request, params }) => {
      const input = (await request.json()) as Record<string, string>;
      requests.push({ method: 'POST', path: new URL(request.url).pathname, body: input });
      const r = find(params.kind, params.id);
      if (!r) return notFound();
      const action = param(params.action as string);
      if (action === 'reply') {
        const answeredAt = new Date(now).toISOString();
        return ok(update(r, { status: 'answered', answeredAt, overdue: false, replies: [...r.replies, { id: r.replies.length + 1, at: answeredAt, username: 'staff', body: input.body ?? '', locale: r.locale ?? 'en_US', sentMailId: 5 }] }));
      }
      if (action === 'status') return ok(update(r, { status: input.status as DeskRequest['status'] }));
      if (action === 'remove-content') {
        if (!r.reportedUpdate) return apiError(409, 'no_update', 'This request names no update of the site.');
        return ok(update(r, { status: 'in_progress', reportedUpdate: { ...r.reportedUpdate, status: 'draft' } }));
      }
      return notFound();
    }),
  ];
  return { handlers, requests };
}

export const deskRequestsHandlers = deskRequestsMockFor().handlers;
