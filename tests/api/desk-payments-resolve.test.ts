// @vitest-environment node
// Resolving a payment that waits for staff from the desk, on SQLite and PostgreSQL through the real
// Epoch emulator: publishers only (401 visitors, 403 members and editors), a card payment's refund
// goes back through Epoch exactly once (nothing changes while Epoch refuses), a bitcoin payment's
// grant gives the account it paid for, each decision is in the audit log with its reason, the
// dashboard counts what waits, and a grant whose audit entry cannot be written changes nothing.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import crypto from 'node:crypto';
import { backends, createUser, startServer, useRealNetwork, type TestServer } from './harness';
import { epochDigestKey, epochPostback, sendToEpochUrl } from './emulators';
import { expireAbandonedPayments } from '../../server/payments/cleanup';
import { emulatedMembers } from '../../server/emulators/epoch/members';
import { ROLE } from '../../shared/roles';

useRealNetwork();

const PASSWORD = 'long enough 1';
let serial = 0;
const fresh = (prefix: string) => `${prefix}${++serial}${crypto.randomBytes(2).toString('hex')}`;
const signup = (username: string) => ({
  username,
  email: `${username}@example.test`,
  password: PASSWORD,
  password_confirmation: PASSWORD,
  tos: true,
  article_id: 2,
  provider: 'epochCreditCard',
});

describe.each(backends)('resolving payments from the desk on %s', (backend) => {
  let s: TestServer;
  let publisher: { id: number; token: string };
  let editor: { id: number; token: string };
  let member: { id: number; token: string };

  beforeAll(async () => {
    s = await startServer(backend);
    publisher = await createUser(s, fresh('publisher'), { role: ROLE.staff });
    editor = await createUser(s, fresh('editor'), { role: ROLE.editor });
    member = await createUser(s, fresh('member'));
  }, 60_000);
  afterAll(async () => {
    await s?.close();
  });
  afterEach(() => {
    emulatedMembers(s.ctx).refusesRefunds = false;
  });

  const db = () => s.ctx.db;
  const paymentOf = (id: number) => db().selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const resolve = (id: number, json: unknown, token?: string) => s.api(`/api/payments/${id}/resolve`, { method: 'POST', json, ...(token ? { token } : {}) });
  const auditOf = (id: number) => db().selectFrom('staff_actions').select(['action', 'reason', 'user_id', 'details']).where('target_kind', '=', 'payment').where('target_id', '=', String(id)).execute();
  const waitingCount = async () => (await s.api('/api/staff/dashboard', { token: editor.token })).body.data.waitingPayments as number;

  /** A card signup the site gave up on, paid on Epoch a day later while Epoch refuses refunds: it waits for staff. */
  async function lateCardPayment() {
    const r = await s.api('/api/register', { method: 'POST', json: signup(fresh('late')) });
    expect(r.status).toBe(201);
    const token = r.body.data.x_ans_token as string;
    await expireAbandonedPayments(s.ctx, Date.now() + 25 * 3600_000);
    emulatedMembers(s.ctx).refusesRefunds = true;
    await sendToEpochUrl(s, epochPostback(token, { amount: 24.95 }), epochDigestKey(s));
    const payment = await db().selectFrom('payments').selectAll().where('token', '=', token).executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ status: 'needs_staff', attention_reason: 'paid_late' });
    return payment;
  }

  /** A bitcoin signup paid after its invoice expired (as BTCPay reports it): it waits for staff, its name still free. */
  async function lateBitcoinPayment() {
    const name = fresh('btc');
    const r = await s.api('/api/register', { method: 'POST', json: signup(name) });
    expect(r.status).toBe(201);
    const token = r.body.data.x_ans_token as string;
    const now = new Date().toISOString();
    await db().updateTable('payments').set({ provider: 'bitcoin', status: 'needs_staff', attention_reason: 'paid_late', attention_at: now, paid_at: now }).where('token', '=', token).execute();
    await db().updateTable('payment_claims').set({ released_at: now }).where('claim_key', '=', `username:${name}`).execute();
    return { name, payment: await db().selectFrom('payments').selectAll().where('token', '=', token).executeTakeFirstOrThrow() };
  }

  it('a card payment is refunded through Epoch, once: nothing changes while Epoch refuses, the refund and its reason are recorded', async () => {
    const payment = await lateCardPayment();
    const before = await waitingCount();
    expect(before).toBeGreaterThanOrEqual(1);
    const listed = await s.api('/api/staff/payments?status=needs_staff&s=100', { token: editor.token });
    expect(listed.body.data.find((p: { id: number }) => p.id === payment.id)).toMatchObject({ status: 'needs_staff', waitingForStaff: true });

    expect((await resolve(payment.id, { decision: 'refund', reason: 'Paid a day late' })).status).toBe(401);
    expect((await resolve(payment.id, { decision: 'refund', reason: 'Paid a day late' }, member.token)).status).toBe(403);
    const byEditor = await resolve(payment.id, { decision: 'refund', reason: 'Paid a day late' }, editor.token);
    expect([byEditor.status, byEditor.body.error.message]).toEqual([403, 'Publishers only: deciding on a payment moves money']);
    expect((await resolve(payment.id, { decision: 'refund', reason: ' ' }, publisher.token)).status).toBe(400);
    expect((await resolve(payment.id, { decision: 'keep', reason: 'Paid a day late' }, publisher.token)).status).toBe(400);
    expect((await resolve(999_999, { decision: 'refund', reason: 'Paid a day late' }, publisher.token)).status).toBe(404);

    const refused = await resolve(payment.id, { decision: 'refund', reason: 'Paid a day late' }, publisher.token);
    expect([refused.status, refused.body.error.code]).toEqual([502, 'provider_error']);
    expect((await paymentOf(payment.id)).status).toBe('needs_staff');
    expect(await auditOf(payment.id)).toEqual([]);

    emulatedMembers(s.ctx).refusesRefunds = false;
    const [first, second] = await Promise.all([
      resolve(payment.id, { decision: 'refund', reason: 'Paid a day late' }, publisher.token),
      resolve(payment.id, { decision: 'refund', reason: 'Paid a day late' }, publisher.token),
    ]);
    const answers = [first, second].sort((a, b) => a.status - b.status);
    expect(answers.map((a) => a.status)).toEqual([200, 409]);
    // Epoch's credit record may apply the refund first (unchanged then); either way it ends refunded, decided by the publisher.
    expect(answers[0]!.body.data).toEqual({ outcome: expect.stringMatching(/^(refunded|unchanged)$/), status: 'refunded', via: 'provider' });
    expect(emulatedMembers(s.ctx).refunded.has(payment.provider_transaction_id!)).toBe(true);
    expect(await paymentOf(payment.id)).toMatchObject({ status: 'refunded', decision: 'refunded', decided_by: publisher.id });
    const audit = await auditOf(payment.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'payment.resolve', reason: 'Paid a day late', user_id: publisher.id });
    expect(JSON.parse(audit[0]!.details)).toMatchObject({ decision: 'refund', via: 'provider', provider: 'epochCreditCard', amount: 24.95 });
    expect((await paymentOf(payment.id)).decision_note).toBe('Paid a day late');
    expect(await waitingCount()).toBe(before - 1);
    // The desk refund refuses what was resolved, and the biller was asked once.
    expect((await s.api(`/api/staff/payments/${payment.id}/refund`, { method: 'POST', token: publisher.token, json: { reason: 'again' } })).status).toBe(409);
  });

  it('a bitcoin payment is granted: the account it paid for exists, the decision is recorded with its reason', async () => {
    const { name, payment } = await lateBitcoinPayment();
    const granted = await resolve(payment.id, { decision: 'grant', reason: 'Paid 3 minutes late at the same rate' }, publisher.token);
    expect([granted.status, granted.body.data]).toEqual([200, { outcome: 'approved', status: 'approved' }]);
    const user = await db().selectFrom('users').select('id').where('username_lower', '=', name.toLowerCase()).executeTakeFirstOrThrow();
    expect(await paymentOf(payment.id)).toMatchObject({ status: 'approved', user_id: user.id, decision: 'granted', decided_by: publisher.id });
    const audit = await auditOf(payment.id);
    expect(audit.map((a) => [a.action, a.reason])).toEqual([['payment.resolve', 'Paid 3 minutes late at the same rate']]);
    expect(JSON.parse(audit[0]!.details)).toMatchObject({ decision: 'grant', outcome: 'approved' });
    const again = await resolve(payment.id, { decision: 'refund', reason: 'twice' }, publisher.token);
    expect([again.status, again.body.error.code]).toEqual([409, 'not_waiting']);
  });

  it('a grant whose audit entry cannot be written changes nothing', async () => {
    const { name, payment } = await lateBitcoinPayment();
    const limits = s.ctx.limits;
    const clientAddress = limits.clientAddress.bind(limits);
    // The audit insert fails (its address cannot be read) inside the grant's transaction.
    limits.clientAddress = (req) => {
      if (new Error().stack?.includes('recordStaffAction')) throw new Error('audit log unavailable');
      return clientAddress(req);
    };
    try {
      expect((await resolve(payment.id, { decision: 'grant', reason: 'Paid late, credit' }, publisher.token)).status).toBeGreaterThanOrEqual(500);
    } finally {
      limits.clientAddress = clientAddress;
    }
    expect((await paymentOf(payment.id)).status).toBe('needs_staff');
    expect(await db().selectFrom('users').select('id').where('username_lower', '=', name.toLowerCase()).execute()).toEqual([]);
    expect(await auditOf(payment.id)).toEqual([]);
  });
});
