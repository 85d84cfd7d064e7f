// The staff calls over news posts as the real server answers them (server/api/staff-news.ts): the
// list with search, status, category, sort and paging; create, edit (409 with the field for a taken
// permaLink), publish, schedule (400 with the field for a date not in the future), unpublish, delete
// (restorable for 30 days) and restore; each change recorded in the post's history.
// `staffNewsMockFor()` gives handlers with their own store and the requests they received.
import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import type { ContentChange } from '../../schemas/api/staff-content';
import type { StaffPost } from '../../schemas/api/staff-news';
import { FIXTURE_NOW, FIXTURE_NOW_MS, daysFromNow } from '../fixtures/clock';
import { staffPostHistory, staffPosts } from '../fixtures/staff-news';
import { api } from './paths';
import { apiError, notFound, ok, paged, param } from './respond';
import type { StaffRequest } from './staff-content';

const fieldError = (status: number, code: string, message: string, fields: Record<string, string>) => HttpResponse.json({ error: { code, message, fields } }, { status });

export function staffNewsMockFor() {
  const posts = staffPosts();
  const histories = new Map<number, ContentChange[]>([[701, staffPostHistory()]]);
  const requests: StaffRequest[] = [];
  let nextId = 950;

  const record = (id: number, action: string, changes: ContentChange['changes'] = {}) => {
    const list = histories.get(id) ?? [];
    list.push({ id: nextId++, action, at: FIXTURE_NOW, userId: 2, username: 'staff', changes });
    histories.set(id, list);
  };
  const body = async (request: Request) => {
    const text = await request.text();
    const parsed: unknown = text ? JSON.parse(text) : undefined;
    requests.push({ method: request.method, path: new URL(request.url).pathname, body: parsed });
    return (parsed ?? {}) as Record<string, unknown>;
  };
  const find = (raw: unknown) => posts.find((p) => p.id === Number(param(raw as string)));
  const taken = (id: number, permaLink: unknown) =>
    typeof permaLink === 'string' && posts.some((other) => other.id !== id && other.permaLink === permaLink)
      ? fieldError(409, 'perma_link_taken', `Another post already has the permaLink "${permaLink}"`, { permaLink: 'already taken' })
      : null;
  const act = (action: string, change: (post: StaffPost, input: Record<string, unknown>) => Response | void): HttpResponseResolver => async ({ request, params }) => {
    const input = await body(request);
    const post = find(params.id);
    if (!post) return notFound();
    if (action !== 'restore' && post.status === 'deleted') return apiError(409, 'post_deleted', `Post ${post.id} is deleted: restore it first`);
    const before = post.status;
    const answer = change(post, input);
    if (answer) return answer;
    record(post.id, action, { status: { before, after: post.status } });
    return ok(post);
  };
  const sorted = (list: StaffPost[], sort: string | null) =>
    [...list].sort((a, b) =>
      sort === 'title' ? a.fullName.localeCompare(b.fullName) : sort === 'updated' ? b.updatedAt.localeCompare(a.updatedAt) : sort === 'oldest' ? a.publishDate.localeCompare(b.publishDate) : b.publishDate.localeCompare(a.publishDate),
    );

  const handlers = [
    http.get(api('staff/posts'), ({ request }) => {
      const url = new URL(request.url);
      const [q, status, category, sort] = ['q', 'status', 'category', 'sort'].map((k) => url.searchParams.get(k));
      const found = posts.filter((p) => (!q || `${p.fullName} ${p.permaLink}`.toLowerCase().includes(q.toLowerCase())) && (!status || p.status === status) && (!category || p.categoryId === Number(category)));
      return paged(sorted(found, sort ?? null), url);
    }),
    http.post(api('staff/posts'), async ({ request }) => {
      const input = await body(request);
      const conflict = taken(0, input.permaLink);
      if (conflict) return conflict;
      const created = { ...staffPosts()[1]!, content: '', names: {}, tagIds: [], modelIds: [], ...input, id: nextId++, status: 'draft', createdAt: FIXTURE_NOW, updatedAt: FIXTURE_NOW, publishDate: FIXTURE_NOW } as StaffPost;
      posts.push(created);
      record(created.id, 'create');
      return HttpResponse.json({ data: created }, { status: 201 });
    }),
    http.get(api('staff/posts/:id'), ({ params }) => {
      const post = find(params.id);
      return post ? ok(post) : notFound();
    }),
    http.get(api('staff/posts/:id/history'), ({ params }) => (find(params.id) ? ok([...(histories.get(Number(param(params.id))) ?? [])].reverse()) : notFound())),
    http.put(api('staff/posts/:id'), async ({ request, params }) => {
      const input = await body(request);
      const post = find(params.id);
      if (!post) return notFound();
      if (post.status === 'deleted') return apiError(409, 'post_deleted', `Post ${post.id} is deleted: restore it first`);
      const conflict = taken(post.id, input.permaLink);
      if (conflict) return conflict;
      record(post.id, 'edit', Object.fromEntries(Object.entries(input).map(([key, after]) => [key, { before: (post as Record<string, unknown>)[key] ?? null, after }])));
      Object.assign(post, input, { updatedAt: FIXTURE_NOW });
      return ok(post);
    }),
    http.post(
      api('staff/posts/:id/publish'),
      act('publish', (post) => {
        if (post.status === 'published') return apiError(409, 'post_published', `Post ${post.id} is already published`);
        Object.assign(post, { status: 'published', publishDate: FIXTURE_NOW });
      }),
    ),
    http.post(
      api('staff/posts/:id/schedule'),
      act('schedule', (post, { publishDate }) => {
        if (typeof publishDate !== 'string' || !(Date.parse(publishDate) > FIXTURE_NOW_MS)) return fieldError(400, 'validation_failed', 'publishDate must be in the future', { publishDate: 'must be in the future' });
        Object.assign(post, { status: 'scheduled', publishDate });
      }),
    ),
    http.post(api('staff/posts/:id/unpublish'), act('unpublish', (post) => void Object.assign(post, { status: 'draft' }))),
    http.delete(api('staff/posts/:id'), act('delete', (post) => void Object.assign(post, { status: 'deleted', deletedAt: FIXTURE_NOW, purgeAt: daysFromNow(30) }))),
    http.post(
      api('staff/posts/:id/restore'),
      act('restore', (post) => {
        if (post.status !== 'deleted') return apiError(409, 'post_not_deleted', `Post ${post.id} is not deleted`);
        Object.assign(post, { status: 'draft', deletedAt: null, purgeAt: null });
      }),
    ),
  ];
  return { handlers, requests, posts };
}

/** The default handlers (dev server, Storybook, tests that do not need their own store). */
export const staffNewsHandlers = staffNewsMockFor().handlers;
