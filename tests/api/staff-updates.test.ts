// @vitest-environment node
// The staff content area's update calls as staff use them: who may do what, drafts that visitors
// never see, publishing and scheduling that reach the public API (caches dropped), the one video or
// DVD a day rule, soft deletion with restore, and the history of changes with the staff names.
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../shared/roles';
import { findJob } from '../../server/jobs/scheduled-job';
import { siteJobs } from '../../server/jobs/jobs';
import { backends, createUser, suiteServer, useRealNetwork } from './harness';

useRealNetwork();

const DAY = 86400_000;
/** A day far past the seed's scheduled updates, at the given UTC hour. */
const dayAhead = (days: number, hour: number) => {
  const d = new Date(Date.now() + days * DAY);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
};

describe.each(backends)('staff updates on %s', (backend) => {
  const server = suiteServer(backend, { seedUpdates: 12 });
  let member: string;
  let editor: string;
  let publisher: string;
  let modelId: number;
  let tagId: number;
  let n = 0;

  beforeAll(async () => {
    const s = server();
    member = (await createUser(s, 'member1', { subscribed: true })).token;
    editor = (await createUser(s, 'editor1', { role: ROLE.editor })).token;
    publisher = (await createUser(s, 'publisher1', { role: ROLE.staff })).token;
    modelId = (await s.ctx.db.selectFrom('models').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    tagId = (await s.ctx.db.selectFrom('tags').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  });

  const draft = async (fields: Record<string, unknown> = {}) => {
    n++;
    const res = await server().api('/api/staff/updates', {
      method: 'POST',
      token: editor,
      json: { contentType: 'photo', fullName: `Staff test ${n}`, permaLink: `staff-test-${backend}-${n}`, modelIds: [modelId], tagIds: [tagId], names: { fullName_de_DE: `Personaltest ${n}` }, ...fields },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data as { id: number; permaLink: string; fullName: string; status: string };
  };
  const publicPermaLinks = async (path = '/api/public/updates?s=50') => ((await server().api(path)).body.data as { permaLink: string }[]).map((u) => u.permaLink);

  it('answers 401 to visitors, 403 to members, and 403 to editors where only publishers may act', async () => {
    const s = server();
    const { id } = await draft();
    expect((await s.api('/api/staff/updates')).status).toBe(401);
    expect((await s.api('/api/staff/updates', { token: member })).status).toBe(403);
    expect((await s.api(`/api/staff/updates/${id}`, { token: member })).status).toBe(403);
    expect((await s.api('/api/staff/updates', { method: 'POST', token: member, json: { contentType: 'photo', fullName: 'x', permaLink: 'x' } })).status).toBe(403);
    for (const [method, path] of [['POST', 'publish'], ['POST', 'unpublish'], ['POST', 'restore']] as const) {
      const res = await s.api(`/api/staff/updates/${id}/${path}`, { method, token: editor, json: {} });
      expect(res.status).toBe(403);
      expect(res.body.error.message).toMatch(/Publishers only/);
    }
    expect((await s.api(`/api/staff/updates/${id}/schedule`, { method: 'POST', token: editor, json: { publishDate: dayAhead(300, 10) } })).status).toBe(403);
    expect((await s.api(`/api/staff/updates/${id}`, { method: 'DELETE', token: editor })).status).toBe(403);
    expect((await s.api(`/api/staff/updates/${id}`, { token: editor })).body.data.status).toBe('draft');
  });

  it('names the field of bad input', async () => {
    const s = server();
    const bad = async (json: unknown, field: string, status = 400) => {
      const res = await s.api('/api/staff/updates', { method: 'POST', token: editor, json });
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(Object.keys(res.body.error.fields ?? {})).toContain(field);
    };
    await bad({ contentType: 'film', fullName: 'A', permaLink: 'a' }, 'contentType');
    await bad({ contentType: 'video', permaLink: 'a' }, 'fullName');
    await bad({ contentType: 'video', fullName: 'A', permaLink: 'Not A Slug' }, 'permaLink');
    await bad({ contentType: 'video', fullName: 'A', permaLink: 'a', names: { title_xx: 'x' } }, 'names');
    await bad({ contentType: 'video', fullName: 'A', permaLink: 'a', colour: 'red' }, 'colour');
    await bad({ contentType: 'video', fullName: 'A', permaLink: 'a-unknown-model', modelIds: [999999] }, 'modelIds', 422);
    await bad({ contentType: 'photo', fullName: 'A', permaLink: 'a-chapters', chapters: [{ title: 'Start', startSeconds: 0 }] }, 'chapters', 422);
    await bad({ contentType: 'photo', fullName: 'A', permaLink: 'a-price', priceDollar: 19.995 }, 'priceDollar');
    // Cents are cents, however binary floating point stores them.
    for (const priceDollar of [19.99, 0.07, 4.35]) expect((await draft({ priceDollar })).id).toBeGreaterThan(0);
    const { permaLink } = await draft();
    await bad({ contentType: 'photo', fullName: 'A', permaLink }, 'permaLink', 409);
    const { id } = await draft();
    const schedule = await s.api(`/api/staff/updates/${id}/schedule`, { method: 'POST', token: publisher, json: { publishDate: new Date(Date.now() - DAY).toISOString() } });
    expect(schedule.status).toBe(400);
    expect(schedule.body.error.fields).toHaveProperty('publishDate');
  });

  it('keeps drafts off the public site; publishing shows the update at once and drops the cached lists', async () => {
    const s = server();
    const update = await draft({ description: 'A new gallery', chapters: undefined });
    expect(await publicPermaLinks()).not.toContain(update.permaLink);
    expect((await s.api(`/api/public/updates/${update.permaLink}`)).status).toBe(404);
    // The visitors' list is now cached.
    expect((await s.api('/api/public/updates?s=50')).headers.get('x-cache')).toBe('HIT');

    const published = await s.api(`/api/staff/updates/${update.id}/publish`, { method: 'POST', token: publisher });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body.data.status).toBe('published');
    const after = await s.api('/api/public/updates?s=50');
    expect(after.headers.get('x-cache')).not.toBe('HIT');
    expect((after.body.data as { permaLink: string }[]).map((u) => u.permaLink)).toContain(update.permaLink);
    const found = await s.api(`/api/search/Personaltest%20${n}`);
    expect(JSON.stringify(found.body)).toContain(update.permaLink);
    const german = await s.api(`/api/public/updates/${update.permaLink}?lang=de_DE`);
    expect(german.body.data.fullName).toBe(`Personaltest ${n}`);

    // An editor may no longer change it; a publisher may, and unpublishing hides it again.
    expect((await s.api(`/api/staff/updates/${update.id}`, { method: 'PUT', token: editor, json: { fullName: 'Renamed' } })).status).toBe(403);
    expect((await s.api(`/api/staff/updates/${update.id}`, { method: 'PUT', token: publisher, json: { fullName: 'Renamed' } })).body.data.fullName).toBe('Renamed');
    expect((await s.api(`/api/staff/updates/${update.id}/unpublish`, { method: 'POST', token: publisher })).body.data.status).toBe('draft');
    expect(await publicPermaLinks()).not.toContain(update.permaLink);
  });

  it('lists with search, filters, sorting and paging', async () => {
    const s = server();
    const a = await draft({ fullName: 'Zebra crossing' });
    await draft({ fullName: 'Aardvark morning' });
    const search = await s.api('/api/staff/updates?q=zebra', { token: editor });
    expect(search.body.data.map((u: { id: number }) => u.id)).toEqual([a.id]);
    expect(search.headers.get('maxresults')).toBe('1');
    const drafts = await s.api('/api/staff/updates?status=draft&type=photo&sort=title&s=2', { token: editor });
    expect(drafts.body.data).toHaveLength(2);
    expect(drafts.body.data[0].fullName).toBe('Aardvark morning');
    expect(drafts.body.data.every((u: { status: string }) => u.status === 'draft')).toBe(true);
    const byModel = await s.api(`/api/staff/updates?model=${modelId}&status=draft`, { token: editor });
    expect(byModel.body.data.map((u: { id: number }) => u.id)).toContain(a.id);
    const bad = await s.api('/api/staff/updates?sort=sideways', { token: editor });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('sort');
  });

  it('never releases two video or DVD updates on the same day, naming the other one', async () => {
    const s = server();
    const first = await draft({ contentType: 'video', fullName: 'Morning video' });
    const second = await draft({ contentType: 'dvd', fullName: 'Evening DVD' });
    expect((await s.api(`/api/staff/updates/${first.id}/schedule`, { method: 'POST', token: publisher, json: { publishDate: dayAhead(200, 9) } })).status).toBe(200);
    const clash = await s.api(`/api/staff/updates/${second.id}/schedule`, { method: 'POST', token: publisher, json: { publishDate: dayAhead(200, 18) } });
    expect(clash.status).toBe(409);
    expect(clash.body.error.message).toContain('"Morning video"');
    expect(clash.body.error.message).toContain(`id ${first.id}`);
    expect(clash.body.error.fields).toHaveProperty('publishDate');
    // A gallery that day is fine, and so is the DVD the next day.
    const gallery = await draft();
    expect((await s.api(`/api/staff/updates/${gallery.id}/schedule`, { method: 'POST', token: publisher, json: { publishDate: dayAhead(200, 12) } })).status).toBe(200);
    expect((await s.api(`/api/staff/updates/${second.id}/schedule`, { method: 'POST', token: publisher, json: { publishDate: dayAhead(201, 18) } })).status).toBe(200);
  });

  it('makes a scheduled update the next update, and the job releases it at its time, dropping the caches', async () => {
    const s = server();
    const update = await draft({ contentType: 'video', fullName: 'Scheduled video', chapters: [{ title: 'Start', startSeconds: 0, names: { title_de_DE: 'Anfang' } }] });
    const at = dayAhead(320, 20);
    const scheduled = await s.api(`/api/staff/updates/${update.id}/schedule`, { method: 'POST', token: publisher, json: { publishDate: at } });
    expect(scheduled.body.data.status).toBe('scheduled');
    const next = (await s.api('/api/public/indexLastAndNext?next=50')).body.data.nextUpdates as { permaLink: string }[];
    expect(next.at(-1)!.permaLink).toBe(update.permaLink);
    expect(await publicPermaLinks()).not.toContain(update.permaLink);
    expect((await s.api('/api/public/updates?s=50')).headers.get('x-cache')).toBe('HIT');

    const realNow = s.ctx.now;
    s.ctx.now = () => new Date(Date.parse(at) + 30_000).toISOString();
    try {
      expect(await findJob(siteJobs(), 'release-updates').run(s.ctx)).toEqual({ released: expect.any(Number) });
      const after = await s.api('/api/public/updates?s=50');
      expect(after.headers.get('x-cache')).not.toBe('HIT');
      expect((after.body.data as { permaLink: string }[])[0]!.permaLink).toBe(update.permaLink);
      // Announced once: the next run finds nothing left to release.
      expect(await findJob(siteJobs(), 'release-updates').run(s.ctx)).toEqual({ released: 0 });
      const history = (await s.api(`/api/staff/updates/${update.id}/history`, { token: editor })).body.data as { action: string; username: string }[];
      expect(history[0]).toMatchObject({ action: 'release', username: 'system' });
    } finally {
      s.ctx.now = realNow;
    }
  });

  it('hides a deleted update at once, restores it within 30 days, and purges it after', async () => {
    const s = server();
    const update = await draft();
    await s.api(`/api/staff/updates/${update.id}/publish`, { method: 'POST', token: publisher });
    expect(await publicPermaLinks()).toContain(update.permaLink);
    const deleted = await s.api(`/api/staff/updates/${update.id}`, { method: 'DELETE', token: publisher });
    expect(deleted.body.data.status).toBe('deleted');
    expect(await publicPermaLinks()).not.toContain(update.permaLink);
    expect((await s.api(`/api/public/updates/${update.permaLink}`)).status).toBe(404);
    expect((await s.api('/api/staff/updates?status=deleted', { token: editor })).body.data.map((u: { id: number }) => u.id)).toContain(update.id);
    expect((await s.api(`/api/staff/updates/${update.id}/restore`, { method: 'POST', token: publisher })).body.data.status).toBe('published');
    expect(await publicPermaLinks()).toContain(update.permaLink);

    await s.api(`/api/staff/updates/${update.id}`, { method: 'DELETE', token: publisher });
    const realNow = s.ctx.now;
    s.ctx.now = () => new Date(Date.now() + 31 * DAY).toISOString();
    try {
      const late = await s.api(`/api/staff/updates/${update.id}/restore`, { method: 'POST', token: publisher });
      expect(late.status).toBe(409);
      expect(late.body.error.message).toMatch(/more than 30 days/);
      expect(await findJob(siteJobs(), 'purge-deleted-updates').run(s.ctx)).toEqual({ purged: 1 });
      expect((await s.api(`/api/staff/updates/${update.id}`, { token: editor })).status).toBe(404);
    } finally {
      s.ctx.now = realNow;
    }
  });

  it('records every change with the staff name and the fields before and after', async () => {
    const s = server();
    const update = await draft({ fullName: 'Before' });
    await s.api(`/api/staff/updates/${update.id}`, { method: 'PUT', token: editor, json: { fullName: 'After', hardcore: true } });
    await s.api(`/api/staff/updates/${update.id}/publish`, { method: 'POST', token: publisher });
    const res = await s.api(`/api/staff/updates/${update.id}/history`, { token: editor });
    expect(res.status).toBe(200);
    const [publish, edit, create] = res.body.data as { action: string; username: string; changes: Record<string, { before: unknown; after: unknown }> }[];
    expect(publish).toMatchObject({ action: 'publish', username: 'publisher1', changes: { status: { before: 'draft', after: 'published' } } });
    expect(edit).toMatchObject({ action: 'edit', username: 'editor1', changes: { fullName: { before: 'Before', after: 'After' }, hardcore: { before: false, after: true } } });
    expect(Object.keys(edit!.changes).sort()).toEqual(['fullName', 'hardcore']);
    expect(create).toMatchObject({ action: 'create', username: 'editor1', changes: { fullName: { before: null, after: 'Before' } } });
    expect((await s.api(`/api/staff/updates/${update.id}/history`, { token: member })).status).toBe(403);
  });
});
