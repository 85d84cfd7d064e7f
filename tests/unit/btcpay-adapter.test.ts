// @vitest-environment node
// The bitcoin adapter reads BTCPay Server's webhooks as BTCPay documents them: only a genuine
// BTCPay-Sig over the exact bytes is believed, a redelivery is the same event, and nothing paid
// after an invoice expired is ever approved. Its settings come from the environment.
import { describe, expect, it, vi } from 'vitest';
import { createBtcpayAdapter } from '../../server/billing/adapters/btcpay/adapter';
import { btcpaySignature } from '../../server/billing/adapters/btcpay/signature';
import { btcpayProductionProblems, btcpaySettingsFromEnv, type BtcpaySettings } from '../../server/billing/adapters/btcpay/settings';
import { emulatorCredentials } from '../../server/emulators/btcpay/credentials';
import { btcpayLifecycleNotification, btcpayWebhookBody, redeliveryOf } from '../../server/emulators/btcpay/webhooks';
import { HttpError } from '../../server/http-error';
import { loadEnv } from '../../server/env';

const SECRET = 'whsec-3kXq9PzR7mLw2VbN8cYt';
const STORE = '46y7JuD7dUHEN1BxeAmtReA5zjUzSho7HVXVteQr1XUW';
const settings: BtcpaySettings = { url: 'https://btcpay.example.test', storeId: STORE, apiKey: 'key', webhookSecret: SECRET, emulated: false, expirationMinutes: 15 };
const adapter = createBtcpayAdapter(settings);

/** A delivery as BTCPay sends it: the JSON bytes and their signature header. */
const incoming = (raw: string, headers: Record<string, string | string[] | undefined> = { 'btcpay-sig': btcpaySignature(raw, SECRET) }) => ({ raw: Buffer.from(raw), contentType: 'application/json', headers });
const parse = (raw: string, headers?: Record<string, string | string[] | undefined>) => adapter.parseNotification!(incoming(raw, headers));

/** Recorded-format InvoiceSettled delivery (field order and types as BTCPay serialises them). */
const SETTLED = JSON.stringify({
  manuallyMarked: false,
  overPaid: false,
  deliveryId: 'Lk7CVWhNqsSBNJRdSMBhHu',
  webhookId: '3aFT6UHRgYW4P3dZ6nFPLi',
  originalDeliveryId: 'Lk7CVWhNqsSBNJRdSMBhHu',
  isRedelivery: false,
  type: 'InvoiceSettled',
  timestamp: 1767225600,
  storeId: STORE,
  invoiceId: 'XEDvpempoTYJHJTKGDff1Q',
  metadata: { orderId: 'tok-abc123', itemDesc: 'Monthly membership' },
});

const target = { invoiceId: 'Qm4hXKtGfJ2yD7LwZ9aRcB', storeId: STORE, paymentToken: 'tok-late' };

function refusal(fn: () => unknown): HttpError {
  try {
    fn();
  } catch (err) {
    if (err instanceof HttpError) return err;
    throw err;
  }
  throw new Error('expected a refusal');
}

describe('BTCPay webhooks', () => {
  it('turns a signed InvoiceSettled into an approved sale of our payment token, keyed by invoice and type', () => {
    expect(parse(SETTLED)).toEqual({
      provider: 'bitcoin',
      events: [
        {
          kind: 'sale_approved',
          eventId: 'XEDvpempoTYJHJTKGDff1Q:InvoiceSettled',
          paymentToken: 'tok-abc123',
          transactionId: 'XEDvpempoTYJHJTKGDff1Q',
          memberId: 'XEDvpempoTYJHJTKGDff1Q',
          occurredAt: '2026-01-01T00:00:00.000Z',
        },
      ],
    });
  });

  it('declines the sale on InvoiceExpired unpaid and on InvoiceInvalid; an invoice that expired partly paid is a late payment for staff', () => {
    const partly = parse(JSON.stringify(btcpayWebhookBody('InvoiceExpired', target, { partiallyPaid: true }))).events;
    expect(partly).toEqual([expect.objectContaining({ kind: 'late_payment', lateReason: 'partially_paid', eventId: `${target.invoiceId}:InvoiceExpired`, paymentToken: 'tok-late' })]);
    for (const [type, extra] of [
      ['InvoiceExpired', { partiallyPaid: false }],
      ['InvoiceInvalid', { manuallyMarked: false }],
      ['InvoiceInvalid', { manuallyMarked: true }],
    ] as const) {
      const raw = JSON.stringify(btcpayWebhookBody(type, target, extra));
      expect(parse(raw).events).toEqual([expect.objectContaining({ kind: 'sale_declined', eventId: `${target.invoiceId}:${type}`, paymentToken: 'tok-late' })]);
    }
  });

  it('refuses a tampered body, another secret, a missing or doubled header and a signature without its sha256= prefix (403 invalid_signature)', () => {
    const tampered = SETTLED.replace('tok-abc123', 'tok-evil99');
    const hex = btcpaySignature(SETTLED, SECRET).slice('sha256='.length);
    const cases: [string, Record<string, string | string[] | undefined>][] = [
      [tampered, { 'btcpay-sig': btcpaySignature(SETTLED, SECRET) }],
      [SETTLED, { 'btcpay-sig': btcpaySignature(SETTLED, 'another-secret') }],
      [SETTLED, {}],
      [SETTLED, { 'btcpay-sig': '' }],
      [SETTLED, { 'btcpay-sig': hex }],
      [SETTLED, { 'btcpay-sig': `sha1=${hex}` }],
      [SETTLED, { 'btcpay-sig': `sha256=${hex.slice(2)}` }],
      [SETTLED, { 'btcpay-sig': [btcpaySignature(SETTLED, SECRET), btcpaySignature(SETTLED, SECRET)] }],
    ];
    for (const [raw, headers] of cases) {
      const err = refusal(() => parse(raw, headers));
      expect([err.status, err.code]).toEqual([403, 'invalid_signature']);
    }
  });

  it('reads the header however it is cased, with the prefix or hex in capitals, with spaces around', () => {
    const sig = btcpaySignature(SETTLED, SECRET);
    expect(parse(SETTLED, { 'BTCPay-Sig': sig }).events).toHaveLength(1);
    expect(parse(SETTLED, { 'btcpay-sig': `SHA256=${sig.slice(7).toUpperCase()}` }).events).toHaveLength(1);
    expect(parse(SETTLED, { 'btcpay-sig': [` ${sig} `] }).events).toHaveLength(1);
  });

  it('answers 400 to a signed body that is not JSON or not a BTCPay event, never 500', () => {
    for (const raw of ['{"type":', 'null', '[]', '"InvoiceSettled"', JSON.stringify({ type: 'InvoiceSettled' }), JSON.stringify({ ...JSON.parse(SETTLED), timestamp: 'yesterday' })]) {
      expect(refusal(() => parse(raw)).status).toBe(400);
    }
    // A settled event without its invoice cannot be applied.
    const { invoiceId: _dropped, ...withoutInvoice } = JSON.parse(SETTLED) as Record<string, unknown>;
    expect(refusal(() => parse(JSON.stringify(withoutInvoice))).status).toBe(400);
    // A date no clock can hold is left out rather than failing.
    expect(parse(JSON.stringify({ ...JSON.parse(SETTLED), timestamp: 1e300 })).events[0]?.occurredAt).toBeUndefined();
  });

  it('gives a redelivery (isRedelivery, originalDeliveryId) the same event id as the first delivery', () => {
    const first = btcpayLifecycleNotification('settled', target);
    const again = redeliveryOf(first);
    expect(again).toMatchObject({ isRedelivery: true, originalDeliveryId: first.deliveryId });
    expect(again.deliveryId).not.toBe(first.deliveryId);
    // A second webhook of the store pointing here: an unrelated delivery id, the same fact.
    const otherWebhook = { ...first, deliveryId: 'OtherDelivery000000000', originalDeliveryId: 'OtherDelivery000000000', webhookId: 'SecondWebhook' };
    const ids = [first, again, otherWebhook].map((body) => parse(JSON.stringify(body)).events[0]?.eventId);
    expect(new Set(ids)).toEqual(new Set([`${target.invoiceId}:InvoiceSettled`]));
  });

  it('never approves a payment that arrived after the invoice expired: what BTCPay sends then declines, approves nothing, and reports the late payment for staff', () => {
    // BTCPay's sequence for a late payment: InvoiceExpired at expiry, then the payment's events
    // with afterExpiration; the invoice stays Expired (PaidLate) and no InvoiceSettled follows.
    const sequence = [
      btcpayWebhookBody('InvoiceExpired', target, { partiallyPaid: false }),
      btcpayWebhookBody('InvoiceReceivedPayment', target, { afterExpiration: true, paymentMethodId: 'BTC-CHAIN', payment: { id: 'tx-0', value: '0.00055556', status: 'Processing' } }),
      btcpayWebhookBody('InvoicePaymentSettled', target, { afterExpiration: true, paymentMethodId: 'BTC-CHAIN', payment: { id: 'tx-0', value: '0.00055556', status: 'Settled' } }),
      // BTCPay before 1.6.3 sent this one with afterExpiration wrongly false: it approves nothing either.
      btcpayWebhookBody('InvoicePaymentSettled', target, { afterExpiration: false }),
    ];
    const events = sequence.flatMap((body) => parse(JSON.stringify(body)).events);
    expect(events.map((e) => [e.kind, e.eventId, e.lateReason])).toEqual([
      ['sale_declined', `${target.invoiceId}:InvoiceExpired`, undefined],
      ['late_payment', `${target.invoiceId}:InvoicePaymentSettled:tx-0`, 'paid_late'],
    ]);
    // A store owner marking the late invoice settled by hand in BTCPay approves nothing here either:
    // staff approve that payment on this site.
    expect(parse(JSON.stringify(btcpayWebhookBody('InvoiceSettled', target, { manuallyMarked: true, overPaid: false }))).events).toEqual([]);
  });

  it('parses out-of-order events independently, each once: the life cycle decides (an approved sale is not declined by a late Expired)', () => {
    const settled = parse(JSON.stringify(btcpayLifecycleNotification('settled', target))).events;
    const expired = parse(JSON.stringify(btcpayLifecycleNotification('expired', target))).events;
    expect(settled.map((e) => [e.kind, e.eventId])).toEqual([['sale_approved', `${target.invoiceId}:InvoiceSettled`]]);
    expect(expired.map((e) => [e.kind, e.eventId])).toEqual([['sale_declined', `${target.invoiceId}:InvoiceExpired`]]);
  });

  it('acknowledges with no event what does not decide a sale: progress events, test deliveries, invoices this site did not create', () => {
    for (const type of ['InvoiceCreated', 'InvoiceReceivedPayment', 'InvoiceProcessing', 'InvoicePaymentSettled'] as const) {
      expect(parse(JSON.stringify(btcpayWebhookBody(type, target))).events).toEqual([]);
    }
    expect(parse(JSON.stringify({ ...JSON.parse(SETTLED), type: 'PayoutCreated' })).events).toEqual([]);
    expect(parse(JSON.stringify({ ...JSON.parse(SETTLED), invoiceId: '__test__5b1c0e2a-0000-4000-8000-000000000000__test__' })).events).toEqual([]);
    expect(parse(JSON.stringify({ ...JSON.parse(SETTLED), metadata: { itemDesc: 'Point of sale' } })).events).toEqual([]);
    expect(parse(JSON.stringify({ ...JSON.parse(SETTLED), metadata: null })).events).toEqual([]);
  });

  it("refuses another store's event signed with our secret (400 unknown_store: a misconfigured webhook)", () => {
    const err = refusal(() => parse(JSON.stringify({ ...JSON.parse(SETTLED), storeId: 'AnotherStore' })));
    expect([err.status, err.code]).toEqual([400, 'unknown_store']);
  });

  it("lets a payer close an invoice only while BTCPay has seen nothing paid on it (GET the invoice: New, additionalStatus None)", async () => {
    const asked: string[] = [];
    const answer = (status: string, additionalStatus: string) =>
      vi.fn(async (url: string, init: RequestInit) => {
        asked.push(`${init.method} ${url} ${(init.headers as Record<string, string>).Authorization}`);
        return new Response(JSON.stringify({ id: 'Inv1', storeId: STORE, amount: '24.95', currency: 'USD', checkoutLink: 'https://btcpay.example.test/i/Inv1', status, additionalStatus, createdTime: 1, expirationTime: 2 }));
      });
    const payment = { provider_transaction_id: 'Inv1' } as Parameters<NonNullable<typeof adapter.nothingPaid>>[0];
    const cases: [string, string, boolean][] = [
      ['New', 'None', true],
      ['New', 'PaidPartial', false],
      ['Processing', 'None', false],
      ['Settled', 'None', false],
      ['Expired', 'PaidLate', false],
    ];
    try {
      for (const [status, additional, unpaid] of cases) {
        vi.stubGlobal('fetch', answer(status, additional));
        expect([status, additional, await adapter.nothingPaid!(payment, 'https://site.example.test')]).toEqual([status, additional, unpaid]);
      }
    } finally {
      vi.unstubAllGlobals();
    }
    expect(asked[0]).toBe(`GET https://btcpay.example.test/api/v1/stores/${STORE}/invoices/Inv1 token key`);
  });

  it('has no cancel: bitcoin does not rebill', () => {
    expect(adapter.cancel).toBeUndefined();
  });
});

describe('BTCPay settings', () => {
  const store = { BTCPAY_URL: 'https://btcpay.example.test/', BTCPAY_STORE_ID: STORE, BTCPAY_API_KEY: 'k'.repeat(40), BTCPAY_WEBHOOK_SECRET: SECRET };

  it('uses a configured store, with or without the sandbox', () => {
    for (const sandbox of [true, false]) {
      expect(btcpaySettingsFromEnv(loadEnv(store), { sandbox, paymentSecret: 'p' })).toEqual({ url: 'https://btcpay.example.test', storeId: STORE, apiKey: 'k'.repeat(40), webhookSecret: SECRET, emulated: false, expirationMinutes: 15 });
    }
  });

  it("falls back to the emulator on the site's own origin with keys from the payment secret, or to no bitcoin without the sandbox", () => {
    const keys = emulatorCredentials('payment-secret');
    expect(btcpaySettingsFromEnv(loadEnv({}), { sandbox: true, paymentSecret: 'payment-secret', siteUrl: 'http://127.0.0.1:3000/' })).toEqual({ url: 'http://127.0.0.1:3000/sandbox/btcpay', ...keys, emulated: true, expirationMinutes: 15 });
    expect(btcpaySettingsFromEnv(loadEnv({}), { sandbox: true, paymentSecret: 'payment-secret' })?.url).toBeNull();
    expect(keys.apiKey).not.toBe(keys.webhookSecret);
    expect(emulatorCredentials('other').apiKey).not.toBe(keys.apiKey);
    expect(btcpaySettingsFromEnv(loadEnv({}), { sandbox: false, paymentSecret: 'payment-secret' })).toBeNull();
  });

  it('refuses a half-configured store, and production refuses plain http and a short webhook secret', () => {
    expect(() => btcpaySettingsFromEnv(loadEnv({ BTCPAY_URL: store.BTCPAY_URL }), { sandbox: true, paymentSecret: 'p' })).toThrow('BTCPAY_STORE_ID, BTCPAY_API_KEY, BTCPAY_WEBHOOK_SECRET are not set');
    expect(btcpayProductionProblems(loadEnv({}))).toEqual([]);
    expect(btcpayProductionProblems(loadEnv(store))).toEqual([]);
    expect(btcpayProductionProblems(loadEnv({ ...store, BTCPAY_URL: 'http://btcpay.example.test', BTCPAY_WEBHOOK_SECRET: 'short' }))).toEqual([expect.stringContaining('BTCPAY_URL is not https'), expect.stringContaining('BTCPAY_WEBHOOK_SECRET is shorter')]);
    expect(btcpayProductionProblems(loadEnv({ BTCPAY_API_KEY: 'k' }))).toEqual([expect.stringContaining('BTCPAY_URL, BTCPAY_STORE_ID, BTCPAY_WEBHOOK_SECRET are not set')]);
  });
});
