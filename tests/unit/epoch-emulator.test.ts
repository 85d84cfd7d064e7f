// @vitest-environment node
// The Epoch emulator speaks what the real Epoch adapter reads: its join page posts a signed
// approval or denial postback over HTTP to the site's notification URL and sends the browser back
// with `ans`; its cancel API answers as the adapter expects and then sends the cancel record; its
// life-cycle bodies (the sandbox CLI's) are accepted too. A recording endpoint stands in for the
// site's notification route.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServer, useRealNetwork, type TestServer } from '../api/harness';
import { epochEmulatorRouter } from '../../server/emulators/epoch/router';
import { epochLifecycleNotification, sendEpochNotification } from '../../server/emulators/epoch/lifecycle';
import { createEpochAdapter } from '../../server/billing/adapters/epoch';
import { emulatorSettings } from '../../server/billing/adapters/epoch/settings';
import type { IncomingNotification, Payment, ProviderAdapter, Subscription } from '../../server/billing/adapter';
import { SANDBOX_LABEL } from '../../server/payments/sandbox';

useRealNetwork();

let site: TestServer;
let emulator: Server;
let origin = '';
let adapter: ProviderAdapter;
const received: IncomingNotification[] = [];

beforeAll(async () => {
  site = await startServer('sqlite');
  const app = express();
  app.use('/sandbox/epoch', epochEmulatorRouter(site.ctx));
  app.post('/api/payment/notifications/epoch', express.raw({ type: () => true }), (req, res) => {
    received.push({ raw: req.body as Buffer, contentType: String(req.headers['content-type']), headers: req.headers });
    res.type('text').send('OK');
  });
  emulator = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  origin = `http://127.0.0.1:${(emulator.address() as AddressInfo).port}`;
  adapter = createEpochAdapter(emulatorSettings(origin, site.ctx.secrets.payment));
}, 60_000);

afterAll(async () => {
  emulator?.closeAllConnections();
  await new Promise((r) => emulator?.close(r));
  await site?.close();
});

let serial = 0;
async function pendingPayment(username: string, provider = 'epochCreditCard'): Promise<Payment> {
  const now = new Date().toISOString();
  return site.ctx.db
    .insertInto('payments')
    .values({ token: `emulatortoken-${++serial}-${Date.now()}`, user_id: null, article_id: 1, provider, status: 'pending', amount: 19.95, currency: 'USD', username, email: `member${serial}@example.test`, password_hash: 'hash-never-leaves', voucher_codes: null, affiliate_id: null, invoice: null, created_at: now, updated_at: now, paid_at: null })
    .returningAll()
    .executeTakeFirstOrThrow();
}

async function join(payment: Payment, provider: 'epochCreditCard' | 'epochPaypal' = 'epochCreditCard') {
  const start = await adapter.start({ payment, provider, productCode: 'MONTHLY', description: 'Monthly', siteUrl: 'https://site.example.test', locale: 'en_US' });
  return new URL(start.redirectURL!, origin);
}

const decide = (link: URL, decision: string) =>
  fetch(`${origin}/sandbox/epoch/join`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams([...link.searchParams, ['decision', decision]]).toString(),
    redirect: 'manual',
  });

const parsedSince = (count: number) => received.slice(count).map((n) => adapter.parseNotification!(n));

describe('Epoch emulator join page', () => {
  it('shows a labelled sandbox page with plan, amount, account and method, escaped', async () => {
    const payment = await pendingPayment('alice<script>');
    const res = await fetch(await join(payment, 'epochPaypal'));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(SANDBOX_LABEL);
    expect(html).toContain('Plan: <strong>Monthly</strong>');
    expect(html).toContain('19.95 USD');
    expect(html).toContain('Method: PayPal');
    expect(html).toContain('alice&#60;script&#62;');
    expect(html).not.toContain('alice<script>');
    expect(html).toContain('Approve payment');
  });

  it('Approve posts the signed approval the adapter accepts, then returns the browser with ans and the token, once', async () => {
    const payment = await pendingPayment('bob');
    const before = received.length;
    const res = await decide(await join(payment), 'approve');
    expect(res.status).toBe(303);
    const back = new URL(res.headers.get('location')!, origin);
    expect(back.pathname).toBe('/signupSuccess');
    expect(back.searchParams.get('ans')).toMatch(/^Y/);
    expect(back.searchParams.get('x_ans_token')).toBe(payment.token);
    const events = parsedSince(before);
    expect(events).toHaveLength(1);
    expect(events[0]).toEqual({
      provider: 'epochCreditCard',
      events: [expect.objectContaining({ kind: 'sale_approved', paymentToken: payment.token, memberId: back.searchParams.get('member_id'), transactionId: back.searchParams.get('transaction_id'), amount: 19.95, currency: 'USD' })],
    });
    expect(received.at(-1)!.raw.toString()).not.toContain('hash-never-leaves');
    // A second submit (back button, double click) neither posts again nor decides anew.
    const again = await decide(await join(payment), 'decline');
    expect(again.headers.get('location')).toBe(res.headers.get('location'));
    expect(received.length).toBe(before + 1);
  });

  it('Decline posts a denial and returns the browser to the denial page', async () => {
    const payment = await pendingPayment('carol');
    const before = received.length;
    const res = await decide(await join(payment), 'decline');
    const back = new URL(res.headers.get('location')!, origin);
    expect(back.pathname).toBe('/signupDenial');
    expect(back.searchParams.get('ans')).toMatch(/^N/);
    expect(parsedSince(before)[0]?.events).toEqual([expect.objectContaining({ kind: 'sale_declined', paymentToken: payment.token })]);
  });

  it('refuses a link without token or with another company code, and an unknown payment', async () => {
    const link = await join(await pendingPayment('dave'));
    const without = new URL(link);
    without.searchParams.delete('x_ans_token');
    expect((await fetch(without)).status).toBe(400);
    const foreign = new URL(link);
    foreign.searchParams.set('co_code', 'XYZ');
    expect((await fetch(foreign)).status).toBe(400);
    const unknown = new URL(link);
    unknown.searchParams.set('x_ans_token', 'no-such-token-here');
    expect((await fetch(unknown)).status).toBe(404);
    expect((await decide(link, 'maybe')).status).toBe(400);
  });
});

describe('Epoch emulator cancel API and life cycle', () => {
  it('cancels a member it approved, answers as Epoch, then sends the cancel record; again: already cancelled', async () => {
    const payment = await pendingPayment('erin');
    const approvedAt = received.length;
    await decide(await join(payment), 'approve');
    const memberId = parsedSince(approvedAt)[0]!.events[0]!.memberId!;
    const before = received.length;
    await adapter.cancel!({ id: 1, provider_member_id: memberId } as Subscription, payment);
    await vi.waitFor(() => expect(received.length).toBe(before + 1), { timeout: 5000 });
    expect(parsedSince(before)[0]?.events).toEqual([expect.objectContaining({ kind: 'cancellation', memberId })]);
    await expect(adapter.cancel!({ id: 1, provider_member_id: memberId } as Subscription, payment)).resolves.toBeUndefined();
  });

  it("knows members from the site's payment rows (after a restart), keeps access until the paid period ends", async () => {
    const payment = await pendingPayment('frank');
    await site.ctx.db.updateTable('payments').set({ provider_member_id: '555000111', status: 'approved' }).where('id', '=', payment.id).execute();
    const until = new Date(Date.now() + 20 * 86400_000).toISOString();
    await site.ctx.db.insertInto('subscriptions').values({ user_id: 1, article_id: 1, payment_id: payment.id, starts_at: new Date().toISOString(), expires_at: until, recurring: 1, provider_member_id: '555000111' }).execute();
    const before = received.length;
    await adapter.cancel!({ id: 2, provider_member_id: '555000111' } as Subscription, payment);
    await vi.waitFor(() => expect(received.length).toBe(before + 1), { timeout: 5000 });
    const body = new URLSearchParams(received.at(-1)!.raw.toString());
    expect(body.get('mcs_passwordremovaldate')).toBe(until.slice(0, 19).replace('T', ' '));
    expect(parsedSince(before)[0]?.events[0]).toMatchObject({ kind: 'cancellation', memberId: '555000111' });
  });

  it('refuses an unknown member and a wrong API login', async () => {
    const payment = await pendingPayment('gina');
    await expect(adapter.cancel!({ id: 3, provider_member_id: '999999999' } as Subscription, payment)).rejects.toThrow(/member_not_found/);
    const wrong = createEpochAdapter({ ...emulatorSettings(origin, site.ctx.secrets.payment), api: { url: `${origin}/sandbox/epoch/api/cancel`, user: 'sandbox', password: 'guess' } });
    await expect(wrong.cancel!({ id: 3, provider_member_id: '555000111' } as Subscription, payment)).rejects.toThrow(/auth_failed/);
  });

  it('its life-cycle notifications (the sandbox CLI) are what the adapter accepts', async () => {
    const key = emulatorSettings(origin, site.ctx.secrets.payment).digestKey;
    const kinds = { rebill: 'rebill', 'rebill-failed': 'rebill_failed', cancel: 'cancellation', expire: 'expiry', refund: 'refund', chargeback: 'chargeback' } as const;
    for (const [kind, event] of Object.entries(kinds)) {
      const before = received.length;
      const sent = await sendEpochNotification(origin, epochLifecycleNotification(kind as keyof typeof kinds, { memberId: '555000111', amount: 19.95, currency: 'USD', productCode: 'MONTHLY', paidUntil: new Date(Date.now() + 86400_000).toISOString() }), key);
      expect(sent.status).toBe(200);
      expect(parsedSince(before)[0]?.events).toEqual([expect.objectContaining({ kind: event, memberId: '555000111' })]);
    }
  });
});
