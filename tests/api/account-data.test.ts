// @vitest-environment node
// A member's paperwork and data: invoice numbers on every paid sale and rebill (gapless per year,
// also under concurrent approvals and for payments from before the migration), receipts as JSON
// and PDF (only one's own), the failed-rebill state with its way out, the data export (everything
// of the member, nothing secret, nobody else's) and account deletion (what is erased, what is kept,
// login refused, the biller's cancel called, the mail sent).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { backends, createUser, PG_URL, startServer, useRealNetwork, type Backend, type TestServer } from './harness';
import { fakeBiller, recordMail, type FakeBiller } from './billing-harness';
import type { BillingEvent } from '../../server/billing/events';
import type { MailMessage } from '../../server/mail/mailer';
import { openDatabase } from '../../server/db';
import { migrate } from '../../server/db/migrations';

useRealNetwork();

const PASSWORD = 'long enough 1';
const MONTHLY = 1; // 19.95, rebills monthly
let serial = 0;
const fresh = (prefix: string) => `${prefix}${++serial}${crypto.randomBytes(2).toString('hex')}`;
const INVOICE = /^\d{4}-\d{6}$/;

describe.each(backends)('receipts, export and deletion on %s', (backend) => {
  let s: TestServer;
  let biller: FakeBiller;
  let mails: MailMessage[];

  beforeAll(async () => {
    s = await startServer(backend);
    biller = fakeBiller(s);
    mails = recordMail(s);
  }, 60_000);
  afterAll(async () => {
    await s?.close();
  });
  afterEach(() => {
    biller.failCancel = false;
  });

  const db = () => s.ctx.db;
  const outcomes = (r: { body: any }) => r.body.data.outcomes.map((o: { outcome: string }) => o.outcome);

  async function signup(options: { locale?: string } = {}) {
    const username = fresh('member');
    const r = await s.api('/api/register', {
      method: 'POST',
      json: { username, email: `${username}@example.test`, password: PASSWORD, tos: true, article_id: MONTHLY, provider: 'epochCreditCard', ...(options.locale ? { locale: options.locale } : {}) },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return { username, email: `${username}@example.test`, token: r.body.data.x_ans_token as string, memberId: `M-${username}` };
  }

  const saleEvent = (p: { token: string; memberId: string }): BillingEvent => ({
    kind: 'sale_approved',
    eventId: `sale-${p.token.slice(0, 12)}`,
    paymentToken: p.token,
    memberId: p.memberId,
    transactionId: `T-${p.token.slice(0, 8)}`,
    amount: 19.95,
    currency: 'USD',
  });

  async function member(options: { locale?: string } = {}) {
    const p = await signup(options);
    expect(outcomes(await biller.notify([saleEvent(p)]))).toEqual(['approved']);
    const user = await db().selectFrom('users').selectAll().where('username', '=', p.username).executeTakeFirstOrThrow();
    const session = (await s.api('/api/login', { method: 'POST', json: { username: p.username, password: PASSWORD } })).body.data.token as string;
    return { ...p, userId: user.id, session };
  }

  const invoiceOf = async (token: string) => (await db().selectFrom('payments').select('invoice_number').where('token', '=', token).executeTakeFirstOrThrow()).invoice_number;
  const pdf = async (invoice: string, session: string | undefined, lang = 'en_US') => {
    const res = await fetch(`${s.url}/api/payment/receipts/${invoice}/pdf?lang=${lang}`, { headers: session ? { authorization: `Bearer ${session}` } : {} });
    return { status: res.status, type: res.headers.get('content-type'), disposition: res.headers.get('content-disposition'), bytes: Buffer.from(await res.arrayBuffer()) };
  };

  it('numbers every paid sale and rebill in order, gapless per year, and lists the number with the payment', async () => {
    const m = await member();
    const sale = await invoiceOf(m.token);
    expect(sale).toMatch(INVOICE);
    expect(outcomes(await biller.notify([{ kind: 'rebill', eventId: `rebill-${m.memberId}`, memberId: m.memberId, amount: 19.95, currency: 'USD' }]))).toEqual(['rebilled']);
    const rebill = await db().selectFrom('payments').select(['invoice_number', 'period_start', 'period_end']).where('user_id', '=', m.userId).where('kind', '=', 'rebill').executeTakeFirstOrThrow();
    const [year, n] = sale!.split('-');
    expect(rebill.invoice_number).toBe(`${year}-${String(Number(n) + 1).padStart(6, '0')}`);
    // The rebill paid for the month after the first one.
    const first = await db().selectFrom('payments').select(['period_start', 'period_end']).where('token', '=', m.token).executeTakeFirstOrThrow();
    expect(rebill.period_start).toBe(first.period_end);
    const sub = await db().selectFrom('subscriptions').select('expires_at').where('user_id', '=', m.userId).executeTakeFirstOrThrow();
    expect(rebill.period_end).toBe(sub.expires_at);

    const list = await s.api('/api/payment/mypayment', { token: m.session });
    expect(list.body.data.map((p: { invoice?: string; kind: string }) => [p.kind, p.invoice])).toEqual([
      ['rebill', rebill.invoice_number],
      ['sale', sale],
    ]);
    // A declined payment has no number and took none.
    const declined = await signup();
    expect(outcomes(await biller.notify([{ kind: 'sale_declined', eventId: `decline-${declined.token.slice(0, 10)}`, paymentToken: declined.token }]))).toEqual(['declined']);
    expect(await invoiceOf(declined.token)).toBeNull();
    const next = await member();
    expect(await invoiceOf(next.token)).toBe(`${year}-${String(Number(n) + 2).padStart(6, '0')}`);
  });

  it('gives concurrent approvals distinct numbers with no gap', async () => {
    const pending = await Promise.all(Array.from({ length: 6 }, () => signup()));
    const results = await Promise.all(pending.map((p) => biller.notify([saleEvent(p)])));
    expect(results.map(outcomes)).toEqual(pending.map(() => ['approved']));
    const numbers = (await Promise.all(pending.map((p) => invoiceOf(p.token)))).map((n) => Number(n!.split('-')[1]));
    const sorted = [...numbers].sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(6);
    expect(sorted[5]! - sorted[0]!).toBe(5);
    const counter = await db().selectFrom('invoice_counters').select('last_number').where('year', '=', new Date().getUTCFullYear()).executeTakeFirstOrThrow();
    expect(counter.last_number).toBe(sorted[5]);
  });

  it('shows the receipt to its member only, in their language, with seller, descriptor, VAT and period', async () => {
    const m = await member();
    const invoice = (await invoiceOf(m.token))!;
    const r = await s.api(`/api/payment/receipts/${invoice}?lang=de_DE`, { token: m.session });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      invoice,
      status: 'approved',
      kind: 'sale',
      seller: { name: 'Emotions', supportEmail: 'support@emotions.example' },
      billingDescriptor: 'EPOCH.COM* Emotions',
      member: { username: m.username, email: m.email },
      item: { kind: 'plan', recurring: true },
      amount: 19.95,
      currency: 'USD',
      paymentMethod: 'epochCreditCard',
      vat: { mode: 'merchantOfRecord', biller: 'Epoch' },
    });
    expect(r.body.data.periodStart).toBeTruthy();
    expect(r.body.data.periodEnd > r.body.data.periodStart).toBe(true);

    const other = await member();
    expect((await s.api(`/api/payment/receipts/${invoice}`, { token: other.session })).status).toBe(404);
    expect((await s.api(`/api/payment/receipts/${invoice}`)).status).toBe(401);
    expect((await s.api('/api/payment/receipts/2026-999999', { token: m.session })).status).toBe(404);
    expect((await s.api('/api/payment/receipts/not-a-number', { token: m.session })).status).toBe(404);
    expect((await pdf(invoice, other.session)).status).toBe(404);
    expect((await pdf(invoice, undefined)).status).toBe(401);
  });

  it('names a single purchase by the update, with its page, and shows a configured VAT rate where the site sells', async () => {
    const buyer = await createUser(s, fresh('buyer'));
    const [dvd] = (await s.api('/api/public/dvds?s=1')).body.data;
    const config = s.ctx.configs.fileConfig;
    const before = structuredClone(config.core.payment);
    config.core.payment.updatePurchase = true;
    config.core.payment.vatRate = 19;
    config.core.payment.endpoints = config.core.payment.endpoints.map((e) => (e.provider === 'epochPaypal' ? { ...e, merchantOfRecord: false, billingDescriptor: 'EMOTIONS.EXAMPLE' } : e));
    try {
      const bought = await s.api('/api/payment/purchase', { method: 'POST', token: buyer.token, json: { update_id: dvd.id, provider: 'epochPaypal' } });
      expect(bought.status).toBe(201);
      const token = bought.body.data.x_ans_token;
      expect(outcomes(await biller.notify([{ kind: 'sale_approved', eventId: `buy-${token}`, paymentToken: token, transactionId: `TB-${token}` }], { provider: 'epochPaypal' }))).toEqual(['approved']);
      const invoice = (await invoiceOf(token))!;
      const r = await s.api(`/api/payment/receipts/${invoice}`, { token: buyer.token });
      expect(r.body.data.item).toEqual({ kind: 'update', name: dvd.fullName, recurring: false, watchPath: `/dvds/${dvd.permaLink}` });
      expect(r.body.data.periodStart).toBeUndefined();
      expect(r.body.data.billingDescriptor).toBe('EMOTIONS.EXAMPLE');
      const amount = r.body.data.amount as number;
      expect(r.body.data.vat).toEqual({ mode: 'included', rate: 19, net: Math.round((amount / 1.19) * 100) / 100, amount: Math.round((amount - amount / 1.19) * 100) / 100 });
    } finally {
      config.core.payment = before;
    }
  });

  it('sends the receipt as a PDF with the invoice number, to be saved as a file', async () => {
    const m = await member({ locale: 'de_DE' });
    const invoice = (await invoiceOf(m.token))!;
    const file = await pdf(invoice, m.session, 'de_DE');
    expect(file.status).toBe(200);
    expect(file.type).toBe('application/pdf');
    expect(file.disposition).toBe(`attachment; filename="receipt-${invoice}.pdf"`);
    expect(file.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(file.bytes.toString('latin1')).toContain(invoice);
  });

  it('after a failed rebill says so, with the date, when access ends and no renewal; a rebill clears it', async () => {
    const m = await member();
    const before = (await s.api('/api/payment/subscription', { token: m.session })).body.data.subscription;
    expect(before.renewsOn).toBeTruthy();
    expect(before.rebillFailedAt).toBeUndefined();
    expect(outcomes(await biller.notify([{ kind: 'rebill_failed', eventId: `fail-${m.memberId}`, memberId: m.memberId }]))).toEqual(['rebill_failed']);
    const after = (await s.api('/api/payment/subscription', { token: m.session })).body.data;
    expect(after.fullAccess).toBe(true);
    expect(after.subscription).toMatchObject({ status: 'active', cancellable: true, endsOn: before.expiresAt, rebillFailedAt: expect.any(String) });
    expect(after.subscription.renewsOn).toBeUndefined();
    // The fake biller offers no update page: the way out is cancel and rejoin.
    expect(after.subscription.updatePaymentUrl).toBeUndefined();
    expect(mails.find((x) => x.to === m.email && x.template === 'rebillFailed')?.data.paymentUrl).toMatch(/\/payment$/);
    expect(outcomes(await biller.notify([{ kind: 'rebill', eventId: `retry-${m.memberId}`, memberId: m.memberId, amount: 19.95, currency: 'USD' }]))).toEqual(['rebilled']);
    const cleared = (await s.api('/api/payment/subscription', { token: m.session })).body.data.subscription;
    expect(cleared.rebillFailedAt).toBeUndefined();
    expect(cleared.renewsOn).toBeTruthy();
  });

  it("exports the member's data and media list, and nothing secret or of anyone else", async () => {
    const m = await member();
    const other = await member();
    const [video] = (await s.api('/api/public/videos?s=1')).body.data;
    const [model] = (await s.api('/api/public/models?s=1')).body.data;
    expect((await s.api('/api/favourites', { method: 'PUT', token: m.session, json: { content_update_id: video.id } })).status).toBe(201);
    expect((await s.api('/api/favouriteModels', { method: 'PUT', token: m.session, json: { model_id: model.id } })).status).toBe(201);
    expect((await s.api(`/api/stats/${video.id}/rating`, { method: 'POST', token: m.session, json: { rating: 4 } })).status).toBe(200);
    expect((await s.api('/api/favourites', { method: 'PUT', token: other.session, json: { content_update_id: video.id } })).status).toBe(201);

    const r = await s.api('/api/account/export', { token: m.session });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-disposition')).toMatch(/^attachment; filename="account-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = r.body.data;
    // The site as the member reached it (its trusted origin: here the test server's own address).
    expect(data.site).toEqual({ name: 'Emotions', url: s.url });
    expect(data.account).toMatchObject({ id: m.userId, username: m.username, email: m.email });
    expect(data.access.fullAccess).toBe(true);
    expect(data.payments).toEqual([expect.objectContaining({ invoice: await invoiceOf(m.token), status: 'approved', amount: 19.95, plan: 'Monthly', provider_member_id: m.memberId })]);
    expect(data.subscriptions).toEqual([expect.objectContaining({ plan: 'Monthly', status: 'active' })]);
    expect(data.favourites).toEqual([expect.objectContaining({ update_id: video.id, title: video.fullName, url: `${s.url}/videos/${video.permaLink}` })]);
    expect(data.favouriteModels).toEqual([expect.objectContaining({ model_id: model.id })]);
    expect(data.ratings).toEqual([expect.objectContaining({ target_type: 'update', target_id: video.id, rating: 4 })]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.mails.map((x: { template: string }) => x.template)).toEqual(expect.arrayContaining(['welcome', 'receipt']));
    expect(data.media).toEqual([{ title: video.fullName, url: `${s.url}/videos/${video.permaLink}`, contentType: 'video', purchased: false, favourite: true }]);

    const text = JSON.stringify(data);
    const secrets = [
      (await db().selectFrom('users').select('password_hash').where('id', '=', m.userId).executeTakeFirstOrThrow()).password_hash,
      ...(await db().selectFrom('sessions').select('token_hash').where('user_id', '=', m.userId).execute()).map((x) => x.token_hash),
      m.token,
      m.session,
      other.username,
      other.email,
    ];
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/password_hash|token_hash|"token"/);
    expect((await s.api('/api/account/export')).status).toBe(401);
  });

  it('deletes an account with the password: cancels at the biller, mails, erases personal data, keeps the payments, refuses login', async () => {
    const m = await member();
    const [video] = (await s.api('/api/public/videos?s=1')).body.data;
    await s.api('/api/favourites', { method: 'PUT', token: m.session, json: { content_update_id: video.id } });
    await s.api(`/api/stats/${video.id}/rating`, { method: 'POST', token: m.session, json: { rating: 5 } });
    const second = (await s.api('/api/login', { method: 'POST', json: { username: m.email, password: PASSWORD } })).body.data.token as string;
    const invoice = await invoiceOf(m.token);
    // Two-factor sign-in turned on: its secret is the member's too.
    const setup = await s.api('/api/account/two-factor/setup', { method: 'POST', token: m.session, json: {} });
    expect(setup.status, JSON.stringify(setup.body)).toBeLessThan(300);
    expect(await db().selectFrom('two_factor').select('user_id').where('user_id', '=', m.userId).execute()).toHaveLength(1);

    const wrong = await s.api('/api/account/delete', { method: 'POST', token: m.session, json: { password: 'not it' } });
    expect(wrong.status).toBe(403);
    expect(wrong.body.error.code).toBe('wrong_password');
    expect((await s.api('/api/account/delete', { method: 'POST', token: m.session, json: {} })).status).toBe(400);
    expect(biller.cancels).not.toContain(expect.anything());

    // A biller that refuses the cancel stops the deletion: nothing changed.
    biller.failCancel = true;
    const refused = await s.api('/api/account/delete', { method: 'POST', token: m.session, json: { password: PASSWORD } });
    expect(refused.status).toBe(502);
    expect((await s.api('/api/me', { token: m.session })).status).toBe(200);
    biller.failCancel = false;

    const sub = await db().selectFrom('subscriptions').selectAll().where('user_id', '=', m.userId).executeTakeFirstOrThrow();
    const r = await s.api('/api/account/delete', { method: 'POST', token: m.session, json: { password: PASSWORD } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toEqual({ deleted: true, subscriptionCancelled: true });
    expect(biller.cancels).toContain(sub.id);
    expect(mails.filter((x) => x.to === m.email && x.template === 'accountDeleted')).toHaveLength(1);

    const user = await db().selectFrom('users').selectAll().where('id', '=', m.userId).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ username: `deleted-${m.userId}`, email: `deleted-${m.userId}@deleted.invalid`, password_hash: '', avatar: null });
    expect(user.deleted_at).toBeTruthy();
    expect(user.blocked_reason).toBe('account deleted');
    expect(await db().selectFrom('sessions').select('id').where('user_id', '=', m.userId).execute()).toEqual([]);
    expect(await db().selectFrom('favourites').select('id').where('user_id', '=', m.userId).execute()).toEqual([]);
    expect(await db().selectFrom('ratings').select('id').where('user_id', '=', m.userId).execute()).toEqual([]);
    expect(await db().selectFrom('sent_mails').select('id').where('recipient', '=', m.email).execute()).toEqual([]);
    expect(await db().selectFrom('two_factor').select('user_id').where('user_id', '=', m.userId).execute()).toEqual([]);
    // Kept for payment law: the payment with its number and amount, and the (now cancelled) subscription.
    expect(await db().selectFrom('payments').select(['invoice_number', 'amount', 'status', 'paid_at']).where('token', '=', m.token).executeTakeFirstOrThrow()).toMatchObject({ invoice_number: invoice, amount: 19.95, status: 'approved' });
    expect((await db().selectFrom('subscriptions').select('status').where('id', '=', sub.id).executeTakeFirstOrThrow()).status).toBe('cancelled');

    // Signed out everywhere, and no way back in by name or email.
    expect((await s.api('/api/me', { token: m.session })).status).toBe(401);
    expect((await s.api('/api/me', { token: second })).status).toBe(401);
    for (const username of [m.username, m.email, `deleted-${m.userId}`]) {
      expect((await s.api('/api/login', { method: 'POST', json: { username, password: PASSWORD } })).status).toBe(401);
    }
    // The name and the address are free for a new account.
    const again = await s.api('/api/register', { method: 'POST', json: { username: m.username, email: m.email, password: PASSWORD, tos: true, article_id: MONTHLY, provider: 'epochCreditCard' } });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
  });

  it('deletes an account without a subscription without calling the biller', async () => {
    const plain = await createUser(s, fresh('plain'));
    const cancelsBefore = biller.cancels.length;
    const r = await s.api('/api/account/delete', { method: 'POST', token: plain.token, json: { password: 'correct horse 1' } });
    expect(r.body.data).toEqual({ deleted: true, subscriptionCancelled: false });
    expect(biller.cancels.length).toBe(cancelsBefore);
  });
});

/** A database of its own, migrated by the test itself. */
async function scratchDatabase(backend: Backend) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migration-test-'));
  const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    await client.query(text);
    await client.end();
  };
  if (backend === 'postgres') await admin(`CREATE SCHEMA ${schema}`);
  const database = openDatabase(backend === 'postgres' ? { url: PG_URL, pgSchema: schema } : { url: path.join(dir, 'site.db') });
  return {
    ...database,
    async drop() {
      await database.close();
      if (backend === 'postgres') await admin(`DROP SCHEMA ${schema} CASCADE`);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

describe.each(backends)('the invoice number migration on %s', (backend) => {
  it('numbers the payments paid before it, per year in order of payment, and continues from there', async () => {
    const database = await scratchDatabase(backend);
    try {
      const { db, dialect } = database;
      await migrate(db, dialect, '012_config_publishing_safety');
      await db
        .insertInto('articles')
        .values({ name: 'Monthly', article_type: 'SUBSCRIPTION', price_dollar: 19.95, price_euro: 18.95, price_text: '', article_text: '', payment_providers: 'epochCreditCard', provider_code: 'X', expires_in_months: 1, recurring: 1 })
        .execute();
      const rows = [
        { status: 'approved', paid: '2025-12-30T10:00:00.000Z' },
        { status: 'declined', paid: null },
        { status: 'refunded', paid: '2026-01-02T10:00:00.000Z' },
        { status: 'approved', paid: '2025-11-01T10:00:00.000Z' },
        { status: 'approved', paid: '2026-01-01T10:00:00.000Z' },
        { status: 'pending', paid: null },
      ];
      for (const [i, row] of rows.entries()) {
        await db
          .insertInto('payments')
          .values({ token: `migration-${i}`, user_id: null, article_id: 1, provider: 'epochCreditCard', status: row.status, amount: 19.95, currency: 'USD', username: `u${i}`, email: `u${i}@example.test`, password_hash: '', voucher_codes: null, affiliate_id: null, invoice: null, created_at: '2025-01-01T00:00:00.000Z', updated_at: '2025-01-01T00:00:00.000Z', paid_at: row.paid } as never)
          .execute();
      }
      expect(await migrate(db, dialect)).toContain('015_invoices_and_account_deletion');
      const numbers = await db.selectFrom('payments').select(['token', 'invoice_number']).orderBy('id').execute();
      expect(numbers.map((n) => n.invoice_number)).toEqual(['2025-000002', null, '2026-000002', '2025-000001', '2026-000001', null]);
      expect(await db.selectFrom('invoice_counters').selectAll().orderBy('year').execute()).toEqual([
        { year: 2025, last_number: 2 },
        { year: 2026, last_number: 2 },
      ]);
      // The database refuses a second payment with a number already given.
      await expect(db.updateTable('payments').set({ invoice_number: '2025-000001' }).where('token', '=', 'migration-1').execute()).rejects.toThrow();
    } finally {
      await database.drop();
    }
  }, 60_000);
});
