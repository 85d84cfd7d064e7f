// @vitest-environment node
// The desk's payments on SQLite and PostgreSQL, through the real Epoch emulator: the filtered list,
// the gift-card queue with duplicate codes and its decisions (who decided is recorded), refunds
// through Epoch's refund call (exactly once) or recorded (bitcoin), the raw notifications of a
// payment, and who may do what (401 visitors, 403 members, 403 editors where money moves).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import crypto from 'node:crypto';
import { backends, createUser, startServer, useRealNetwork, type TestServer } from './harness';
import { decideOnJoinPage } from './emulators';
import { emulatedMembers } from '../../server/emulators/epoch/members';
import { ROLE } from '../../shared/roles';
import { MAX_RESULTS_HEADER } from '../../schemas/api/common';

useRealNetwork();

const PASSWORD = 'long enough 1';
let serial = 0;
const fresh = (prefix: string) => `${prefix}${++serial}${crypto.randomBytes(2).toString('hex')}`;
const signup = (username: string, extra: Record<string, unknown> = {}) => ({
  username,
  email: `${username}@example.test`,
  password: PASSWORD,
  password_confirmation: PASSWORD,
  tos: true,
  article_id: 2,
  provider: 'epochCreditCard',
  ...extra,
});

describe.each(backends)('desk payments on %s', (backend) => {
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
  const paymentOf = (token: string) => db().selectFrom('payments').selectAll().where('token', '=', token).executeTakeFirstOrThrow();
  const login = async (username: string) => (await s.api('/api/login', { method: 'POST', json: { username, password: PASSWORD } })).body.data.token as string;
  const hasAccess = async (token: string) => (await s.api('/api/me', { token })).body.data.customer.hasAccess as boolean;
  const post = (path: string, json: unknown, token?: string) => s.api(path, { method: 'POST', json, ...(token ? { token } : {}) });

  /** A card signup approved on the emulated Epoch's page: the member and the payment. */
  async function cardMember() {
    const name = fresh('card');
    const r = await post('/api/register', signup(name));
    expect(r.status).toBe(201);
    expect((await decideOnJoinPage(s, r.body.data.redirectURL, 'approve')).status).toBe(303);
    const payment = await paymentOf(r.body.data.x_ans_token);
    expect(payment.status).toBe('approved');
    return { name, payment, token: await login(name) };
  }

  /** A gift-card signup waiting for staff. */
  async function giftCard(codes: string[]) {
    const name = fresh('gift');
    const r = await post('/api/register', signup(name, { provider: 'amazonVoucher', voucherCodes: codes }));
    expect(r.status).toBe(201);
    return { name, payment: await paymentOf(r.body.data.x_ans_token) };
  }

  it('lists payments with filters by status, provider, plan, period and words', async () => {
    const card = await cardMember();
    const gift = await giftCard([`LIST-${crypto.randomBytes(3).toString('hex').toUpperCase()}`]);
    const list = (query: string, token = editor.token) => s.api(`/api/staff/payments?${query}`, { token });
    const all = await list('s=100');
    expect(all.status).toBe(200);
    const row = all.body.data.find((p: { id: number }) => p.id === card.payment.id);
    expect(row).toMatchObject({ member: { username: card.name }, provider: 'epochCreditCard', plan: { id: 2 }, status: 'approved', currency: 'USD', waitingForStaff: false });
    expect(row.invoiceNumber).toMatch(/^\d{4}-\d+$/);
    // Plan names as the staff member reads the desk: German asked, German given.
    expect(row.plan.name).toBe('1 Month');
    const inGerman = await list(`q=${card.name}&lang=de_DE`);
    expect(inGerman.body.data[0].plan.name).toBe('1 Monat');
    expect((await s.api(`/api/staff/payments/${card.payment.id}?lang=es_ES`, { token: editor.token })).body.data.plan.name).toBe('1 mes');
    const approved = await list('status=approved&provider=epochCreditCard&s=100');
    expect(approved.body.data.every((p: { status: string; provider: string }) => p.status === 'approved' && p.provider === 'epochCreditCard')).toBe(true);
    expect(approved.body.data.some((p: { id: number }) => p.id === gift.payment.id)).toBe(false);
    const verifying = await list(`provider=amazonVoucher&q=${gift.name}`);
    expect(verifying.body.data.map((p: { id: number; waitingForStaff: boolean }) => [p.id, p.waitingForStaff])).toEqual([[gift.payment.id, true]]);
    expect(verifying.headers.get(MAX_RESULTS_HEADER)).toBe('1');
    expect((await list('plan=1&s=100')).body.data.some((p: { id: number }) => p.id === card.payment.id)).toBe(false);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`from=${today}&to=${today}&q=${card.name}`)).body.data).toHaveLength(1);
    expect((await list(`to=2000-01-01&q=${card.name}`)).body.data).toHaveLength(0);
    expect((await list('status=nonsense')).status).toBe(400);
    expect((await list('from=yesterday')).status).toBe(400);
    expect((await s.api('/api/staff/payments')).status).toBe(401);
    expect((await list('', member.token)).status).toBe(403);
  });

  it('the gift-card queue shows each payment’s codes and flags a code another payment carried', async () => {
    const code = `DUPE-${crypto.randomBytes(3).toString('hex').toUpperCase()}`;
    const first = await giftCard([code]);
    // Declined, the code is free again, and entered once more (in other letters) on a new payment.
    const declined = await post(`/api/staff/payments/${first.payment.id}/gift-card`, { approve: false, reason: 'The code was not valid at Amazon' }, publisher.token);
    expect(declined.body.data).toEqual({ outcome: 'declined', status: 'declined' });
    const second = await giftCard([code.toLowerCase(), `FRESH-${crypto.randomBytes(3).toString('hex').toUpperCase()}`]);
    const queue = await s.api('/api/staff/gift-cards', { token: editor.token });
    expect(queue.status).toBe(200);
    const ids = queue.body.data.map((p: { id: number }) => p.id);
    expect(ids).toContain(second.payment.id);
    expect(ids).not.toContain(first.payment.id);
    const entry = queue.body.data.find((p: { id: number }) => p.id === second.payment.id);
    expect(entry.member.username).toBe(second.name);
    expect(entry.codes[0]).toMatchObject({ code: code.toLowerCase(), normalized: code.replace('-', ''), elsewhere: [{ paymentId: first.payment.id, status: 'declined', username: first.name }] });
    expect(entry.codes[1].elsewhere).toEqual([]);
    // Oldest first.
    const dates = queue.body.data.map((p: { date: string }) => p.date);
    expect([...dates].sort()).toEqual(dates);
    // The payment page shows the codes too.
    expect((await s.api(`/api/staff/payments/${second.payment.id}`, { token: editor.token })).body.data.codes[0].elsewhere[0].paymentId).toBe(first.payment.id);
  });

  it('approving a gift card gives access, records the deciding publisher and takes it off the queue; a second decision is 409', async () => {
    const gift = await giftCard([`OKAY-${crypto.randomBytes(3).toString('hex').toUpperCase()}`]);
    const token = await login(gift.name);
    expect(await hasAccess(token)).toBe(false);
    const decide = (json: unknown, t?: string) => post(`/api/staff/payments/${gift.payment.id}/gift-card`, json, t);
    expect((await decide({ approve: true })).status).toBe(401);
    expect((await decide({ approve: true }, member.token)).status).toBe(403);
    expect((await decide({ approve: true }, editor.token)).status).toBe(403);
    expect((await decide({ approve: 'yes' }, publisher.token)).status).toBe(400);
    const ok = await decide({ approve: true }, publisher.token);
    expect(ok.body.data).toEqual({ outcome: 'approved', status: 'approved' });
    expect(await hasAccess(token)).toBe(true);
    expect((await decide({ approve: true }, publisher.token)).status).toBe(409);
    const queue = await s.api('/api/staff/gift-cards', { token: publisher.token });
    expect(queue.body.data.map((p: { id: number }) => p.id)).not.toContain(gift.payment.id);
    const audit = await s.api(`/api/staff/audit?targetKind=payment&targetId=${gift.payment.id}`, { token: publisher.token });
    expect(audit.body.data).toMatchObject([{ action: 'payment.gift_card_approve', userId: publisher.id, targetId: String(gift.payment.id) }]);
    const detail = await s.api(`/api/staff/payments/${gift.payment.id}`, { token: publisher.token });
    expect(detail.body.data.audit[0]).toMatchObject({ action: 'payment.gift_card_approve', userId: publisher.id });
    const verify = detail.body.data.notifications.find((n: { kind: string }) => n.kind === 'sale_approved');
    expect(JSON.parse(verify.rawBody)).toMatchObject({ staffUserId: publisher.id, approve: true });
    // Editors read the payment but not the audit entries (publishers only).
    expect((await s.api(`/api/staff/payments/${gift.payment.id}`, { token: editor.token })).body.data.audit).toEqual([]);
  });

  it('declining a gift card needs a reason and is recorded with it', async () => {
    const gift = await giftCard([`NOPE-${crypto.randomBytes(3).toString('hex').toUpperCase()}`]);
    const decide = (json: unknown) => post(`/api/staff/payments/${gift.payment.id}/gift-card`, json, publisher.token);
    const noReason = await decide({ approve: false });
    expect([noReason.status, noReason.body.error.code]).toEqual([400, 'reason_required']);
    expect((await decide({ approve: false, reason: '  ' })).status).toBe(400);
    expect((await decide({ approve: false, reason: 'Already redeemed at Amazon' })).body.data).toEqual({ outcome: 'declined', status: 'declined' });
    const [entry] = (await s.api(`/api/staff/audit?targetKind=payment&targetId=${gift.payment.id}`, { token: publisher.token })).body.data;
    expect(entry).toMatchObject({ action: 'payment.gift_card_decline', reason: 'Already redeemed at Amazon', userId: publisher.id });
    const card = await cardMember();
    expect((await post(`/api/staff/payments/${card.payment.id}/gift-card`, { approve: true }, publisher.token)).status).toBe(422);
    expect((await post('/api/staff/payments/999999/gift-card', { approve: true }, publisher.token)).status).toBe(404);
  });

  it('refunding a card payment calls the emulated Epoch once, ends access, and a second refund is 409', async () => {
    const card = await cardMember();
    expect(await hasAccess(card.token)).toBe(true);
    const refund = (json: unknown, t?: string) => post(`/api/staff/payments/${card.payment.id}/refund`, json, t);
    expect((await refund({ reason: 'Asked on the phone' })).status).toBe(401);
    expect((await refund({ reason: 'Asked on the phone' }, member.token)).status).toBe(403);
    expect((await refund({ reason: 'Asked on the phone' }, editor.token)).status).toBe(403);
    expect((await refund({}, publisher.token)).status).toBe(400);
    const before = (await s.api(`/api/staff/payments/${card.payment.id}`, { token: publisher.token })).body.data;
    expect([before.refundable, before.refundVia]).toEqual([true, 'provider']);
    // A double click: two requests at once; the biller is asked once.
    const [a, b] = await Promise.all([refund({ reason: 'Member asked on the phone' }, publisher.token), refund({ reason: 'Member asked on the phone' }, publisher.token)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const done = a.status === 200 ? a : b;
    expect(done.body.data).toMatchObject({ via: 'provider', provider: 'epochCreditCard', status: 'refunded' });
    expect(emulatedMembers(s.ctx).refunded.has(card.payment.provider_transaction_id!)).toBe(true);
    expect(await hasAccess(card.token)).toBe(false);
    expect((await paymentOf(card.payment.token)).status).toBe('refunded');
    expect((await refund({ reason: 'again' }, publisher.token)).status).toBe(409);
    // Epoch's credit record follows and changes nothing more; the payment shows what Epoch sent and what we did.
    await expect.poll(async () => (await db().selectFrom('payment_notifications').select('id').where('payment_id', '=', card.payment.id).where('kind', '=', 'refund').where('provider', '=', 'epochCreditCard').execute()).length).toBe(2);
    const detail = (await s.api(`/api/staff/payments/${card.payment.id}`, { token: editor.token })).body.data;
    expect(detail.status).toBe('refunded');
    expect(detail.refundable).toBe(false);
    const kinds = detail.notifications.map((n: { kind: string }) => n.kind);
    expect(kinds[0]).toBe('sale_approved');
    expect(kinds).toContain('refund_request');
    const sale = detail.notifications[0];
    expect(sale.contentType).toContain('application/x-www-form-urlencoded');
    expect(sale.rawBody).toContain(`transaction_id=${card.payment.provider_transaction_id}`);
    expect(detail.notifications.find((n: { kind: string }) => n.kind === 'refund_request').outcome).toBe('provider_refunded');
    const [entry] = (await s.api(`/api/staff/audit?targetKind=payment&targetId=${card.payment.id}`, { token: publisher.token })).body.data;
    expect(entry).toMatchObject({ action: 'payment.refund', reason: 'Member asked on the phone', userId: publisher.id, details: { via: 'provider' } });
  });

  it('when Epoch refuses, nothing changes and the refund may be asked again', async () => {
    const card = await cardMember();
    emulatedMembers(s.ctx).refusesRefunds = true;
    const refused = await post(`/api/staff/payments/${card.payment.id}/refund`, { reason: 'Duplicate charge' }, publisher.token);
    expect([refused.status, refused.body.error.code]).toEqual([502, 'provider_error']);
    expect(await hasAccess(card.token)).toBe(true);
    emulatedMembers(s.ctx).refusesRefunds = false;
    const again = await post(`/api/staff/payments/${card.payment.id}/refund`, { reason: 'Duplicate charge' }, publisher.token);
    expect(again.body.data).toMatchObject({ via: 'provider', status: 'refunded' });
    expect(await hasAccess(card.token)).toBe(false);
  });

  it('refunding a bitcoin payment is recorded (staff refunded in BTCPay) and ends access', async () => {
    const name = fresh('btc');
    const buyer = await createUser(s, name, { password: PASSWORD });
    const now = new Date().toISOString();
    const payment = await db()
      .insertInto('payments')
      .values({ token: `desk-btc-${name}`, user_id: buyer.id, article_id: 2, provider: 'bitcoin', status: 'approved', amount: 29.95, currency: 'USD', username: name, email: `${name}@example.test`, password_hash: '', voucher_codes: null, affiliate_id: null, invoice: null, created_at: now, updated_at: now, paid_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db().insertInto('subscriptions').values({ user_id: buyer.id, article_id: 2, payment_id: payment.id, starts_at: now, expires_at: new Date(Date.now() + 30 * 86400_000).toISOString(), recurring: 0, provider: 'bitcoin' }).execute();
    expect(await hasAccess(buyer.token)).toBe(true);
    expect((await s.api(`/api/staff/payments/${payment.id}`, { token: publisher.token })).body.data.refundVia).toBe('recorded');
    const r = await post(`/api/staff/payments/${payment.id}/refund`, { reason: 'Refunded in BTCPay Server, ticket 42' }, publisher.token);
    expect(r.body.data).toEqual({ via: 'recorded', provider: 'bitcoin', status: 'refunded', outcome: 'refunded' });
    expect(await hasAccess(buyer.token)).toBe(false);
    expect((await post(`/api/staff/payments/${payment.id}/refund`, { reason: 'again please' }, publisher.token)).status).toBe(409);
  });

  it('answers 401, 403 and 404 on the reads', async () => {
    for (const path of ['/api/staff/payments', '/api/staff/payments/1', '/api/staff/gift-cards']) {
      expect((await s.api(path)).status, path).toBe(401);
      expect((await s.api(path, { token: member.token })).status, path).toBe(403);
    }
    expect((await s.api('/api/staff/payments/999999', { token: editor.token })).status).toBe(404);
    expect((await s.api('/api/staff/payments/abc', { token: editor.token })).status).toBe(404);
  });
});
