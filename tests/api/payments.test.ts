// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createUser, startServer, useRealNetwork, type TestServer } from './harness';
import { sign } from '../../server/payments/signature';
import { ROLE } from '../../shared/roles';

useRealNetwork();

const signup = (username: string, extra: Record<string, unknown> = {}) => ({
  username,
  email: `${username}@example.test`,
  password: 'long enough 1',
  password_confirmation: 'long enough 1',
  tos: true,
  article_id: 2,
  provider: 'epochCreditCard',
  ...extra,
});

describe.each(backends)('signup and payments on %s', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer(backend);
  }, 60_000);
  afterAll(async () => {
    await s?.close();
  });

  const users = async (name: string) => s.ctx.db.selectFrom('users').selectAll().where('username', '=', name).execute();

  it('validates the signup payload with the specification messages', async () => {
    const r = await s.api('/api/register', { method: 'POST', json: signup('x', { email: 'nope', password: 'short' }) });
    expect(r.status).toBe(400);
    expect(r.body.error.fields.email).toBe('Enter a valid email address');
    expect(r.body.error.fields.password).toBe('Password must be at least 8 characters');
    expect(r.body.error.fields.username).toBe('Username invalid');
    const mismatch = await s.api('/api/register', { method: 'POST', json: signup('mismatch', { password_confirmation: 'different 1' }) });
    expect(mismatch.status).toBe(400);
    const voucher = await s.api('/api/register', { method: 'POST', json: signup('voucherless', { provider: 'amazonVoucher' }) });
    expect(voucher.body.error.message).toBe('Please enter a valid gift card code');
    const badCode = await s.api('/api/register', { method: 'POST', json: signup('badcode', { provider: 'amazonVoucher', voucherCodes: ['<script>'] }) });
    expect(badCode.body.error.fields.voucherCodes).toBe('Please enter a valid gift card code');
  });

  it('refuses taken names, plans without the provider and inactive endpoints', async () => {
    await createUser(s, 'taken');
    const name = await s.api('/api/register', { method: 'POST', json: signup('taken', { email: 'fresh@example.test' }) });
    expect(name.status).toBe(409);
    expect(name.body.error.message).toBe('Username already in use, please login or choose another one');
    const email = await s.api('/api/register', { method: 'POST', json: signup('fresh', { email: 'taken@example.test' }) });
    expect(email.body.error.message).toBe('Email already in use, please login or choose another one');
    expect((await s.api('/api/signup/userExists', { method: 'POST', json: { username: 'TAKEN' } })).body.data.exists).toBe(true);
    expect((await s.api('/api/signup/userExists', { method: 'POST', json: { email: 'free@example.test' } })).body.data.exists).toBe(false);
    expect((await s.api('/api/signup/userExists', { method: 'POST', json: {} })).status).toBe(400);
    // Monthly (1) offers card and PayPal only.
    const wrongProvider = await s.api('/api/register', { method: 'POST', json: signup('plan1', { article_id: 1, provider: 'amazonVoucher', voucherCodes: ['ABCD-EFGH-1234'] }) });
    expect(wrongProvider.status).toBe(422);
    expect((await s.api('/api/register', { method: 'POST', json: signup('plan9', { article_id: 99 }) })).status).toBe(422);
  });

  it('card: join page approve -> signed postback -> user, subscription, redirect to /signupSuccess', async () => {
    // A price from the browser is refused outright (not an accepted field), never used.
    const tampered = await s.api('/api/register', { method: 'POST', json: signup('cardbuyer', { amount: 0.01 }) });
    expect([tampered.status, tampered.body.error.fields]).toEqual([400, { amount: 'amount is not an accepted field' }]);
    const r = await s.api('/api/register', { method: 'POST', json: signup('cardbuyer') });
    expect(r.status).toBe(201);
    const { x_ans_token, redirectURL } = r.body.data;
    expect(redirectURL).toBe(`/api/payment/sandbox/join/${x_ans_token}`);
    expect(await users('cardbuyer')).toHaveLength(0); // nothing before payment
    const page = await s.api(redirectURL);
    expect(page.body).toContain('24.95 USD');
    const pending = await s.api(`/api/getPaymentByToken/${x_ans_token}`);
    expect(pending.body.data.status).toBe('pending');
    const decide = await s.api(redirectURL, { method: 'POST', body: 'decision=approve', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(decide.status).toBe(303);
    expect(decide.headers.get('location')).toBe(`/signupSuccess?x_ans_token=${encodeURIComponent(x_ans_token)}`);
    const [u] = await users('cardbuyer');
    expect(u).toBeDefined();
    const sub = await s.ctx.db.selectFrom('subscriptions').selectAll().where('user_id', '=', u!.id).execute();
    expect(sub).toHaveLength(1);
    const payment = await s.ctx.db.selectFrom('payments').selectAll().where('token', '=', x_ans_token).executeTakeFirstOrThrow();
    expect(payment.amount).toBe(24.95); // from the plan
    expect(payment.password_hash).toBe('');
    const lookup = (await s.api(`/api/getPaymentByToken/${x_ans_token}`)).body.data;
    expect(lookup).toEqual({ status: 'approved', username: 'cardbuyer', email: 'cardbuyer@example.test', provider: 'epochCreditCard' });
    const login = await s.api('/api/login', { method: 'POST', json: { username: 'cardbuyer', password: 'long enough 1' } });
    const me = (await s.api('/api/me', { token: login.body.data.token })).body.data;
    expect(me.membership.fullAccess).toBe(true);
    expect(me.membership.recurring).toBe(false);
    const mine = (await s.api('/api/payment/mypayment', { token: login.body.data.token })).body.data;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ status: 'approved', amount: 24.95, for: '1 Month', via: 'epochCreditCard' });
  });

  it('declined payment: no user, redirect to /signupDenial', async () => {
    const r = await s.api('/api/payment/createEpochInvoice', { method: 'POST', json: signup('decliner', { provider: 'epochPaypal' }) });
    const decide = await s.api(r.body.data.redirectURL, { method: 'POST', body: 'decision=decline', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(decide.headers.get('location')).toBe('/signupDenial');
    expect(await users('decliner')).toHaveLength(0);
    expect((await s.api(`/api/getPaymentByToken/${r.body.data.x_ans_token}`)).body.data.status).toBe('declined');
  });

  it('forged, tampered and replayed provider notifications change nothing', async () => {
    const r = await s.api('/api/register', { method: 'POST', json: signup('forgery') });
    const token = r.body.data.x_ans_token;
    const raw = JSON.stringify({ event_id: 'evt-forged-0001', x_ans_token: token, result: 'approved', amount: 24.95, currency: 'USD' });
    const forged = await s.api('/api/payment/notifications/sandbox', { method: 'POST', body: raw, headers: { 'content-type': 'application/json', 'x-signature': 'a'.repeat(64) } });
    expect(forged.status).toBe(403);
    const unsigned = await s.api('/api/payment/notifications/sandbox', { method: 'POST', body: raw, headers: { 'content-type': 'application/json' } });
    expect(unsigned.status).toBe(403);
    // Signed over different bytes than sent (amount tampered after signing).
    const sig = sign(s.ctx.secrets.payment, raw);
    const tampered = await s.api('/api/payment/notifications/sandbox', { method: 'POST', body: raw.replace('24.95', '0.01'), headers: { 'content-type': 'application/json', 'x-signature': sig } });
    expect(tampered.status).toBe(403);
    expect(await users('forgery')).toHaveLength(0);
    // A correctly signed postback with a wrong amount fails the payment.
    const cheapRaw = JSON.stringify({ event_id: 'evt-cheap-0001', x_ans_token: token, result: 'approved', amount: 0.01, currency: 'USD' });
    const cheap = await s.api('/api/payment/notifications/sandbox', { method: 'POST', body: cheapRaw, headers: { 'content-type': 'application/json', 'x-signature': sign(s.ctx.secrets.payment, cheapRaw) } });
    expect(cheap.body.data.outcomes[0].outcome).toBe('failed');
    expect(await users('forgery')).toHaveLength(0);

    // Replay: a good approval for another payment, sent twice.
    const r2 = await s.api('/api/register', { method: 'POST', json: signup('replayer') });
    const okRaw = JSON.stringify({ event_id: 'evt-good-0001', x_ans_token: r2.body.data.x_ans_token, result: 'approved', amount: 24.95, currency: 'USD' });
    const headers = { 'content-type': 'application/json', 'x-signature': sign(s.ctx.secrets.payment, okRaw) };
    expect((await s.api('/api/payment/notifications/sandbox', { method: 'POST', body: okRaw, headers })).body.data.outcomes[0].outcome).toBe('approved');
    expect((await s.api('/api/payment/notifications/sandbox', { method: 'POST', body: okRaw, headers })).body.data.outcomes[0].outcome).toBe('duplicate');
    const declineRaw = JSON.stringify({ event_id: 'evt-late-decline', x_ans_token: r2.body.data.x_ans_token, result: 'declined', amount: 24.95, currency: 'USD' });
    const late = await s.api('/api/payment/notifications/sandbox', { method: 'POST', body: declineRaw, headers: { 'content-type': 'application/json', 'x-signature': sign(s.ctx.secrets.payment, declineRaw) } });
    expect(late.body.data.outcomes[0].outcome).toBe('unchanged');
    const [u] = await users('replayer');
    expect(await s.ctx.db.selectFrom('subscriptions').select('id').where('user_id', '=', u!.id).execute()).toHaveLength(1);
  });

  it('bitcoin: invoice, then paid on request', async () => {
    // Bitcoin is inactive in the default configuration: refused.
    const refused = await s.api('/api/userregister', { method: 'PUT', json: signup('btc', { provider: 'bitcoin' }) });
    const config = await s.ctx.configs.active();
    const btc = config.core.payment.endpoints.find((e) => e.provider === 'bitcoin');
    if (!btc?.isActive) {
      expect(refused.status).toBe(422);
      btc!.isActive = true; // the cached active config object: enable it for this test
    }
    const r = await s.api('/api/userregister', { method: 'PUT', json: signup('btc2', { provider: 'bitcoin' }) });
    expect(r.status).toBe(201);
    expect(r.body.data.invoice.amountUsd).toBe(24.95);
    expect(r.body.data.invoice.address).toMatch(/^tb1q/);
    expect(await users('btc2')).toHaveLength(0);
    const paid = await s.api(r.body.data.invoice.payUrl, { method: 'POST' });
    expect(paid.body.data.outcome).toBe('approved');
    expect(await users('btc2')).toHaveLength(1);
    if (btc) btc.isActive = false;
    s.ctx.configs.invalidate();
  });

  it('gift cards stay pending until staff verify them', async () => {
    const r = await s.api('/api/register', { method: 'POST', json: signup('giver', { provider: 'amazonVoucher', voucherCodes: ['ABCD-EFGH-1234'] }) });
    expect(r.status).toBe(201);
    expect(r.body.data.status).toBe('verifying');
    // A free account right away (to log in and check the status), the subscription only on approval.
    const [giver] = await users('giver');
    expect(giver).toBeDefined();
    const login = await s.api('/api/login', { method: 'POST', json: { username: 'giver', password: signup('giver').password } });
    expect((await s.api('/api/me', { token: login.body.data.token })).body.data.customer).toEqual({ hasAccess: false, validUntil: null });
    const payment = await s.ctx.db.selectFrom('payments').select('id').where('token', '=', r.body.data.x_ans_token).executeTakeFirstOrThrow();
    const member = await createUser(s, 'sneaky');
    expect((await s.api(`/api/payment/${payment.id}/verify`, { method: 'POST', token: member.token, json: { approve: true } })).status).toBe(403);
    const staff = await createUser(s, 'verifier', { role: ROLE.staff });
    const ok = await s.api(`/api/payment/${payment.id}/verify`, { method: 'POST', token: staff.token, json: { approve: true } });
    expect(ok.body.data.outcome).toBe('approved');
    expect(await users('giver')).toHaveLength(1);
    expect((await s.api('/api/me', { token: login.body.data.token })).body.data.customer.hasAccess).toBe(true);
    const again = await s.api(`/api/payment/${payment.id}/verify`, { method: 'POST', token: staff.token, json: { approve: true } });
    expect(again.body.data.outcome).toBe('duplicate');
  });

  it('declined gift cards remove the account made for them, so no half-made user stays', async () => {
    const r = await s.api('/api/register', { method: 'POST', json: signup('badgiver', { provider: 'amazonVoucher', voucherCodes: ['WXYZ-EFGH-9876'] }) });
    expect(r.status).toBe(201);
    expect(await users('badgiver')).toHaveLength(1);
    const login = await s.api('/api/login', { method: 'POST', json: { username: 'badgiver', password: signup('badgiver').password } });
    const payment = await s.ctx.db.selectFrom('payments').select('id').where('token', '=', r.body.data.x_ans_token).executeTakeFirstOrThrow();
    const staff = await createUser(s, 'decliner', { role: ROLE.staff });
    const declined = await s.api(`/api/payment/${payment.id}/verify`, { method: 'POST', token: staff.token, json: { approve: false } });
    expect(declined.body.data.outcome).toBe('declined');
    expect(await users('badgiver')).toHaveLength(0);
    expect((await s.api('/api/me', { token: login.body.data.token })).status).toBe(401);
    expect((await s.api(`/api/getPaymentByToken/${r.body.data.x_ans_token}`)).body.data.status).toBe('declined');
  });

  it("member A never sees member B's payments", async () => {
    const a = await createUser(s, 'payA', { subscribed: true });
    const b = await createUser(s, 'payB', { subscribed: true });
    const listA = (await s.api(`/api/payment/mypayment?user_id=${b.id}`, { token: a.token })).body.data;
    const listB = (await s.api('/api/payment/mypayment', { token: b.token })).body.data;
    expect(listA).toHaveLength(1);
    expect(listA[0].id).not.toBe(listB[0].id);
    expect((await s.api('/api/payment/mypayment')).status).toBe(401);
    expect((await s.api('/api/getPaymentByToken/guess')).status).toBe(404);
  });

  it('sells single updates only when updatePurchase is on, and the purchase unlocks just that update', async () => {
    const buyer = await createUser(s, 'onebuyer');
    const [dvd, other] = (await s.api('/api/public/dvds?s=2')).body.data;
    const config = await s.ctx.configs.active();
    const before = config.core.payment.updatePurchase;
    config.core.payment.updatePurchase = false;
    expect((await s.api('/api/payment/purchase', { method: 'POST', token: buyer.token, json: { update_id: dvd.id, provider: 'epochCreditCard' } })).status).toBe(403);
    config.core.payment.updatePurchase = true;
    try {
      const r = await s.api('/api/payment/purchase', { method: 'POST', token: buyer.token, json: { update_id: dvd.id, provider: 'epochCreditCard' } });
      expect(r.status).toBe(201);
      expect((await s.api(`/api/updates/${dvd.id}/downloads`, { token: buyer.token })).status).toBe(403);
      await s.api(r.body.data.redirectURL, { method: 'POST', body: 'decision=approve', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect((await s.api(`/api/updates/${dvd.id}/downloads`, { token: buyer.token })).status).toBe(200);
      expect((await s.api(`/api/updates/${other.id}/downloads`, { token: buyer.token })).status).toBe(403);
      const mine = (await s.api('/api/payment/mypurchases', { token: buyer.token })).body.data;
      expect(mine.map((u: any) => u.id)).toEqual([dvd.id]);
      const me = (await s.api('/api/me', { token: buyer.token })).body.data;
      expect(me.membership).toMatchObject({ fullAccess: false, purchasedUpdateIds: [dvd.id] });
      const payment = await s.ctx.db.selectFrom('payments').selectAll().where('token', '=', r.body.data.x_ans_token).executeTakeFirstOrThrow();
      expect(payment.amount).toBe(9.95);
    } finally {
      config.core.payment.updatePurchase = before;
    }
  });

  it('fails abandoned pending signups after a day and wipes their password hash', async () => {
    const { expireAbandonedPayments } = await import('../../server/payments/cleanup');
    const r = await s.api('/api/register', { method: 'POST', json: signup('abandoner') });
    const token = r.body.data.x_ans_token;
    expect(await expireAbandonedPayments(s.ctx)).toBe(0);
    await expireAbandonedPayments(s.ctx, Date.now() + 25 * 3600_000);
    const p = await s.ctx.db.selectFrom('payments').selectAll().where('token', '=', token).executeTakeFirstOrThrow();
    expect(p.status).toBe('failed');
    expect(p.password_hash).toBe('');
    const late = await s.api(`/api/payment/sandbox/join/${token}`, { method: 'POST', body: 'decision=approve', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(late.headers.get('location')).toBe('/signupDenial');
    expect(await users('abandoner')).toHaveLength(0);
  });
});
