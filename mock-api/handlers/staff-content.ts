// The staff content area's calls as the real server answers them (server/api/staff-updates.ts,
// staff-models.ts, staff-taxonomy.ts): lists with search, filters, sorting and paging; create, edit,
// publish, schedule (409 same_day_release for a second video or DVD on a day), unpublish, delete
// (restorable for 30 days) and restore; each change recorded in the item's history.
// `staffContentMockFor()` gives handlers with their own stores (each test starts fresh) and the
// requests they received.
import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import type { ContentChange, StaffModel, StaffNamed, StaffUpdate } from '../../schemas/api/staff-content';
import { FIXTURE_NOW, FIXTURE_NOW_MS, daysFromNow } from '../fixtures/clock';
import { staffHistory, staffModels, staffTaxonomies, staffUpdates } from '../fixtures/staff-content';
import { api } from './paths';
import { apiError, notFound, ok, paged, param } from './respond';

export interface StaffRequest {
  method: string;
  path: string;
  body: unknown;
}

type Item = { id: number; status?: string; deletedAt?: string | null; purgeAt?: string | null };

const fieldError = (status: number, code: string, message: string, fields: Record<string, string>) => HttpResponse.json({ error: { code, message, fields } }, { status });

const matches = (q: string | null, item: { fullName: string; permaLink: string }) => !q || `${item.fullName} ${item.permaLink}`.toLowerCase().includes(q.toLowerCase());

export function staffContentMockFor() {
  const stores = { updates: staffUpdates(), models: staffModels(), ...staffTaxonomies() };
  const histories = new Map<string, ContentChange[]>([['updates/101', staffHistory()]]);
  const requests: StaffRequest[] = [];
  let nextId = 900;

  const record = (kind: string, id: number, action: string, changes: ContentChange['changes'] = {}) => {
    const list = histories.get(`${kind}/${id}`) ?? [];
    list.push({ id: nextId++, action, at: FIXTURE_NOW, userId: 2, username: 'staff', changes });
    histories.set(`${kind}/${id}`, list);
  };
  const body = async (request: Request) => {
    const text = await request.text();
    const parsed: unknown = text ? JSON.parse(text) : undefined;
    requests.push({ method: request.method, path: new URL(request.url).pathname, body: parsed });
    return (parsed ?? {}) as Record<string, unknown>;
  };
  const sameDay = (id: number, contentType: string, date: string) => {
    if (contentType === 'photo') return null;
    const other = stores.updates.find((u) => u.id !== id && u.contentType !== 'photo' && (u.status === 'published' || u.status === 'scheduled') && u.publishDate.slice(0, 10) === date.slice(0, 10));
    if (!other) return null;
    const message = `The ${other.contentType === 'dvd' ? 'DVD' : 'video'} update "${other.fullName}" (id ${other.id}) is already released on ${date.slice(0, 10)}: two video or DVD updates are never released on the same day`;
    return fieldError(409, 'same_day_release', message, { publishDate: message });
  };
  const taken = (list: { id: number; permaLink: string }[], id: number, permaLink: unknown) =>
    typeof permaLink === 'string' && list.some((other) => other.id !== id && other.permaLink === permaLink)
      ? fieldError(409, 'perma_link_taken', `Another item already has the permaLink "${permaLink}"`, { permaLink: 'already taken' })
      : null;
  const changesOf = (before: object, input: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(input).map(([key, after]) => [key, { before: (before as Record<string, unknown>)[key] ?? null, after }]));

  /** Handlers shared by updates and models: one item, its history, edit, delete and restore. */
  const itemRoutes = <T extends Item & { fullName: string; permaLink: string }>(kind: 'updates' | 'models', list: () => T[]) => {
    const find = (raw: unknown) => list().find((item) => item.id === Number(param(raw as string)));
    const act = (action: string, change: (item: T) => Response | void): HttpResponseResolver => async ({ request, params }) => {
      await body(request);
      const item = find(params.id);
      if (!item) return notFound();
      if (action !== 'restore' && item.status === 'deleted') return apiError(409, `${kind.slice(0, -1)}_deleted`, `This item is deleted: restore it first`);
      const before = item.status;
      const answer = change(item);
      if (answer) return answer;
      record(kind, item.id, action, { status: { before, after: item.status } });
      return ok(item);
    };
    return [
      http.get(api(`staff/${kind}/:id`), ({ params }) => {
        const item = find(params.id);
        return item ? ok(item) : notFound();
      }),
      http.get(api(`staff/${kind}/:id/history`), ({ params }) => (find(params.id) ? ok([...(histories.get(`${kind}/${param(params.id)}`) ?? [])].reverse()) : notFound())),
      http.put(api(`staff/${kind}/:id`), async ({ request, params }) => {
        const input = await body(request);
        const item = find(params.id);
        if (!item) return notFound();
        const conflict = taken(list(), item.id, input.permaLink);
        if (conflict) return conflict;
        record(kind, item.id, 'edit', changesOf(item, input));
        Object.assign(item, input, { updatedAt: FIXTURE_NOW });
        return ok(item);
      }),
      http.delete(api(`staff/${kind}/:id`), act('delete', (item) => void Object.assign(item, { status: 'deleted', deletedAt: FIXTURE_NOW, purgeAt: daysFromNow(30) }))),
      http.post(
        api(`staff/${kind}/:id/restore`),
        act('restore', (item) => {
          if (item.status !== 'deleted') return apiError(409, 'not_deleted', 'This item is not deleted');
          Object.assign(item, { status: 'draft', deletedAt: null, purgeAt: null });
        }),
      ),
      http.post(api(`staff/${kind}/:id/unpublish`), act('unpublish', (item) => void Object.assign(item, { status: 'draft' }))),
    ];
  };

  const updates = () => stores.updates;
  const sortUpdates = (list: StaffUpdate[], sort: string | null) =>
    [...list].sort((a, b) =>
      sort === 'title' ? a.fullName.localeCompare(b.fullName) : sort === 'updated' ? b.updatedAt.localeCompare(a.updatedAt) : sort === 'oldest' ? a.publishDate.localeCompare(b.publishDate) : b.publishDate.localeCompare(a.publishDate),
    );

  const handlers = [
    http.get(api('staff/updates'), ({ request }) => {
      const url = new URL(request.url);
      const { q, type, status, sort } = Object.fromEntries(['q', 'type', 'status', 'sort'].map((k) => [k, url.searchParams.get(k)]));
      const found = updates().filter((u) => matches(q ?? null, u) && (!type || u.contentType === type) && (!status || u.status === status));
      return paged(sortUpdates(found, sort ?? null), url);
    }),
    http.post(api('staff/updates'), async ({ request }) => {
      const input = await body(request);
      const conflict = taken(updates(), 0, input.permaLink);
      if (conflict) return conflict;
      const created = { ...staffUpdates()[1]!, names: {}, modelIds: [], tagIds: [], chapters: [], ...input, id: nextId++, status: 'draft', createdAt: FIXTURE_NOW, updatedAt: FIXTURE_NOW, publishDate: FIXTURE_NOW } as StaffUpdate;
      stores.updates.push(created);
      record('updates', created.id, 'create', changesOf({}, input));
      return HttpResponse.json({ data: created }, { status: 201 });
    }),
    ...itemRoutes('updates', updates),
    http.post(api('staff/updates/:id/publish'), async ({ request, params }) => {
      await body(request);
      const item = updates().find((u) => u.id === Number(param(params.id)));
      if (!item) return notFound();
      if (item.status === 'published') return apiError(409, 'update_published', `Update ${item.id} is already published`);
      const clash = sameDay(item.id, item.contentType, FIXTURE_NOW);
      if (clash) return clash;
      record('updates', item.id, 'publish', { status: { before: item.status, after: 'published' } });
      Object.assign(item, { status: 'published', publishDate: FIXTURE_NOW });
      return ok(item);
    }),
    http.post(api('staff/updates/:id/schedule'), async ({ request, params }) => {
      const { publishDate } = (await body(request)) as { publishDate?: string };
      const item = updates().find((u) => u.id === Number(param(params.id)));
      if (!item) return notFound();
      if (!publishDate || !(Date.parse(publishDate) > FIXTURE_NOW_MS)) return fieldError(400, 'validation_failed', 'publishDate must be in the future', { publishDate: 'must be in the future' });
      const clash = sameDay(item.id, item.contentType, publishDate);
      if (clash) return clash;
      record('updates', item.id, 'schedule', { publishDate: { before: item.publishDate, after: publishDate } });
      Object.assign(item, { status: 'scheduled', publishDate });
      return ok(item);
    }),

    http.get(api('staff/models'), ({ request }) => {
      const url = new URL(request.url);
      const q = url.searchParams.get('q');
      const status = url.searchParams.get('status');
      return paged(stores.models.filter((m) => matches(q, m) && (!status || m.status === status)), url);
    }),
    http.post(api('staff/models'), async ({ request }) => {
      const input = await body(request);
      const conflict = taken(stores.models, 0, input.permaLink);
      if (conflict) return conflict;
      const created = { ...staffModels()[1]!, names: {}, ...input, id: nextId++, status: 'draft', createdAt: FIXTURE_NOW, updatedAt: FIXTURE_NOW } as StaffModel;
      stores.models.push(created);
      record('models', created.id, 'create', changesOf({}, input));
      return HttpResponse.json({ data: created }, { status: 201 });
    }),
    ...itemRoutes('models', () => stores.models),
    http.post(api('staff/models/:id/publish'), async ({ request, params }) => {
      await body(request);
      const item = stores.models.find((m) => m.id === Number(param(params.id)));
      if (!item) return notFound();
      record('models', item.id, 'publish', { status: { before: item.status, after: 'published' } });
      item.status = 'published';
      return ok(item);
    }),

    ...(['tags', 'channels', 'places', 'categories'] as const).flatMap((taxonomy) => {
      const list = () => stores[taxonomy];
      const find = (raw: unknown) => list().find((item) => item.id === Number(param(raw as string)));
      return [
        http.get(api(`staff/${taxonomy}`), ({ request }) => {
          const url = new URL(request.url);
          return paged(list().filter((item) => matches(url.searchParams.get('q'), item)), url);
        }),
        http.post(api(`staff/${taxonomy}`), async ({ request }) => {
          const input = await body(request);
          const conflict = taken(list(), 0, input.permaLink);
          if (conflict) return conflict;
          const created = { description: null, names: {}, imagePool: 0, ...input, id: nextId++ } as StaffNamed;
          list().push(created);
          record(taxonomy, created.id, 'create', changesOf({}, input));
          return HttpResponse.json({ data: created }, { status: 201 });
        }),
        http.get(api(`staff/${taxonomy}/:id`), ({ params }) => {
          const item = find(params.id);
          return item ? ok(item) : notFound();
        }),
        http.get(api(`staff/${taxonomy}/:id/history`), ({ params }) => ok([...(histories.get(`${taxonomy}/${param(params.id)}`) ?? [])].reverse())),
        http.put(api(`staff/${taxonomy}/:id`), async ({ request, params }) => {
          const input = await body(request);
          const item = find(params.id);
          if (!item) return notFound();
          const conflict = taken(list(), item.id, input.permaLink);
          if (conflict) return conflict;
          record(taxonomy, item.id, 'edit', changesOf(item, input));
          Object.assign(item, input);
          return ok(item);
        }),
        http.delete(api(`staff/${taxonomy}/:id`), async ({ request, params }) => {
          await body(request);
          const item = find(params.id);
          if (!item) return notFound();
          if (taxonomy === 'tags' && updates().some((u) => u.tagIds.includes(item.id))) return apiError(409, 'in_use', `The tag "${item.fullName}" is used by 1 update(s) or post(s): remove it from them first`);
          stores[taxonomy] = list().filter((other) => other !== item);
          return new HttpResponse(null, { status: 204 });
        }),
      ];
    }),
  ];
  return { handlers, requests, stores };
}

/** The default handlers (dev server, Storybook, tests that do not need their own store). */
export const staffContentHandlers = staffContentMockFor().handlers;
