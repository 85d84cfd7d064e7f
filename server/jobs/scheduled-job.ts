// What a scheduled job is, what a scheduler offers, and how every run is logged: the same for the
// pg-boss scheduler (PostgreSQL) and the cron-lease scheduler (SQLite).
import type { AppContext } from '../context';
import { notifyJobFailed, scheduledFailureKey } from '../desk/job-failure-notify';

export interface ScheduledJob {
  /** Unique, stable: the pg-boss queue name and the lease key (letters, digits, `-`). */
  name: string;
  /** Five fields (minute precision, UTC); the SQLite scheduler also takes six (seconds). */
  cron: string;
  /** Must be safe to run again (a failed period is retried by the next one); its result is logged. */
  run(ctx: AppContext): Promise<unknown>;
}

export type JobOutcome = 'completed' | 'failed';

export interface Scheduler {
  /** Runs the job once now (by whichever process takes it) and resolves when it has finished. */
  runNow(name: string): Promise<JobOutcome>;
  /** No new runs; waits for the runs in progress. */
  stop(): Promise<void>;
}

/** Runs a job with its start, result or error logged; never throws. */
export async function runLogged(ctx: AppContext, job: ScheduledJob, trigger: 'schedule' | 'manual'): Promise<{ outcome: JobOutcome; error?: unknown }> {
  const log = ctx.logger.child({ job: job.name });
  const started = Date.now();
  log.info({ trigger }, 'job started');
  try {
    const result = await job.run(ctx);
    log.info({ result, ms: Date.now() - started }, 'job done');
    return { outcome: 'completed' };
  } catch (err) {
    log.error({ err, ms: Date.now() - started }, 'job failed');
    const at = new Date();
    await notifyJobFailed(ctx, { jobName: `Scheduled job ${job.name}`, key: scheduledFailureKey(job.name, at), error: err instanceof Error ? err.message : String(err), at });
    return { outcome: 'failed', error: err };
  }
}

export function findJob(jobs: ScheduledJob[], name: string): ScheduledJob {
  const job = jobs.find((j) => j.name === name);
  if (!job) throw new Error(`no scheduled job named ${name}`);
  return job;
}
