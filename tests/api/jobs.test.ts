// @vitest-environment node
// Scheduled jobs run once per period however many processes run: two schedulers on one database
// stand for two processes (two pg-boss instances on PostgreSQL, two croner + lease schedulers on a
// SQLite file). Timing comes from short crons and runNow, never from minutes of waiting.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { boot } from '../../server/bootstrap';
import { loadConfigFile } from '../../server/config/site-config';
import type { AppContext } from '../../server/context';
import { loadEnv } from '../../server/env';
import { startScheduler, type ScheduledJob, type Scheduler } from '../../server/jobs';
import { startCronLeaseScheduler } from '../../server/jobs/cron-lease-scheduler';
import { acquireLease } from '../../server/jobs/leases';
import { siteJobs } from '../../server/jobs/jobs';
import { backends, PG_URL, useRealNetwork, type Backend } from './harness';

useRealNetwork();

/** One database, opened by as many "processes" as a test asks for (each its own pool and logger). */
async function sharedDatabase(backend: Backend) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobs-test-'));
  const pgSchema = backend === 'postgres' ? `t_${crypto.randomBytes(6).toString('hex')}` : undefined;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    await client.query(query);
    await client.end();
  };
  if (pgSchema) await admin(`CREATE SCHEMA ${pgSchema}`);
  const closers: (() => Promise<void>)[] = [];
  return {
    /** A process: its own context on the shared database, its log lines collected. */
    async open() {
      const logs: Record<string, unknown>[] = [];
      const logger = pino({ level: 'info' }, { write: (line: string) => void logs.push(JSON.parse(line) as Record<string, unknown>) });
      const { ctx, close } = await boot({
        env: loadEnv({ ...process.env, SEED_DEMO_CONTENT: '0', ...(pgSchema ? { DATABASE_URL: PG_URL } : {}) }),
        config: loadConfigFile('site-configs/default.json'),
        databaseUrl: pgSchema ? PG_URL : path.join(dataDir, 'site.db'),
        pgSchema,
        dataDir,
        logger,
        // These tests count the schedulers' own sockets and timers; the configuration watcher's
        // polls (server/config/schedule-watcher.ts) would open pool connections of their own.
        watchSchedule: false,
      });
      closers.push(close);
      return { ctx, logs };
    },
    async close() {
      for (const close of closers) await close();
      // pg-boss's schema sits beside the app's (server/jobs/pg-boss-scheduler.ts).
      if (pgSchema) await admin(`DROP SCHEMA IF EXISTS ${pgSchema}_pgboss CASCADE; DROP SCHEMA ${pgSchema} CASCADE`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function waitFor(condition: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Open sockets and timers of this process, to see that a stopped scheduler leaves none behind. */
const handles = () => process.getActiveResourcesInfo().filter((r) => r === 'TCPSocketWrap' || r === 'Timeout').length;

// pg-boss on PostgreSQL looks at its schedules and queues every second here (30 s and 10 s in production).
const FAST = { pgBoss: { cronMonitorIntervalSeconds: 1, pollingIntervalSeconds: 0.5 } };

describe.each(backends)('scheduled jobs on %s', (backend) => {
  let db: Awaited<ReturnType<typeof sharedDatabase>>;
  const schedulers: Scheduler[] = [];
  const start = async (ctx: AppContext, jobs: ScheduledJob[]) => {
    const s = await startScheduler(ctx, jobs, FAST);
    schedulers.push(s);
    return s;
  };
  afterEach(async () => {
    for (const s of schedulers.splice(0)) await s.stop();
    await db?.close();
  });

  it('runNow runs a job once, in one of the processes, and resolves when it is done', async () => {
    db = await sharedDatabase(backend);
    const runs: string[] = [];
    const job = (who: string): ScheduledJob => ({ name: 'count', cron: '0 0 1 1 *', run: async () => void runs.push(who) });
    const a = await db.open();
    const b = await db.open();
    const first = await start(a.ctx, [job('a')]);
    await start(b.ctx, [job('b')]);
    expect(await first.runNow('count')).toBe('completed');
    expect(runs).toHaveLength(1);
    expect(await first.runNow('count')).toBe('completed');
    expect(runs).toHaveLength(2);
    await expect(first.runNow('no-such-job')).rejects.toThrow('no scheduled job named no-such-job');
  });

  it('a throwing job is logged with its error, and the scheduler goes on', async () => {
    db = await sharedDatabase(backend);
    const { ctx, logs } = await db.open();
    let done = 0;
    const scheduler = await start(ctx, [
      {
        name: 'broken',
        cron: '0 0 1 1 *',
        run: async () => {
          throw new Error('the provider is down');
        },
      },
      { name: 'fine', cron: '0 0 1 1 *', run: async () => ({ swept: ++done }) },
    ]);
    expect(await scheduler.runNow('broken')).toBe('failed');
    await waitFor(() => logs.some((l) => l.job === 'broken' && l.msg === 'job failed'));
    const failure = logs.find((l) => l.job === 'broken' && l.msg === 'job failed') as { level: number; err: { message: string; stack: string } };
    expect(failure.level).toBe(50);
    expect(failure.err.message).toBe('the provider is down');
    expect(failure.err.stack).toContain('jobs.test.ts');
    expect(logs.some((l) => l.job === 'broken' && l.msg === 'job started')).toBe(true);
    // The same scheduler still runs jobs, the broken one included.
    expect(await scheduler.runNow('fine')).toBe('completed');
    expect(logs.find((l) => l.job === 'fine' && l.msg === 'job done')).toMatchObject({ result: { swept: 1 } });
    expect(await scheduler.runNow('broken')).toBe('failed');
  });

  it('the site jobs clean up abandoned payments', async () => {
    db = await sharedDatabase(backend);
    const { ctx, logs } = await db.open();
    const dayAgo = new Date(Date.now() - 25 * 3600_000).toISOString();
    const article = await ctx.db
      .insertInto('articles')
      .values({ name: 'Monthly', article_type: 'subscription', price_dollar: 19.95, price_euro: 18.95, price_text: '', article_text: '', payment_providers: 'bitcoin', provider_code: '', expires_in_months: 1, recurring: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.db
      .insertInto('payments')
      .values({ token: 'abandoned-1', user_id: null, article_id: article.id, provider: 'bitcoin', status: 'pending', amount: 19.95, currency: 'USD', username: 'Quillon', email: 'quillon@example.test', password_hash: 'secret-hash', voucher_codes: null, affiliate_id: null, invoice: null, created_at: dayAgo, updated_at: dayAgo, paid_at: null })
      .execute();
    const scheduler = await start(ctx, siteJobs());
    expect(await scheduler.runNow('abandoned-payments')).toBe('completed');
    const payment = await ctx.db.selectFrom('payments').select(['status', 'password_hash']).where('token', '=', 'abandoned-1').executeTakeFirstOrThrow();
    expect(payment).toEqual({ status: 'failed', password_hash: '' });
    expect(logs.find((l) => l.job === 'abandoned-payments' && l.msg === 'job done')).toMatchObject({ result: { expired: 1 } });
  });

  it('stop() waits for the run in progress and leaves no socket or timer behind', async () => {
    db = await sharedDatabase(backend);
    const { ctx } = await db.open();
    const before = handles();
    let started = false;
    let finished = false;
    const slow: ScheduledJob = {
      name: 'slow',
      cron: '0 0 1 1 *',
      run: async () => {
        started = true;
        await new Promise((r) => setTimeout(r, 300));
        finished = true;
      },
    };
    const scheduler = await startScheduler(ctx, [slow], FAST);
    const run = scheduler.runNow('slow').catch(() => 'stopped');
    await waitFor(() => started);
    await scheduler.stop();
    await run;
    expect(finished).toBe(true);
    await waitFor(() => handles() <= before, 5000);
  });

  it('two cron + lease schedulers on one database run a job once per period', async () => {
    db = await sharedDatabase(backend);
    const a = await db.open();
    const b = await db.open();
    // Every second: each run records the period its lease names.
    const periods: string[] = [];
    const job: ScheduledJob = {
      name: 'every-second',
      cron: '* * * * * *',
      run: async (ctx) => void periods.push((await ctx.db.selectFrom('job_leases').select('run_key').where('name', '=', 'every-second').executeTakeFirstOrThrow()).run_key),
    };
    const first = startCronLeaseScheduler(a.ctx, [job], { holder: 'process-a' });
    const second = startCronLeaseScheduler(b.ctx, [job], { holder: 'process-b' });
    schedulers.push(first, second);
    await waitFor(() => periods.length >= 2);
    await first.stop();
    await second.stop();
    expect(new Set(periods).size).toBe(periods.length);
    const lease = await a.ctx.db.selectFrom('job_leases').selectAll().executeTakeFirstOrThrow();
    expect(lease).toMatchObject({ name: 'every-second' });
    expect(['process-a', 'process-b']).toContain(lease.holder);
    expect(lease.run_key).toBe(periods.at(-1));
    // Periods are whole seconds, one after the other.
    expect(periods.every((p) => p.endsWith('.000Z'))).toBe(true);
  });

  it('a lease is taken once per period, and never for a period before the last', async () => {
    db = await sharedDatabase(backend);
    const { ctx } = await db.open();
    const now = new Date().toISOString();
    expect(await acquireLease(ctx.db, 'sweep', '2030-01-01T10:00:00.000Z', 'a', now)).toBe(true);
    expect(await acquireLease(ctx.db, 'sweep', '2030-01-01T10:00:00.000Z', 'b', now)).toBe(false);
    expect(await acquireLease(ctx.db, 'other', '2030-01-01T10:00:00.000Z', 'b', now)).toBe(true);
    expect(await acquireLease(ctx.db, 'sweep', '2030-01-01T09:00:00.000Z', 'b', now)).toBe(false);
    expect(await acquireLease(ctx.db, 'sweep', '2030-01-01T11:00:00.000Z', 'b', now)).toBe(true);
    const rows = await ctx.db.selectFrom('job_leases').select(['name', 'run_key', 'holder']).orderBy('name').execute();
    expect(rows).toEqual([
      { name: 'other', run_key: '2030-01-01T10:00:00.000Z', holder: 'b' },
      { name: 'sweep', run_key: '2030-01-01T11:00:00.000Z', holder: 'b' },
    ]);
  });
});

describe.runIf(backends.includes('postgres'))('pg-boss across processes', () => {
  let db: Awaited<ReturnType<typeof sharedDatabase>> | undefined;
  const schedulers: Scheduler[] = [];
  afterAll(async () => {
    for (const s of schedulers) await s.stop();
    await db?.close();
  });

  it('a due cron job runs exactly once with two pg-boss instances on the database', async () => {
    // pg-boss's cron has minute precision: a cron naming the current UTC minute is due now, and
    // not again for a day. Near the end of a minute, start in the next one.
    if (new Date().getUTCSeconds() >= 50) await waitFor(() => new Date().getUTCSeconds() < 50, 11_000);
    const now = new Date();
    const cron = `${now.getUTCMinutes()} ${now.getUTCHours()} * * *`;
    db = await sharedDatabase('postgres');
    const runs: string[] = [];
    const job = (who: string): ScheduledJob => ({ name: 'due-now', cron, run: async () => void runs.push(who) });
    const a = await db.open();
    const b = await db.open();
    schedulers.push(await startScheduler(a.ctx, [job('a')], FAST), await startScheduler(b.ctx, [job('b')], FAST));
    await waitFor(() => runs.length > 0, 15_000);
    // Both cron monitors look every second and both workers poll twice a second: three seconds
    // more give each several chances to run it again.
    await new Promise((r) => setTimeout(r, 3000));
    expect(runs).toHaveLength(1);
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    const schema = `${(await a.ctx.dialect.currentSchema(a.ctx.db))!}_pgboss`;
    const jobs = await client.query(`SELECT state FROM ${schema}.job WHERE name = 'due-now'`);
    await client.end();
    expect(jobs.rows).toEqual([{ state: 'completed' }]);
  });
});
