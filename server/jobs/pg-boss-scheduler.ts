// PostgreSQL: pg-boss (its own schema) keeps the cron schedules in the database. Each period one
// instance (of however many processes) inserts the job, throttled to one per minute slot, and one
// worker takes it (SKIP LOCKED): a job runs once across processes. Every process runs a worker.
import PgBoss from 'pg-boss';
import type { AppContext } from '../context';
import { findJob, runLogged, type JobOutcome, type ScheduledJob, type Scheduler } from './scheduled-job';

export interface PgBossOptions {
  /** postgres:// URL (default: DATABASE_URL). pg-boss keeps its own small pool on it. */
  databaseUrl?: string;
  /** pg-boss's schema (default: `pgboss`, or `<schema>_pgboss` beside a non-public app schema). */
  schema?: string;
  /** Tests: how often the cron monitor and the workers look (seconds). */
  cronMonitorIntervalSeconds?: number;
  pollingIntervalSeconds?: number;
}

const FINISHED: Record<string, JobOutcome | undefined> = { completed: 'completed', failed: 'failed', cancelled: 'failed' };

/** pg-boss's schema beside the app's: tests give every server its own schema, so each gets its own queue. */
export async function pgBossSchemaFor(ctx: AppContext): Promise<string> {
  const current = await ctx.dialect.currentSchema(ctx.db);
  return !current || current === 'public' ? 'pgboss' : `${current}_pgboss`;
}

export async function startPgBossScheduler(ctx: AppContext, jobs: ScheduledJob[], options: PgBossOptions = {}): Promise<Scheduler> {
  const connectionString = options.databaseUrl ?? ctx.env.DATABASE_URL;
  if (!connectionString) throw new Error('the pg-boss scheduler needs a postgres:// DATABASE_URL');
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 10;
  const boss = new PgBoss({
    connectionString,
    schema: options.schema ?? (await pgBossSchemaFor(ctx)),
    application_name: 'site-jobs',
    // The cron monitor, the schedule worker and one worker per job share it.
    max: 3,
    cronMonitorIntervalSeconds: options.cronMonitorIntervalSeconds ?? 30,
    cronWorkerIntervalSeconds: Math.max(1, Math.min(Math.ceil(pollingIntervalSeconds), 5)),
  });
  // Unhandled, pg-boss's error event would end the process (a lost connection, for example).
  boss.on('error', (err) => ctx.logger.error({ err }, 'job queue error'));
  await boss.start();

  for (const job of jobs) {
    // singleton: one run at a time across processes. No retries: the next period is the retry.
    const queue = { name: job.name, policy: 'singleton' as const, retryLimit: 0, expireInSeconds: 1800 };
    await boss.createQueue(job.name, queue);
    await boss.updateQueue(job.name, queue);
    await boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
    await boss.work(job.name, { pollingIntervalSeconds, batchSize: 1 }, async (batch) => {
      for (const _ of batch) {
        const { outcome, error } = await runLogged(ctx, job, 'schedule');
        // Marks the pg-boss job failed (kept for support); the worker goes on.
        if (outcome === 'failed') throw error;
      }
    });
  }
  // A job dropped from the list stops being scheduled.
  for (const schedule of await boss.getSchedules()) {
    if (!jobs.some((j) => j.name === schedule.name)) await boss.unschedule(schedule.name);
  }

  let stopped = false;
  return {
    async runNow(name) {
      findJob(jobs, name);
      const id = await boss.send(name, {});
      if (!id) throw new Error(`pg-boss refused a run of ${name}`);
      for (;;) {
        if (stopped) throw new Error('scheduler stopped');
        const state = (await boss.getJobById(name, id, { includeArchive: true }))?.state;
        const outcome = state && FINISHED[state];
        if (outcome) return outcome;
        await new Promise((r) => setTimeout(r, 200));
      }
    },
    async stop() {
      stopped = true;
      // Waits for the runs in progress, then closes pg-boss's pool.
      await boss.stop({ graceful: true, wait: true, timeout: 8000 });
    },
  };
}
