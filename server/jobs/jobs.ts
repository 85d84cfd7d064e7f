// The site's scheduled jobs (cron in UTC). Each must be safe to run twice: a failed period is
// simply run again by the next.
import { expireAbandonedPayments } from '../payments/cleanup';
import { ScheduledPublishes } from '../config/scheduled-publishes';
import type { AppContext } from '../context';
import { purgeDeletedUpdates, releaseDueUpdates } from '../queries/staff-updates';
import { purgeDeletedPosts, releaseDuePosts } from '../queries/staff-news';
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
    // A scheduled update goes live at its publish date (visitors' queries show it from then on);
    // this drops every process's page and API caches within the minute, so nobody waits for the TTL.
    { name: 'release-updates', cron: '* * * * *', run: (ctx) => releaseDueUpdates(ctx).then((released) => ({ released })) },
    // Deleted updates can be restored for 30 days; then they go for good.
    { name: 'purge-deleted-updates', cron: '23 3 * * *', run: (ctx) => purgeDeletedUpdates(ctx).then((purged) => ({ purged })) },
    // The same for news posts.
    { name: 'release-posts', cron: '* * * * *', run: (ctx) => releaseDuePosts(ctx).then((released) => ({ released })) },
    { name: 'purge-deleted-posts', cron: '29 3 * * *', run: (ctx) => purgeDeletedPosts(ctx).then((purged) => ({ purged })) },
  ];
  // Every 10 minutes: a lapsed subscription's status follows its paid period closely.
  if (sweeps.expireSubscriptions) jobs.push({ name: 'expire-subscriptions', cron: '*/10 * * * *', run: sweeps.expireSubscriptions });
  if (sweeps.remindEndingSoon) jobs.push({ name: 'remind-ending-soon', cron: '17 9 * * *', run: sweeps.remindEndingSoon });
  return jobs;
}
