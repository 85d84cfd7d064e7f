// @vitest-environment node
// Exactly-once money, case by case, through the real Epoch and BTCPay emulators on SQLite and
// PostgreSQL: names and purchases are reserved before the visitor leaves for a biller (a second
// tab gets a clear 409, concurrent requests never both win), an approval that cannot be honoured
// is refunded through Epoch's refund call or waits for staff with mails to the payer and staff, a
// bitcoin invoice paid after it expired waits for staff, staff resolve what waits, and a plan
// bought while a recurring one renews starts when the paid period ends and stops the renewal.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import crypto from 'node:crypto';
import { backends, createUser, startServer, useRealNetwork, type TestServer } from './harness';
import { decideOnJoinPage, epochDigestKey, epochPostback, payInvoice, sendToEpochUrl } from './emulators';
import { expireAbandonedPayments } from '../../server/payments/cleanup';
import { recordMail } from './billing-harness';
import type { MailMessage } from '../../server/mail/mailer';
import { emulatedMembers } from '../../server/emulators/epoch/members';
import { ROLE } from '../../shared/roles';

useRealNetwork();

const PASSWORD = 'long enough 1';
const MONTHLY = 1;
const ONE_MONTH = 2;
const THREE_MONTHS = 3;
let serial = 0;
const fresh = (prefix: string) => `${prefix}${++serial}${crypto.randomBytes(2).toString('hex')}`;

describe.each(backends)('exactly-once money on %s', (backend) => {
  let s: TestServer;
  let mails: MailMessage[];
  let staff: { id: number; token: string };
  let offsetMs = 0;
  let updates: number[];

  beforeAll(async () => {
    s = await startServer(backend);
    mails = recordMail(s);
    s.ctx.now = () => new Date(Date.now() + offsetMs).toISOString();
    s.ctx.configs.fileConfig.core.payment.endpoints.find((e) => e.provider === 'bitcoin')!.isActive = true;
    (await s.ctx.configs.active()).core.payment.updatePurchase = true;
    staff = await createUser(s, fresh('staff'), { role: ROLE.staff });
    updates = (await s.api('/api/public/dvds?s=2')).body.data.map((u: { id: number }) => u.id);
  }, 60_000);
  afterAll(async () => {
    await s?.close();
  });
  afterEach(() => {
    emulatedMembers(s.ctx).refusesRefunds = false;
  });

  const db = () => s.ctx.db;
  const paymentOf = (token: string) => db().selectFrom('payments').selectAll().where('token', '=', token).executeTakeFirstOrThrow();
  const usersNamed = (name: string) => db().selectFrom('users').select(['id', 'email']).where('username_lower', '=', name.toLowerCase()).execute();
  const mailsTo = (email: string) => mails.filter((m) => m.to === email).map((m) => m.template);
  const signupBody = (username: string, email = `${username}@example.test`, extra: Record<string, unknown> = {}) => ({
    username,
    email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    tos: true,
    article_id: ONE_MONTH,
    provider: 'epochCreditCard',
    ...extra,
  });
  const register = (body: Record<string, unknown>, token?: string) => s.api('/api/register', { method: 'POST', json: body, ...(token ? { token } : {}) });
  const buy = (token: string, updateId: number) => s.api('/api/payment/purchase', { method: 'POST', token, json: { update_id: updateId, provider: 'epochCreditCard' } });
  const resolve = (id: number, json: Record<string, unknown>, token = staff.token) => s.api(`/api/payments/${id}/resolve`, { method: 'POST', token, json });

  it('two tabs signing up with one username: the second is told before paying, next to the field; the name is free again once the first ends', async () => {
    const name = fresh('Racer');
    const first = await register(signupBody(name));
    expect(first.status).toBe(201);
    // Another tab, the same name in other letters and another email.
    const second = await register(signupBody(name.toUpperCase(), `${fresh('other')}@example.test`));
    expect(second.status).toBe(409);
    expect(second.body.error).toEqual({
      code: 'name_reserved',
      message: 'This username is being used in a signup that has not finished yet. Please choose another one.',
      fields: { username: 'This username is being used in a signup that has not finished yet. Please choose another one.' },
    });
    // The same email, another name.
    const sameEmail = await register(signupBody(fresh('mail'), `${name.toLowerCase()}@EXAMPLE.test`));
    expect([sameEmail.status, sameEmail.body.error.code, Object.keys(sameEmail.body.error.fields)]).toEqual([409, 'name_reserved', ['email']]);
    expect((await s.api('/api/signup/userExists', { method: 'POST', json: { username: name.toLowerCase() } })).body.data.exists).toBe(true);
    // Declined on Epoch's page: the name is free at once.
    expect((await decideOnJoinPage(s, first.body.data.redirectURL, 'decline')).status).toBe(303);
    expect((await s.api('/api/signup/userExists', { method: 'POST', json: { username: name } })).body.data.exists).toBe(false);
    const again = await register(signupBody(name.toUpperCase(), `${fresh('other')}@example.test`));
    expect(again.status).toBe(201);
    // An hour later (Epoch's page has expired) the claim no longer holds the name.
    offsetMs += 61 * 60_000;
    expect((await s.api('/api/signup/userExists', { method: 'POST', json: { username: name } })).body.data.exists).toBe(false);
    expect((await register(signupBody(name, `${fresh('third')}@example.test`))).status).toBe(201);
  });

  it('of many concurrent signups with one username exactly one reaches the biller', async () => {
    const name = fresh('crowd');
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => register(signupBody(name, `${name}-${i}@example.test`))));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const held = await db().selectFrom('payment_claims').select('payment_id').where('claim_key', '=', `username:${name}`).where('released_at', 'is', null).execute();
    expect(held).toHaveLength(1);
  });

  it('an approval whose name went to another tab after its claim expired is refunded through Epoch, and the payer is told', async () => {
    const name = fresh('late');
    const slow = await register(signupBody(name));
    offsetMs += 61 * 60_000;
    const quick = await register(signupBody(name, `${fresh('quick')}@example.test`));
    expect(quick.status).toBe(201);
    expect((await decideOnJoinPage(s, quick.body.data.redirectURL, 'approve')).status).toBe(303);
    // The first tab's buyer finally pays on Epoch's page.
    expect((await decideOnJoinPage(s, slow.body.data.redirectURL, 'approve')).status).toBe(303);
    const payment = await paymentOf(slow.body.data.x_ans_token);
    expect(payment).toMatchObject({ status: 'refunded', attention_reason: 'username_taken', decision: 'refunded', decided_by: null, password_hash: '' });
    expect(await usersNamed(name)).toHaveLength(1);
    expect((await usersNamed(name))[0]!.email).not.toBe(payment.email);
    expect(mailsTo(payment.email)).toEqual(['paymentReturned']);
    expect(emulatedMembers(s.ctx).refunded.has(payment.provider_transaction_id!)).toBe(true);
    // Epoch's credit record follows (before or after the refund call's answer was recorded): one, and it ends refunded.
    await expect.poll(async () => (await db().selectFrom('payment_notifications').select('outcome').where('payment_id', '=', payment.id).where('kind', '=', 'refund').execute()).length).toBe(1);
    const [credit] = await db().selectFrom('payment_notifications').select('outcome').where('payment_id', '=', payment.id).where('kind', '=', 'refund').execute();
    expect(['refunded', 'unchanged']).toContain(credit!.outcome);
    expect((await paymentOf(slow.body.data.x_ans_token)).status).toBe('refunded');
  });

  it('when Epoch refuses the refund the payment waits for staff: payer and staff are mailed, staff list it and refund it through Epoch (once Epoch accepts) with a reason', async () => {
    emulatedMembers(s.ctx).refusesRefunds = true;
    const name = fresh('refused');
    const slow = await register(signupBody(name));
    offsetMs += 61 * 60_000;
    const quick = await register(signupBody(name, `${fresh('quick')}@example.test`));
    await decideOnJoinPage(s, quick.body.data.redirectURL, 'approve');
    await decideOnJoinPage(s, slow.body.data.redirectURL, 'approve');
    const payment = await paymentOf(slow.body.data.x_ans_token);
    expect(payment).toMatchObject({ status: 'needs_staff', attention_reason: 'username_taken' });
    expect(mailsTo(payment.email)).toEqual(['paymentHeld']);
    const staffMail = mails.find((m) => m.template === 'staffPaymentWaiting' && m.data.paymentId === payment.id);
    expect(staffMail?.data).toMatchObject({ reason: 'username_taken', amount: 24.95, payer: `${payment.username} <${payment.email}>` });
    // The member's own payment page shows it as waiting: here, the payer has no account, so staff only.
    const member = await createUser(s, fresh('nosy'));
    expect((await s.api('/api/payments/attention', { token: member.token })).status).toBe(403);
    const waiting = (await s.api('/api/payments/attention', { token: staff.token })).body.data;
    expect(waiting.find((w: { id: number }) => w.id === payment.id)).toMatchObject({ reason: 'username_taken', username: name, amount: 24.95, provider: 'epochCreditCard', providerTransactionId: payment.provider_transaction_id, userId: null });
    // A reason is required; the name is taken, so it cannot be granted.
    expect((await resolve(payment.id, { decision: 'refund' })).status).toBe(400);
    expect((await resolve(payment.id, { decision: 'refund', reason: 'x' }, member.token)).status).toBe(403);
    const grant = await resolve(payment.id, { decision: 'grant', reason: 'try to give access' });
    expect([grant.status, grant.body.error.code, grant.body.error.message]).toEqual([409, 'cannot_grant', 'Another account now has this username: refund this payment instead.']);
    // Epoch has a refund call: the refund goes through it; while Epoch refuses nothing changes.
    const refused = await resolve(payment.id, { decision: 'refund', reason: 'Refunded in the Epoch back office, ticket 123' });
    expect([refused.status, refused.body.error.code]).toEqual([502, 'provider_error']);
    expect((await paymentOf(payment.token)).status).toBe('needs_staff');
    emulatedMembers(s.ctx).refusesRefunds = false;
    const refunded = await resolve(payment.id, { decision: 'refund', reason: 'Refunded in the Epoch back office, ticket 123' });
    expect(refunded.body.data).toEqual({ outcome: expect.stringMatching(/^(refunded|unchanged)$/), status: 'refunded', via: 'provider' });
    expect(emulatedMembers(s.ctx).refunded.has(payment.provider_transaction_id!)).toBe(true);
    expect(await paymentOf(payment.token)).toMatchObject({ status: 'refunded', decision: 'refunded', decided_by: staff.id, decision_note: 'Refunded in the Epoch back office, ticket 123' });
    expect(mailsTo(payment.email)).toEqual(['paymentHeld', 'paymentReturned']);
    expect((await resolve(payment.id, { decision: 'refund', reason: 'again' })).status).toBe(409);
    expect((await s.api('/api/payments/attention', { token: staff.token })).body.data.find((w: { id: number }) => w.id === payment.id)).toBeUndefined();
  });

  it('an approval for a signup the site gave up on (abandoned for a day) is not kept: it is refunded through Epoch', async () => {
    const name = fresh('abandoned');
    const r = await register(signupBody(name));
    await expireAbandonedPayments(s.ctx, Date.now() + offsetMs + 25 * 3600_000);
    expect((await paymentOf(r.body.data.x_ans_token)).status).toBe('failed');
    const late = await sendToEpochUrl(s, epochPostback(r.body.data.x_ans_token, { amount: 24.95 }), epochDigestKey(s));
    expect(late.body.data.outcomes.map((o: { outcome: string }) => o.outcome)).toEqual(['needs_staff']);
    expect(await paymentOf(r.body.data.x_ans_token)).toMatchObject({ status: 'refunded', attention_reason: 'paid_late' });
    expect(await usersNamed(name)).toEqual([]);
    expect(mailsTo(`${name}@example.test`)).toEqual(['paymentReturned']);
  });

  it('an update is bought once: a second purchase is refused up front, two tabs get one payment, a second approval is refunded', async () => {
    const buyer = await createUser(s, fresh('buyer'));
    const [update] = updates;
    const tabs = await Promise.all([buy(buyer.token, update!), buy(buyer.token, update!), buy(buyer.token, update!)]);
    expect(tabs.map((t) => t.status).sort()).toEqual([201, 409, 409]);
    const refused = tabs.find((t) => t.status === 409)!;
    expect(refused.body.error).toMatchObject({ code: 'purchase_pending', message: 'A payment for this update has not finished yet (perhaps in another tab). Finish that one, or try again in an hour.' });
    const first = tabs.find((t) => t.status === 201)!;
    // The first tab's Epoch page expires unpaid; a new tab pays.
    offsetMs += 61 * 60_000;
    const second = await buy(buyer.token, update!);
    expect(second.status).toBe(201);
    expect((await decideOnJoinPage(s, second.body.data.redirectURL, 'approve')).status).toBe(303);
    expect((await buy(buyer.token, update!)).body.error).toMatchObject({ code: 'already_bought', message: 'You have already bought this update: it is in your purchases, ready to watch.' });
    // The first tab was still open on Epoch's page: paying it now gives nothing twice.
    await decideOnJoinPage(s, first.body.data.redirectURL, 'approve');
    expect(await paymentOf(first.body.data.x_ans_token)).toMatchObject({ status: 'refunded', attention_reason: 'already_bought' });
    expect(await db().selectFrom('purchases').select('payment_id').where('user_id', '=', buyer.id).execute()).toEqual([{ payment_id: (await paymentOf(second.body.data.x_ans_token)).id }]);
    const list = (await s.api('/api/payment/mypayment', { token: buyer.token })).body.data.map((p: { status: string }) => p.status);
    expect(list.sort()).toEqual(['approved', 'refunded']);
  });

  it('a bitcoin invoice paid after it expired waits for staff, the payer is told, and staff grant the access it paid for', async () => {
    const name = fresh('btclate');
    const r = await s.api('/api/userregister', { method: 'PUT', json: signupBody(name, undefined, { provider: 'bitcoin' }) });
    expect(r.status).toBe(201);
    const { payUrl } = r.body.data.invoice;
    // The claim lasts as long as the invoice.
    const claim = await db().selectFrom('payment_claims').selectAll().where('claim_key', '=', `username:${name}`).executeTakeFirstOrThrow();
    expect(claim.expires_at).toBe(r.body.data.invoice.expiresAt);
    expect((await fetch(new URL(`${payUrl}/expire`, s.url), { method: 'POST', redirect: 'manual' })).status).toBe(303);
    expect((await paymentOf(r.body.data.x_ans_token)).status).toBe('declined');
    // The emulator's checkout page offers to pay late, as bitcoin cannot stop a transfer.
    expect(await fetch(new URL(payUrl, s.url)).then((res) => res.text())).toContain('Pay late');
    const late = await payInvoice(s, payUrl);
    expect(late.body.data).toMatchObject({ outcome: 'paidLate', status: 'Expired', additionalStatus: 'PaidLate' });
    const payment = await paymentOf(r.body.data.x_ans_token);
    expect(payment).toMatchObject({ status: 'needs_staff', attention_reason: 'paid_late' });
    expect(mailsTo(payment.email)).toEqual(['paymentHeld']);
    expect(await usersNamed(name)).toEqual([]);
    const granted = await resolve(payment.id, { decision: 'grant', reason: 'Paid 3 minutes late at the same rate: credit' });
    expect(granted.body.data).toEqual({ outcome: 'approved', status: 'approved' });
    const [user] = await usersNamed(name);
    expect(user).toBeDefined();
    expect(await paymentOf(payment.token)).toMatchObject({ status: 'approved', user_id: user!.id, decision: 'granted', decided_by: staff.id, decision_note: 'Paid 3 minutes late at the same rate: credit' });
    expect(await db().selectFrom('subscriptions').select('payment_id').where('user_id', '=', user!.id).execute()).toEqual([{ payment_id: payment.id }]);
    expect(mailsTo(payment.email)).toEqual(['paymentHeld', 'welcome', 'receipt']);
  });

  it('a bitcoin invoice closed unpaid ends at once and frees its names; one with money on its way stays; a transfer after closing waits for staff', async () => {
    const name = fresh('btcclose');
    const abandon = (json: unknown) => s.api('/api/payment/abandon', { method: 'POST', json });
    const r = await s.api('/api/userregister', { method: 'PUT', json: signupBody(name, undefined, { provider: 'bitcoin' }) });
    expect(r.status).toBe(201);
    const token = r.body.data.x_ans_token as string;
    expect((await s.api('/api/signup/userExists', { method: 'POST', json: { username: name } })).body.data).toEqual({ exists: true, reserved: true });
    const closed = await abandon({ token });
    expect(closed.status).toBe(200);
    expect(closed.body.data).toMatchObject({ status: 'failed', provider: 'bitcoin' });
    expect(await paymentOf(token)).toMatchObject({ status: 'failed', password_hash: '' });
    expect((await s.api('/api/signup/userExists', { method: 'POST', json: { username: name } })).body.data).toEqual({ exists: false });
    // Closing again changes nothing; the next try with the same names gets its invoice.
    expect((await abandon({ token })).body.data.status).toBe('failed');
    const again = await s.api('/api/userregister', { method: 'PUT', json: signupBody(name, undefined, { provider: 'bitcoin' }) });
    expect(again.status).toBe(201);
    // The first invoice is paid after all (the address was copied before closing): not lost, not given twice.
    const paid = await payInvoice(s, r.body.data.invoice.payUrl);
    expect(paid.status).toBe(200);
    expect(await paymentOf(token)).toMatchObject({ status: 'needs_staff', attention_reason: 'paid_late' });
    // The second one was paid and approved before it is closed: the decision stands.
    await payInvoice(s, again.body.data.invoice.payUrl);
    expect((await abandon({ token: again.body.data.x_ans_token })).body.data.status).toBe('approved');
    expect(await usersNamed(name)).toHaveLength(1);
    // A third whose transfer BTCPay has seen but not confirmed (Processing): it stays, names held.
    const third = fresh('btcseen');
    const seen = await s.api('/api/userregister', { method: 'PUT', json: signupBody(third, undefined, { provider: 'bitcoin' }) });
    const bitcoin = s.ctx.billing.adapterFor('bitcoin', { config: await s.ctx.configs.active() })!;
    const asked = bitcoin.nothingPaid;
    bitcoin.nothingPaid = async () => false;
    try {
      expect((await abandon({ token: seen.body.data.x_ans_token })).body.data.status).toBe('pending');
    } finally {
      bitcoin.nothingPaid = asked;
    }
    expect((await paymentOf(seen.body.data.x_ans_token)).status).toBe('pending');
    expect((await s.api('/api/signup/userExists', { method: 'POST', json: { username: third } })).body.data).toEqual({ exists: true, reserved: true });
    // Bad input: a 4xx with a message, never a 500.
    expect((await abandon({ token: 'no-such-token' })).status).toBe(404);
    expect((await abandon({})).status).toBe(400);
    expect((await abandon({ token: 'x'.repeat(500) })).status).toBe(400);
    const card = await register(signupBody(fresh('cardclose')));
    const refused = await abandon({ token: card.body.data.x_ans_token });
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('not_abandonable');
  });

  it('a plan bought while Monthly renews starts when the paid period ends, and Monthly stops renewing at Epoch', async () => {
    const name = fresh('switcher');
    const join = await register(signupBody(name, undefined, { article_id: MONTHLY }));
    await decideOnJoinPage(s, join.body.data.redirectURL, 'approve');
    const login = await s.api('/api/login', { method: 'POST', json: { username: name, password: PASSWORD } });
    const token = login.body.data.token as string;
    const monthly = await db().selectFrom('subscriptions').selectAll().innerJoin('users', 'users.id', 'subscriptions.user_id').where('users.username', '=', name).executeTakeFirstOrThrow();
    // What the signup form shows before paying.
    const quote = await s.api(`/api/articles/${THREE_MONTHS}/quote?lang=en`, { token });
    expect(quote.body.data).toMatchObject({ allowed: true, startsAt: monthly.expires_at, startsLater: true, recurring: false, stopsRenewing: { plan: 'Monthly', paidUntil: monthly.expires_at } });
    const again = await s.api(`/api/articles/${MONTHLY}/quote`, { token });
    expect(again.body.data).toMatchObject({ allowed: false, refusal: { code: 'subscription_active' }, stopsRenewing: null });
    expect((await s.api(`/api/articles/${THREE_MONTHS}/quote`)).status).toBe(401);
    const three = await register(signupBody(name, undefined, { article_id: THREE_MONTHS }), token);
    expect(three.status).toBe(201);
    await decideOnJoinPage(s, three.body.data.redirectURL, 'approve');
    const subs = await db().selectFrom('subscriptions').selectAll().where('user_id', '=', monthly.user_id).orderBy('id').execute();
    expect(subs.map((x) => [x.status, x.starts_at, x.expires_at])).toEqual([
      ['cancelled', monthly.starts_at, monthly.expires_at],
      ['active', monthly.expires_at, new Date(new Date(monthly.expires_at).setUTCMonth(new Date(monthly.expires_at).getUTCMonth() + 3)).toISOString()],
    ]);
    // Epoch was told to stop rebilling Monthly.
    expect(emulatedMembers(s.ctx).isCancelled(monthly.provider_member_id!)).toBe(true);
    const account = (await s.api('/api/me', { token })).body.data.membership;
    // Access now, and the member sees it run to the end of the plan that follows (not Monthly's end).
    expect(account).toMatchObject({ fullAccess: true, until: subs[1]!.expires_at, recurring: false });
  });
});
