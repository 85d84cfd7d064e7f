// @vitest-environment node
// The subscription life cycle as a paying member lives it, driven by a fake provider's signed
// notifications: sale, rebill, failed rebill, cancellation, expiry, refund, chargeback; retries and
// out-of-order notifications; the member's payment page calls, cancel, renewal rules; mails.
import crypto from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { backends, createUser, startServer, useRealNetwork, type TestServer } from './harness';
import { fakeBiller, recordMail, type FakeBiller } from './billing-harness';
import type { BillingEvent } from '../../server/billing/events';
import type { MailMessage } from '../../server/mail/mailer';
import { expireSubscriptions, remindEndingSoon } from '../../server/billing/sweeps';
import { ROLE } from '../../shared/roles';

useRealNetwork();

const PASSWORD = 'long enough 1';
const DAY = 86_400_000;
const MONTHLY = 1; // 19.95, rebills monthly
const ONE_MONTH = 2; // 24.95, one-off

let serial = 0;
const fresh = (prefix: string) => `${prefix}${++serial}${crypto.randomBytes(2).toString('hex')}`;
const monthAfter = (iso: string) => {
  const d = new Date(iso);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d.toISOString();
};

describe.each(backends)('the subscription life cycle on %s', (backend) => {
  let s: TestServer;
  let biller: FakeBiller;
  let mails: MailMessage[];
  const realNow = () => new Date().toISOString();

  beforeAll(async () => {
    s = await startServer(backend);
    biller = fakeBiller(s);
    mails = recordMail(s);
  }, 60_000);
  afterAll(async () => {
    await s?.close();
  });
  afterEach(() => {
    s.ctx.now = realNow;
    biller.failCancel = false;
  });

  const db = () => s.ctx.db;
  const paymentOf = (token: string) => db().selectFrom('payments').selectAll().where('token', '=', token).executeTakeFirstOrThrow();
  const subscriptionOf = (userId: number) => db().selectFrom('subscriptions').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').executeTakeFirstOrThrow();
  const mailsTo = (email: string) => mails.filter((m) => m.to === email);
  const outcomes = (r: { body: any }) => r.body.data.outcomes.map((o: { outcome: string }) => o.outcome);

  /** A visitor signs up with the fake biller; the biller has not answered yet. */
  async function signup(options: { plan?: number; affiliateId?: string; headers?: Record<string, string>; locale?: string } = {}) {
    const username = fresh('member');
    const r = await s.api('/api/register', {
      method: 'POST',
      headers: options.headers,
      json: {
        username,
        email: `${username}@example.test`,
        password: PASSWORD,
        tos: true,
        article_id: options.plan ?? MONTHLY,
        provider: 'epochCreditCard',
        ...(options.affiliateId ? { affiliateId: options.affiliateId } : {}),
        ...(options.locale ? { locale: options.locale } : {}),
      },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.data.redirectURL).toBe(`https://biller.example.test/join/${r.body.data.x_ans_token}`);
    return { username, email: `${username}@example.test`, token: r.body.data.x_ans_token as string, memberId: `M-${username}` };
  }

  const saleEvent = (p: { token: string; memberId: string }, extra: Partial<BillingEvent> = {}): BillingEvent => ({
    kind: 'sale_approved',
    eventId: `sale-${p.token.slice(0, 10)}`,
    paymentToken: p.token,
    memberId: p.memberId,
    transactionId: `T-${p.token.slice(0, 8)}`,
    subscriptionId: `S-${p.memberId}`,
    ...extra,
  });

  const login = async (username: string) => {
    const r = await s.api('/api/login', { method: 'POST', json: { username, password: PASSWORD } });
    return r;
  };

  /** Signup, approval by the biller, login: a paying member. */
  async function member(options: Parameters<typeof signup>[0] = {}) {
    const p = await signup(options);
    const r = await biller.notify([saleEvent(p, { amount: options.plan === ONE_MONTH ? 24.95 : 19.95, currency: 'USD' })]);
    expect(outcomes(r)).toEqual(['approved']);
    const user = await db().selectFrom('users').selectAll().where('username', '=', p.username).executeTakeFirstOrThrow();
    const session = (await login(p.username)).body.data.token as string;
    return { ...p, userId: user.id, session };
  }

  const me = async (session: string) => (await s.api('/api/me', { token: session })).body.data;

  it('a sale makes the account, stores the provider ids, the language and the affiliate conversion, and mails welcome and receipt', async () => {
    const p = await signup({ affiliateId: 'aff-sale', headers: { 'accept-language': 'fr-CH, de;q=0.8' } });
    expect(await db().selectFrom('users').select('id').where('username', '=', p.username).execute()).toEqual([]);
    const r = await biller.notify([saleEvent(p, { amount: 19.95, currency: 'USD' })]);
    expect(r.status).toBe(200);
    expect(r.body.data.outcomes).toEqual([{ eventId: `sale-${p.token.slice(0, 10)}`, kind: 'sale_approved', outcome: 'approved' }]);
    const payment = await paymentOf(p.token);
    expect(payment).toMatchObject({ status: 'approved', kind: 'sale', locale: 'fr_FR', provider_transaction_id: `T-${p.token.slice(0, 8)}`, provider_member_id: p.memberId, provider_subscription_id: `S-${p.memberId}` });
    const user = await db().selectFrom('users').selectAll().where('username', '=', p.username).executeTakeFirstOrThrow();
    expect(user.locale).toBe('fr_FR');
    const sub = await subscriptionOf(user.id);
    expect(sub).toMatchObject({ status: 'active', provider: 'epochCreditCard', provider_member_id: p.memberId, recurring: 1 });
    expect(payment.subscription_id).toBe(sub.id);
    expect(await db().selectFrom('affiliate_conversions').select(['affiliate_id', 'kind', 'amount', 'currency', 'user_id']).where('payment_id', '=', payment.id).execute()).toEqual([
      { affiliate_id: 'aff-sale', kind: 'sale', amount: 19.95, currency: 'USD', user_id: user.id },
    ]);
    expect(mailsTo(p.email).map((m) => [m.template, m.locale])).toEqual([
      ['welcome', 'fr_FR'],
      ['receipt', 'fr_FR'],
    ]);
    expect(mailsTo(p.email)[0]!.data).toMatchObject({ username: p.username, loginUrl: expect.stringMatching(/\/login$/) });
    expect(mailsTo(p.email)[1]!.data).toMatchObject({ plan: 'Mensuel', // the plan's name in the member's language (articles.names)
      amount: 19.95, currency: 'USD', provider: 'epochCreditCard', renewsOn: sub.expires_at });
    // The provider sends it again: nothing changes, one log row with the raw body.
    const again = await biller.notify([saleEvent(p, { amount: 19.95, currency: 'USD' })]);
    expect(outcomes(again)).toEqual(['duplicate']);
    const logged = await db().selectFrom('payment_notifications').selectAll().where('payment_id', '=', payment.id).execute();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ provider: 'epochCreditCard', kind: 'sale_approved', outcome: 'approved', content_type: 'application/json' });
    expect(JSON.parse(logged[0]!.raw_body).events[0].paymentToken).toBe(p.token);
    expect(await db().selectFrom('subscriptions').select('id').where('user_id', '=', user.id).execute()).toHaveLength(1);
    expect(mailsTo(p.email)).toHaveLength(2);
  });

  it('refuses notifications with a bad signature or for an adapter nobody registered, and a sale for another price gives nothing and waits for staff', async () => {
    const p = await signup({ locale: 'de_DE' });
    expect((await biller.notify([saleEvent(p)], { signature: 'f'.repeat(64) })).status).toBe(403);
    expect((await s.api('/api/payment/notifications/nobody', { method: 'POST', json: {} })).status).toBe(404);
    expect((await paymentOf(p.token)).status).toBe('pending');
    expect((await paymentOf(p.token)).locale).toBe('de_DE');
    const cheap = await biller.notify([saleEvent(p, { amount: 0.99, currency: 'USD' })]);
    expect(outcomes(cheap)).toEqual(['needs_staff']);
    // This biller refunds nothing: the payer is told in German that the money is safe.
    expect(await paymentOf(p.token)).toMatchObject({ status: 'needs_staff', attention_reason: 'amount_differs' });
    expect(await db().selectFrom('users').select('id').where('username', '=', p.username).execute()).toEqual([]);
    expect(mailsTo(p.email).map((m) => [m.template, m.locale])).toEqual([['paymentHeld', 'de_DE']]);
  });

  it('a rebill extends from the current expiry, records the payment and the affiliate rebill, and mails a receipt', async () => {
    const m = await member({ affiliateId: 'aff-rebill' });
    const before = await subscriptionOf(m.userId);
    const r = await biller.notify([{ kind: 'rebill', eventId: `rebill-1-${m.memberId}`, memberId: m.memberId, transactionId: `T2-${m.memberId}`, amount: 19.95, currency: 'USD' }]);
    expect(outcomes(r)).toEqual(['rebilled']);
    const after = await subscriptionOf(m.userId);
    expect(after.expires_at).toBe(monthAfter(before.expires_at));
    expect(after.status).toBe('active');
    const rebill = await db().selectFrom('payments').selectAll().where('subscription_id', '=', after.id).where('kind', '=', 'rebill').executeTakeFirstOrThrow();
    expect(rebill).toMatchObject({ status: 'approved', amount: 19.95, user_id: m.userId, provider: 'epochCreditCard', provider_transaction_id: `T2-${m.memberId}` });
    expect(rebill.token).not.toBe(m.token);
    const conversions = await db().selectFrom('affiliate_conversions').select(['kind', 'amount']).where('affiliate_id', '=', 'aff-rebill').orderBy('id').execute();
    expect(conversions).toEqual([
      { kind: 'sale', amount: 19.95 },
      { kind: 'rebill', amount: 19.95 },
    ]);
    expect(mailsTo(m.email).filter((x) => x.template === 'receipt').at(-1)!.data).toMatchObject({ renewsOn: after.expires_at, amount: 19.95 });
    // The member's payment page: both payments, newest first, with their kind; renews on the new expiry.
    const payments = (await s.api('/api/payment/mypayment', { token: m.session })).body.data;
    expect(payments.map((x: { kind: string; status: string }) => [x.kind, x.status])).toEqual([
      ['rebill', 'approved'],
      ['sale', 'approved'],
    ]);
    const account = (await s.api('/api/payment/subscription', { token: m.session })).body.data;
    expect(account).toEqual({
      fullAccess: true,
      subscription: expect.objectContaining({ plan: 'Monthly', status: 'active', recurring: true, provider: 'epochCreditCard', renewsOn: after.expires_at, cancellable: true }),
    });
    expect(account.subscription.endsOn).toBeUndefined();
    // A rebill for another amount extends nothing, and its money is not kept: it waits for staff.
    const odd = await biller.notify([{ kind: 'rebill', eventId: `rebill-2-${m.memberId}`, memberId: m.memberId, amount: 1, currency: 'USD' }]);
    expect(outcomes(odd)).toEqual(['amount_mismatch']);
    expect((await subscriptionOf(m.userId)).expires_at).toBe(after.expires_at);
    const logged = await db().selectFrom('payment_notifications').select('payment_id').where('event_id', '=', `rebill-2-${m.memberId}`).executeTakeFirstOrThrow();
    const oddPayment = await db().selectFrom('payments').selectAll().where('id', '=', logged.payment_id!).executeTakeFirstOrThrow();
    expect([oddPayment.status, oddPayment.attention_reason, oddPayment.amount]).toEqual(['needs_staff', 'amount_differs', 1]);
  });

  it('a failed rebill keeps access until the paid period ends and tells the member; the next rebill clears it', async () => {
    const m = await member();
    const r = await biller.notify([{ kind: 'rebill_failed', eventId: `fail-${m.memberId}`, memberId: m.memberId }]);
    expect(outcomes(r)).toEqual(['rebill_failed']);
    const sub = await subscriptionOf(m.userId);
    expect(sub.rebill_failed_at).not.toBeNull();
    expect(sub.status).toBe('active');
    expect((await me(m.session)).membership.fullAccess).toBe(true);
    expect(mailsTo(m.email).find((x) => x.template === 'rebillFailed')!.data).toMatchObject({ plan: 'Monthly', endsOn: sub.expires_at, paymentUrl: expect.stringMatching(/\/payment$/) });
    await biller.notify([{ kind: 'rebill', eventId: `rebill-after-fail-${m.memberId}`, memberId: m.memberId }]);
    expect((await subscriptionOf(m.userId)).rebill_failed_at).toBeNull();
  });

  it('a cancellation keeps access until the end and no rebill is applied after it; expiry ends access', async () => {
    const m = await member();
    const r = await biller.notify([{ kind: 'cancellation', eventId: `cancel-${m.memberId}`, memberId: m.memberId }]);
    expect(outcomes(r)).toEqual(['cancelled']);
    const sub = await subscriptionOf(m.userId);
    expect(sub.status).toBe('cancelled');
    expect(sub.cancelled_at).not.toBeNull();
    expect((await me(m.session)).membership.fullAccess).toBe(true);
    const account = (await s.api('/api/payment/subscription', { token: m.session })).body.data;
    expect(account.subscription).toMatchObject({ status: 'cancelled', endsOn: sub.expires_at, cancellable: false });
    expect(account.subscription.renewsOn).toBeUndefined();
    expect(mailsTo(m.email).find((x) => x.template === 'cancelled')!.data).toMatchObject({ plan: 'Monthly', endsOn: sub.expires_at });
    // A provider would not rebill now; if one arrives it extends nothing and its money waits for
    // staff (this biller has no refund call): the member and staff are told.
    const late = await biller.notify([{ kind: 'rebill', eventId: `rebill-after-cancel-${m.memberId}`, memberId: m.memberId }]);
    expect(outcomes(late)).toEqual(['ignored']);
    expect((await subscriptionOf(m.userId)).expires_at).toBe(sub.expires_at);
    expect(await db().selectFrom('payments').select(['status', 'attention_reason']).where('user_id', '=', m.userId).where('kind', '=', 'rebill').execute()).toEqual([{ status: 'needs_staff', attention_reason: 'rebill_not_expected' }]);
    expect(mailsTo(m.email).map((x) => x.template)).toContain('paymentHeld');
    // The provider's expiry ends access now.
    const ended = await biller.notify([{ kind: 'expiry', eventId: `expire-${m.memberId}`, memberId: m.memberId }]);
    expect(outcomes(ended)).toEqual(['expired']);
    const expired = await subscriptionOf(m.userId);
    expect(expired.status).toBe('expired');
    expect(expired.ended_at).not.toBeNull();
    expect(expired.expires_at <= s.ctx.now()).toBe(true);
    expect((await me(m.session)).membership.fullAccess).toBe(false);
  });

  it('a refund ends access at once: no more signed video URLs; a late sale for that payment changes nothing', async () => {
    const m = await member();
    const video = (await s.api('/api/public/videos?s=1')).body.data[0];
    expect((await s.api(`/api/updates/${video.id}/downloads`, { token: m.session })).status).toBe(200);
    const r = await biller.notify([{ kind: 'refund', eventId: `refund-${m.memberId}`, transactionId: `T-${m.token.slice(0, 8)}` }]);
    expect(outcomes(r)).toEqual(['refunded']);
    expect((await paymentOf(m.token)).status).toBe('refunded');
    const sub = await subscriptionOf(m.userId);
    expect(sub.status).toBe('refunded');
    expect(sub.ended_at).not.toBeNull();
    expect((await me(m.session)).membership.fullAccess).toBe(false);
    expect((await s.api(`/api/updates/${video.id}/downloads`, { token: m.session })).status).toBe(403);
    const late = await biller.notify([saleEvent(m, { eventId: `late-sale-${m.memberId}` })]);
    expect(outcomes(late)).toEqual(['unchanged']);
    expect((await paymentOf(m.token)).status).toBe('refunded');
    expect((await s.api('/api/payment/mypayment', { token: m.session })).body.data[0]).toMatchObject({ status: 'refunded', kind: 'sale' });
    const account = (await s.api('/api/payment/subscription', { token: m.session })).body.data;
    expect(account).toMatchObject({ fullAccess: false, subscription: { status: 'refunded', cancellable: false } });
  });

  it('a chargeback ends access, blocks the account and ends its sessions; the member cannot log in again', async () => {
    const m = await member();
    const r = await biller.notify([{ kind: 'chargeback', eventId: `cb-${m.memberId}`, memberId: m.memberId }]);
    expect(outcomes(r)).toEqual(['chargeback']);
    expect((await paymentOf(m.token)).status).toBe('chargeback');
    expect((await subscriptionOf(m.userId)).status).toBe('chargeback');
    const user = await db().selectFrom('users').selectAll().where('id', '=', m.userId).executeTakeFirstOrThrow();
    expect(user.blocked_reason).toBe('chargeback');
    expect((await s.api('/api/me', { token: m.session })).status).toBe(401);
    const again = await login(m.username);
    expect(again.status).toBe(403);
    expect(again.body.error.message).toBe('This account is blocked. Please contact support.');
    // A wrong password still says only that the credentials are wrong.
    expect((await s.api('/api/login', { method: 'POST', json: { username: m.username, password: 'not the password' } })).status).toBe(401);
    expect(outcomes(await biller.notify([saleEvent(m, { eventId: `sale-after-cb-${m.memberId}` })]))).toEqual(['unchanged']);
  });

  it('refunding a single-update purchase removes that purchase', async () => {
    const buyer = await createUser(s, fresh('buyer'));
    const [dvd] = (await s.api('/api/public/dvds?s=1')).body.data;
    const config = s.ctx.configs.fileConfig;
    const before = config.core.payment.updatePurchase;
    config.core.payment.updatePurchase = true;
    try {
      const bought = await s.api('/api/payment/purchase', { method: 'POST', token: buyer.token, json: { update_id: dvd.id, provider: 'epochPaypal' } });
      expect(bought.status).toBe(201);
      const token = bought.body.data.x_ans_token;
      expect(outcomes(await biller.notify([{ kind: 'sale_approved', eventId: `buy-${token}`, paymentToken: token, transactionId: `TB-${token}` }], { provider: 'epochPaypal' }))).toEqual(['approved']);
      expect((await s.api(`/api/updates/${dvd.id}/downloads`, { token: buyer.token })).status).toBe(200);
      expect(outcomes(await biller.notify([{ kind: 'refund', eventId: `refund-buy-${token}`, transactionId: `TB-${token}` }], { provider: 'epochPaypal' }))).toEqual(['refunded']);
      expect((await s.api(`/api/updates/${dvd.id}/downloads`, { token: buyer.token })).status).toBe(403);
      expect((await s.api('/api/payment/mypurchases', { token: buyer.token })).body.data).toEqual([]);
    } finally {
      config.core.payment.updatePurchase = before;
    }
  });

  it('events before their sale are logged, answered 503 so the provider retries, and apply when retried', async () => {
    const p = await signup();
    const early = [
      { kind: 'rebill', eventId: `early-rebill-${p.memberId}`, memberId: p.memberId },
      { kind: 'cancellation', eventId: `early-cancel-${p.memberId}`, memberId: p.memberId },
    ] as BillingEvent[];
    for (const event of early) {
      const r = await biller.notify([event]);
      expect(r.status).toBe(503);
      expect(r.headers.get('retry-after')).toBe('300');
      expect(r.body.error.code).toBe('unknown_reference');
    }
    const refundFirst = await biller.notify([{ kind: 'refund', eventId: `early-refund-${p.memberId}`, paymentToken: p.token }]);
    expect(refundFirst.status).toBe(503);
    const logged = await db().selectFrom('payment_notifications').select(['event_id', 'outcome']).where('event_id', 'like', `early-%-${p.memberId}`).orderBy('id').execute();
    expect(logged.map((l) => l.outcome)).toEqual(['unknown_reference', 'unknown_reference', 'unknown_reference']);
    expect((await paymentOf(p.token)).status).toBe('pending');
    // The sale lands; the provider's retries now apply, in the order they come.
    expect(outcomes(await biller.notify([saleEvent(p)]))).toEqual(['approved']);
    const user = await db().selectFrom('users').select('id').where('username', '=', p.username).executeTakeFirstOrThrow();
    const first = await subscriptionOf(user.id);
    expect(outcomes(await biller.notify([early[0]!]))).toEqual(['rebilled']);
    expect((await subscriptionOf(user.id)).expires_at).toBe(monthAfter(first.expires_at));
    expect(outcomes(await biller.notify([early[1]!]))).toEqual(['cancelled']);
    expect(outcomes(await biller.notify([early[1]!]))).toEqual(['duplicate']);
    const rows = await db().selectFrom('payment_notifications').select('outcome').where('event_id', 'like', `early-%-${p.memberId}`).orderBy('id').execute();
    expect(rows.map((l) => l.outcome)).toEqual(['rebilled', 'cancelled', 'unknown_reference']);
  });

  it('the same notification sent concurrently has one effect', async () => {
    const p = await signup({ affiliateId: 'aff-race' });
    const results = await Promise.all(Array.from({ length: 5 }, () => biller.notify([saleEvent(p)])));
    expect(results.map(outcomes).flat().sort()).toEqual(['approved', 'duplicate', 'duplicate', 'duplicate', 'duplicate']);
    const users = await db().selectFrom('users').select('id').where('username', '=', p.username).execute();
    expect(users).toHaveLength(1);
    expect(await db().selectFrom('subscriptions').select('id').where('user_id', '=', users[0]!.id).execute()).toHaveLength(1);
    expect(await db().selectFrom('affiliate_conversions').select('id').where('affiliate_id', '=', 'aff-race').execute()).toHaveLength(1);
    // Two different sale events for one payment at once: still one account.
    const q = await signup();
    const twins = await Promise.all([biller.notify([saleEvent(q, { eventId: `twin-a-${q.token}` })]), biller.notify([saleEvent(q, { eventId: `twin-b-${q.token}` })])]);
    expect(twins.map(outcomes).flat().sort()).toEqual(['approved', 'unchanged']);
    const rebill: BillingEvent = { kind: 'rebill', eventId: `race-rebill-${p.memberId}`, memberId: p.memberId };
    const before = await subscriptionOf(users[0]!.id);
    const rebills = await Promise.all(Array.from({ length: 4 }, () => biller.notify([rebill])));
    expect(rebills.map(outcomes).flat().sort()).toEqual(['duplicate', 'duplicate', 'duplicate', 'rebilled']);
    expect((await subscriptionOf(users[0]!.id)).expires_at).toBe(monthAfter(before.expires_at));
    expect(await db().selectFrom('payments').select('id').where('subscription_id', '=', before.id).where('kind', '=', 'rebill').execute()).toHaveLength(1);
  });

  it("a member cancels through the API: the provider's cancel is called first; when it fails nothing changes", async () => {
    const m = await member();
    const sub = await subscriptionOf(m.userId);
    biller.failCancel = true;
    const failed = await s.api('/api/payment/subscription/cancel', { method: 'POST', token: m.session });
    expect(failed.status).toBe(502);
    expect(failed.body.error.message).toBe('The payment provider could not cancel your subscription. Nothing was changed: please try again later or contact support.');
    expect((await subscriptionOf(m.userId)).status).toBe('active');
    expect(mailsTo(m.email).some((x) => x.template === 'cancelled')).toBe(false);
    biller.failCancel = false;
    const ok = await s.api('/api/payment/subscription/cancel', { method: 'POST', token: m.session });
    expect(ok.status).toBe(200);
    expect(biller.cancels).toContain(sub.id);
    expect(ok.body.data).toMatchObject({ fullAccess: true, subscription: { id: sub.id, status: 'cancelled', endsOn: sub.expires_at, cancellable: false } });
    expect(mailsTo(m.email).filter((x) => x.template === 'cancelled')).toHaveLength(1);
    // The provider's own cancellation notification follows: unchanged.
    expect(outcomes(await biller.notify([{ kind: 'cancellation', eventId: `provider-cancel-${m.memberId}`, memberId: m.memberId }]))).toEqual(['unchanged']);
    // Nothing left to cancel; a member without subscription neither.
    expect((await s.api('/api/payment/subscription/cancel', { method: 'POST', token: m.session })).body.error.code).toBe('not_cancellable');
    const nobody = await createUser(s, fresh('nosub'));
    expect((await s.api('/api/payment/subscription/cancel', { method: 'POST', token: nobody.token })).status).toBe(409);
    expect((await s.api('/api/payment/subscription', { token: nobody.token })).body.data).toEqual({ fullAccess: false, subscription: null });
    expect((await s.api('/api/payment/subscription/cancel', { method: 'POST' })).status).toBe(401);
  });

  it('renewal by a logged-in member: no password, no second recurring plan, and it extends from the current expiry', async () => {
    const visitor = await s.api('/api/register', { method: 'POST', json: { username: fresh('nopass'), email: `${fresh('nopass')}@example.test`, tos: true, article_id: ONE_MONTH, provider: 'epochCreditCard' } });
    expect(visitor.status).toBe(400);
    expect(visitor.body.error.fields.password).toBe('Password must be at least 8 characters');
    const m = await member();
    const renew = (plan: number) => s.api('/api/register', { method: 'POST', token: m.session, json: { username: m.username, email: m.email, tos: true, article_id: plan, provider: 'epochCreditCard' } });
    const second = await renew(MONTHLY);
    expect(second.status).toBe(409);
    expect(second.body.error).toMatchObject({ code: 'subscription_active', message: 'You already have an active subscription. Cancel it first or wait until it ends.' });
    const before = await subscriptionOf(m.userId);
    const oneOff = await renew(ONE_MONTH);
    expect(oneOff.status).toBe(201);
    const payment = await paymentOf(oneOff.body.data.x_ans_token);
    expect(payment).toMatchObject({ user_id: m.userId, password_hash: '' });
    expect(outcomes(await biller.notify([{ kind: 'sale_approved', eventId: `renew-${payment.token}`, paymentToken: payment.token, memberId: `R-${m.memberId}` }]))).toEqual(['approved']);
    const renewed = await subscriptionOf(m.userId);
    expect(renewed.id).not.toBe(before.id);
    expect(renewed.expires_at).toBe(monthAfter(before.expires_at));
    // The password still works, and no welcome mail for an existing account.
    expect((await login(m.username)).status).toBe(200);
    expect(mailsTo(m.email).filter((x) => x.template === 'welcome')).toHaveLength(1);
    // Once cancelled, a new recurring plan may be bought.
    await s.api('/api/payment/subscription/cancel', { method: 'POST', token: m.session });
    expect((await renew(MONTHLY)).status).toBe(201);
  });

  it('the sweeps expire what ran out and remind once those ending within three days', async () => {
    const oneOff = await member({ plan: ONE_MONTH });
    const recurring = await member();
    const cancelled = await member();
    await biller.notify([{ kind: 'cancellation', eventId: `sweep-cancel-${cancelled.memberId}`, memberId: cancelled.memberId }]);
    const ends = (await subscriptionOf(oneOff.userId)).expires_at;
    const at = (iso: string, ms: number) => () => new Date(Date.parse(iso) + ms).toISOString();
    s.ctx.now = at(ends, -2 * DAY);
    const reminded = mails.length;
    expect(await remindEndingSoon(s.ctx)).toBeGreaterThanOrEqual(2);
    const reminders = mails.slice(reminded).filter((x) => x.template === 'endingSoon');
    expect(reminders.map((x) => x.to)).toEqual(expect.arrayContaining([oneOff.email, cancelled.email]));
    expect(reminders.map((x) => x.to)).not.toContain(recurring.email);
    expect(reminders.find((x) => x.to === oneOff.email)).toMatchObject({ dedupeKey: `endingSoon:${(await subscriptionOf(oneOff.userId)).id}`, data: { plan: '1 Month', endsOn: ends } });
    expect(await remindEndingSoon(s.ctx)).toBe(0);
    s.ctx.now = at(ends, 2 * DAY);
    expect(await expireSubscriptions(s.ctx)).toBeGreaterThanOrEqual(3);
    for (const x of [oneOff, recurring, cancelled]) {
      const sub = await subscriptionOf(x.userId);
      expect(sub.status).toBe('expired');
      expect(sub.ended_at).toBe(s.ctx.now());
    }
    expect(await expireSubscriptions(s.ctx)).toBe(0);
    const account = (await s.api('/api/payment/subscription', { token: oneOff.session })).body.data;
    expect(account).toMatchObject({ fullAccess: false, subscription: { status: 'expired', cancellable: false } });
  });

  it('staff verification of a gift card is logged like a notification, with the staff member', async () => {
    const staff = await createUser(s, fresh('staff'), { role: 2 });
    const username = fresh('giver');
    const r = await s.api('/api/register', { method: 'POST', json: { username, email: `${username}@example.test`, password: PASSWORD, tos: true, article_id: ONE_MONTH, provider: 'amazonVoucher', voucherCodes: [fresh('CODE').toUpperCase()], locale: 'es_ES' } });
    expect(r.status).toBe(201);
    const payment = await paymentOf(r.body.data.x_ans_token);
    const ok = await s.api(`/api/payment/${payment.id}/verify`, { method: 'POST', token: staff.token, json: { approve: true } });
    expect(ok.body.data.outcome).toBe('approved');
    const [row] = await db().selectFrom('payment_notifications').selectAll().where('event_id', '=', `staff-verify-${payment.id}`).execute();
    expect(row).toMatchObject({ provider: 'amazonVoucher', outcome: 'approved', payment_id: payment.id });
    expect(JSON.parse(row!.raw_body)).toMatchObject({ staffUserId: staff.id, approve: true });
    expect(mailsTo(`${username}@example.test`).map((x) => [x.template, x.locale])).toEqual([
      ['welcome', 'es_ES'],
      ['giftCardVerified', 'es_ES'],
    ]);
  });

  it('the affiliate report sums what each affiliate (partner, over all their clicks) brought in a period, refunds and chargebacks apart, for staff only', async () => {
    // Click ids are the partner's link id, a dash and 8 characters: two visitors, one partner.
    const affiliate = fresh('affreport');
    const kept = await member({ affiliateId: `${affiliate}-visitor1` });
    await biller.notify([{ kind: 'rebill', eventId: `rebill-r-${kept.memberId}`, memberId: kept.memberId, transactionId: `TR-${kept.memberId}`, amount: 19.95, currency: 'USD' }]);
    const refunded = await member({ affiliateId: `${affiliate}-visitor2`, plan: ONE_MONTH });
    await biller.notify([{ kind: 'refund', eventId: `refund-r-${refunded.memberId}`, transactionId: `T-${refunded.token.slice(0, 8)}` }]);
    await member({ affiliateId: `${fresh('affother')}-visitor3` });
    const staffName = fresh('staff');
    await createUser(s, staffName, { role: ROLE.staff, password: PASSWORD });
    const staff = (await login(staffName)).body.data.token as string;
    const today = new Date().toISOString().slice(0, 10);
    const report = await s.api(`/api/payments/affiliates?from=${today}&to=${today}`, { token: staff });
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    expect(report.body.data.find((row: { affiliateId: string }) => row.affiliateId === affiliate)).toEqual({
      affiliateId: affiliate,
      currency: 'USD',
      sales: 1,
      rebills: 1,
      amount: 39.9,
      reversed: 1,
      reversedAmount: 24.95,
    });
    // Yesterday's period holds none of today's conversions.
    const yesterday = new Date(Date.now() - DAY).toISOString().slice(0, 10);
    const before = await s.api(`/api/payments/affiliates?from=${yesterday}&to=${yesterday}`, { token: staff });
    expect(before.body.data.find((row: { affiliateId: string }) => row.affiliateId === affiliate)).toBeUndefined();
    expect((await s.api('/api/payments/affiliates', { token: kept.session })).status).toBe(403);
    expect((await s.api('/api/payments/affiliates')).status).toBe(401);
    expect((await s.api(`/api/payments/affiliates?from=${today}&to=${yesterday}`, { token: staff })).status).toBe(400);
    expect((await s.api('/api/payments/affiliates?from=yesterday', { token: staff })).status).toBe(400);
  });

  it('staff record a refund made outside the billers: access ends at once, a second time changes nothing, members cannot', async () => {
    const m = await member();
    const payment = await paymentOf(m.token);
    const staffName = fresh('refunder');
    await createUser(s, staffName, { role: ROLE.staff, password: PASSWORD });
    const staff = (await login(staffName)).body.data.token as string;
    expect((await s.api(`/api/payment/${payment.id}/refund`, { method: 'POST', token: m.session })).status).toBe(403);
    expect((await me(m.session)).membership.fullAccess).toBe(true);
    const refunded = await s.api(`/api/payment/${payment.id}/refund`, { method: 'POST', token: staff });
    expect(refunded.body).toEqual({ data: { outcome: 'refunded' } });
    expect((await paymentOf(m.token)).status).toBe('refunded');
    expect((await subscriptionOf(m.userId)).status).toBe('refunded');
    expect((await me(m.session)).membership.fullAccess).toBe(false);
    expect((await s.api(`/api/payment/${payment.id}/refund`, { method: 'POST', token: staff })).body).toEqual({ data: { outcome: 'duplicate' } });
    const logged = await db().selectFrom('payment_notifications').select(['kind', 'outcome', 'raw_body']).where('event_id', '=', `staff-refund-${payment.id}`).execute();
    expect(logged).toEqual([{ kind: 'refund', outcome: 'refunded', raw_body: expect.stringContaining('"staffUserId"') }]);
    // Recorded as the desk's refund is: once, in the audit log, without asking the biller.
    const audit = await db().selectFrom('staff_actions').select(['action', 'details']).where('target_kind', '=', 'payment').where('target_id', '=', String(payment.id)).execute();
    expect(audit.map((a) => [a.action, JSON.parse(a.details).via])).toEqual([['payment.refund', 'recorded']]);
    const pending = await signup();
    const unpaid = await paymentOf(pending.token);
    expect((await s.api(`/api/payment/${unpaid.id}/refund`, { method: 'POST', token: staff })).status).toBe(422);
    expect((await s.api('/api/payment/999999/refund', { method: 'POST', token: staff })).status).toBe(404);
  });
});
