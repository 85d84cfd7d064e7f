// @vitest-environment node
// Response caching as a browser, a member and a second server process see it: ETag and 304,
// nothing personal cached, writes visible at once, and (with Redis) across processes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { backends, createUser, startServer, useRealNetwork, type TestServer } from './harness';
import { boot } from '../../server/bootstrap';
import { createApp } from '../../server/app';
import { loadConfigFile } from '../../server/config/site-config';
import { HttpCache, skipCache, visitorPageCache } from '../../server/http-cache';
import { ResponseCache } from '../../server/http-cache/response-cache';
import { ROLE } from '../../shared/roles';
import { ROTATION_MS, windowSeed } from '../../shared/random-rotation';
import { randomModels } from '../../server/queries/models';
import { randomUpdates } from '../../server/queries/updates';
import { startPageRenderer, type PageRenderer } from './page-renderer';

useRealNetwork();

const listen = (app: express.Express) =>
  new Promise<{ url: string; server: http.Server }>((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }));
  });

/** The live configuration as the page cache sees it (which languages and themes exist). */
const pageConfigs = { active: async () => loadConfigFile('site-configs/default.json') };

/** A copy of the default configuration with a new site name, published by staff. */
async function publishSiteName(s: { api: TestServer['api'] }, staffToken: string, name: string) {
  const config = loadConfigFile('site-configs/default.json');
  config.core.deployment.siteName = name;
  const stored = await s.api('/api/configs', { method: 'PUT', token: staffToken, json: { config } });
  expect(stored.status).toBe(201);
  const baseVersion = (await s.api('/api/configs/live', { token: staffToken })).body.data.version;
  const published = await s.api(`/api/configs/${stored.body.data.previewtoken}/publish`, { method: 'POST', token: staffToken, json: { baseVersion } });
  expect(published.status).toBe(200);
}

describe.each(backends)('http cache on %s', (backend) => {
  let s: TestServer;
  let staff: string;
  let member: string;
  beforeAll(async () => {
    s = await startServer(backend);
    staff = (await createUser(s, 'cachestaff', { role: ROLE.staff })).token;
    member = (await createUser(s, 'cachemember', { subscribed: true })).token;
  }, 60_000);
  afterAll(async () => {
    await s?.close();
  });

  it('answers public lists with an ETag, serves repeats from memory and says 304 to If-None-Match', async () => {
    const first = await s.api('/api/public/models?s=3&sort=name');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(first.headers.get('vary')).toMatch(/Authorization/);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const second = await s.api('/api/public/models?s=3&sort=name');
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('etag')).toBe(etag);
    expect(second.headers.get('maxresults')).toBe(first.headers.get('maxresults'));
    const revalidated = await s.api('/api/public/models?s=3&sort=name', { headers: { 'if-none-match': etag! } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.get('etag')).toBe(etag);
    // Another locale is its own copy; a stale tag gets the full answer.
    expect((await s.api('/api/public/models?s=3&sort=name', { headers: { 'accept-language': 'de-DE' } })).headers.get('x-cache')).toBe('MISS');
    expect((await s.api('/api/public/models?s=3&sort=name', { headers: { 'if-none-match': 'W/"stale"' } })).status).toBe(200);
  });

  it('sends cached bodies gzipped to browsers that accept it, identical once decoded', async () => {
    const url = `${s.url}/api/public/updates?s=24`;
    await fetch(url);
    const raw = await new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http.get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) })).on('error', reject);
      });
    });
    expect(raw.headers['x-cache']).toBe('HIT');
    expect(raw.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(raw.body).toString('utf8'))).toEqual(await (await fetch(url)).json());
  });

  it('never caches what depends on the token: members get private, no-store answers', async () => {
    const visitor = await s.api('/api/public/updates?s=4');
    expect(visitor.headers.get('x-cache')).toBe('MISS');
    const mine = await s.api('/api/public/updates?s=4', { token: member });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect(mine.headers.get('x-cache')).toBeNull();
    const me = await s.api('/api/me', { token: member });
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('private, no-store');
    // A member's random list is not stored for visitors either.
    expect((await s.api('/api/public/updates/random?s=3', { token: member })).headers.get('cache-control')).toBe('private, no-store');
    // Errors are not cached either.
    const missing = await s.api('/api/public/models/no-such-model');
    expect(missing.status).toBe(404);
    expect((await s.api('/api/public/models/no-such-model')).headers.get('x-cache')).toBeNull();
  });

  it('shows a published configuration at once to the next visitor', async () => {
    await s.api('/api/settings');
    const cached = await s.api('/api/settings');
    expect(cached.headers.get('x-cache')).toBe('HIT');
    const before = cached.body.data.config.core.deployment.siteName;
    await publishSiteName(s, staff, `Renamed ${backend}`);
    const after = await s.api('/api/settings');
    expect(after.body.data.config.core.deployment.siteName).toBe(`Renamed ${backend}`);
    expect(after.body.data.config.core.deployment.siteName).not.toBe(before);
    // The old tag no longer matches: a browser revalidating gets the new body.
    const revalidated = await s.api('/api/settings', { headers: { 'if-none-match': cached.headers.get('etag')! } });
    expect(revalidated.status).toBe(200);
  });

  it('keeps the configuration a page names for good, and never an older version asked after a publish', async () => {
    const { version } = (await s.api('/api/settings')).body.data as { version: string };
    const first = await s.api(`/api/settings?v=${version}`);
    const again = await s.api(`/api/settings?v=${version}`);
    expect([first.headers.get('cache-control'), again.headers.get('x-cache'), again.headers.get('cache-control')]).toEqual([
      'public, max-age=31536000, immutable',
      'HIT',
      'public, max-age=31536000, immutable',
    ]);
    await publishSiteName(s, staff, `Versioned ${backend}`);
    const stale = await s.api(`/api/settings?v=${version}`);
    expect(stale.headers.get('cache-control')).toBe('private, no-store');
    expect(stale.body.data.version).not.toBe(version);
    expect(stale.body.data.config.core.deployment.siteName).toBe(`Versioned ${backend}`);
    expect((await s.api('/api/settings?v=not%20a%20version')).status).toBe(400);
  });

  it('shows a staff edit of a subscription plan at once on the public plan list', async () => {
    const plans = (await s.api('/api/articles')).body.data;
    expect((await s.api('/api/articles')).headers.get('x-cache')).toBe('HIT');
    const edited = await s.api(`/api/articles/${plans[0].id}`, { method: 'POST', token: staff, json: { name: 'Cache test plan' } });
    expect(edited.status).toBe(200);
    const after = await s.api('/api/articles');
    expect(after.body.data.find((a: any) => a.id === plans[0].id).name).toBe('Cache test plan');
  });

  it('keeps a write made behind its back for the TTL, then one visitor gets the old copy while the server refreshes it', async () => {
    const url = '/api/public/models?s=1&sort=views';
    const first = (await s.api(url)).body.data[0];
    await s.ctx.db.updateTable('models').set({ views: first.views + 1000 }).where('id', '=', first.id).execute();
    expect((await s.api(url)).body.data[0].views).toBe(first.views);
    const store = s.ctx.httpCache.store;
    const clock = store.options.now;
    store.options.now = () => Date.now() + store.options.ttlMs;
    try {
      const stale = await s.api(url);
      expect([stale.headers.get('x-cache'), stale.body.data[0].views]).toEqual(['STALE', first.views]);
      await vi.waitFor(async () => expect((await s.api(url)).body.data[0].views).toBe(first.views + 1000));
      expect((await s.api(url)).headers.get('x-cache')).toBe('HIT');
    } finally {
      store.options.now = clock;
    }
  });
});

describe('hashed static assets and the page cache', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer('sqlite');
  }, 60_000);
  afterAll(async () => {
    await s?.close();
  });

  it('marks hashed assets immutable and revalidates index.html', async () => {
    const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cache-client-'));
    fs.mkdirSync(path.join(clientDir, 'assets'));
    fs.writeFileSync(path.join(clientDir, 'assets', 'index-AbC123.js'), 'console.log(1)');
    fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>x</title>');
    fs.writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg/>');
    const { url, server } = await listen(createApp(s.ctx, { clientDir }));
    try {
      const asset = await fetch(`${url}/assets/index-AbC123.js`);
      expect(asset.status).toBe(200);
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      // Unhashed files and the HTML must be revalidated, or a deploy would not reach browsers.
      expect((await fetch(`${url}/favicon.svg`)).headers.get('cache-control')).not.toMatch(/immutable/);
      expect((await fetch(`${url}/`)).headers.get('cache-control')).not.toMatch(/immutable/);
      expect((await fetch(`${url}/assets/missing-123.js`)).status).toBe(404);
    } finally {
      server.closeAllConnections();
      server.close();
      fs.rmSync(clientDir, { recursive: true, force: true });
    }
  });

  it('caches a streamed visitor page per locale and theme cookie, never a preview', async () => {
    const cache = new HttpCache({ logger: pino({ level: 'silent' }) });
    let renders = 0;
    const app = express();
    app.get('/{*splat}', visitorPageCache(cache, pageConfigs), (req, res) => {
      renders++;
      if (req.path === '/broken') {
        // A render that fails after its first bytes went out must not be kept.
        res.type('html').write('<!doctype html><main>half');
        skipCache(res);
        setTimeout(() => res.end(), 5);
        return;
      }
      res.type('html');
      res.write(`<!doctype html><main>${req.path} `);
      setTimeout(() => res.end(`render ${renders} ${req.headers.cookie ?? ''}</main>`), 5);
    });
    const { url, server } = await listen(app);
    const get = (p: string, headers: Record<string, string> = {}) => fetch(`${url}${p}`, { headers });
    try {
      const first = await get('/updates');
      expect(first.headers.get('x-cache')).toBe('MISS');
      const text = await first.text();
      const hit = await get('/updates');
      expect([hit.headers.get('x-cache'), await hit.text()]).toEqual(['HIT', text]);
      expect(hit.headers.get('etag')).toBeTruthy();
      expect((await get('/updates', { 'if-none-match': hit.headers.get('etag')! })).status).toBe(304);
      expect(renders).toBe(1);
      expect(await (await get('/updates', { cookie: 'theme=dark' })).text()).toContain('theme=dark');
      expect(await (await get('/updates', { cookie: 'theme=dark; locale=de_DE' })).text()).toContain('locale=de_DE');
      expect(renders).toBe(3);
      // Other cookies (analytics, consent) do not split the cache.
      expect((await get('/updates', { cookie: 'theme=dark; _ga=1' })).headers.get('x-cache')).toBe('HIT');
      // Nor do values the renderer ignores: an unknown theme or language, an Accept-Language the site has no language for, any member hint.
      expect((await get('/updates', { cookie: 'theme=made-up-1; locale=xx_YY' })).headers.get('x-cache')).toBe('HIT');
      expect((await get('/updates', { 'accept-language': 'it-IT,it;q=0.9' })).headers.get('x-cache')).toBe('HIT');
      // A German browser without a choice gets the German page: one copy for every German Accept-Language.
      expect((await get('/updates', { 'accept-language': 'de-DE,de;q=0.9' })).headers.get('x-cache')).toBe('MISS');
      expect((await get('/updates', { 'accept-language': 'de-AT' })).headers.get('x-cache')).toBe('HIT');
      expect((await get('/updates', { cookie: 'member=1' })).headers.get('x-cache')).toBe('MISS');
      expect((await get('/updates', { cookie: 'member=anything-else' })).headers.get('x-cache')).toBe('HIT');
      expect(renders).toBe(5);
      const preview = await get('/updates?previewtoken=abcdefgh12345678');
      expect(preview.headers.get('cache-control')).toBe('private, no-store');
      await get('/updates?previewtoken=abcdefgh12345678');
      expect(renders).toBe(7);
      await cache.invalidate('test');
      expect((await get('/updates')).headers.get('x-cache')).toBe('MISS');
      // After an invalidation under load, one request renders and the others get its copy.
      renders = 0;
      await cache.invalidate('test');
      const burst = await Promise.all(Array.from({ length: 6 }, () => get('/models').then(async (r) => [r.headers.get('x-cache'), await r.text()])));
      expect(renders).toBe(1);
      expect(new Set(burst.map(([, text]) => text)).size).toBe(1);
      expect(burst.filter(([state]) => state === 'HIT')).toHaveLength(5);
      await get('/broken');
      await get('/broken');
      expect(renders).toBe(3);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});

describe('random lists', () => {
  let s: TestServer;
  let pages: PageRenderer;
  beforeAll(async () => {
    s = await startServer('sqlite');
    pages = await startPageRenderer(s, 'random-lists');
    // The first render loads and transforms the app's modules (seconds on a loaded machine): done
    // here, not inside a test's time; the cache starts empty again.
    const video = (await s.api('/api/public/videos?s=1')).body.data[0] as { permaLink: string };
    await fetch(`${pages.base}/videos/${video.permaLink}?warm=1`).then((r) => r.text());
    await s.ctx.httpCache.invalidate('warm-up');
  }, 120_000);
  afterAll(async () => {
    await pages?.close();
    await s?.close();
  });
  const ids = (r: { body: { data: Array<{ id: number }> } }) => r.body.data.map((m) => m.id);

  it('answers one seed with one pick, kept in the cache; another seed or the next window picks others', async () => {
    const first = await s.api('/api/public/modelsrandom?s=4&seed=3');
    const again = await s.api('/api/public/modelsrandom?s=4&seed=3');
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(ids(again)).toEqual(ids(first));
    expect(ids(first)).toHaveLength(4);
    const picks = new Set<string>();
    for (let seed = 0; seed < 6; seed++) picks.add(JSON.stringify(ids(await s.api(`/api/public/modelsrandom?s=4&seed=${seed}`))));
    expect(picks.size).toBeGreaterThan(4);
    expect((await s.api('/api/public/modelsrandom?s=4&seed=64')).status).toBe(400);
    // Without a seed: the pick of the current window, the same for a whole window, another in the next.
    const now = Date.now();
    expect(windowSeed(now - (now % ROTATION_MS))).toBe(windowSeed(now - (now % ROTATION_MS) + ROTATION_MS - 1));
    const pick = async (at: number) => (await randomModels(s.ctx, {}, 4, windowSeed(at))).map((m) => m.id);
    const windows = await Promise.all([0, 1, 2, 3].map((n) => pick(now + n * ROTATION_MS)));
    expect(new Set(windows.map((w) => JSON.stringify(w))).size).toBeGreaterThan(2);
    const seedless = ids(await s.api('/api/public/modelsrandom?s=4'));
    expect([windows[0], await pick(Date.now())]).toContainEqual(seedless);
    // The same picks in the database's order for a catalogue of updates.
    expect((await randomUpdates(s.ctx, {}, 5, 7)).map((u) => u.id)).toEqual((await randomUpdates(s.ctx, {}, 5, 7)).map((u) => u.id));
  });

  it("keeps a video page with random videos as one cached copy that shows the window's pick", async () => {
    const video = (await s.api('/api/public/videos?s=1')).body.data[0] as { permaLink: string; id: number };
    const get = (q: string) => fetch(`${pages.base}/videos/${video.permaLink}${q}`).then(async (r) => ({ cache: r.headers.get('x-cache'), html: await r.text() }));
    const first = await get('?cb=1');
    const second = await get('?cb=2&utm_source=x');
    expect([first.cache, second.cache]).toEqual(['MISS', 'HIT']);
    expect(second.html).toBe(first.html);
    const snapshot = JSON.parse(/<script type="application\/json" id="__SSR_DATA__">([\s\S]*?)<\/script>/.exec(first.html)![1]!) as { fallback: Record<string, unknown> };
    // The browser hydrates from the seedless key, then asks for its own seed.
    const random = Object.keys(snapshot.fallback).filter((key) => key.includes('randomVideos'));
    expect(random).toHaveLength(1);
    expect(random[0]).not.toContain('seed');
  });
});

describe('stale-while-revalidate', () => {
  it('answers an expired page at once from its old copy while one background render replaces it', async () => {
    let now = 1_000_000;
    const ttl = 30_000;
    const cache = new HttpCache({ logger: pino({ level: 'silent' }), ttlMs: ttl, now: () => now });
    let renders = 0;
    let version = 'v1';
    let held: Array<() => void> | undefined;
    const app = express();
    app.get('/{*splat}', visitorPageCache(cache, pageConfigs), (req, res) => {
      renders++;
      const body = `<!doctype html><main>${req.path} ${version} ${req.headers.cookie ?? ''}</main>`;
      if (req.path === '/gone' && version !== 'v1') return res.status(404).type('html').end('<main>not found</main>');
      const answer = () => res.type('html').end(body);
      if (held) held.push(answer);
      else answer();
    });
    const { url, server } = await listen(app);
    const get = (p: string, headers: Record<string, string> = {}) => fetch(`${url}${p}`, { headers }).then(async (r) => [r.headers.get('x-cache'), await r.text()]);
    try {
      expect(await get('/updates')).toEqual(['MISS', '<!doctype html><main>/updates v1 </main>']);
      version = 'v2';
      now += ttl;
      held = [];
      // The render started by the first visitor after the TTL is held: nobody waits for it.
      const during = await Promise.all(Array.from({ length: 5 }, () => get('/updates?cb=' + Math.random())));
      expect(during).toEqual(Array.from({ length: 5 }, () => ['STALE', '<!doctype html><main>/updates v1 </main>']));
      await vi.waitFor(() => expect(held).toHaveLength(1));
      expect(renders).toBe(2);
      held.pop()!();
      held = undefined;
      await vi.waitFor(async () => expect(await get('/updates')).toEqual(['HIT', '<!doctype html><main>/updates v2 </main>']));
      expect(renders).toBe(2);

      // The refresh renders for the same theme and locale as the copy it replaces, without the visitor's other cookies.
      expect((await get('/models', { cookie: 'theme=dark; _ga=visitor' }))[1]).toContain('theme=dark; _ga=visitor');
      now += ttl;
      expect((await get('/models', { cookie: 'theme=dark' }))[0]).toBe('STALE');
      await vi.waitFor(async () => expect(await get('/models', { cookie: 'theme=dark' })).toEqual(['HIT', '<!doctype html><main>/models v2 theme=dark</main>']));

      // A write drops even an expired copy at once: the next visitor gets the new page, never the old one.
      now += ttl;
      version = 'v3';
      await cache.invalidate('configuration published');
      expect(await get('/updates')).toEqual(['MISS', '<!doctype html><main>/updates v3 </main>']);

      // Past the bound (10 x TTL) an old copy is not served at all.
      version = 'v4';
      now += cache.store.maxStaleMs;
      expect(await get('/updates')).toEqual(['MISS', '<!doctype html><main>/updates v4 </main>']);

      // A page that is gone by the time it is refreshed is not served stale again.
      version = 'v1';
      await get('/gone');
      version = 'v5';
      now += ttl;
      expect((await get('/gone'))[0]).toBe('STALE');
      await vi.waitFor(async () => expect(await get('/gone')).toEqual([null, '<main>not found</main>']));
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});

describe('the response store', () => {
  const entry = (text: string) => ({ status: 200, headers: {}, body: Buffer.from(text), etag: `"${text}"`, storedAt: Date.now() });

  it('drops the least recently used entry beyond its bounds and expired entries', () => {
    const store = new ResponseCache({ ttlMs: 1000, maxEntries: 2, maxBytes: 1 << 20 });
    store.set('a', entry('a'), store.generation);
    store.set('b', entry('b'), store.generation);
    store.get('a');
    store.set('c', entry('c'), store.generation);
    expect([store.get('a')?.etag, store.get('b'), store.get('c')?.etag]).toEqual(['"a"', undefined, '"c"']);
    expect(store.get('a', Date.now() + 1000)).toBeUndefined();
    expect(store.lookup('a', Date.now() + 1000)?.stale).toBe(true);
    expect(store.lookup('a', Date.now() + 10 * 1000)).toBeUndefined();
  });

  it('does not store a response rendered before an invalidation', () => {
    const store = new ResponseCache({ ttlMs: 1000, maxEntries: 10, maxBytes: 1 << 20 });
    const generation = store.generation;
    store.clear();
    expect(store.set('a', entry('a'), generation)).toBe(false);
    expect(store.get('a')).toBeUndefined();
  });
});

describe('two server processes sharing one database and Redis', () => {
  const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const channel = `test:http-cache:${crypto.randomBytes(6).toString('hex')}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cache-redis-'));
  const instances: Array<{ ctx: Awaited<ReturnType<typeof boot>>['ctx']; close: () => Promise<void>; url: string; server: http.Server }> = [];

  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      const { ctx, close } = await boot({
        config: loadConfigFile('site-configs/default.json'),
        databaseUrl: path.join(dataDir, 'site.db'),
        dataDir,
        imageDir: path.join(os.tmpdir(), 'api-test-image-cache'),
        logger: pino({ level: 'silent' }),
      });
      expect(await ctx.httpCache.connectRedis(REDIS_URL, channel)).toBe(true);
      const { url, server } = await listen(createApp(ctx, { clientDir: path.join(dataDir, 'no-client') }));
      instances.push({ ctx, close, url, server });
    }
  }, 60_000);
  afterAll(async () => {
    for (const i of instances) {
      i.server.closeAllConnections();
      await new Promise((r) => i.server.close(r));
      await i.ctx.httpCache.close();
      await i.close();
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("a configuration published through A replaces B's cached answer", async () => {
    const [a, b] = instances as [(typeof instances)[0], (typeof instances)[0]];
    const siteName = async (url: string) => ((await (await fetch(`${url}/api/settings`)).json()) as any).data.config.core.deployment.siteName as string;
    const original = await siteName(b.url);
    const cached = await fetch(`${b.url}/api/settings`);
    expect(cached.headers.get('x-cache')).toBe('HIT');
    const server = {
      api: async (p: string, init: RequestInit & { json?: unknown; token?: string } = {}) => {
        const headers = new Headers(init.headers);
        if (init.json !== undefined) headers.set('content-type', 'application/json');
        if (init.token) headers.set('authorization', `Bearer ${init.token}`);
        const res = await fetch(`${a.url}${p}`, { ...init, headers, body: init.json !== undefined ? JSON.stringify(init.json) : undefined });
        return { status: res.status, body: (await res.json().catch(() => undefined)) as any, headers: res.headers };
      },
    };
    const { hashPassword } = await import('../../server/auth/passwords');
    const now = new Date().toISOString();
    await a.ctx.db
      .insertInto('users')
      .values({ role_id: ROLE.staff, username: 'redisstaff', username_lower: 'redisstaff', email: 'redisstaff@example.test', email_lower: 'redisstaff@example.test', password_hash: await hashPassword('correct horse 1'), avatar: null, customer: 0, created_at: now })
      .execute();
    const token = (await server.api('/api/login', { method: 'POST', json: { username: 'redisstaff', password: 'correct horse 1' } })).body.data.token as string;
    await publishSiteName(server, token, 'Published through A');
    // Pub/sub delivery is asynchronous: B sees it within milliseconds, never after its TTL.
    let seen = original;
    for (let i = 0; i < 50 && seen !== 'Published through A'; i++) {
      await new Promise((r) => setTimeout(r, 20));
      seen = await siteName(b.url);
    }
    expect(seen).toBe('Published through A');
    expect(await siteName(a.url)).toBe('Published through A');
  }, 30_000);
});
