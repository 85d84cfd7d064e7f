// The morning numbers: what the billing life cycle recorded today, in the last 7 and the last 30
// UTC days (today included), a per-day series for the chart, and what waits for staff (requests,
// failed jobs, payments that took money the site could not honour). Each figure
// is read from the table the life cycle writes it to:
// - new members: users with a member role created then (an account is made when its first payment is approved);
// - rebills: payments of kind rebill that took money (approved, later refunded or charged back), by paid_at;
// - failed rebills: provider notifications of a failed rebill that the life cycle applied, by received_at
//   (subscriptions.rebill_failed_at is cleared by the next rebill, so it cannot be counted later);
// - cancellations: subscriptions by cancelled_at;
// - refunds and chargebacks: payments in that status, by updated_at (the time the status was set).
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { ROLE } from '../../shared/roles';
import type { DashboardNumbers, DashboardPeriod, DayFigures, MoneyCount } from '../../schemas/api/desk-dashboard';
import { openRequests } from './dashboard-open-requests';

type Db = Kysely<Database> | Transaction<Database>;

const DAY = 86_400_000;
export const SERIES_DAYS = 30;
const PERIODS = [
  { key: 'today', days: 1 },
  { key: 'week', days: 7 },
  { key: 'month', days: SERIES_DAYS },
] as const;

type Money = { at: string; amount: number; currency: string };
export interface DashboardEvents {
  newMembers: string[];
  rebills: Money[];
  failedRebills: string[];
  cancellations: string[];
  refunds: Money[];
  chargebacks: Money[];
}

const startOfDay = (now: Date) => Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
const iso = (ms: number) => new Date(ms).toISOString();

/** Every counted event with its time, from `from` (inclusive) to `to` (exclusive). */
export async function dashboardEvents(db: Db, from: string, to: string): Promise<DashboardEvents> {
  const [users, rebills, failed, cancelled, refunds, chargebacks] = await Promise.all([
    db.selectFrom('users').select('created_at as at').where('role_id', 'in', [ROLE.member, ROLE.premiumMember]).where('created_at', '>=', from).where('created_at', '<', to).execute(),
    db.selectFrom('payments').select(['paid_at as at', 'amount', 'currency']).where('kind', '=', 'rebill').where('status', 'in', ['approved', 'refunded', 'chargeback']).where('paid_at', '>=', from).where('paid_at', '<', to).execute(),
    db.selectFrom('payment_notifications').select('received_at as at').where('kind', '=', 'rebill_failed').where('outcome', '=', 'rebill_failed').where('received_at', '>=', from).where('received_at', '<', to).execute(),
    db.selectFrom('subscriptions').select('cancelled_at as at').where('cancelled_at', '>=', from).where('cancelled_at', '<', to).execute(),
    db.selectFrom('payments').select(['updated_at as at', 'amount', 'currency']).where('status', '=', 'refunded').where('updated_at', '>=', from).where('updated_at', '<', to).execute(),
    db.selectFrom('payments').select(['updated_at as at', 'amount', 'currency']).where('status', '=', 'chargeback').where('updated_at', '>=', from).where('updated_at', '<', to).execute(),
  ]);
  const money = (rows: { at: string | null; amount: number; currency: string }[]): Money[] => rows.map((r) => ({ at: r.at!, amount: Number(r.amount), currency: r.currency.toUpperCase() }));
  return {
    newMembers: users.map((r) => r.at),
    rebills: money(rebills),
    failedRebills: failed.map((r) => r.at),
    cancellations: cancelled.map((r) => r.at!),
    refunds: money(refunds),
    chargebacks: money(chargebacks),
  };
}

/** Count and sum per currency (cents added as integers, so 3 × 19.95 is 59.85). */
function moneyCount(rows: Money[]): MoneyCount {
  const cents = new Map<string, number>();
  for (const r of rows) cents.set(r.currency, (cents.get(r.currency) ?? 0) + Math.round(r.amount * 100));
  const amounts = [...cents].sort(([a], [b]) => a.localeCompare(b)).map(([currency, c]) => ({ currency, amount: c / 100 }));
  return { count: rows.length, amounts };
}

function figures(events: DashboardEvents, from: string, to: string) {
  const within = (at: string) => at >= from && at < to;
  const inside = (rows: Money[]) => rows.filter((r) => within(r.at));
  return {
    newMembers: events.newMembers.filter(within).length,
    rebills: moneyCount(inside(events.rebills)),
    failedRebills: events.failedRebills.filter(within).length,
    cancellations: events.cancellations.filter(within).length,
    refunds: moneyCount(inside(events.refunds)),
    chargebacks: moneyCount(inside(events.chargebacks)),
  };
}

/** What the dashboard shows at `now`. */
export async function dashboardNumbers(db: Db, now: Date): Promise<DashboardNumbers> {
  const today = startOfDay(now);
  const end = iso(today + DAY);
  const first = iso(today - (SERIES_DAYS - 1) * DAY);
  const events = await dashboardEvents(db, first, end);
  const periods: DashboardPeriod[] = PERIODS.map(({ key, days }) => {
    const from = iso(today - (days - 1) * DAY);
    return { key, from, to: end, ...figures(events, from, end) };
  });
  const series: DayFigures[] = Array.from({ length: SERIES_DAYS }, (_, i) => {
    const from = iso(today - (SERIES_DAYS - 1 - i) * DAY);
    const f = figures(events, from, iso(Date.parse(from) + DAY));
    return {
      day: from.slice(0, 10),
      newMembers: f.newMembers,
      rebills: f.rebills.count,
      failedRebills: f.failedRebills,
      cancellations: f.cancellations,
      refunds: f.refunds.count,
      chargebacks: f.chargebacks.count,
    };
  });
  const [requests, scheduledUpdates, failedJobs, waitingPayments] = await Promise.all([openRequests(db), scheduled(db, now), failed(db), waiting(db)]);
  return { at: now.toISOString(), periods, series, openRequests: requests, scheduledUpdates, failedJobs, waitingPayments };
}

/** Payments that took money the site could not honour and wait for a publisher's decision. */
async function waiting(db: Db): Promise<number> {
  const row = await db.selectFrom('payments').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'needs_staff').executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Published updates whose date is still ahead (the release job shows them then), next first. */
async function scheduled(db: Db, now: Date) {
  const rows = await db
    .selectFrom('updates')
    .select(['id', 'full_name', 'publish_date'])
    .where('status', '=', 'published')
    .where('deleted_at', 'is', null)
    .where('publish_date', '>', now.toISOString())
    .orderBy('publish_date')
    .orderBy('id')
    .limit(20)
    .execute();
  return rows.map((r) => ({ id: r.id, title: r.full_name, publishDate: r.publish_date }));
}

/** What failed and stays failed: media processing and scheduled configuration publishes, newest first. */
async function failed(db: Db) {
  const [media, publishes] = await Promise.all([
    db
      .selectFrom('media_jobs')
      .innerJoin('media_assets', 'media_assets.id', 'media_jobs.asset_id')
      .select(['media_jobs.id', 'media_jobs.kind', 'media_jobs.error', 'media_jobs.updated_at', 'media_assets.original_filename', 'media_assets.id as asset_id'])
      .where('media_jobs.state', '=', 'failed')
      .where('media_assets.deleted_at', 'is', null)
      .orderBy('media_jobs.updated_at', 'desc')
      .limit(20)
      .execute(),
    db.selectFrom('scheduled_publishes').select(['id', 'reason', 'publish_at', 'claimed_at']).where('status', '=', 'failed').orderBy('publish_at', 'desc').limit(20).execute(),
  ]);
  return [
    ...media.map((j) => ({ kind: 'media' as const, id: j.id, name: `${j.original_filename} (${j.kind})`, error: j.error ?? '', at: j.updated_at, assetId: j.asset_id })),
    ...publishes.map((p) => ({ kind: 'publish' as const, id: p.id, name: `#${p.id}`, error: p.reason ?? '', at: p.claimed_at ?? p.publish_at })),
  ].sort((a, b) => b.at.localeCompare(a.at));
}
