// Scheduled work: pg-boss on PostgreSQL (any number of processes and hosts), croner with a lease
// per period on SQLite (the processes sharing one file). Both run each job once per period.
import type { AppContext } from '../context';
import { startCronLeaseScheduler, type CronLeaseOptions } from './cron-lease-scheduler';
import { startPgBossScheduler, type PgBossOptions } from './pg-boss-scheduler';
import type { ScheduledJob, Scheduler } from './scheduled-job';

export type { ScheduledJob, Scheduler, JobOutcome } from './scheduled-job';

export interface SchedulerOptions {
  pgBoss?: PgBossOptions;
  cronLease?: CronLeaseOptions;
}

export async function startScheduler(ctx: AppContext, jobs: ScheduledJob[], options: SchedulerOptions = {}): Promise<Scheduler> {
  const scheduler = ctx.dialect.name === 'postgres' ? await startPgBossScheduler(ctx, jobs, options.pgBoss) : startCronLeaseScheduler(ctx, jobs, options.cronLease);
  ctx.logger.info({ jobs: jobs.map((j) => `${j.name} (${j.cron})`), on: ctx.dialect.name === 'postgres' ? 'pg-boss' : 'croner + lease' }, 'scheduled jobs');
  return scheduler;
}
