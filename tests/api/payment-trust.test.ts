// @vitest-environment node
// Only the provider (through its signed postback) or staff (gift cards) approve a payment. Every
// route a payer can reach is tried against every provider's payments; the provider emulators take
// only their own providers' pending payments and are absent in production mode; a gift-card code is redeemed once however it is typed, even by concurrent
// signups; staff see codes that come back; no declined or failed payment keeps a password hash.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createUser, PG_URL, startServer, useRealNetwork, type Backend, type TestServer } from './harness';
import { createApp } from '../../server/app';
import { openDatabase } from '../../server/db';
import { migrate } from '../../server/db/migrations';
import { emulatorsRouter } from '../../server/emulators/router';
import { BillingRegistry } from '../../server/billing/registry';
import { giftCardAdapter } from '../../server/billing/adapters/gift-card';
import { registerProviderAdapters } from '../../server/billing/provider-adapters';
import { expireAbandonedPayments } from '../../server/payments/cleanup';
import { decideOnJoinPage, epochDigestKey, epochPostback, forgedJoinLink, payInvoice, postJoinForm, sendBtcpaySettled, sendToEpochUrl } from './emulators';
import { ROLE } from '../../shared/roles';

useRealNetwork();

type Provider = 'epochCreditCard' | 'epochPaypal' | 'bitcoin' | 'amazonVoucher';
const PROVIDERS: Provider[] = ['epochCreditCard', 'epochPaypal', 'bitcoin', 'amazonVoucher'];
const PASSWORD = 'long enough 1';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

let serial = 0;
/** A fresh name per signup, so suites never collide on usernames or codes. */
const fresh = (prefix: string) => `${prefix}${++serial}x${crypto.randomBytes(3).toString('hex')}`;

const signupBody = (username: string, provider: Provider, extra: Record<string, unknown> = {}) => ({
  username,
  email: `${username}@example.test`,
  password: PASSWORD,
  password_confirmation: PASSWORD,
  tos: true,
  article_id: 2, // "1 Month": every provider
  provider,
  ...(provider === 'amazonVoucher' ? { voucherCodes: [fresh('GIFTCODE').toUpperCase()] } : {}),
  ...extra,
});

describe.each(backends)('payments only the provider or staff approve, on %s', (backend) => {
  let s: TestServer;
  let staff: { token: string };
  beforeAll(async () => {
    s = await startServer(backend);
    staff = await createUser(s, 'trust-staff', { role: ROLE.staff });
    setEndpoint('bitcoin', true);
  }, 60_000);
  afterAll(async () => {
    await s?.close();
  });

  /** Switches a payment endpoint of this server's (unpublished, so file) configuration. */
  function setEndpoint(provider: Provider, isActive: boolean) {
    s.ctx.configs.fileConfig.core.payment.endpoints.find((e) => e.provider === provider)!.isActive = isActive;
  }
  const paymentRow = (token: string) => s.ctx.db.selectFrom('payments').selectAll().where('token', '=', token).executeTakeFirstOrThrow();
  const subscriptionsOf = async (username: string) =>
    s.ctx.db.selectFrom('subscriptions').innerJoin('users', 'users.id', 'subscriptions.user_id').select('subscriptions.id').where('users.username', '=', username).execute();
  const register = (body: Record<string, unknown>, token?: string) => s.api('/api/register', { method: 'POST', json: body, ...(token ? { token } : {}) });
  const start = async (provider: Provider, extra: Record<string, unknown> = {}) => {
    const username = fresh(provider.slice(0, 5));
    const r = await register(signupBody(username, provider, extra));
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return { username, token: r.body.data.x_ans_token as string, result: r.body.data };
  };

  /** The checkout link of a payment's bitcoin invoice; a payment without one gets a made-up link. */
  const payUrlOf = async (token: string) => {
    const invoice = (await paymentRow(token)).invoice;
    return invoice ? (JSON.parse(invoice) as { payUrl: string }).payUrl : `${s.url}/sandbox/btcpay/i/${token}`;
  };

  /** Every way a payer's browser could try to approve a payment, by its token. */
  const payerRoutes: Record<string, { legit?: Provider[]; approve: (token: string) => Promise<{ status: number; body: any; headers?: Headers }> }> = {
    'Epoch emulator join page': {
      legit: ['epochCreditCard', 'epochPaypal'],
      approve: (token) => postJoinForm(s, forgedJoinLink(token), 'approve'),
    },
    'BTCPay emulator checkout link': { legit: ['bitcoin'], approve: async (token) => payInvoice(s, await payUrlOf(token)) },
    'Epoch postback signed with a guessed key': {
      approve: async (token) => {
        const p = await paymentRow(token);
        return sendToEpochUrl(s, epochPostback(token, { amount: p.amount, currency: p.currency }), 'development');
      },
    },
    'Epoch postback without digest': {
      approve: async (token) => {
        const p = await paymentRow(token);
        return sendToEpochUrl(s, epochPostback(token, { amount: p.amount, currency: p.currency }));
      },
    },
    'BTCPay webhook signed with a guessed secret': { approve: (token) => sendBtcpaySettled(s, token, 'development') },
    'BTCPay webhook without BTCPay-Sig': { approve: (token) => sendBtcpaySettled(s, token) },
    'staff verification with a member token': {
      approve: async (token) => {
        const member = await createUser(s, fresh('member'));
        return s.api(`/api/payment/${(await paymentRow(token)).id}/verify`, { method: 'POST', token: member.token, json: { approve: true } });
      },
    },
    'staff verification without a token': {
      approve: async (token) => s.api(`/api/payment/${(await paymentRow(token)).id}/verify`, { method: 'POST', json: { approve: true } }),
    },
  };

  // Every provider against every route but the one page that stands in for it (tested below).
  const attempts = PROVIDERS.flatMap((provider) => Object.entries(payerRoutes).filter(([, r]) => !r.legit?.includes(provider)).map(([route]) => [provider, route] as const));

  it.each(attempts)('%s payment is not approved through the %s', async (provider, route) => {
    const { username, token } = await start(provider);
    const before = await paymentRow(token);
    const r = await payerRoutes[route]!.approve(token);
    expect(r.status, JSON.stringify(r.body)).toBeGreaterThanOrEqual(400);
    expect(r.status).toBeLessThan(500);
    const after = await paymentRow(token);
    expect(after.status).toBe(before.status);
    expect(after.paid_at).toBeNull();
    expect(await subscriptionsOf(username)).toHaveLength(0);
  });

  it('a gift card is approved by staff only, even with card and PayPal switched off (the reported bypass)', async () => {
    const { username, token } = await start('amazonVoucher');
    for (const on of [true, false]) {
      setEndpoint('epochCreditCard', on);
      setEndpoint('epochPaypal', on);
      try {
        const page = await s.api(forgedJoinLink(token));
        expect(page.status).toBe(422);
        expect(page.body).toContain('This emulator takes card and PayPal payments only.');
        const post = await payerRoutes['Epoch emulator join page']!.approve(token);
        expect(post.status).toBe(422);
        expect(post.body).toContain('This emulator takes card and PayPal payments only.');
        // A correctly signed Epoch postback naming the gift card: Epoch does not serve gift cards.
        const signed = await sendToEpochUrl(s, epochPostback(token, { amount: 24.95 }), epochDigestKey(s));
        expect(signed.status).toBe(200);
        expect(signed.body.data.outcomes.map((o: { outcome: string }) => o.outcome)).toEqual(['provider_mismatch']);
      } finally {
        setEndpoint('epochCreditCard', true);
        setEndpoint('epochPaypal', true);
      }
    }
    // The payer logged in to the account made for them cannot verify their own cards either.
    const login = await s.api('/api/login', { method: 'POST', json: { username, password: PASSWORD } });
    const id = (await paymentRow(token)).id;
    expect((await s.api(`/api/payment/${id}/verify`, { method: 'POST', token: login.body.data.token, json: { approve: true } })).status).toBe(403);
    expect((await paymentRow(token)).status).toBe('verifying');
    expect(await s.ctx.db.selectFrom('payment_notifications').select('outcome').where('payment_id', '=', id).execute()).toEqual([{ outcome: 'provider_mismatch' }, { outcome: 'provider_mismatch' }]);
    const ok = await s.api(`/api/payment/${id}/verify`, { method: 'POST', token: staff.token, json: { approve: true } });
    expect(ok.body.data.outcome).toBe('approved');
    expect(await subscriptionsOf(username)).toHaveLength(1);
  });

  it('staff verification is for gift cards only: it cannot approve a card, PayPal or bitcoin payment', async () => {
    for (const provider of ['epochCreditCard', 'epochPaypal', 'bitcoin'] as const) {
      const { token } = await start(provider);
      const r = await s.api(`/api/payment/${(await paymentRow(token)).id}/verify`, { method: 'POST', token: staff.token, json: { approve: true } });
      expect(r.status).toBe(422);
      expect(r.body.error.code).toBe('not_gift_card');
      expect((await paymentRow(token)).status).toBe('pending');
    }
  });

  it('the emulators decide only pending payments of their providers, while the endpoint is active', async () => {
    // Card switched off after the payment started: the join page no longer takes it.
    const card = await start('epochCreditCard');
    setEndpoint('epochCreditCard', false);
    try {
      const page = await s.api(card.result.redirectURL);
      expect(page.status).toBe(422);
      expect(page.body).toContain('This payment method is switched off on the site.');
      expect((await postJoinForm(s, card.result.redirectURL, 'approve')).status).toBe(422);
      expect((await paymentRow(card.token)).status).toBe('pending');
    } finally {
      setEndpoint('epochCreditCard', true);
    }
    const approved = await decideOnJoinPage(s, card.result.redirectURL, 'approve');
    const back = new URL(approved.headers.get('location')!, s.url);
    expect([back.pathname, back.searchParams.get('x_ans_token')]).toEqual(['/signupSuccess', card.token]);
    expect(await subscriptionsOf(card.username)).toHaveLength(1);

    const btc = await start('bitcoin');
    setEndpoint('bitcoin', false);
    try {
      const refused = await payInvoice(s, btc.result.invoice.payUrl);
      expect([refused.status, refused.body.error.code]).toEqual([422, 'provider_unavailable']);
      expect((await paymentRow(btc.token)).status).toBe('pending');
    } finally {
      setEndpoint('bitcoin', true);
    }
    expect((await payInvoice(s, btc.result.invoice.payUrl)).body.data.outcome).toBe('settled');
    expect((await paymentRow(btc.token)).status).toBe('approved');
    // Paid once: paying again changes nothing.
    expect((await payInvoice(s, btc.result.invoice.payUrl)).body.data.outcome).toBe('unchanged');
    expect(await subscriptionsOf(btc.username)).toHaveLength(1);

    // A declined payment stays declined: approving it later on the join page does nothing.
    const paypal = await start('epochPaypal');
    const declined = await decideOnJoinPage(s, paypal.result.redirectURL, 'decline');
    expect(new URL(declined.headers.get('location')!, s.url).pathname).toBe('/signupDenial');
    const late = await postJoinForm(s, paypal.result.redirectURL, 'approve');
    expect(new URL(late.headers.get('location')!, s.url).pathname).toBe('/signupDenial');
    expect((await paymentRow(paypal.token)).status).toBe('declined');
    expect(await s.ctx.db.selectFrom('users').select('id').where('username', '=', paypal.username).execute()).toEqual([]);
  });

  it('a single-update purchase takes no gift card and no switched-off provider, and approves nothing else', async () => {
    const buyer = await createUser(s, fresh('buyer'));
    const [dvd] = (await s.api('/api/public/dvds?s=1')).body.data;
    const config = s.ctx.configs.fileConfig;
    const before = config.core.payment.updatePurchase;
    config.core.payment.updatePurchase = true;
    try {
      const gift = await start('amazonVoucher');
      const purchase = (provider: Provider) => s.api('/api/payment/purchase', { method: 'POST', token: buyer.token, json: { update_id: dvd.id, provider } });
      expect((await purchase('amazonVoucher')).status).toBe(422);
      setEndpoint('epochPaypal', false);
      try {
        expect((await purchase('epochPaypal')).status).toBe(422);
      } finally {
        setEndpoint('epochPaypal', true);
      }
      const bought = await purchase('epochCreditCard');
      expect(bought.status).toBe(201);
      expect(bought.body.data.sandbox).toBe(true);
      // Approving the purchase on its join page approves that purchase only.
      expect((await decideOnJoinPage(s, bought.body.data.redirectURL, 'approve')).status).toBe(303);
      expect((await paymentRow(bought.body.data.x_ans_token)).status).toBe('approved');
      expect((await paymentRow(gift.token)).status).toBe('verifying');
      expect(await subscriptionsOf(gift.username)).toHaveLength(0);
    } finally {
      config.core.payment.updatePurchase = before;
    }
  });

  it('labels the sandbox: the emulator pages and the signup answers say no real money moves', async () => {
    const card = await start('epochCreditCard');
    expect(card.result.sandbox).toBe(true);
    const page = await s.api(card.result.redirectURL);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<p class="sandbox" role="note">Sandbox — no real money</p>');
    expect(page.body).toContain('<title>Sandbox — no real money: Epoch join</title>');
    const btc = await start('bitcoin');
    expect(btc.result).toMatchObject({ sandbox: true, invoice: { payUrl: expect.stringMatching(/^\/sandbox\/btcpay\/i\//) } });
    const checkout = await fetch(new URL(btc.result.invoice.payUrl, s.url)).then((r) => r.text());
    expect(checkout).toContain('<p class="sandbox" role="note">Sandbox — no real money</p>');
    const gift = await start('amazonVoucher');
    expect(gift.result).toEqual({ x_ans_token: gift.token, status: 'verifying' });
  });

  it('production mode never mounts the emulators: their pages answer 404 and card, PayPal and bitcoin signups are refused up front', async () => {
    // A production process of its own, wired as server/main.ts wires one: no EPOCH_* or BTCPAY_* settings.
    const production = { ...s.ctx, env: { ...s.ctx.env, NODE_ENV: 'production' as const }, billing: new BillingRegistry().register(giftCardAdapter) };
    expect(emulatorsRouter(production)).toBeNull();
    expect(emulatorsRouter({ ...s.ctx, env: { ...s.ctx.env, PAYMENT_SANDBOX: false } })).toBeNull();
    expect(emulatorsRouter(s.ctx)).not.toBeNull();

    const card = await start('epochCreditCard'); // made on the development server
    const btc = await start('bitcoin');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prod-app-'));
    const server = createApp(production, { clientDir: path.join(dir, 'no-client') }).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    registerProviderAdapters(production, base);
    expect(production.billing.adapterFor('epochCreditCard', { config: s.ctx.configs.fileConfig })).toBeUndefined();
    expect(production.billing.adapterFor('bitcoin', { config: s.ctx.configs.fileConfig })).toBeUndefined();
    try {
      const call = (p: string, init: RequestInit = {}) => fetch(`${base}${p}`, { redirect: 'manual', ...init });
      const joinPath = card.result.redirectURL as string;
      const invoicePath = btc.result.invoice.payUrl as string;
      expect(joinPath.startsWith('/sandbox/epoch/join?')).toBe(true);
      expect((await call(joinPath)).status).toBe(404);
      const form = new URLSearchParams({ ...Object.fromEntries(new URL(joinPath, base).searchParams), decision: 'approve' }).toString();
      expect((await call('/sandbox/epoch/join', { method: 'POST', body: form, headers: FORM })).status).toBe(404);
      expect((await call(invoicePath)).status).toBe(404);
      expect((await call(invoicePath, { method: 'POST' })).status).toBe(404);
      expect((await call(`${invoicePath}/pay`, { method: 'POST' })).status).toBe(404);
      expect((await call('/sandbox/btcpay/api/v1/stores/SandboxStore/invoices', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } })).status).toBe(404);
      // And no adapter takes notifications there: nothing is registered for Epoch or BTCPay.
      expect((await call('/api/payment/notifications/epoch', { method: 'POST', body: new URLSearchParams(epochPostback(card.token, { amount: 24.95 })).toString(), headers: FORM })).status).toBe(404);
      expect((await paymentRow(card.token)).status).toBe('pending');
      expect((await paymentRow(btc.token)).status).toBe('pending');
      for (const provider of ['epochCreditCard', 'epochPaypal', 'bitcoin'] as const) {
        const username = fresh('prod');
        const r = await call('/api/register', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(signupBody(username, provider)) });
        expect(r.status).toBe(422);
        expect(((await r.json()) as { error: { code: string } }).error.code).toBe('provider_unavailable');
        expect(await s.ctx.db.selectFrom('payments').select('id').where('username', '=', username).execute()).toEqual([]);
      }
      // Gift cards need no provider: staff verify them.
      const gift = await call('/api/register', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(signupBody(fresh('prodgift'), 'amazonVoucher')) });
      expect(gift.status).toBe(201);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  describe('gift-card codes', () => {
    const used = (r: { status: number; body: any }) => {
      expect(r.status, JSON.stringify(r.body)).toBe(409);
      expect(r.body.error).toMatchObject({ code: 'voucher_used', message: 'This gift card code has already been used', fields: { voucherCodes: 'This gift card code has already been used' } });
    };
    const gift = (codes: string[], token?: string) => {
      const username = fresh('gift');
      return { username, response: register(signupBody(username, 'amazonVoucher', { voucherCodes: codes }), token) };
    };

    it('are redeemed once, whatever their case, spaces or dashes, and a refused signup leaves nothing behind', async () => {
      const code = fresh('CODE').toUpperCase();
      const grouped = `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`;
      const first = gift([grouped]);
      expect((await first.response).status).toBe(201);
      for (const again of [code.toLowerCase(), `${code.slice(0, 4).toLowerCase()} ${code.slice(4)}`, `-${code.split('').join(' ')}-`]) {
        const retry = gift([again]);
        used(await retry.response);
        expect(await s.ctx.db.selectFrom('users').select('id').where('username', '=', retry.username).execute()).toEqual([]);
        expect(await s.ctx.db.selectFrom('payments').select('id').where('username', '=', retry.username).execute()).toEqual([]);
      }
      // Among other codes, and by a logged-in member renewing: still refused.
      const member = await createUser(s, fresh('renewer'));
      used(await gift([fresh('OTHER').toUpperCase(), code.toLowerCase()], member.token).response);
      // The same code twice in one signup counts as used twice.
      const twice = fresh('TWICE').toUpperCase();
      used(await gift([twice, twice.toLowerCase()]).response);
      // ...and was not claimed by that refused signup.
      expect((await gift([twice]).response).status).toBe(201);
    });

    it('of two or more concurrent signups with one code, exactly one succeeds', async () => {
      const code = fresh('RACE').toUpperCase();
      const spellings = [code, code.toLowerCase(), `${code.slice(0, 4)}-${code.slice(4)}`, `${code.slice(0, 4)} ${code.slice(4)}`, code];
      const signups = spellings.map((c) => gift([c]));
      const results = await Promise.all(signups.map((a) => a.response));
      expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
      for (const r of results.filter((x) => x.status !== 201)) used(r);
      const winner = signups[results.findIndex((r) => r.status === 201)]!;
      const held = await s.ctx.db.selectFrom('voucher_claims').innerJoin('payments', 'payments.id', 'voucher_claims.payment_id').select(['payments.username', 'voucher_claims.released_at']).where('voucher_claims.code', '=', code).execute();
      expect(held).toEqual([{ username: winner.username, released_at: null }]);
      const accounts = await s.ctx.db.selectFrom('users').select('username').where('username', 'in', signups.map((a) => a.username)).execute();
      expect(accounts).toEqual([{ username: winner.username }]);
    });

    it('come back when staff decline, and staff see them flagged with the earlier payment', async () => {
      const listing = () => s.api('/api/payments/vouchers', { token: staff.token });
      expect((await s.api('/api/payments/vouchers')).status).toBe(401);
      const member = await createUser(s, fresh('peeker'));
      expect((await s.api('/api/payments/vouchers', { token: member.token })).status).toBe(403);

      const code = fresh('BACK').toUpperCase();
      const first = gift([code]);
      const firstToken = (await first.response).body.data.x_ans_token as string;
      const firstId = (await paymentRow(firstToken)).id;
      used(await gift([code]).response);
      const declined = await s.api(`/api/payment/${firstId}/verify`, { method: 'POST', token: staff.token, json: { approve: false } });
      expect(declined.body.data.outcome).toBe('declined');

      const clean = fresh('CLEAN').toUpperCase();
      const again = gift([`${code.slice(0, 5).toLowerCase()} ${code.slice(5)}`, clean]);
      const againToken = (await again.response).body.data.x_ans_token as string;
      const againId = (await paymentRow(againToken)).id;
      const r = await listing();
      expect(r.status).toBe(200);
      expect(Number(r.headers.get('maxresults'))).toBe(r.body.data.length);
      const entry = r.body.data.find((p: { id: number }) => p.id === againId);
      expect(entry).toMatchObject({ username: again.username, email: `${again.username}@example.test`, for: '1 Month', amount: 24.95, currency: 'USD' });
      expect(entry.codes).toEqual([
        { code: `${code.slice(0, 5).toLowerCase()} ${code.slice(5)}`, normalized: code, duplicateOf: { id: firstId, status: 'declined', created_at: expect.any(String) } },
        { code: clean, normalized: clean, duplicateOf: null },
      ]);
      // Only payments waiting for staff are listed: not the declined one.
      expect(r.body.data.some((p: { id: number }) => p.id === firstId)).toBe(false);
      // Once approved, the code is redeemed for good.
      await s.api(`/api/payment/${againId}/verify`, { method: 'POST', token: staff.token, json: { approve: true } });
      expect((await listing()).body.data.some((p: { id: number }) => p.id === againId)).toBe(false);
      used(await gift([code]).response);
    });
  });

  it('no declined, failed or refunded payment keeps a password hash, nor one that can never become its account', async () => {
    const ended: Record<string, string> = {};
    // Declined on the provider's page.
    const declined = await start('epochCreditCard');
    expect((await decideOnJoinPage(s, declined.result.redirectURL, 'decline')).status).toBe(303);
    ended[declined.token] = 'declined';
    // A signed postback with the wrong amount: nothing given, the money refunded through Epoch.
    const mismatch = await start('epochPaypal');
    const cheap = await sendToEpochUrl(s, epochPostback(mismatch.token, { amount: 0.01, paypal: true }), epochDigestKey(s));
    expect(cheap.body.data.outcomes.map((o: { outcome: string }) => o.outcome)).toEqual(['needs_staff']);
    ended[mismatch.token] = 'refunded';
    // The name went to an account made outside signup between signup and payment: BTCPay
    // settles, the payment waits for staff (bitcoin has no refund call) and cannot become that account.
    const clash = await start('bitcoin');
    await createUser(s, clash.username);
    expect((await payInvoice(s, clash.result.invoice.payUrl)).body.data.outcome).toBe('settled');
    ended[clash.token] = 'needs_staff';
    // Staff decline a gift card bought by a logged-in member (the payment holds the hash field).
    const member = await createUser(s, fresh('giftmember'));
    const giftRes = await register(signupBody(fresh('unused'), 'amazonVoucher'), member.token);
    await s.api(`/api/payment/${(await paymentRow(giftRes.body.data.x_ans_token)).id}/verify`, { method: 'POST', token: staff.token, json: { approve: false } });
    ended[giftRes.body.data.x_ans_token] = 'declined';
    // Abandoned for more than a day.
    const abandoned = await start('epochCreditCard');
    await expireAbandonedPayments(s.ctx, Date.now() + 25 * 3600_000);
    ended[abandoned.token] = 'failed';

    const rows = await s.ctx.db.selectFrom('payments').select(['token', 'status', 'password_hash']).where('token', 'in', Object.keys(ended)).execute();
    expect(Object.fromEntries(rows.map((r) => [r.token, [r.status, r.password_hash]]))).toEqual(Object.fromEntries(Object.entries(ended).map(([t, status]) => [t, [status, '']])));
    const anyLeft = await s.ctx.db.selectFrom('payments').select('id').where('status', 'in', ['declined', 'failed', 'refunded']).where('password_hash', '!=', '').execute();
    expect(anyLeft).toEqual([]);
  });
});

/** A database of its own (temp SQLite file or PostgreSQL schema), migrated by the test itself. */
async function scratchDatabase(backend: Backend) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migration-test-'));
  const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    await client.query(sql);
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

describe.each(backends)('the gift-card claims migration on %s', (backend) => {
  it('claims existing codes oldest first, records older duplicates, and wipes hashes of declined and failed payments', async () => {
    const database = await scratchDatabase(backend);
    try {
      const { db, dialect } = database;
      await migrate(db, dialect, '004_config_previews_and_versions');
      await db
        .insertInto('articles')
        .values({ name: '1 Month', article_type: 'SUBSCRIPTION', price_dollar: 24.95, price_euro: 23.95, price_text: '', article_text: '', payment_providers: 'amazonVoucher', provider_code: 'X', expires_in_months: 1, recurring: 0 })
        .execute();
      const at = (minute: number) => `2026-01-01T00:${String(minute).padStart(2, '0')}:00.000Z`;
      const rows = [
        { status: 'approved', codes: ['ABCD-EFGH-1111'], hash: '' },
        { status: 'verifying', codes: ['abcd efgh 1111', 'ZZZZ-0000-2222'], hash: '' }, // the first one's code, typed differently
        { status: 'declined', codes: ['YYYY-1111-3333'], hash: 'scrypt$declined' },
        { status: 'verifying', codes: ['yyyy11113333'], hash: '' }, // free again after the decline
        { status: 'failed', codes: null, hash: 'scrypt$failed' },
        { status: 'pending', codes: null, hash: 'scrypt$pending' },
      ];
      const ids: number[] = [];
      for (const [i, row] of rows.entries()) {
        const inserted = await db
          .insertInto('payments')
          .values({ token: `migration-token-${i}`, user_id: null, article_id: 1, provider: row.codes ? 'amazonVoucher' : 'epochCreditCard', status: row.status, amount: 24.95, currency: 'USD', username: `u${i}`, email: `u${i}@example.test`, password_hash: row.hash, voucher_codes: row.codes ? JSON.stringify(row.codes) : null, affiliate_id: null, invoice: null, created_at: at(i), updated_at: at(i + 30), paid_at: null })
          .returning('id')
          .executeTakeFirstOrThrow();
        ids.push(inserted.id);
      }
      expect(await migrate(db, dialect)).toContain('005_voucher_claims');

      const claims = await db.selectFrom('voucher_claims').select(['code', 'payment_id', 'released_at']).orderBy('id').execute();
      expect(claims).toEqual([
        { code: 'ABCDEFGH1111', payment_id: ids[0], released_at: null },
        { code: 'ABCDEFGH1111', payment_id: ids[1], released_at: at(31) },
        { code: 'ZZZZ00002222', payment_id: ids[1], released_at: null },
        { code: 'YYYY11113333', payment_id: ids[2], released_at: at(32) },
        { code: 'YYYY11113333', payment_id: ids[3], released_at: null },
      ]);
      const hashes = await db.selectFrom('payments').select(['status', 'password_hash']).orderBy('id').execute();
      expect(hashes.map((h) => h.password_hash)).toEqual(['', '', '', '', '', 'scrypt$pending']);
      // The index holds: a second claim of a held code is refused by the database itself.
      await expect(db.insertInto('voucher_claims').values({ code: 'ZZZZ00002222', payment_id: ids[0]!, claimed_at: at(50), released_at: null }).execute()).rejects.toThrow();
    } finally {
      await database.drop();
    }
  }, 60_000);
});
