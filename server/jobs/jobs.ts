// The site's scheduled jobs (cron in UTC). Each must be safe to run twice: a failed period is
// simply run again by the next.
import { expireAbandonedPayments } from '../payments/cleanup';
import { ScheduledPublishes } from '../config/scheduled-publishes';
import type { AppContext } from '../context';
import type { ScheduledJob } from './scheduled-job';

type Sweep = (ctx: AppContext) => Promise<unknown>;

/** The billing sweeps (server/billing/sweeps.ts), passed in so this list does not own them. */
export interface BillingSweeps {
  expireSubscriptions?: Sweep;
  remindEndingSoon?: Sweep;
}

export function siteJobs(sweeps: BillingSweeps = {}): ScheduledJob[] {
  const jobs: ScheduledJob[] = [
    // Minutes off the hour: away from everyone else's top-of-the-hour work.
    { name: 'abandoned-payments', cron: '7 * * * *', run: (ctx) => expireAbandonedPayments(ctx).then((expired) => ({ expired })) },
    // The backstop for scheduled configurations: every process's watcher publishes them on time
    // (server/config/schedule-watcher.ts); this catches any a sleeping process left behind.
    { name: 'scheduled-publishes', cron: '* * * * *', run: (ctx) => new ScheduledPublishes(ctx.db, ctx.configs).runDue(ctx.now(), `job:${process.pid}`).then((published) => ({ published })) },
  ];
  // Every 10 minutes: a lapsed subscription's status follows its paid period closely.
  if (sweeps.expireSubscriptions) jobs.push({ name: 'expire-subscriptions', cron: '*/10 * * * *', run: sweeps.expireSubscriptions });
  if (sweeps.remindEndingSoon) jobs.push({ name: 'remind-ending-soon', cron: '17 9 * * *', run: sweeps.remindEndingSoon });
  return jobs;
}
