// @vitest-environment node
// The morning dashboard's numbers equal the tables: a known month of signups, rebills, failed
// rebills, cancellations, refunds and chargebacks is seeded at fixed times around a fixed "now",
// and every figure (today, 7 days, 30 days, the per-day series, the amounts per currency) is
// compared with a count made here from the seed list itself. Also: open requests with their due
// dates, scheduled updates, failed jobs, and who may read the dashboard.
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../shared/roles';
import { dashboardNumbers } from '../../server/desk/dashboard';
import { backends, createUser, suiteServer, useRealNetwork, type TestServer } from './harness';

useRealNetwork();

const NOW = new Date('2026-03-18T09:30:00.000Z');
const DAY = 86_400_000;
const TODAY = Date.UTC(2026, 2, 18);

type Kind = 'member' | 'rebill' | 'failedRebill' | 'cancellation' | 'refund' | 'chargeback';
interface Seeded { kind: Kind; at: string; amount?: number; currency?: string }

/** A month and a bit of events: each kind on several days, at several hours, in two currencies. */
function seedList(): Seeded[] {
  const kinds: Kind[] = ['member', 'rebill', 'failedRebill', 'cancellation', 'refund', 'chargeback'];
  const out: Seeded[] = [];
  for (let i = 0; i < 90; i++) {
    const kind = kinds[(i * 5) % kinds.length]!;
    const daysAgo = (i * 7) % 36; // 0..35: some fall before the 30 days
    const at = new Date(TODAY - daysAgo * DAY + ((i * 37) % 540) * 60_000).toISOString(); // 00:00..08:59, before NOW on today
    const euro = Math.floor(i / 6) % 2 === 0;
    out.push({ kind, at, amount: euro ? 18.95 : 19.95, currency: euro ? 'EUR' : 'USD' });
  }
  // The edges: the first millisecond of the 30 days counts, the last one before it does not.
  out.push({ kind: 'rebill', at: new Date(TODAY - 29 * DAY).toISOString(), amount: 9.99, currency: 'USD' });
  out.push({ kind: 'rebill', at: new Date(TODAY - 29 * DAY - 1).toISOString(), amount: 9.99, currency: 'USD' });
  out.push({ kind: 'refund', at: new Date(TODAY - 6 * DAY).toISOString(), amount: 5, currency: 'USD' });
  out.push({ kind: 'member', at: new Date(TODAY).toISOString() });
  return out;
}

async function seed(s: TestServer, list: Seeded[]) {
  const db = s.ctx.db;
  const owner = await createUser(s, 'dashowner', { role: ROLE.member });
  let n = 0;
  const payment = async (kind: string, status: string, at: string, amount = 19.95, currency = 'USD', updatedAt = at) =>
    (
      await db
        .insertInto('payments')
        .values({ token: `dash-${n++}`, user_id: owner.id, article_id: 1, provider: 'epochCreditCard', status, kind, amount, currency, username: 'x', email: 'x@example.test', password_hash: '', voucher_codes: null, affiliate_id: null, invoice: null, created_at: at, updated_at: updatedAt, paid_at: at })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  for (const e of list) {
    if (e.kind === 'member') {
      await db.insertInto('users').values({ role_id: n % 2 ? ROLE.member : ROLE.premiumMember, username: `dm${n}`, username_lower: `dm${n}`, email: `dm${n}@example.test`, email_lower: `dm${n}@example.test`, password_hash: '', avatar: null, customer: 1, created_at: e.at }).execute();
      n++;
    } else if (e.kind === 'rebill') {
      await payment('rebill', 'approved', e.at, e.amount, e.currency);
    } else if (e.kind === 'refund' || e.kind === 'chargeback') {
      // Paid long before; the status was set at `at`.
      await payment('sale', e.kind === 'refund' ? 'refunded' : 'chargeback', new Date(TODAY - 60 * DAY).toISOString(), e.amount, e.currency, e.at);
    } else if (e.kind === 'failedRebill') {
      await db.insertInto('payment_notifications').values({ provider: 'epochCreditCard', event_id: `fail-${n++}`, kind: 'rebill_failed', payment_id: null, subscription_id: null, outcome: 'rebill_failed', content_type: 'text/plain', raw_body: '', received_at: e.at }).execute();
    } else {
      const pid = await payment('sale', 'approved', new Date(TODAY - 90 * DAY).toISOString());
      await db.insertInto('subscriptions').values({ user_id: owner.id, article_id: 1, payment_id: pid, starts_at: new Date(TODAY - 90 * DAY).toISOString(), expires_at: new Date(TODAY + 10 * DAY).toISOString(), recurring: 1, status: 'cancelled', cancelled_at: e.at }).execute();
    }
  }
  // What must not count: staff accounts, a declined rebill, a rebill waiting for staff, a failed rebill that changed nothing.
  const staffAt = new Date(TODAY - DAY).toISOString();
  await db.insertInto('users').values({ role_id: ROLE.editor, username: 'dashed', username_lower: 'dashed', email: 'dashed@example.test', email_lower: 'dashed@example.test', password_hash: '', avatar: null, customer: 0, created_at: staffAt }).execute();
  await payment('rebill', 'declined', staffAt);
  await payment('rebill', 'needs_staff', staffAt);
  await payment('sale', 'approved', staffAt);
  await db.insertInto('payment_notifications').values({ provider: 'epochCreditCard', event_id: 'fail-ignored', kind: 'rebill_failed', payment_id: null, subscription_id: null, outcome: 'ignored', content_type: 'text/plain', raw_body: '', received_at: staffAt }).execute();
}

/** The count made here: events at or after the first day's start, before tomorrow. */
function expected(list: Seeded[], kind: Kind, days: number) {
  const from = TODAY - (days - 1) * DAY;
  const inside = list.filter((e) => e.kind === kind && Date.parse(e.at) >= from && Date.parse(e.at) < TODAY + DAY);
  const cents: Record<string, number> = {};
  for (const e of inside) cents[e.currency!] = (cents[e.currency!] ?? 0) + Math.round(e.amount! * 100);
  return { count: inside.length, amounts: Object.keys(cents).sort().map((currency) => ({ currency, amount: cents[currency]! / 100 })) };
}

describe.each(backends)('desk dashboard on %s', (backend) => {
  const server = suiteServer(backend, { seedUpdates: 3 });
  const list = seedList();
  let member: string;
  let editor: string;

  beforeAll(async () => {
    const s = server();
    member = (await createUser(s, 'member1')).token;
    editor = (await createUser(s, 'editor1', { role: ROLE.editor })).token;
    await seed(s, list);
  });

  it('counts every figure exactly as the tables hold it, today, in 7 and in 30 days', async () => {
    const numbers = await dashboardNumbers(server().ctx.db, NOW);
    expect(numbers.periods.map((p) => p.key)).toEqual(['today', 'week', 'month']);
    for (const [i, days] of [1, 7, 30].entries()) {
      const period = numbers.periods[i]!;
      expect(period.from).toBe(new Date(TODAY - (days - 1) * DAY).toISOString());
      expect(period.newMembers).toBe(expected(list, 'member', days).count);
      expect(period.failedRebills).toBe(expected(list, 'failedRebill', days).count);
      expect(period.cancellations).toBe(expected(list, 'cancellation', days).count);
      expect(period.rebills).toEqual(expected(list, 'rebill', days));
      expect(period.refunds).toEqual(expected(list, 'refund', days));
      expect(period.chargebacks).toEqual(expected(list, 'chargeback', days));
    }
    // Not vacuous: each kind happened in the month.
    for (const kind of ['member', 'rebill', 'failedRebill', 'cancellation', 'refund', 'chargeback'] as Kind[]) expect(expected(list, kind, 30).count).toBeGreaterThan(2);
    expect(numbers.periods[2]!.rebills.amounts.map((a) => a.currency)).toEqual(['EUR', 'USD']);
  });

  it('gives the 30 days one by one, and they add up to the month', async () => {
    const numbers = await dashboardNumbers(server().ctx.db, NOW);
    expect(numbers.series).toHaveLength(30);
    expect(numbers.series[0]!.day).toBe('2026-02-17');
    expect(numbers.series[29]!.day).toBe('2026-03-18');
    for (const [d, day] of numbers.series.entries()) {
      const start = TODAY - (29 - d) * DAY;
      const on = (kind: Kind) => list.filter((e) => e.kind === kind && Date.parse(e.at) >= start && Date.parse(e.at) < start + DAY).length;
      expect(day).toEqual({ day: day.day, newMembers: on('member'), rebills: on('rebill'), failedRebills: on('failedRebill'), cancellations: on('cancellation'), refunds: on('refund'), chargebacks: on('chargeback') });
    }
    const month = numbers.periods[2]!;
    expect(numbers.series.reduce((sum, d) => sum + d.rebills, 0)).toBe(month.rebills.count);
  });

  it('lists open requests with their due date in business days, scheduled updates and failed jobs', async () => {
    const s = server();
    const db = s.ctx.db;
    await db.insertInto('contact_requests').values({ name: 'Ann', email: 'ann@example.test', subject: 'Billing question', message: 'Hi', created_at: '2026-03-13T10:00:00.000Z' }).execute();
    await db.insertInto('content_removal_requests').values({ user_name: 'Bo', email: 'bo@example.test', content_update_url: 'https://example.test/updates/x', reason: 'me', created_at: '2026-03-16T08:00:00.000Z' }).execute();
    // Answered: no longer open.
    await db.insertInto('contact_requests').values({ name: 'Cy', email: 'cy@example.test', subject: 'Done', message: 'Hi', created_at: '2026-03-12T10:00:00.000Z', status: 'answered', answered_at: '2026-03-13T10:00:00.000Z' }).execute();
    const asset = await db.insertInto('media_assets').values({ kind: 'image', original_filename: 'cover.jpg', filename_lower: 'cover.jpg', content_type: 'image/jpeg', size: 1, sha256: 'x', storage_key: 'k', width: 1, height: 1, uploaded_by: null, created_at: NOW.toISOString(), deleted_at: null }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('media_jobs').values({ asset_id: asset.id, kind: 'variants', state: 'failed', progress: 0, attempts: 3, error: 'decoder broke', result: null, lease_until: null, run_after: NOW.toISOString(), created_at: NOW.toISOString(), updated_at: NOW.toISOString() }).execute();
    await db.insertInto('media_jobs').values({ asset_id: asset.id, kind: 'poster', state: 'done', progress: 1, attempts: 1, error: null, result: null, lease_until: null, run_after: NOW.toISOString(), created_at: NOW.toISOString(), updated_at: NOW.toISOString() }).execute();

    const numbers = await dashboardNumbers(db, NOW);
    expect(numbers.openRequests.total).toBe(2);
    expect(numbers.openRequests.items).toEqual([
      { kind: 'contact', id: expect.any(Number), name: 'Ann', subject: 'Billing question', receivedAt: '2026-03-13T10:00:00.000Z', dueAt: '2026-03-24T10:00:00.000Z' },
      { kind: 'removal', id: expect.any(Number), name: 'Bo', subject: 'https://example.test/updates/x', receivedAt: '2026-03-16T08:00:00.000Z', dueAt: '2026-03-25T08:00:00.000Z' },
    ]);
    const updates = await db.selectFrom('updates').select(['id', 'publish_date', 'status', 'deleted_at']).execute();
    const ahead = updates.filter((u) => u.status === 'published' && u.deleted_at === null && u.publish_date > NOW.toISOString()).sort((a, b) => a.publish_date.localeCompare(b.publish_date) || a.id - b.id);
    expect(numbers.scheduledUpdates.map((u) => u.id)).toEqual(ahead.slice(0, 20).map((u) => u.id));
    expect(numbers.failedJobs).toEqual([{ kind: 'media', id: expect.any(Number), name: 'cover.jpg (variants)', error: 'decoder broke', at: NOW.toISOString(), assetId: asset.id }]);
  });

  it('answers editors and publishers, refuses visitors and members', async () => {
    const s = server();
    const ok = await s.api('/api/staff/dashboard', { token: editor });
    expect(ok.status).toBe(200);
    expect(ok.body.data.periods).toHaveLength(3);
    expect(ok.body.data.series).toHaveLength(30);
    expect(ok.body.data.openRequests.total).toBe(2);
    expect((await s.api('/api/staff/dashboard')).status).toBe(401);
    expect((await s.api('/api/staff/dashboard', { token: member })).status).toBe(403);
  });
});
