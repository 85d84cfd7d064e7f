// @vitest-environment node
// Limits that hold, tried as an attacker would: a forged X-Forwarded-For, guessing a password by
// username and then by email, guesses in parallel, cache-busting query strings, pumping a search
// term, and spreading requests over two processes that share Redis.
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import pino from 'pino';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { backends, createUser, startServer, suiteServer, useRealNetwork, type TestServer } from './harness';
import { createApp } from '../../server/app';
import { HttpCache } from '../../server/http-cache';
import { ADDRESS_LIMITS, LOGIN_LIMITS, Limits } from '../../server/auth/limits';
import type { AppContext } from '../../server/context';
import type { ServerEntry } from '../../server/render/render-page';
import { loadEnv } from '../../server/env';

useRealNetwork();

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Starts another app ("process") on a context; its own limits unless the context says otherwise. */
async function listen(ctx: AppContext, options: Parameters<typeof createApp>[1] = {}) {
  const app = createApp(ctx, { clientDir: path.join(os.tmpdir(), 'limits-test-no-client'), ...options });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
}

const login = (base: string, username: string, password: string, headers: Record<string, string> = {}) =>
  fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ username, password }) }).then(async (r) => ({
    status: r.status,
    body: (await r.json()) as { error?: { code: string; message: string } },
    headers: r.headers,
  }));

describe.each(backends)('proxy trust on %s', (backend) => {
  it('by default believes no X-Forwarded-For (nor a forged render header): rotating it from loopback is still limited', async () => {
    const s = await startServer(backend, { rateLimits: true });
    try {
      const statuses: number[] = [];
      for (let i = 0; i <= ADDRESS_LIMITS.login.points; i++) {
        const forged = { 'x-forwarded-for': `203.0.113.${i + 1}`, 'x-render-client': `203.0.113.${i + 1} c2lnbmF0dXJl` };
        statuses.push((await login(s.url, `ghost${i}`, 'whatever1', forged)).status);
      }
      expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await s.close();
    }
  }, 60_000);

  it('with TRUST_PROXY=loopback counts the forwarded address of each client', async () => {
    const s = await startServer(backend, { rateLimits: true, env: { TRUST_PROXY: 'loopback' } });
    try {
      // Thirty clients behind the proxy: none of them is near its own limit.
      for (let i = 0; i < 30; i++) expect((await login(s.url, `ghost${i}`, 'whatever1', { 'x-forwarded-for': `203.0.113.${i + 1}` })).status).toBe(401);
      // One client alone is still limited, by its forwarded address.
      const statuses: number[] = [];
      for (let i = 0; i <= ADDRESS_LIMITS.login.points; i++) statuses.push((await login(s.url, `other${i}`, 'whatever1', { 'x-forwarded-for': '198.51.100.7' })).status);
      expect(statuses.filter((status) => status === 429)).toEqual([429]);
    } finally {
      await s.close();
    }
  }, 60_000);
});

/** The device cookie a successful login sets, as the browser would send it back. */
const deviceCookie = (headers: Headers) => headers.getSetCookie().find((c) => c.startsWith('known_device='))?.split(';')[0];

describe.each(backends)('failed logins on %s', (backend) => {
  // Per-address limits off: only the login limits that stay on (per account and address, per account) are under test.
  const server = suiteServer(backend);
  const { consecutive } = LOGIN_LIMITS;

  it('holds an address after consecutive failures on an account, by username and by email alike, and says how long in words', async () => {
    const user = await createUser(server(), 'Lockme');
    for (let i = 0; i < consecutive.points; i++) expect((await login(server().url, i % 2 ? 'lockme' : 'LOCKME@example.test', 'wrong-password')).status).toBe(401);
    const held = await login(server().url, 'Lockme', user.password);
    expect(held.status).toBe(429);
    expect(held.body.error).toEqual({ code: 'rate_limited', message: 'Too many attempts. Please wait 15 minutes and try again.' });
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(Number(held.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    // Another account from the same address is not affected.
    const other = await createUser(server(), 'notlocked');
    expect((await login(server().url, 'notlocked', other.password)).status).toBe(200);
  });

  it('counts only consecutive failures: a success clears them', async () => {
    const user = await createUser(server(), 'mixer');
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < consecutive.points - 1; i++) expect((await login(server().url, i % 2 ? 'mixer' : 'MIXER@example.test', 'wrong-password')).status).toBe(401);
      expect((await login(server().url, 'mixer', user.password)).status).toBe(200);
    }
  });

  it('lets no more guesses through in parallel than one after the other', async () => {
    await createUser(server(), 'racer');
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => login(server().url, i % 2 ? 'racer' : 'racer@example.test', `guess-${i}-wrong`)));
    expect(answers.filter((a) => a.status === 401)).toHaveLength(consecutive.points);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(20 - consecutive.points);
  }, 30_000);

  it('treats an unknown identifier the same way, so probing cannot tell whether an account exists', async () => {
    const unknown: number[] = [];
    for (let i = 0; i <= consecutive.points; i++) unknown.push((await login(server().url, 'nobody@example.test', 'wrong-password')).status);
    const known: number[] = [];
    await createUser(server(), 'somebody');
    for (let i = 0; i <= consecutive.points; i++) known.push((await login(server().url, 'somebody@example.test', 'wrong-password')).status);
    expect(unknown).toEqual([...Array<number>(consecutive.points).fill(401), 429]);
    expect(known).toEqual(unknown);
  }, 30_000);
});

describe.each(backends)('an attacker cannot lock the owner out on %s', (backend) => {
  // Per-address limits on, behind a proxy, so the test can speak from many addresses.
  const server = suiteServer(backend, { rateLimits: true, env: { TRUST_PROXY: 'loopback' } });
  const from = (address: string, cookie?: string) => ({ 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) });

  it("50 wrong passwords from 50 addresses: the owner still signs in within 5 s, from the known device and from a fresh address", async () => {
    const owner = await createUser(server(), 'target');
    // The owner's earlier login from home left the known-device cookie.
    const home = await login(server().url, 'target', owner.password, from('198.51.100.10'));
    expect(home.status).toBe(200);
    const cookie = deviceCookie(home.headers);
    expect(cookie).toBeTruthy();
    expect(home.headers.getSetCookie().find((c) => c.startsWith('known_device='))).toMatch(/HttpOnly/i);

    const attack = await Promise.all(Array.from({ length: 50 }, (_, i) => login(server().url, i % 2 ? 'target' : 'target@example.test', `guess-${i}`, from(`203.0.113.${i + 1}`))));
    expect(attack.map((a) => a.status)).toEqual(Array<number>(50).fill(401));

    let started = Date.now();
    const known = await login(server().url, 'target', owner.password, from('198.51.100.10', cookie));
    expect(known.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(5000);

    started = Date.now();
    const fresh = await login(server().url, 'target@example.test', owner.password, from('192.0.2.77'));
    expect(fresh.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(5000);
    expect((await server().api('/api/me', { token: (fresh.body as { data?: { token: string } }).data?.token })).status).toBe(200);
  }, 60_000);

  it('holds the attacking address, not the owner: past its consecutive failures from one address only that address waits', async () => {
    const owner = await createUser(server(), 'target2');
    const statuses: number[] = [];
    for (let i = 0; i <= LOGIN_LIMITS.consecutive.points; i++) statuses.push((await login(server().url, 'target2', `guess-${i}`, from('203.0.113.200'))).status);
    expect(statuses.at(-1)).toBe(429);
    expect((await login(server().url, 'target2', owner.password, from('203.0.113.200'))).status).toBe(429);
    expect((await login(server().url, 'target2', owner.password, from('192.0.2.78'))).status).toBe(200);
  }, 60_000);

  it('a forged or foreign device cookie is no known device', async () => {
    const owner = await createUser(server(), 'target3');
    const other = await createUser(server(), 'target4');
    const foreign = deviceCookie((await login(server().url, 'target4', other.password, from('192.0.2.90'))).headers)!;
    const forged = foreign.replace(/^known_device=\d+/, `known_device=${owner.id}`);
    for (let i = 0; i < LOGIN_LIMITS.consecutive.points; i++) expect((await login(server().url, 'target3', `guess-${i}`, from('203.0.113.201', forged))).status).toBe(401);
    // The forged cookie counted with its address: that pair is held now.
    expect((await login(server().url, 'target3', owner.password, from('203.0.113.201', forged))).status).toBe(429);
    expect((await login(server().url, 'target3', owner.password, from('203.0.113.201', foreign))).status).toBe(429);
  }, 60_000);
});

describe.each(backends)('per-address limits on %s', (backend) => {
  // No response cache, so every request reaches its route (as distinct query strings would).
  const server = suiteServer(backend, { rateLimits: true, env: { HTTP_CACHE: '0' } });

  /** Sends `request` until it is refused; returns the statuses before and the refusal. */
  async function untilRefused(limit: number, request: (i: number) => Promise<{ status: number; body: any; headers: Headers }>) {
    const before: number[] = [];
    for (let i = 0; i < limit; i++) before.push((await request(i)).status);
    return { before, refused: await request(limit) };
  }

  it.each([
    ['search', 'search', () => server().api('/api/search/dunes'), 200, /^Too many searches/],
    ['search suggestions', 'searchMetadata', () => server().api('/api/searchMetadata/simple'), 200, /^Too many requests/],
    ['the exists check', 'userExists', (i: number) => server().api('/api/signup/userExists', { method: 'POST', json: { username: `probe${i}` } }), 200, /^Too many account checks/],
    ['signup', 'signup', () => server().api('/api/register', { method: 'POST', json: {} }), 400, /^Too many signup attempts/],
    ['payment lookups', 'paymentLookup', (i: number) => server().api(`/api/getPaymentByToken/guess${i}`), 404, /^Too many payment lookups/],
  ] as const)('limits %s per address with a clear 429', async (_name, limit, request, status, message) => {
    const { before, refused } = await untilRefused(ADDRESS_LIMITS[limit].points, request);
    expect(new Set(before)).toEqual(new Set([status]));
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('rate_limited');
    expect(refused.body.error.message).toMatch(message);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
  }, 60_000);
});

describe.each(backends)('"most searched" on %s', (backend) => {
  // A proxy in front (loopback), so the test can speak as several clients.
  const server = suiteServer(backend, { env: { TRUST_PROXY: 'loopback' } });

  const search = (term: string, client: string) => server().api(`/api/search/${encodeURIComponent(term)}`, { headers: { 'x-forwarded-for': client } });
  const counted = async () => Object.fromEntries((await server().ctx.db.selectFrom('searches').select(['term', 'count']).execute()).map((r) => [r.term, Number(r.count)]));

  it('counts a term once per client and day, however often and however it is typed', async () => {
    for (let i = 0; i < 100; i++) expect((await search(['dunes', 'Dunes', '  DÜNES ', 'dunes'][i % 4]!, '203.0.113.5')).status).toBe(200);
    expect((await counted()).dunes).toBe(1);
    // Rotating IPv6 addresses inside one /64 is still one client.
    await search('dunes', '2001:db8:1:2::1');
    await search('dunes', '2001:db8:1:2:ffff::9');
    expect((await counted()).dunes).toBe(2);
    await search('dunes', '198.51.100.9');
    expect((await counted()).dunes).toBe(3);
    const meta = (await server().api('/api/searchMetadata/simple')).body.data;
    expect(meta.mostSearched).toContainEqual({ term: 'dunes', count: 3 });
    // No client address is stored, only a pseudonymous id.
    const clients = await server().ctx.db.selectFrom('search_clients').select('client').execute();
    expect(clients.length).toBeGreaterThan(0);
    expect(clients.every((c) => !/\d+\.\d+\.\d+\.\d+|:/.test(c.client))).toBe(true);
  });

  it('never stores a term without results, nor one longer than 40 characters', async () => {
    const none = await search('xqzzvw', '203.0.113.6');
    expect(none.body.data).toEqual({ models: [], galleries: [], videos: [], places: [] });
    const long = 'dunes '.repeat(84).slice(0, 500);
    const found = await search(long, '203.0.113.6');
    expect(found.body.data.places.length).toBeGreaterThan(0);
    const terms = Object.keys(await counted());
    expect(terms).not.toContain('xqzzvw');
    expect(terms.every((term) => term.length <= 40)).toBe(true);
    expect((await server().api('/api/recentlysearched')).body.data.map((r: { term: string }) => r.term)).not.toContain('xqzzvw');
  });
});

describe('page renders', () => {
  const server = suiteServer('sqlite');
  let renders: string[];
  const entry: ServerEntry = {
    render: async (request) => {
      renders.push(request.url);
      return {
        kind: 'page',
        status: 200,
        timings: { record: 0, fetch: 0, passes: 1, shell: 0, loaded: 0, fetched: 0, kept: 0 },
        // A render some of whose data failed to load (the browser retries it).
        complete: !request.url.startsWith('/incomplete'),
        pipe: (out) => {
          out.write(`<!doctype html><main>page ${request.url}</main>`);
          out.end();
        },
        abort: () => {},
      };
    },
  };
  const render = { loadEntry: () => Promise.resolve(entry), template: '<!doctype html><div id="root"></div>' };

  it('renders once for 40 requests with distinct unknown query parameters', async () => {
    renders = [];
    const pages = await listen(server().ctx, { render });
    try {
      const answers = [];
      for (let i = 0; i < 40; i++) answers.push(await fetch(`${pages.url}/models?cb=${i}&utm_source=x${i}`).then((r) => r.text()));
      expect(renders).toEqual(['/models']);
      expect(new Set(answers).size).toBe(1);
      // Parameters pages read are part of the page: each is its own render, in one canonical order.
      await fetch(`${pages.url}/models?sort=name&p=2&cb=1`);
      await fetch(`${pages.url}/models?p=2&sort=name&cb=2`);
      await fetch(`${pages.url}/models?p=2&p=3&sort=name`);
      expect(renders).toEqual(['/models', '/models?p=2&sort=name']);
      // The home page and detail pages too: one copy, one render.
      renders = [];
      const copies = new Set<string>();
      for (const p of ['/?cb=1', '/?cb=2', '/', '/models/x?utm=1', '/models/x?utm=2&fbclid=y', '/models/x']) copies.add(await fetch(`${pages.url}${p}`).then((r) => r.text()));
      expect(renders).toEqual(['/', '/models/x']);
      expect(copies.size).toBe(2);
    } finally {
      await pages.close();
    }
  });

  it('does not keep a page whose data failed to load: the next visitor gets a new render', async () => {
    renders = [];
    const pages = await listen(server().ctx, { render });
    try {
      for (let i = 0; i < 2; i++) expect((await fetch(`${pages.url}/incomplete`)).status).toBe(200);
      for (let i = 0; i < 2; i++) await fetch(`${pages.url}/complete`);
      expect(renders).toEqual(['/incomplete', '/incomplete', '/complete']);
    } finally {
      await pages.close();
    }
  });

  it('answers a client over the render limit with a 429 page in its language and the site design, never cached', async () => {
    renders = [];
    const env = loadEnv({ ...process.env, DISABLE_RATE_LIMITS: '0' });
    const ctx: AppContext = { ...server().ctx, env, limits: new Limits({ env, logger: pino({ level: 'silent' }), secret: 'test' }) };
    const pages = await listen(ctx, { render });
    try {
      const limit = ADDRESS_LIMITS.pageRender.points;
      for (let i = 0; i < limit; i++) expect((await fetch(`${pages.url}/updates?p=${i}`)).status).toBe(200);
      // A page already rendered is still served from the cache: it costs nothing.
      expect((await fetch(`${pages.url}/updates?p=0`)).status).toBe(200);
      const refused = await fetch(`${pages.url}/updates?p=${limit}`);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('content-type')).toMatch(/^text\/html/);
      expect(refused.headers.get('cache-control')).toBe('no-store');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      const english = await refused.text();
      expect(english).toContain('<html lang="en-US"');
      expect(english).toContain('<h1>Too many requests</h1>');
      expect(english).toMatch(/Please wait <strong>\d+ (seconds?|minute)<\/strong> and try again\./);
      // The site's design: its name, logo and theme colours, a way to try again and home.
      expect(english).toContain(`<span>${(await ctx.configs.active()).core.deployment.siteName}</span>`);
      expect(english).toContain((await ctx.configs.active()).ui.themes.available[0]!.colors.primary);
      expect(english).toContain(`href="/updates?p=${limit}">Try again</a>`);
      // In the visitor's language, German from the browser's languages.
      const german = await (await fetch(`${pages.url}/updates?p=${limit}`, { headers: { 'accept-language': 'de-DE,de;q=0.9' } })).text();
      expect(german).toContain('<html lang="de-DE"');
      expect(german).toContain('<h1>Zu viele Anfragen</h1>');
      expect(german).toMatch(/Bitte warten Sie <strong>\d+ (Sekunden?|Minute)<\/strong>/);
      expect(renders).toHaveLength(limit);
      // Another phone behind the same carrier address is its own client: it still gets its pages.
      const otherPhone = await fetch(`${pages.url}/updates?p=${limit + 1}`, { headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8)' } });
      expect(otherPhone.status).toBe(200);
    } finally {
      await pages.close();
      await ctx.limits.close();
    }
  });

  it('does not count the refresh of an expired page against the visitor who found it', async () => {
    renders = [];
    let now = 1_000_000;
    const env = loadEnv({ ...process.env, DISABLE_RATE_LIMITS: '0' });
    const httpCache = new HttpCache({ logger: pino({ level: 'silent' }), now: () => now });
    const ctx: AppContext = { ...server().ctx, env, httpCache, limits: new Limits({ env, logger: pino({ level: 'silent' }), secret: 'test' }) };
    const pages = await listen(ctx, { render });
    try {
      const limit = ADDRESS_LIMITS.pageRender.points;
      for (let i = 0; i < limit - 1; i++) expect((await fetch(`${pages.url}/updates?p=${i}`)).status).toBe(200);
      // A copy is stored once its last byte has left, which may be just after the visitor has the headers.
      await vi.waitFor(() => expect(httpCache.store.size).toBe(limit - 1));
      now += httpCache.store.options.ttlMs;
      // Every page expired: each answers at once from its old copy and the server renders it again.
      for (let i = 0; i < limit - 1; i++) expect((await fetch(`${pages.url}/updates?p=${i}`)).headers.get('x-cache')).toBe('STALE');
      await vi.waitFor(() => expect(renders).toHaveLength(2 * (limit - 1)));
      // Those renders were the server's: the visitor still has one of their own left.
      expect((await fetch(`${pages.url}/updates?p=${limit}`)).status).toBe(200);
      expect((await fetch(`${pages.url}/updates?p=${limit + 1}`)).status).toBe(429);
    } finally {
      await pages.close();
      await ctx.limits.close();
    }
  });
});

describe.each(backends)('two processes sharing Redis on %s', (backend) => {
  const prefix = `test:limits:${crypto.randomBytes(6).toString('hex')}`;
  let s: TestServer;
  let other: Awaited<ReturnType<typeof listen>>;
  let otherLimits: Limits;
  beforeAll(async () => {
    s = await startServer(backend, { rateLimits: true, env: { REDIS_URL, RATE_LIMIT_PREFIX: prefix } });
    // The second process: the same database and Redis, its own memory.
    otherLimits = new Limits({ env: s.ctx.env, logger: pino({ level: 'silent' }), secret: s.ctx.secrets.media });
    expect(await otherLimits.connect()).toBe(true);
    other = await listen({ ...s.ctx, limits: otherLimits });
  }, 60_000);
  afterAll(async () => {
    await other?.close();
    await otherLimits?.close();
    await s?.close();
    const redis = createClient({ url: REDIS_URL });
    await redis.connect();
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(keys);
    await redis.close();
  });

  it('limits requests split across both processes at the total', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= ADDRESS_LIMITS.login.points; i++) statuses.push((await login(i % 2 ? other.url : s.url, `ghost${i}`, 'whatever1')).status);
    expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await login(s.url, 'ghost-a', 'whatever1')).status).toBe(429);
  }, 60_000);

  it('holds failed logins counted through one process on the other', async () => {
    // The address limit of the test above is spent: wipe it (as a minute passing would).
    const redis = createClient({ url: REDIS_URL });
    await redis.connect();
    await redis.del(await redis.keys(`${prefix}:login:*`));
    await redis.close();
    const user = await createUser(s, 'sharedlock');
    for (let i = 0; i < LOGIN_LIMITS.consecutive.points; i++) expect((await login(i % 2 ? other.url : s.url, 'sharedlock', 'wrong-password')).status).toBe(401);
    const onOther = await login(other.url, 'sharedlock@example.test', user.password);
    expect(onOther.status).toBe(429);
    expect(onOther.body.error?.message).toBe('Too many attempts. Please wait 15 minutes and try again.');
  }, 60_000);

  it('without Redis each process counts alone (what sharing prevents)', async () => {
    const env = loadEnv({ ...process.env, DISABLE_RATE_LIMITS: '0', REDIS_URL: '' });
    const alone = [new Limits({ env, logger: pino({ level: 'silent' }), secret: 'a' }), new Limits({ env, logger: pino({ level: 'silent' }), secret: 'b' })];
    const apps = await Promise.all(alone.map((limits) => listen({ ...s.ctx, env, limits })));
    try {
      const statuses: number[] = [];
      for (let i = 0; i <= ADDRESS_LIMITS.login.points; i++) statuses.push((await login(apps[i % 2]!.url, `solo${i}`, 'whatever1')).status);
      expect(statuses.every((status) => status === 401)).toBe(true);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
  }, 60_000);
});
