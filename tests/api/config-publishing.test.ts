// @vitest-environment node
// Publishing that cannot go wrong: base versions (a stale one is refused with who, when and the
// differences; two publishes over one version: exactly one wins), editors versus publishers,
// scheduled publishing seen by two server processes on one database, and the schema's address.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, liveVersion, startServer, useRealNetwork, PG_URL, type TestServer } from './harness';
import { boot } from '../../server/bootstrap';
import { createApp } from '../../server/app';
import { loadConfigFile } from '../../server/config/site-config';
import { loadEnv } from '../../server/env';

useRealNetwork();

/** A second server process's app on the same database (another boot, its own caches and watcher). */
async function startTwin(s: TestServer) {
  const pgSchema = s.ctx.dialect.name === 'postgres' ? await s.ctx.dialect.currentSchema(s.ctx.db) : undefined;
  const { ctx, close } = await boot({
    env: loadEnv({ ...process.env, DISABLE_RATE_LIMITS: '1' }),
    config: loadConfigFile('site-configs/default.json'),
    databaseUrl: pgSchema ? PG_URL : path.join(s.ctx.dataDir, 'site.db'),
    pgSchema,
    dataDir: s.ctx.dataDir,
    seedIfEmpty: false,
    logger: pino({ level: 'silent' }),
  });
  const app = createApp(ctx, { clientDir: path.join(s.ctx.dataDir, 'no-client') });
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    ctx,
    async close() {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      await close();
    },
  };
}

/** Polls until `check` passes or `timeoutMs` runs out (then its last failure is thrown). */
async function waitFor<T>(check: () => Promise<T>, timeoutMs: number): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > until) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

describe.each(backends)('safe publishing on %s', (backend) => {
  let s: TestServer;
  let twin: Awaited<ReturnType<typeof startTwin>>;
  let staff: string;
  let editor: string;
  let fileConfig: any;

  const renamed = (name: string) => {
    const config = structuredClone(fileConfig);
    config.core.deployment.siteName = name;
    return config;
  };
  const post = (pathname: string, json: unknown, token = staff) => s.api(pathname, { method: 'POST', token, json });
  const siteNameAt = async (origin: string) => ((await (await fetch(`${origin}/api/settings`)).json()) as any).data.config.core.deployment.siteName as string;
  const versionCount = async () => (await s.ctx.db.selectFrom('site_config_versions').select('id').execute()).length;

  beforeAll(async () => {
    s = await startServer(backend);
    twin = await startTwin(s);
    const login = async (username: string, password: string) => (await s.api('/api/login', { method: 'POST', json: { username, password } })).body.data.token as string;
    staff = await login('staff', 'staff-demo-2026');
    editor = await login('editor', 'editor-demo-2026');
    fileConfig = (await s.api('/api/settings')).body.data.config;
  }, 90_000);
  afterAll(async () => {
    await twin?.close();
    await s?.close();
  });

  it('answers the live configuration with its version, who published it and when', async () => {
    const before = await liveVersion(s, staff);
    const published = await post('/api/configs/publish', { config: renamed('Live Check'), name: 'live check', baseVersion: before });
    expect(published.status).toBe(200);
    const live = (await s.api('/api/configs/live', { token: editor })).body.data;
    expect(live).toMatchObject({ version: published.body.data.version, name: 'live check', publishedBy: 'staff', publishedAt: expect.stringMatching(/^\d{4}-/) });
    expect(live.config.core.deployment.siteName).toBe('Live Check');
  });

  it('refuses a publish over a stale base with who published, when, and the differences; nothing changes', async () => {
    const base = await liveVersion(s, staff);
    const theirs = await post('/api/configs/publish', { config: renamed('Theirs'), name: 'their edit', baseVersion: base });
    expect(theirs.status).toBe(200);
    const count = await versionCount();
    const token = (await post('/api/configs', { config: renamed('Mine'), name: 'my edit', baseVersion: base })).body.data.token;
    for (const [pathname, json] of [
      ['/api/configs/publish', { config: renamed('Mine'), baseVersion: base }],
      [`/api/configs/${token}/publish`, { baseVersion: base }],
      ['/api/configs/versions/0/restore', { baseVersion: base }],
    ] as const) {
      const refused = await post(pathname, json);
      expect([pathname, refused.status]).toEqual([pathname, 409]);
      expect(refused.body.error).toMatchObject({
        code: 'config_conflict',
        baseVersion: base,
        live: { version: theirs.body.data.version, name: 'their edit', publishedBy: 'staff', publishedAt: expect.stringMatching(/^\d{4}-/) },
      });
      expect(refused.body.error.message).toContain('published by staff');
    }
    const refused = await post('/api/configs/publish', { config: renamed('Mine'), baseVersion: base });
    expect(refused.body.error.changes).toEqual([{ path: '/core/deployment/siteName', kind: 'changed', before: 'Mine', after: 'Theirs' }]);
    expect(await versionCount()).toBe(count);
    expect(await siteNameAt(s.url)).toBe('Theirs');
    // The one-step publish stored nothing either: no orphan link named after the refused document.
    expect((await s.api('/api/configs', { token: staff })).body.data.filter((c: any) => c.name === 'my edit')).toHaveLength(1);
    expect((await s.ctx.db.selectFrom('site_configs').select('base_version').where('token', '=', token).executeTakeFirstOrThrow()).base_version).toBe(base);
  });

  it('lets exactly one of two simultaneous publishes over the same version win, across two processes', async () => {
    for (let round = 0; round < 3; round++) {
      const base = await liveVersion(s, staff);
      const count = await versionCount();
      const [a, b] = await Promise.all([
        s.api('/api/configs/publish', { method: 'POST', token: staff, json: { config: renamed(`Racer A${round}`), baseVersion: base } }),
        fetch(`${twin.url}/api/configs/publish`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${staff}` }, body: JSON.stringify({ config: renamed(`Racer B${round}`), baseVersion: base }) }).then(async (r) => ({ status: r.status, body: (await r.json()) as any })),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      expect(await versionCount()).toBe(count + 1);
      const winner = a.status === 200 ? `Racer A${round}` : `Racer B${round}`;
      expect((await s.api('/api/configs/live', { token: staff })).body.data.config.core.deployment.siteName).toBe(winner);
      const loser = a.status === 409 ? a : b;
      expect(loser.body.error.live.version).toBe(await liveVersion(s, staff));
    }
  });

  it('lets editors make preview links and read the history, and keeps publishing to publishers', async () => {
    expect((await s.api('/api/me', { token: editor })).body.data.role_id).toBe(4);
    const base = await liveVersion(s, editor);
    const created = await post('/api/configs', { config: renamed('Editor Draft'), name: 'editor draft', baseVersion: base }, editor);
    expect(created.status).toBe(201);
    expect(created.body.data.createdBy).toBe('editor');
    const { token } = created.body.data;
    expect((await s.api('/api/configs', { method: 'PUT', token: editor, json: { config: fileConfig } })).status).toBe(201);
    for (const pathname of ['/api/configs', '/api/configs/live', '/api/configs/versions', `/api/configs/versions/${base}`, `/api/configs/versions/${base}/diff?against=0`, '/api/configs/schedule']) {
      expect([pathname, (await s.api(pathname, { token: editor })).status]).toEqual([pathname, 200]);
    }
    const publisherOnly: [string, string, unknown?][] = [
      ['POST', `/api/configs/${token}/publish`, { baseVersion: base }],
      ['POST', '/api/configs/publish', { config: renamed('Editor Publish'), baseVersion: base }],
      ['POST', `/api/configs/versions/${base}/restore`, { baseVersion: base }],
      ['POST', '/api/configs/schedule', { token, baseVersion: base, publishAt: new Date(Date.now() + 3600_000).toISOString() }],
      ['DELETE', '/api/configs/schedule/1'],
    ];
    const count = await versionCount();
    for (const [method, pathname, json] of publisherOnly) {
      const refused = await s.api(pathname, { method, token: editor, ...(json === undefined ? {} : { json }) });
      expect([pathname, refused.status]).toEqual([pathname, 403]);
      expect(refused.body.error.message).toBe('Publishers only: an editor makes preview links, a publisher publishes');
    }
    expect(await versionCount()).toBe(count);
    expect((await s.ctx.db.selectFrom('scheduled_publishes').select('id').where('config_id', 'in', s.ctx.db.selectFrom('site_configs').select('id').where('token', '=', token)).execute())).toHaveLength(0);
    // customJS runs in the browser of whoever opens a link (publishers too): editors cannot change it.
    const withScript = { ...(fileConfig as any), ui: { ...(fileConfig as any).ui, customJS: 'window.x = 1;' } };
    const scriptRefused = await post('/api/configs', { config: withScript, baseVersion: base }, editor);
    expect([scriptRefused.status, scriptRefused.body.error.code]).toEqual([403, 'custom_js_publishers_only']);
    expect((await post('/api/configs', { config: withScript, baseVersion: base }, staff)).status).toBe(201);
    // An editor is not staff: the other staff calls stay closed.
    expect((await s.api('/api/translations', { method: 'PUT', token: editor, json: [] })).status).toBe(403);
    // The editor deletes the link; the publisher then cannot publish it, and the list says who deleted it.
    expect((await s.api(`/api/configs/${token}`, { method: 'DELETE', token: editor })).status).toBe(204);
    expect((await post(`/api/configs/${token}/publish`, { baseVersion: base })).status).toBe(404);
    expect((await s.api('/api/configs', { token: staff })).body.data.find((c: any) => c.token === token)).toMatchObject({ status: 'deleted', deletedBy: 'editor' });
    const gone = await fetch(`${twin.url}/api/configs/${token}`);
    expect(gone.status).toBe(410);
    expect(((await gone.json()) as any).error).toMatchObject({ code: 'preview_deleted', name: 'editor draft' });
  });

  it('publishes at the scheduled time on both processes, once, as the scheduler', async () => {
    // Both processes have the current configuration cached (configuration store and responses).
    // Earlier tests published on either process; without Redis the other catches up only after its
    // cache times out, so both start from the database here, as the Redis bus would make them.
    s.ctx.configs.invalidate();
    twin.ctx.configs.invalidate();
    const current = await siteNameAt(s.url);
    expect(await siteNameAt(twin.url)).toBe(current);
    expect(await siteNameAt(twin.url)).toBe(current);
    const count = await versionCount();
    const base = await liveVersion(s, staff);
    const publishAt = new Date(Date.now() + 2500).toISOString();
    const scheduled = await post('/api/configs/schedule', { config: renamed('Scheduled Site'), name: 'the launch', baseVersion: base, publishAt });
    expect(scheduled.status).toBe(201);
    expect(scheduled.body.data).toMatchObject({ name: 'the launch', publishAt, baseVersion: base, createdBy: 'staff', status: 'scheduled', version: null, reason: null });
    // Visitors see nothing before the time; QA can open the stored link meanwhile.
    expect(await siteNameAt(twin.url)).toBe(current);
    expect((await s.api(`/api/configs/${scheduled.body.data.token}`)).body.data.config.core.deployment.siteName).toBe('Scheduled Site');

    const seen = await waitFor(async () => {
      const names = [await siteNameAt(s.url), await siteNameAt(twin.url)];
      expect(names).toEqual(['Scheduled Site', 'Scheduled Site']);
      return Date.now();
    }, 12_000);
    // Within a couple of seconds of its time, on both.
    expect(seen - Date.parse(publishAt)).toBeLessThan(3000);
    const [entry] = (await s.api('/api/configs/schedule', { token: editor })).body.data;
    expect(entry).toMatchObject({ id: scheduled.body.data.id, status: 'published', version: expect.any(Number) });
    expect(await versionCount()).toBe(count + 1);
    const live = (await s.api('/api/configs/live', { token: staff })).body.data;
    expect(live).toMatchObject({ version: entry.version, name: 'the launch', publishedBy: 'staff' });
    expect((await s.api(`/api/configs/schedule/${entry.id}`, { method: 'DELETE', token: staff })).status).toBe(409);
  }, 30_000);

  it('cancels a scheduled publish, and fails one whose base was published over instead of reverting it', async () => {
    const base = await liveVersion(s, staff);
    const soon = (ms: number) => new Date(Date.now() + ms).toISOString();
    const token = (await post('/api/configs', { config: renamed('Cancelled Launch'), name: 'cancelled launch', baseVersion: base })).body.data.token;
    const cancelled = (await post('/api/configs/schedule', { token, baseVersion: base, publishAt: soon(1500) })).body.data;
    const stale = (await post('/api/configs/schedule', { config: renamed('Stale Launch'), name: 'stale launch', baseVersion: base, publishAt: soon(2500) })).body.data;
    expect((await s.api(`/api/configs/schedule/${cancelled.id}`, { method: 'DELETE', token: staff })).status).toBe(204);
    expect((await s.api(`/api/configs/schedule/${cancelled.id}`, { method: 'DELETE', token: staff })).status).toBe(409);
    expect((await s.api('/api/configs/schedule/999999', { method: 'DELETE', token: staff })).status).toBe(404);
    // Someone publishes before the stale entry is due.
    const other = await post('/api/configs/publish', { config: renamed('Published Meanwhile'), name: 'meanwhile', baseVersion: base });
    expect(other.status).toBe(200);
    const failed = await waitFor(async () => {
      const entry = (await s.api('/api/configs/schedule', { token: staff })).body.data.find((e: any) => e.id === stale.id);
      expect(entry.status).toBe('failed');
      return entry;
    }, 12_000);
    const meanwhile = (await s.api('/api/configs/live', { token: staff })).body.data;
    expect(failed.reason).toBe(`conflict: version ${other.body.data.version} was published by staff at ${meanwhile.publishedAt}`);
    const list = (await s.api('/api/configs/schedule', { token: staff })).body.data;
    expect(list.find((e: any) => e.id === cancelled.id)).toMatchObject({ status: 'cancelled', version: null, reason: expect.stringMatching(/^cancelled by staff at /) });
    expect(list.map((e: any) => e.id)).toEqual([...list.map((e: any) => e.id)].sort((a: number, b: number) => b - a));
    expect(meanwhile.version).toBe(other.body.data.version);
    expect(await siteNameAt(s.url)).toBe('Published Meanwhile');
    expect(await siteNameAt(twin.url)).toBe('Published Meanwhile');
  }, 30_000);

  it('refuses schedules in the past, more than a year ahead, or with both or neither of token and config', async () => {
    const base = await liveVersion(s, staff);
    const at = (ms: number) => new Date(Date.now() + ms).toISOString();
    expect((await post('/api/configs/schedule', { config: fileConfig, baseVersion: base, publishAt: at(-60_000) })).status).toBe(400);
    expect((await post('/api/configs/schedule', { config: fileConfig, baseVersion: base, publishAt: at(400 * 86400_000) })).status).toBe(400);
    expect((await post('/api/configs/schedule', { baseVersion: base, publishAt: at(3600_000) })).status).toBe(400);
    expect((await post('/api/configs/schedule', { config: { core: {} }, baseVersion: base, publishAt: at(3600_000) })).status).toBe(422);
    expect((await post('/api/configs/schedule', { token: 'A'.repeat(32), baseVersion: base, publishAt: at(3600_000) })).status).toBe(404);
  });

  it('serves the schema at a stable, public, cacheable address', async () => {
    const res = await fetch(`${twin.url}/schemas/site-config.json`, { headers: { origin: 'https://editor.example' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('content-type')).toMatch(/^application\/schema\+json/);
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^"/);
    const schema = (await res.json()) as any;
    expect(schema.$id).toMatch(/\/schemas\/site-config\.json$/);
    expect(schema.title).toBe('Site configuration');
    expect(schema.properties.core).toBeDefined();
    const again = await fetch(`${twin.url}/schemas/site-config.json`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });
});
