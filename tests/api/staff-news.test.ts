// @vitest-environment node
// The staff content area's news posts as staff use them: who may do what, drafts visitors never
// see, HTML sanitized on write with the site's rules, scheduling released by the job (caches
// dropped), soft deletion with restore, and the history of changes.
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../shared/roles';
import { findJob } from '../../server/jobs/scheduled-job';
import { siteJobs } from '../../server/jobs/jobs';
import { backends, createUser, suiteServer, useRealNetwork } from './harness';

useRealNetwork();

const DAY = 86400_000;

describe.each(backends)('staff news posts on %s', (backend) => {
  const server = suiteServer(backend, { seedUpdates: 4 });
  let member: string;
  let editor: string;
  let publisher: string;
  let categoryId: number;
  let n = 0;

  beforeAll(async () => {
    const s = server();
    member = (await createUser(s, 'member1', { subscribed: true })).token;
    editor = (await createUser(s, 'editor1', { role: ROLE.editor })).token;
    publisher = (await createUser(s, 'publisher1', { role: ROLE.staff })).token;
    categoryId = (await s.ctx.db.selectFrom('categories').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  });

  const draft = async (fields: Record<string, unknown> = {}) => {
    n++;
    const res = await server().api('/api/staff/posts', {
      method: 'POST',
      token: editor,
      json: { fullName: `News ${n}`, permaLink: `news-${backend}-${n}`, content: `<p>Body ${n}</p>`, categoryId, names: { fullName_de_DE: `Meldung ${n}` }, ...fields },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data as { id: number; permaLink: string; fullName: string; status: string; content: string; names: Record<string, string> };
  };
  const publicPermaLinks = async () => ((await server().api('/api/public/posts?s=50')).body.data as { permaLink: string }[]).map((p) => p.permaLink);

  it('answers 401 to visitors, 403 to members, and 403 to editors where only publishers may act', async () => {
    const s = server();
    const { id } = await draft();
    expect((await s.api('/api/staff/posts')).status).toBe(401);
    expect((await s.api('/api/staff/posts', { token: member })).status).toBe(403);
    expect((await s.api(`/api/staff/posts/${id}/history`, { token: member })).status).toBe(403);
    expect((await s.api('/api/staff/posts', { method: 'POST', token: member, json: { fullName: 'x', permaLink: 'x', categoryId } })).status).toBe(403);
    for (const path of ['publish', 'unpublish', 'restore']) {
      const res = await s.api(`/api/staff/posts/${id}/${path}`, { method: 'POST', token: editor, json: {} });
      expect(res.status).toBe(403);
      expect(res.body.error.message).toMatch(/Publishers only/);
    }
    expect((await s.api(`/api/staff/posts/${id}/schedule`, { method: 'POST', token: editor, json: { publishDate: new Date(Date.now() + DAY).toISOString() } })).status).toBe(403);
    expect((await s.api(`/api/staff/posts/${id}`, { method: 'DELETE', token: editor })).status).toBe(403);
    expect((await s.api(`/api/staff/posts/${id}`, { token: editor })).body.data.status).toBe('draft');
  });

  it('names the field of bad input', async () => {
    const s = server();
    const bad = async (json: unknown, field: string, status = 400) => {
      const res = await s.api('/api/staff/posts', { method: 'POST', token: editor, json });
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(Object.keys(res.body.error.fields ?? {})).toContain(field);
    };
    await bad({ permaLink: 'a', categoryId }, 'fullName');
    await bad({ fullName: 'A', permaLink: 'Not A Slug', categoryId }, 'permaLink');
    await bad({ fullName: 'A', permaLink: 'a' }, 'categoryId');
    await bad({ fullName: 'A', permaLink: 'a', categoryId, names: { body_xx: 'x' } }, 'names');
    await bad({ fullName: 'A', permaLink: 'a', categoryId, colour: 'red' }, 'colour');
    await bad({ fullName: 'A', permaLink: 'a-unknown-category', categoryId: 999999 }, 'categoryId', 422);
    await bad({ fullName: 'A', permaLink: 'a-unknown-tag', categoryId, tagIds: [999999] }, 'tagIds', 422);
    const { permaLink } = await draft();
    await bad({ fullName: 'A', permaLink, categoryId }, 'permaLink', 409);
    const { id } = await draft();
    const schedule = await s.api(`/api/staff/posts/${id}/schedule`, { method: 'POST', token: publisher, json: { publishDate: new Date(Date.now() - DAY).toISOString() } });
    expect(schedule.status).toBe(400);
    expect(schedule.body.error.fields).toHaveProperty('publishDate');
  });

  it('removes scripts, event handlers and javascript: links from the HTML in every language, keeping the markup the site renders', async () => {
    const s = server();
    const post = await draft({
      content: '<h2>Title</h2><p onclick="steal()">Hello <strong>bold</strong> <a href="javascript:alert(1)">bad</a> <a href="https://example.test/">good</a></p><script>alert(1)</script><img src="/x.jpg" onerror="alert(2)" alt="x">',
      names: { content_de_DE: '<p>Hallo<script>alert(3)</script><em onmouseover="x()">du</em></p>' },
    });
    expect(post.content).toContain('<h2>Title</h2>');
    expect(post.content).toContain('<strong>bold</strong>');
    expect(post.content).toContain('<a href="https://example.test/">good</a>');
    expect(post.content).toContain('<img src="/x.jpg" alt="x" />');
    expect(post.content).not.toMatch(/script|onclick|onerror|javascript:/);
    expect(post.names.content_de_DE).toBe('<p>Hallo<em>du</em></p>');
    const edited = await s.api(`/api/staff/posts/${post.id}`, { method: 'PUT', token: editor, json: { content: '<p>ok</p><iframe src="https://evil.test"></iframe>' } });
    expect(edited.body.data.content).toBe('<p>ok</p>');
    const stored = await s.ctx.db.selectFrom('posts').select(['content', 'names']).where('id', '=', post.id).executeTakeFirstOrThrow();
    expect(stored.content).toBe('<p>ok</p>');
    expect(stored.names).not.toContain('script');
  });

  it('keeps drafts off the public site; publishing shows the post at once in every language and drops the cached lists', async () => {
    const s = server();
    const post = await draft();
    expect(await publicPermaLinks()).not.toContain(post.permaLink);
    expect((await s.api(`/api/public/posts/${post.permaLink}`)).status).toBe(404);
    expect((await s.api('/api/public/posts?s=50')).headers.get('x-cache')).toBe('HIT');

    const published = await s.api(`/api/staff/posts/${post.id}/publish`, { method: 'POST', token: publisher });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body.data.status).toBe('published');
    const after = await s.api('/api/public/posts?s=50');
    expect(after.headers.get('x-cache')).not.toBe('HIT');
    expect((after.body.data as { permaLink: string }[]).map((p) => p.permaLink)).toContain(post.permaLink);
    expect((await s.api(`/api/public/posts/${post.permaLink}?lang=de_DE`)).body.data.fullName).toBe(`Meldung ${n}`);

    expect((await s.api(`/api/staff/posts/${post.id}`, { method: 'PUT', token: editor, json: { fullName: 'Renamed' } })).status).toBe(403);
    expect((await s.api(`/api/staff/posts/${post.id}`, { method: 'PUT', token: publisher, json: { fullName: 'Renamed' } })).body.data.fullName).toBe('Renamed');
    expect((await s.api(`/api/public/posts/${post.permaLink}`)).body.data.fullName).toBe('Renamed');
    expect((await s.api(`/api/staff/posts/${post.id}/unpublish`, { method: 'POST', token: publisher })).body.data.status).toBe('draft');
    expect(await publicPermaLinks()).not.toContain(post.permaLink);
  });

  it('lists with search, filters, sorting and paging', async () => {
    const s = server();
    const a = await draft({ fullName: 'Zebra news' });
    await draft({ fullName: 'Aardvark news' });
    const search = await s.api('/api/staff/posts?q=zebra', { token: editor });
    expect(search.body.data.map((p: { id: number }) => p.id)).toEqual([a.id]);
    expect(search.headers.get('maxresults')).toBe('1');
    const drafts = await s.api(`/api/staff/posts?status=draft&category=${categoryId}&sort=title&s=2`, { token: editor });
    expect(drafts.body.data).toHaveLength(2);
    expect(drafts.body.data[0].fullName).toBe('Aardvark news');
    expect(drafts.body.data.every((p: { status: string }) => p.status === 'draft')).toBe(true);
    const published = await s.api('/api/staff/posts?status=published&s=100', { token: editor });
    expect(Number(published.headers.get('maxresults'))).toBeGreaterThanOrEqual(20);
    expect((await s.api('/api/staff/posts?sort=sideways', { token: editor })).status).toBe(400);
  });

  it('schedules a post: hidden until its time, then released once by the job, dropping the caches', async () => {
    const s = server();
    const post = await draft({ fullName: 'Scheduled news' });
    const at = new Date(Date.now() + 3 * DAY).toISOString();
    const scheduled = await s.api(`/api/staff/posts/${post.id}/schedule`, { method: 'POST', token: publisher, json: { publishDate: at } });
    expect(scheduled.body.data).toMatchObject({ status: 'scheduled', publishDate: at });
    expect(await publicPermaLinks()).not.toContain(post.permaLink);
    expect((await s.api('/api/public/posts?s=50')).headers.get('x-cache')).toBe('HIT');

    const realNow = s.ctx.now;
    s.ctx.now = () => new Date(Date.parse(at) + 30_000).toISOString();
    try {
      expect(await findJob(siteJobs(), 'release-posts').run(s.ctx)).toEqual({ released: 1 });
      const after = await s.api('/api/public/posts?s=50');
      expect(after.headers.get('x-cache')).not.toBe('HIT');
      expect((after.body.data as { permaLink: string }[])[0]!.permaLink).toBe(post.permaLink);
      expect(await findJob(siteJobs(), 'release-posts').run(s.ctx)).toEqual({ released: 0 });
      const history = (await s.api(`/api/staff/posts/${post.id}/history`, { token: editor })).body.data as { action: string; username: string }[];
      expect(history[0]).toMatchObject({ action: 'release', username: 'system' });
    } finally {
      s.ctx.now = realNow;
    }
  });

  it('hides a deleted post at once, restores it within 30 days, and purges it after', async () => {
    const s = server();
    const post = await draft();
    await s.api(`/api/staff/posts/${post.id}/publish`, { method: 'POST', token: publisher });
    expect(await publicPermaLinks()).toContain(post.permaLink);
    const deleted = await s.api(`/api/staff/posts/${post.id}`, { method: 'DELETE', token: publisher });
    expect(deleted.body.data.status).toBe('deleted');
    expect(await publicPermaLinks()).not.toContain(post.permaLink);
    expect((await s.api(`/api/public/posts/${post.permaLink}`)).status).toBe(404);
    expect((await s.api('/api/staff/posts?status=deleted', { token: editor })).body.data.map((p: { id: number }) => p.id)).toContain(post.id);
    expect((await s.api(`/api/staff/posts/${post.id}`, { method: 'PUT', token: publisher, json: { fullName: 'x' } })).status).toBe(409);
    expect((await s.api(`/api/staff/posts/${post.id}/restore`, { method: 'POST', token: publisher })).body.data.status).toBe('published');
    expect(await publicPermaLinks()).toContain(post.permaLink);

    await s.api(`/api/staff/posts/${post.id}`, { method: 'DELETE', token: publisher });
    const realNow = s.ctx.now;
    s.ctx.now = () => new Date(Date.now() + 31 * DAY).toISOString();
    try {
      const late = await s.api(`/api/staff/posts/${post.id}/restore`, { method: 'POST', token: publisher });
      expect(late.status).toBe(409);
      expect(late.body.error.message).toMatch(/more than 30 days/);
      expect(await findJob(siteJobs(), 'purge-deleted-posts').run(s.ctx)).toEqual({ purged: 1 });
      expect((await s.api(`/api/staff/posts/${post.id}`, { token: editor })).status).toBe(404);
    } finally {
      s.ctx.now = realNow;
    }
  });

  it('records who changed what, newest first', async () => {
    const s = server();
    const post = await draft({ fullName: 'Before' });
    await s.api(`/api/staff/posts/${post.id}`, { method: 'PUT', token: editor, json: { fullName: 'After' } });
    await s.api(`/api/staff/posts/${post.id}/publish`, { method: 'POST', token: publisher });
    const res = await s.api(`/api/staff/posts/${post.id}/history`, { token: editor });
    expect(res.status).toBe(200);
    const [publish, edit, create] = res.body.data as { action: string; username: string; changes: Record<string, { before: unknown; after: unknown }> }[];
    expect(publish).toMatchObject({ action: 'publish', username: 'publisher1', changes: { status: { before: 'draft', after: 'published' } } });
    expect(edit).toMatchObject({ action: 'edit', username: 'editor1', changes: { fullName: { before: 'Before', after: 'After' } } });
    expect(create).toMatchObject({ action: 'create', username: 'editor1' });
    // The update with the same id keeps its own history: none of the post's changes show there.
    const updateHistory = await s.api(`/api/staff/updates/${post.id}/history`, { token: editor });
    expect(JSON.stringify(updateHistory.body)).not.toContain('"Before"');
  });
});
