// @vitest-environment node
// The real bitcoin adapter against the sandbox's BTCPay emulator over real HTTP: the invoice is
// created through the Greenfield API, paying it on the checkout sends signed webhooks that the
// adapter accepts, an expired invoice paid late approves nothing, failed deliveries come back as
// redeliveries, and a BTCPay that refuses the key or fails gives a clear error.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useRealNetwork } from '../api/harness';
import { createBtcpayAdapter } from '../../server/billing/adapters/btcpay/adapter';
import { BtcpayApiError } from '../../server/billing/adapters/btcpay/greenfield-client';
import { btcpaySettingsFromEnv, type BtcpaySettings } from '../../server/billing/adapters/btcpay/settings';
import type { Payment, StartRequest } from '../../server/billing/adapter';
import type { BillingEvent } from '../../server/billing/events';
import { btcpayEmulatorRouter } from '../../server/emulators/btcpay/router';
import { emulatorCredentials } from '../../server/emulators/btcpay/credentials';
import { btcpayLifecycleNotification, BTCPAY_NOTIFICATION_PATH, sendBtcpayWebhook } from '../../server/emulators/btcpay/webhooks';
import { SANDBOX_LABEL } from '../../server/payments/sandbox';
import { loadEnv } from '../../server/env';
import { HttpError } from '../../server/http-error';

useRealNetwork();

const PAYMENT_SECRET = 'test-payment-secret-for-the-emulator';

interface Received {
  type: string;
  invoiceId: string;
  deliveryId: string;
  originalDeliveryId: string;
  isRedelivery: boolean;
  afterExpiration?: boolean;
  events: BillingEvent[];
}

/** A site: the emulator at /sandbox/btcpay and a notification route that runs the real adapter's parser. */
async function startSite(options: { failFirst?: number; clock?: { offsetMs: number } } = {}) {
  const app = express();
  const received: Received[] = [];
  let failures = options.failFirst ?? 0;
  // No site URL up front: each purchase's siteUrl locates the emulator, as on a development site.
  const settings = btcpaySettingsFromEnv(loadEnv({}), { sandbox: true, paymentSecret: PAYMENT_SECRET })!;
  const adapter = createBtcpayAdapter(settings);
  app.post(BTCPAY_NOTIFICATION_PATH, express.raw({ type: '*/*' }), (req, res) => {
    if (failures > 0) {
      failures--;
      res.status(503).end();
      return;
    }
    try {
      const parsed = adapter.parseNotification!({ raw: req.body as Buffer, contentType: String(req.get('content-type')), headers: req.headers });
      const body = JSON.parse((req.body as Buffer).toString()) as Received;
      received.push({ type: body.type, invoiceId: body.invoiceId, deliveryId: body.deliveryId, originalDeliveryId: body.originalDeliveryId, isRedelivery: body.isRedelivery, afterExpiration: body.afterExpiration, events: parsed.events });
      res.status(200).end();
    } catch (err) {
      res.status(err instanceof HttpError ? err.status : 500).end();
    }
  });
  const ctx = { secrets: { media: 'm', payment: PAYMENT_SECRET }, now: () => new Date(Date.now() + (options.clock?.offsetMs ?? 0)).toISOString(), logger: pino({ level: 'silent' }) };
  app.use('/sandbox/btcpay', btcpayEmulatorRouter(ctx, { redeliveryDelaysMs: [20, 20] }));
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, received, adapter, settings, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let serial = 0;
function startRequest(siteUrl: string, amount = 29.95): StartRequest {
  serial++;
  const now = new Date().toISOString();
  const payment = { id: serial, token: `tok-${serial}-${Date.now()}`, amount, currency: 'USD', provider: 'bitcoin', status: 'pending', created_at: now, updated_at: now } as Payment;
  return { payment, provider: 'bitcoin', productCode: '', description: 'Monthly membership', siteUrl, locale: 'de_DE' };
}

/** Waits for a condition the server reaches by itself (a redelivery after its delay). */
async function until(check: () => boolean, ms = 3000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not reached');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('the BTCPay emulator with the real adapter', () => {
  let site: Awaited<ReturnType<typeof startSite>>;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(() => site.close());

  it('creates an invoice through the Greenfield API: the signup UI gets address, BTC amount, expiry and the checkout link', async () => {
    const request = startRequest(site.url);
    const before = Date.now();
    const result = await site.adapter.start(request);
    expect(result).toMatchObject({ status: 'pending', sandbox: true, invoice: { amountBtc: (29.95 / 90_000).toFixed(8), amountUsd: 29.95 } });
    expect(result.invoice!.address).toMatch(/^tb1q[0-9a-f]{38}$/);
    // A path on the site: the adapter reaches the emulator over loopback, the visitor through the site.
    expect(result.invoice!.payUrl).toBe(`/sandbox/btcpay/i/${result.providerTransactionId}`);
    const expires = Date.parse(result.invoice!.expiresAt);
    expect(expires).toBeGreaterThan(before + 14 * 60_000);
    expect(expires).toBeLessThan(before + 16 * 60_000);

    // Get invoice answers what BTCPay would: our order id, our redirect, in the buyer's language.
    const { apiKey, storeId } = emulatorCredentials(PAYMENT_SECRET);
    const invoice = (await (await fetch(`${site.url}/sandbox/btcpay/api/v1/stores/${storeId}/invoices/${result.providerTransactionId}`, { headers: { Authorization: `token ${apiKey}` } })).json()) as Record<string, any>;
    expect(invoice).toMatchObject({ id: result.providerTransactionId, status: 'New', amount: '29.95', currency: 'USD', metadata: { orderId: request.payment.token } });
    expect(invoice.checkout).toMatchObject({ redirectURL: `${site.url}/signupSuccess?x_ans_token=${request.payment.token}`, defaultLanguage: 'de-DE', expirationMinutes: 15 });
  });

  it('shows a labelled checkout page, and paying there sends signed webhooks whose InvoiceSettled the adapter approves', async () => {
    const request = startRequest(site.url);
    const result = await site.adapter.start(request);
    const invoiceId = result.providerTransactionId!;
    const page = await (await fetch(site.url + result.invoice!.payUrl)).text();
    expect(page).toContain(SANDBOX_LABEL);
    expect(page).toContain(`${result.invoice!.amountBtc} BTC`);
    expect(page).toContain(result.invoice!.address);
    expect(page).toContain('Waiting for payment');
    expect(page).toMatch(/<button>Pay<\/button>.*<button>Let it expire<\/button>/s);

    const paid = await fetch(`${site.url}/sandbox/btcpay/i/${invoiceId}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    const mine = site.received.filter((r) => r.invoiceId === invoiceId);
    expect(mine.map((r) => r.type)).toEqual(['InvoiceReceivedPayment', 'InvoiceProcessing', 'InvoicePaymentSettled', 'InvoiceSettled']);
    expect(mine.flatMap((r) => r.events)).toEqual([expect.objectContaining({ kind: 'sale_approved', paymentToken: request.payment.token, eventId: `${invoiceId}:InvoiceSettled`, transactionId: invoiceId })]);

    const after = await (await fetch(site.url + result.invoice!.payUrl)).text();
    expect(after).toContain('Status: <strong>Paid</strong>');
    expect(after).toContain(`href="${site.url}/signupSuccess?x_ans_token=${request.payment.token}"`);
    expect(after).toContain('InvoiceSettled: HTTP 200');
  });

  it('pays when the checkout link itself is POSTed and answers JSON (the sandbox "pay" of the signup UI); a second pay changes nothing', async () => {
    const result = await site.adapter.start(startRequest(site.url));
    const first = await fetch(site.url + result.invoice!.payUrl, { method: 'POST' });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ data: { outcome: 'settled', status: 'Settled', additionalStatus: 'None' } });
    const count = site.received.length;
    expect(await (await fetch(site.url + result.invoice!.payUrl, { method: 'POST' })).json()).toMatchObject({ data: { outcome: 'unchanged', status: 'Settled' } });
    expect(site.received.length).toBe(count);
  });

  it('lets an invoice expire (InvoiceExpired declines the sale), and a payment after expiry sends what BTCPay sends then: a late payment for staff, nothing approved', async () => {
    const request = startRequest(site.url);
    const result = await site.adapter.start(request);
    const invoiceId = result.providerTransactionId!;
    const from = site.received.length;
    await fetch(`${site.url}/sandbox/btcpay/i/${invoiceId}/expire`, { method: 'POST', redirect: 'manual' });
    expect(await (await fetch(site.url + result.invoice!.payUrl)).text()).toContain('Status: <strong>Expired</strong>');

    const late = (await (await fetch(site.url + result.invoice!.payUrl, { method: 'POST' })).json()) as { data: { outcome: string; status: string; additionalStatus: string } };
    expect(late.data).toMatchObject({ outcome: 'paidLate', status: 'Expired', additionalStatus: 'PaidLate' });
    const delivered = site.received.slice(from);
    expect(delivered.map((r) => [r.type, r.afterExpiration])).toEqual([
      ['InvoiceExpired', undefined],
      ['InvoiceReceivedPayment', true],
      ['InvoicePaymentSettled', true],
    ]);
    expect(delivered.flatMap((r) => r.events).map((e) => [e.kind, e.paymentToken, e.lateReason])).toEqual([
      ['sale_declined', request.payment.token, undefined],
      ['late_payment', request.payment.token, 'paid_late'],
    ]);
    expect(await (await fetch(site.url + result.invoice!.payUrl)).text()).toContain('paid late');
  });

  it('checks the API key and the store like BTCPay (401, 403) and answers 404 for an unknown invoice', async () => {
    const { apiKey, storeId } = emulatorCredentials(PAYMENT_SECRET);
    const create = (key: string | undefined, store = storeId) =>
      fetch(`${site.url}/sandbox/btcpay/api/v1/stores/${store}/invoices`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(key ? { Authorization: `token ${key}` } : {}) },
        body: JSON.stringify({ amount: '10.00', currency: 'USD', metadata: { orderId: 'x' } }),
      });
    expect((await create(undefined)).status).toBe(401);
    expect(await (await create('wrong-key')).json()).toMatchObject({ code: 'unauthenticated' });
    expect((await create(apiKey, 'OtherStore')).status).toBe(403);
    expect((await create(apiKey)).status).toBe(200);
    const unknown = await fetch(`${site.url}/sandbox/btcpay/api/v1/stores/${storeId}/invoices/NoSuchInvoice`, { headers: { Authorization: `token ${apiKey}` } });
    expect([unknown.status, ((await unknown.json()) as { code: string }).code]).toEqual([404, 'invoice-not-found']);
    const invalid = await fetch(`${site.url}/sandbox/btcpay/api/v1/stores/${storeId}/invoices`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `token ${apiKey}` }, body: '{"amount":' });
    expect(invalid.status).toBe(400);
    const noRate = await fetch(`${site.url}/sandbox/btcpay/api/v1/stores/${storeId}/invoices`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `token ${apiKey}` }, body: JSON.stringify({ amount: '1', currency: 'XYZ', metadata: { orderId: 'x' } }) });
    expect([noRate.status, await noRate.json()]).toEqual([422, [expect.objectContaining({ path: 'currency' })]]);
    expect((await fetch(`${site.url}/sandbox/btcpay/i/NoSuchInvoice`)).status).toBe(404);
  });

  it('sends lifecycle notifications for the sandbox CLI that the adapter accepts, signed with the emulator secret', async () => {
    const { storeId, webhookSecret } = emulatorCredentials(PAYMENT_SECRET);
    const target = { invoiceId: 'CliInvoice000000000001', storeId, paymentToken: 'tok-cli' };
    for (const [kind, expected] of [
      ['settled', 'sale_approved'],
      ['expired', 'sale_declined'],
      ['invalid', 'sale_declined'],
    ] as const) {
      expect(await sendBtcpayWebhook(site.url, btcpayLifecycleNotification(kind, target), webhookSecret)).toEqual({ ok: true, status: 200 });
      expect(site.received.at(-1)?.events).toEqual([expect.objectContaining({ kind: expected, paymentToken: 'tok-cli' })]);
    }
    // Another secret is refused by the site.
    expect(await sendBtcpayWebhook(site.url, btcpayLifecycleNotification('settled', target), 'not-the-secret')).toEqual({ ok: false, status: 403 });
    expect(await sendBtcpayWebhook('http://127.0.0.1:9', btcpayLifecycleNotification('settled', target), webhookSecret)).toMatchObject({ ok: false, status: 0 });
  });
});

describe('expiry by the clock', () => {
  it('expires an invoice whose time ran out before it is paid, even before its expiry timer fired: the payment is late', async () => {
    const clock = { offsetMs: 0 };
    const site = await startSite({ clock });
    try {
      const request = startRequest(site.url);
      const result = await site.adapter.start(request);
      clock.offsetMs = 15 * 60_000 + 1000;
      const late = (await (await fetch(site.url + result.invoice!.payUrl, { method: 'POST' })).json()) as { data: { outcome: string } };
      expect(late.data.outcome).toBe('paidLate');
      expect(site.received.map((r) => [r.type, r.events.map((e) => e.kind)])).toEqual([
        ['InvoiceExpired', ['sale_declined']],
        ['InvoiceReceivedPayment', []],
        ['InvoicePaymentSettled', ['late_payment']],
      ]);
    } finally {
      await site.close();
    }
  });
});

describe('redelivery', () => {
  it('delivers again a webhook the site failed to take, as a redelivery of the same event', async () => {
    const site = await startSite({ failFirst: 1 });
    try {
      const result = await site.adapter.start(startRequest(site.url));
      await fetch(`${site.url}/sandbox/btcpay/i/${result.providerTransactionId}/expire`, { method: 'POST', redirect: 'manual' });
      await until(() => site.received.length === 1);
      const [redelivered] = site.received;
      expect(redelivered).toMatchObject({ type: 'InvoiceExpired', isRedelivery: true });
      expect(redelivered!.originalDeliveryId).not.toBe(redelivered!.deliveryId);
      expect(redelivered!.events).toEqual([expect.objectContaining({ kind: 'sale_declined', eventId: `${result.providerTransactionId}:InvoiceExpired` })]);
      const page = await (await fetch(site.url + result.invoice!.payUrl)).text();
      expect(page).toContain('InvoiceExpired: HTTP 503');
      expect(page).toContain('InvoiceExpired (redelivery): HTTP 200');
    } finally {
      await site.close();
    }
  });
});

describe('start() against a BTCPay that refuses or fails', () => {
  let server: Server;
  let url: string;
  const answers = new Map<string, [number, string]>();
  beforeAll(async () => {
    const app = express();
    app.use((req, res) => {
      const [status, body] = answers.get(req.path.split('/')[4] ?? '') ?? [500, 'Internal Server Error'];
      res.status(status).type('application/json').send(body);
    });
    server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    answers.set('Unauthorized', [401, '{"code":"unauthenticated","message":"Authentication is required for accessing this endpoint"}']);
    answers.set('Broken', [500, 'oops']);
    answers.set('NotJson', [200, '<html>a login page</html>']);
    answers.set('Strange', [200, '{"id":42}']);
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const attempt = async (storeId: string, base = url) => {
    const settings: BtcpaySettings = { url: base, storeId, apiKey: 'k', webhookSecret: 's', emulated: false, expirationMinutes: 15 };
    try {
      await createBtcpayAdapter(settings).start(startRequest('https://site.example.test'));
    } catch (err) {
      return err;
    }
    throw new Error('expected start() to fail');
  };

  it('throws a 502 for the buyer with a detail for the operator naming the answer and the setting to check', async () => {
    const unauthorized = await attempt('Unauthorized');
    expect(unauthorized).toBeInstanceOf(BtcpayApiError);
    expect(unauthorized).toMatchObject({ status: 502, code: 'provider_unavailable', message: expect.stringContaining('Bitcoin payments are unavailable right now') });
    expect((unauthorized as BtcpayApiError).detail).toMatch(/POST .*\/api\/v1\/stores\/Unauthorized\/invoices answered 401: .*check BTCPAY_API_KEY/);
    expect((unauthorized as BtcpayApiError).message).not.toContain('BTCPAY_API_KEY');
    expect((await attempt('Broken')) as BtcpayApiError).toMatchObject({ status: 502, detail: expect.stringMatching(/answered 500: oops; BTCPay Server is failing/) });
    expect((await attempt('NotJson')) as BtcpayApiError).toMatchObject({ detail: expect.stringContaining('something other than JSON') });
    expect((await attempt('Strange')) as BtcpayApiError).toMatchObject({ detail: expect.stringContaining('unexpected shape') });
    expect((await attempt('Any', 'http://127.0.0.1:9')) as BtcpayApiError).toMatchObject({ status: 502, detail: expect.stringContaining('check BTCPAY_URL') });
  });
});
