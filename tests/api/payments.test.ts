// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createUser, startServer, useRealNetwork, type TestServer } from './harness';
import { decideOnJoinPage, epochDigestKey, epochPostback, payInvoice, postJoinForm, sendToEpochUrl } from './emulators';
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

  it('refuses a common, a guessable and an overlong password with the reason, and stores nothing', async () => {
    const common = await s.api('/api/register', { method: 'POST', json: signup('commoner', { password: 'password', password_confirmation: 'password' }) });
    expect(common.status).toBe(400);
    expect(common.body.error).toMatchObject({ code: 'weak_password', fields: { password: 'This password is on a list of common or leaked passwords. Please choose another one.' } });
    const own = await s.api('/api/register', { method: 'POST', json: signup('zyxorbant', { password: 'Zyxorbant2026', password_confirmation: 'Zyxorbant2026' }) });
    expect(own.body.error).toMatchObject({ code: 'weak_password', fields: { password: 'This password is too easy to guess. Add more words or characters.' } });
    const long = 'kq7 Zw!'.repeat(30).slice(0, 201);
    const overlong = await s.api('/api/register', { method: 'POST', json: signup('longer', { password: long, password_confirmation: long }) });
    expect(overlong.status).toBe(400);
    expect(overlong.body.error.fields).toEqual({ password: 'Password must be at most 200 characters' });
    const exact = long.slice(0, 200);
    expect((await s.api('/api/register', { method: 'POST', json: signup('longest', { password: exact, password_confirmation: exact }) })).status).toBe(201);
    expect([...(await users('commoner')), ...(await users('zyxorbant')), ...(await users('longer'))]).toEqual([]);
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

  it('card: Epoch emulator join page, Approve -> signed Epoch postback -> user, subscription, back to /signupSuccess', async () => {
    // A price from the browser is refused outright (not an accepted field), never used.
    const tampered = await s.api('/api/register', { method: 'POST', json: signup('cardbuyer', { amount: 0.01 }) });
    expect([tampered.status, tampered.body.error.fields]).toEqual([400, { amount: 'amount is not an accepted field' }]);
    const r = await s.api('/api/register', { method: 'POST', json: signup('cardbuyer') });
    expect(r.status).toBe(201);
    const { x_ans_token, redirectURL } = r.body.data;
    const join = new URL(redirectURL, s.url);
    expect(join.pathname).toBe('/sandbox/epoch/join');
    expect(Object.fromEntries(join.searchParams)).toMatchObject({ co_code: 'SBX', pi_code: 'ONEMONTH', username: 'cardbuyer', email: 'cardbuyer@example.test', payment_type: 'CC', x_ans_token });
    expect(await users('cardbuyer')).toHaveLength(0); // nothing before payment
    const pending = await s.api(`/api/getPaymentByToken/${x_ans_token}`);
    expect(pending.body.data.status).toBe('pending');
    const decide = await decideOnJoinPage(s, redirectURL, 'approve');
    expect(decide.page.body).toContain('24.95 USD');
    expect(decide.status).toBe(303);
    const back = new URL(decide.headers.get('location')!, s.url);
    expect(back.pathname).toBe('/signupSuccess');
    expect(back.searchParams.get('ans')).toMatch(/^Y/);
    expect(back.searchParams.get('x_ans_token')).toBe(x_ans_token);
    // The emulator posted before it sent the browser back: the account is there on arrival.
    const [u] = await users('cardbuyer');
    expect(u).toBeDefined();
    const sub = await s.ctx.db.selectFrom('subscriptions').selectAll().where('user_id', '=', u!.id).execute();
    expect(sub).toHaveLength(1);
    const payment = await s.ctx.db.selectFrom('payments').selectAll().where('token', '=', x_ans_token).executeTakeFirstOrThrow();
    expect(payment.amount).toBe(24.95); // from the plan
    expect(payment.password_hash).toBe('');
    expect(payment.provider_member_id).toBe(back.searchParams.get('member_id'));
    expect(payment.provider_transaction_id).toBe(back.searchParams.get('transaction_id'));
    const logged = await s.ctx.db.selectFrom('payment_notifications').select(['provider', 'kind', 'outcome', 'content_type', 'raw_body']).where('payment_id', '=', payment.id).execute();
    expect(logged).toEqual([{ provider: 'epochCreditCard', kind: 'sale_approved', outcome: 'approved', content_type: 'application/x-www-form-urlencoded', raw_body: expect.stringContaining('epoch_digest=') }]);
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

  it('declined payment: no user, back to /signupDenial', async () => {
    const r = await s.api('/api/payment/createEpochInvoice', { method: 'POST', json: signup('decliner', { provider: 'epochPaypal' }) });
    expect(new URL(r.body.data.redirectURL, s.url).searchParams.get('payment_type')).toBe('PP');
    const decide = await decideOnJoinPage(s, r.body.data.redirectURL, 'decline');
    expect(decide.page.body).toContain('Method: PayPal');
    const back = new URL(decide.headers.get('location')!, s.url);
    expect(back.pathname).toBe('/signupDenial');
    expect(back.searchParams.get('ans')).toMatch(/^N/);
    expect(await users('decliner')).toHaveLength(0);
    expect((await s.api(`/api/getPaymentByToken/${r.body.data.x_ans_token}`)).body.data.status).toBe('declined');
  });

  it('forged, tampered and replayed Epoch notifications change nothing', async () => {
    const r = await s.api('/api/register', { method: 'POST', json: signup('forgery') });
    const token = r.body.data.x_ans_token;
    const key = epochDigestKey(s);
    const approval = epochPostback(token, { amount: 24.95 });
    const forged = await sendToEpochUrl(s, approval, 'a guessed digest key');
    expect([forged.status, forged.body.error.code]).toEqual([403, 'invalid_signature']);
    const unsigned = await sendToEpochUrl(s, approval);
    expect([unsigned.status, unsigned.body.error.code]).toEqual([403, 'invalid_signature']);
    // Signed, then the amount changed (the digest covers other bytes than sent).
    const { signEpochFields } = await import('../../server/billing/adapters/epoch/digest');
    const signed = signEpochFields(approval, key);
    const tampered = await s.api('/api/payment/notifications/epoch', { method: 'POST', body: new URLSearchParams({ ...signed, amount: '0.01', localamount: '0.01' }).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(tampered.status).toBe(403);
    expect(await users('forgery')).toHaveLength(0);
    expect((await s.api(`/api/getPaymentByToken/${token}`)).body.data.status).toBe('pending');
    // A correctly signed postback with a wrong amount gives nothing; the money taken goes back
    // through the emulated Epoch's refund call.
    const cheap = await sendToEpochUrl(s, epochPostback(token, { amount: 0.01 }), key);
    expect(cheap.body.data.outcomes.map((o: { outcome: string }) => o.outcome)).toEqual(['needs_staff']);
    expect(await users('forgery')).toHaveLength(0);
    expect((await s.api(`/api/getPaymentByToken/${token}`)).body.data.status).toBe('refunded');

    // Replay: a good approval for another payment, sent twice, then a late denial.
    const r2 = await s.api('/api/register', { method: 'POST', json: signup('replayer') });
    const good = epochPostback(r2.body.data.x_ans_token, { amount: 24.95 });
    expect((await sendToEpochUrl(s, good, key)).body.data.outcomes[0].outcome).toBe('approved');
    expect((await sendToEpochUrl(s, good, key)).body.data.outcomes[0].outcome).toBe('duplicate');
    const late = await sendToEpochUrl(s, epochPostback(r2.body.data.x_ans_token, { amount: 24.95, approved: false }), key);
    expect(late.body.data.outcomes[0].outcome).toBe('unchanged');
    const [u] = await users('replayer');
    expect(await s.ctx.db.selectFrom('subscriptions').select('id').where('user_id', '=', u!.id).execute()).toHaveLength(1);
    expect((await s.api(`/api/getPaymentByToken/${r2.body.data.x_ans_token}`)).body.data.status).toBe('approved');
  });

  it('bitcoin: a BTCPay emulator invoice, paid on its checkout link', async () => {
    // Bitcoin is inactive in the default configuration: refused.
    const refused = await s.api('/api/userregister', { method: 'PUT', json: signup('btc', { provider: 'bitcoin' }) });
    const config = await s.ctx.configs.active();
    const btc = config.core.payment.endpoints.find((e) => e.provider === 'bitcoin');
    if (!btc?.isActive) {
      expect(refused.status).toBe(422);
      btc!.isActive = true; // the cached active config object: enable it for this test
    }
    try {
      const r = await s.api('/api/userregister', { method: 'PUT', json: signup('btc2', { provider: 'bitcoin' }) });
      expect(r.status).toBe(201);
      const { invoice } = r.body.data;
      expect(invoice.amountUsd).toBe(24.95);
      expect(invoice.amountBtc).toBe((24.95 / 90_000).toFixed(8));
      expect(invoice.address).toMatch(/^tb1q/);
      // A path on the site, the emulator's checkout page (never the loopback address the adapter uses).
      expect(invoice.payUrl).toMatch(/^\/sandbox\/btcpay\/i\/[1-9A-Za-z]{22}$/);
      expect(await users('btc2')).toHaveLength(0);
      // The checkout page shows what the modal shows.
      const page = await fetch(new URL(invoice.payUrl, s.url)).then((res) => res.text());
      expect(page).toContain(`${invoice.amountBtc} BTC`);
      expect(page).toContain(invoice.address);
      const paid = await payInvoice(s, invoice.payUrl);
      expect(paid.body.data.outcome).toBe('settled');
      expect(await users('btc2')).toHaveLength(1);
      const payment = await s.ctx.db.selectFrom('payments').selectAll().where('token', '=', r.body.data.x_ans_token).executeTakeFirstOrThrow();
      expect(payment).toMatchObject({ status: 'approved', provider: 'bitcoin', provider_transaction_id: invoice.payUrl.split('/').pop() });
    } finally {
      if (btc) btc.isActive = false;
      s.ctx.configs.invalidate();
    }
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
      // Epoch needs a product code for every join: the "Single update" article's, at the update's price.
      expect(new URL(r.body.data.redirectURL, s.url).searchParams.get('pi_code')).toBe('UPDATE');
      const approved = await decideOnJoinPage(s, r.body.data.redirectURL, 'approve');
      expect(approved.page.body).toContain('9.95 USD');
      expect(approved.status).toBe(303);
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
    // The buyer comes back to the join page later: it shows where the payment ended, without buttons,
    // and a form left open since then approves nothing.
    const page = await s.api(r.body.data.redirectURL);
    expect(page.body).toContain('This payment is failed.');
    expect(page.body).not.toContain('Approve payment');
    const late = await postJoinForm(s, r.body.data.redirectURL, 'approve');
    expect(late.status).toBe(200);
    expect(late.body).toContain('This payment is failed.');
    expect(await users('abandoner')).toHaveLength(0);
    expect((await s.api(`/api/getPaymentByToken/${token}`)).body.data.status).toBe('failed');
  });
});
