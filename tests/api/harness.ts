// Starts the real express app on an ephemeral port against a fresh database: a temp SQLite file,
// or a unique schema in the PostgreSQL at 127.0.0.1:5432 (dropped afterwards).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import pg from 'pg';
import pino from 'pino';
import { boot } from '../../server/bootstrap';
import { registerProviderAdapters } from '../../server/billing/provider-adapters';
import { createApp } from '../../server/app';
import { loadConfigFile } from '../../server/config/site-config';
import type { AppContext } from '../../server/context';
import type { SiteConfig } from '../../schemas/config/site-config';
import { loadEnv } from '../../server/env';
import { server as mswServer } from '../../mock-api/node';
import { afterAll, beforeAll } from 'vitest';
import { ROLE } from '../../shared/roles';

/**
 * The shared vitest setup (tests/setup/component-setup.ts) starts msw with every unhandled request
 * an error and clears window storage after each test. API tests need the real network and run in
 * node: stop msw for this file and give the setup's afterEach a harmless window.
 */
export function useRealNetwork() {
  const g = globalThis as { window?: unknown };
  let stubbed = false;
  beforeAll(() => {
    mswServer.close();
    if (g.window === undefined) {
      stubbed = true;
      const storage = { clear() {} };
      g.window = { localStorage: storage, sessionStorage: storage };
    }
  });
  afterAll(() => {
    if (stubbed) delete g.window;
  });
}

export const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Backends to run every suite against; API_TEST_DB=sqlite or =postgres narrows it. */
export const backends = (['sqlite', 'postgres'] as const).filter((b) => !process.env.API_TEST_DB || process.env.API_TEST_DB === b);
export type Backend = (typeof backends)[number];

export interface TestServer {
  url: string;
  ctx: AppContext;
  /** The PostgreSQL schema of this server's database, for a second server sharing it. */
  pgSchema?: string;
  /** The express app itself, for tests that read its routes. */
  app: ReturnType<typeof createApp>;
  api(pathname: string, init?: RequestInit & { json?: unknown; token?: string }): Promise<{ status: number; body: any; headers: Headers }>;
  close(): Promise<void>;
}

export async function startServer(
  backend: Backend,
  options: { rateLimits?: boolean; seedUpdates?: number; env?: Record<string, string>; /** A render cache of its own (a cold start); else one shared by every run. */ imageDir?: string; config?: SiteConfig; /** Another server's schema (PostgreSQL): shared, neither made nor dropped here. */ sharePgSchema?: string } = {},
): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-'));
  let databaseUrl = path.join(dataDir, 'site.db');
  let pgSchema: string | undefined;
  if (backend === 'postgres' && options.sharePgSchema) {
    databaseUrl = PG_URL;
  } else if (backend === 'postgres') {
    pgSchema = `t_${crypto.randomBytes(6).toString('hex')}`;
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    await client.query(`CREATE SCHEMA ${pgSchema}`);
    await client.end();
    databaseUrl = PG_URL;
  }
  const { ctx, close } = await boot({
    // The environment as the server would parse it; per-address limits would trip over the many
    // calls from 127.0.0.1, so one suite only turns them on.
    env: loadEnv({ ...process.env, DISABLE_RATE_LIMITS: options.rateLimits ? '0' : '1', ...options.env }),
    config: options.config ?? loadConfigFile('site-configs/default.json'),
    databaseUrl,
    pgSchema: pgSchema ?? options.sharePgSchema,
    dataDir,
    seedUpdates: options.seedUpdates,
    // Placeholder images are deterministic: one cache for every test run keeps suites fast.
    imageDir: options.imageDir ?? path.join(os.tmpdir(), 'api-test-image-cache'),
    logger: pino({ level: 'silent' }),
  });
  // Redis only when a suite asks for it (with its own key prefix), never from the shell's environment.
  if (options.env?.REDIS_URL) await ctx.limits.connect();
  const app = createApp(ctx, { clientDir: path.join(dataDir, 'no-client') });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  ctx.siteOrigin.listening((server.address() as AddressInfo).port);
  registerProviderAdapters(ctx, url);
  return {
    url,
    ctx,
    app,
    pgSchema: pgSchema ?? options.sharePgSchema,
    async api(pathname, init = {}) {
      const headers = new Headers(init.headers);
      if (init.json !== undefined) headers.set('content-type', 'application/json');
      if (init.token) headers.set('authorization', `Bearer ${init.token}`);
      const res = await fetch(`${url}${pathname}`, {
        ...init,
        headers,
        body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
        redirect: 'manual',
      });
      const text = await res.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        /* not JSON */
      }
      return { status: res.status, body, headers: res.headers };
    },
    async close() {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      await close();
      if (pgSchema) {
        const client = new pg.Client({ connectionString: PG_URL });
        await client.connect();
        await client.query(`DROP SCHEMA ${pgSchema} CASCADE`);
        await client.end();
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The server of a suite: started before its tests, closed after them. */
export function suiteServer(backend: Backend, options: Parameters<typeof startServer>[1] = {}): () => TestServer {
  let s: TestServer | undefined;
  beforeAll(async () => {
    s = await startServer(backend, options);
  }, 60_000);
  afterAll(async () => {
    await s?.close();
  });
  return () => s!;
}

/** A user made directly in the database (role 1 member, 2 staff), optionally with an active subscription. */
export async function createUser(s: TestServer, username: string, options: { role?: number; subscribed?: boolean; password?: string } = {}) {
  const { hashPassword } = await import('../../server/auth/passwords');
  const password = options.password ?? 'correct horse 1';
  const now = new Date().toISOString();
  const user = await s.ctx.db
    .insertInto('users')
    .values({
      role_id: options.role ?? ROLE.member,
      username,
      username_lower: username.toLowerCase(),
      email: `${username.toLowerCase()}@example.test`,
      email_lower: `${username.toLowerCase()}@example.test`,
      password_hash: await hashPassword(password),
      avatar: null,
      customer: options.subscribed ? 1 : 0,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (options.subscribed) {
    const payment = await s.ctx.db
      .insertInto('payments')
      .values({ token: `seedtoken-${username}-${Date.now()}`, user_id: user.id, article_id: 1, provider: 'epochCreditCard', status: 'approved', amount: 19.95, currency: 'USD', username, email: `${username}@example.test`, password_hash: '', voucher_codes: null, affiliate_id: null, invoice: null, created_at: now, updated_at: now, paid_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await s.ctx.db
      .insertInto('subscriptions')
      .values({ user_id: user.id, article_id: 1, payment_id: payment.id, starts_at: now, expires_at: new Date(Date.now() + 30 * 86400_000).toISOString(), recurring: 1 })
      .execute();
  }
  const login = await s.api('/api/login', { method: 'POST', json: { username, password } });
  return { id: user.id, token: login.body.data.token as string, password };
}

/** The live configuration version: the base version publishing and restoring must name. */
export async function liveVersion(s: TestServer, token: string): Promise<number> {
  const live = await s.api('/api/configs/live', { token });
  if (live.status !== 200) throw new Error(`GET /api/configs/live: ${live.status}`);
  return live.body.data.version as number;
}
