// SQLite (one host): croner times each job in this process; a lease in the database per job and
// period lets only one of the processes sharing the file run it. A process that dies mid-run loses
// that period; the next one runs as usual.
import crypto from 'node:crypto';
import os from 'node:os';
import { Cron } from 'croner';
import type { AppContext } from '../context';
import { acquireLease } from './leases';
import { findJob, runLogged, type JobOutcome, type ScheduledJob, type Scheduler } from './scheduled-job';

export interface CronLeaseOptions {
  /** Who holds a lease, for support (default: host, pid and a random suffix). */
  holder?: string;
}

export function startCronLeaseScheduler(ctx: AppContext, jobs: ScheduledJob[], options: CronLeaseOptions = {}): Scheduler {
  const holder = options.holder ?? `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString('hex')}`;
  const running = new Map<string, Promise<JobOutcome>>();
  let stopped = false;

  // One run per job at a time in this process: a run still going when its next period comes skips it.
  const runOnce = (job: ScheduledJob, trigger: 'schedule' | 'manual') => {
    const current = running.get(job.name);
    if (current) return current;
    const run = runLogged(ctx, job, trigger).then((r) => r.outcome);
    running.set(job.name, run);
    void run.finally(() => running.delete(job.name));
    return run;
  };

  const crons = jobs.map((job) => {
    const onTime = async (self: Cron) => {
      if (running.has(job.name)) return;
      // The period is the scheduled time the timer fired for (it fires at or just after it).
      const firedAt = new Date();
      const period = self.previousRuns(1, new Date(firedAt.getTime() + 1))[0] ?? firedAt;
      try {
        if (!(await acquireLease(ctx.db, job.name, period.toISOString(), holder, firedAt.toISOString()))) return;
      } catch (err) {
        ctx.logger.error({ job: job.name, err }, 'job lease failed');
        return;
      }
      if (!stopped) await runOnce(job, 'schedule');
    };
    return new Cron(job.cron, { timezone: 'UTC' }, onTime);
  });

  return {
    async runNow(name) {
      if (stopped) throw new Error('scheduler stopped');
      return runOnce(findJob(jobs, name), 'manual');
    },
    async stop() {
      stopped = true;
      for (const cron of crons) cron.stop();
      await Promise.all(running.values());
    },
  };
}
