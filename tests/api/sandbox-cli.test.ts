// @vitest-environment node
// `npm run sandbox -- <kind> --user <name>`: members sign up through the Epoch emulator's join page
// on a running server; the CLI (its main function, with the server's DATA_DIR) makes the emulated
// Epoch notify the site, and the subscription changes as the member would notice.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, startServer, useRealNetwork, type TestServer } from './harness';
import { sandboxCli } from '../../server/emulators/sandbox-cli';
import { EmulatedMembers } from '../../server/emulators/epoch/members';
import { DEMO_EPOCH_MEMBER_ID, DEMO_MEMBER } from '../../server/seed/demo-accounts';

useRealNetwork();

const PASSWORD = 'long enough 1';
const MONTHLY = 1;
let s: TestServer;
let serial = 0;

beforeAll(async () => {
  s = await startServer('sqlite');
}, 60_000);
afterAll(async () => {
  await s?.close();
});

/** Runs the CLI against the test server; what it printed and its exit code. */
async function cli(args: string[], env: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await sandboxCli(args, { env: { ...process.env, DATA_DIR: s.ctx.dataDir, DATABASE_URL: '', PAYMENT_SECRET: '', ...env }, out: (t) => out.push(t), err: (t) => err.push(t) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** A visitor joins by card (or PayPal) and approves on the Epoch emulator's join page. */
async function member(provider: 'epochCreditCard' | 'epochPaypal' = 'epochCreditCard') {
  const username = `cli${++serial}${Date.now().toString(36)}`;
  const started = await s.api('/api/payment/createEpochInvoice', { method: 'POST', json: { username, email: `${username}@example.test`, password: PASSWORD, password_confirmation: PASSWORD, tos: true, article_id: MONTHLY, provider } });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const link = new URL(started.body.data.redirectURL, s.url);
  expect(link.pathname).toBe('/sandbox/epoch/join');
  const approved = await fetch(new URL('/sandbox/epoch/join', s.url), { method: 'POST', body: new URLSearchParams([...link.searchParams, ['decision', 'approve']]), redirect: 'manual' });
  expect(approved.headers.get('location')).toMatch(/^\/signupSuccess\?/);
  const user = await s.ctx.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow();
  return { username, id: user.id };
}

/** A port nothing listens on: one the system just handed out and took back. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const subscriptionOf = (userId: number) => s.ctx.db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').executeTakeFirstOrThrow();
const login = (username: string) => s.api('/api/login', { method: 'POST', json: { username, password: PASSWORD } });

describe('npm run sandbox', { timeout: 30_000 }, () => {
  it('the seeded demo member is an emulated Epoch member: rebill --user member extends its access on a fresh database', async () => {
    const demo = await s.ctx.db.selectFrom('users').select('id').where('username', '=', DEMO_MEMBER.username).executeTakeFirstOrThrow();
    const before = await subscriptionOf(demo.id);
    expect(before).toMatchObject({ status: 'active', recurring: 1, provider: 'epochCreditCard', provider_member_id: DEMO_EPOCH_MEMBER_ID });
    // The emulator's record (read from the site's rows, as after a restart) agrees with the seeded plan and payment.
    expect(await new EmulatedMembers(s.ctx).find(DEMO_EPOCH_MEMBER_ID)).toMatchObject({
      amount: 19.95,
      currency: 'USD',
      productCode: 'MONTHLY',
      username: DEMO_MEMBER.username,
      email: DEMO_MEMBER.email,
      paidUntil: before.expires_at,
    });
    const loggedIn = await s.api('/api/login', { method: 'POST', json: { username: DEMO_MEMBER.username, password: DEMO_MEMBER.password } });
    const token = loggedIn.body.data.token as string;
    const untilBefore = (await s.api('/api/me', { token })).body.data.membership.until as string;

    const run = await cli(['rebill', '--user', DEMO_MEMBER.username, '--site', s.url]);
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    expect(run.out).toContain(`ets_member_idx=${DEMO_EPOCH_MEMBER_ID}`);
    expect(run.out).toContain('Site answered 200: rebill: rebilled');
    const extended = new Date(before.expires_at);
    extended.setUTCMonth(extended.getUTCMonth() + 1);
    expect((await subscriptionOf(demo.id)).expires_at).toBe(extended.toISOString());
    const me = (await s.api('/api/me', { token })).body.data;
    expect(me.membership).toMatchObject({ fullAccess: true, recurring: true });
    expect(new Date(me.membership.until).getTime() - new Date(untilBefore).getTime()).toBeGreaterThan(27 * 86_400_000);
    // The seeded payment and the rebill each have a receipt, numbered in order.
    const payments = (await s.api('/api/payment/mypayment', { token })).body.data as { invoice?: string }[];
    expect(payments.map((p) => p.invoice).filter(Boolean)).toHaveLength(2);
  });

  it('the demo member cancels on the payment page: the emulated Epoch knows the seeded member (from the rows, as after a restart)', async () => {
    const token = (await s.api('/api/login', { method: 'POST', json: { username: DEMO_MEMBER.username, password: DEMO_MEMBER.password } })).body.data.token as string;
    const cancelled = await s.api('/api/payment/subscription/cancel', { method: 'POST', token });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.data.subscription).toMatchObject({ status: 'cancelled', cancellable: false });
    // Epoch's own cancel record, when it comes, changes nothing more: the site answers unchanged, or
    // duplicate when it lands in the same second as the record the cancel call already sent.
    const demo = await s.ctx.db.selectFrom('users').select('id').where('username', '=', DEMO_MEMBER.username).executeTakeFirstOrThrow();
    const before = await subscriptionOf(demo.id);
    const run = await cli(['cancel', '--user', DEMO_MEMBER.username, '--site', s.url]);
    expect(run.code).toBe(0);
    expect(run.out).toMatch(/Site answered 200: cancellation: (unchanged|duplicate)$/m);
    expect(await subscriptionOf(demo.id)).toEqual(before);
  });

  it('pay-late: the BTCPay emulator expires the invoice and takes the payment anyway; the payment waits for staff', async () => {
    s.ctx.configs.fileConfig.core.payment.endpoints.find((e) => e.provider === 'bitcoin')!.isActive = true;
    try {
      const username = `late${++serial}${Date.now().toString(36)}`;
      const started = await s.api('/api/userregister', { method: 'PUT', json: { username, email: `${username}@example.test`, password: PASSWORD, password_confirmation: PASSWORD, tos: true, article_id: 2, provider: 'bitcoin' } });
      expect(started.status, JSON.stringify(started.body)).toBe(201);
      const run = await cli(['pay-late', '--invoice', started.body.data.invoice.payUrl, '--site', s.url]);
      expect([run.code, run.err]).toEqual([0, '']);
      expect(run.out).toMatch(/invoice \w+: paidLate[\s\S]*InvoiceExpired: HTTP 200[\s\S]*InvoicePaymentSettled: HTTP 200/);
      const payment = await s.ctx.db.selectFrom('payments').select(['status', 'attention_reason']).where('token', '=', started.body.data.x_ans_token).executeTakeFirstOrThrow();
      expect(payment).toEqual({ status: 'needs_staff', attention_reason: 'paid_late' });
      // Once is enough; an unknown invoice and a missing one are usage errors.
      expect((await cli(['pay-late', '--invoice', started.body.data.invoice.payUrl, '--site', s.url])).code).toBe(1);
      expect((await cli(['pay-late', '--invoice', 'NoSuchInvoice1234567890', '--site', s.url])).code).toBe(2);
      expect((await cli(['pay-late', '--site', s.url])).err).toMatch(/--invoice is required/);
    } finally {
      s.ctx.configs.fileConfig.core.payment.endpoints.find((e) => e.provider === 'bitcoin')!.isActive = false;
    }
  });

  it('rebill: Epoch-format DataPlus record, the site answers rebilled, access runs a month longer', async () => {
    const m = await member();
    const before = await subscriptionOf(m.id);
    const run = await cli(['rebill', '--user', m.username, '--site', s.url]);
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    expect(run.out).toContain(`${s.url}/api/payment/notifications/epoch: rebill for ${m.username}'s subscription #${before.id}`);
    expect(run.out).toContain(`ets_member_idx=${before.provider_member_id}`);
    expect(run.out).toContain('ets_transaction_type=N');
    expect(run.out).toContain('Site answered 200: rebill: rebilled');
    const after = await subscriptionOf(m.id);
    const extended = new Date(before.expires_at);
    extended.setUTCMonth(extended.getUTCMonth() + 1);
    expect(after.expires_at).toBe(extended.toISOString());
    const rebills = await s.ctx.db.selectFrom('payments').select(['status', 'amount']).where('subscription_id', '=', before.id).where('kind', '=', 'rebill').execute();
    expect(rebills).toEqual([{ status: 'approved', amount: 19.95 }]);
  });

  it('cancel keeps access until the end and stops rebills; a later rebill is ignored', async () => {
    const m = await member('epochPaypal');
    const before = await subscriptionOf(m.id);
    const cancelled = await cli(['cancel', '--user', m.username, '--site', s.url]);
    expect(cancelled.code).toBe(0);
    expect(cancelled.out).toContain('mcs_or_idx=');
    expect(cancelled.out).toContain('cancellation: cancelled');
    expect(await subscriptionOf(m.id)).toMatchObject({ status: 'cancelled', expires_at: before.expires_at });
    const rebill = await cli(['rebill', '--user', m.username, '--site', s.url]);
    expect(rebill.out).toContain('rebill: ignored');
    expect((await subscriptionOf(m.id)).expires_at).toBe(before.expires_at);
  });

  it('expire, refund and chargeback end access at once; a chargeback blocks the login', async () => {
    const expired = await member();
    expect((await cli(['expire', '--user', expired.username, '--site', s.url])).out).toContain('expiry: expired');
    const ended = await subscriptionOf(expired.id);
    expect(ended.status).toBe('expired');
    expect(ended.expires_at <= new Date().toISOString()).toBe(true);

    const refunded = await member();
    // By email too.
    expect((await cli(['refund', '--user', `${refunded.username}@example.test`, '--site', s.url])).out).toContain('refund: refunded');
    expect((await subscriptionOf(refunded.id)).status).toBe('refunded');
    expect((await login(refunded.username)).status).toBe(200);

    const charged = await member();
    const run = await cli(['chargeback', '--user', charged.username, '--site', s.url]);
    expect(run.out).toContain('ets_transaction_type=D');
    expect(run.out).toContain('chargeback: chargeback');
    expect((await subscriptionOf(charged.id)).status).toBe('chargeback');
    expect((await login(charged.username)).status).not.toBe(200);
  });

  it('rebill-failed leaves access until the paid period ends', async () => {
    const m = await member();
    const before = await subscriptionOf(m.id);
    expect((await cli(['rebill-failed', '--user', m.username, '--site', s.url])).out).toContain('rebill_failed: rebill_failed');
    const after = await subscriptionOf(m.id);
    expect(after).toMatchObject({ status: 'active', expires_at: before.expires_at });
    expect(after.rebill_failed_at).not.toBeNull();
  });

  it('explains why bitcoin and gift-card subscriptions have no such notifications (exit 2), and sends nothing', async () => {
    for (const provider of ['bitcoin', 'amazonVoucher']) {
      const username = `${provider.slice(0, 5)}${++serial}`;
      const user = await createUser(s, username, { subscribed: true });
      await s.ctx.db.updateTable('payments').set({ provider }).where('user_id', '=', user.id).execute();
      const logged = await s.ctx.db.selectFrom('payment_notifications').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const run = await cli(['rebill', '--user', username, '--site', s.url]);
      expect(run.code).toBe(2);
      expect(run.err).toContain(provider === 'bitcoin' ? 'Bitcoin (BTCPay Server) sends none of these notifications' : 'Gift cards have no provider that notifies the site');
      expect(run.out).toBe('');
      expect(await s.ctx.db.selectFrom('payment_notifications').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).toEqual(logged);
    }
  });

  it('clear errors: usage, unknown user, no subscription, site not running, sandbox off, production', async () => {
    const help = await cli(['--help']);
    expect(help.code).toBe(0);
    expect(help.out).toContain('usage: npm run sandbox -- <kind> --user <username or email>');
    expect(await cli(['renew', '--user', 'x'])).toMatchObject({ code: 2, err: expect.stringContaining('unknown kind renew') });
    expect(await cli(['rebill'])).toMatchObject({ code: 2, err: expect.stringContaining('--user is required') });
    expect(await cli(['rebill', '--user', 'nobody-here', '--site', s.url])).toMatchObject({ code: 2, err: expect.stringContaining('No account named nobody-here') });
    await createUser(s, 'nosubscription');
    expect(await cli(['rebill', '--user', 'nosubscription', '--site', s.url])).toMatchObject({ code: 2, err: expect.stringContaining('nosubscription has no subscription') });
    const m = await member();
    const closed = await closedPort();
    const down = await cli(['rebill', '--user', m.username, '--site', `http://127.0.0.1:${closed}`]);
    expect(down.code).toBe(1);
    expect(down.err).toContain(`The site at http://127.0.0.1:${closed} could not be reached (ECONNREFUSED): is it running?`);
    for (const env of [{ PAYMENT_SANDBOX: '0' }, { NODE_ENV: 'production' }] as Record<string, string>[]) {
      expect(await cli(['rebill', '--user', m.username, '--site', s.url], env)).toMatchObject({ code: 2, err: expect.stringContaining('The sandbox is off here') });
    }
    // Another key than the site's: the site refuses the signature, and the CLI says why.
    const forged = await cli(['rebill', '--user', m.username, '--site', s.url], { PAYMENT_SECRET: 'not-the-site-secret' });
    expect(forged.code).toBe(1);
    expect(forged.err).toContain('Site answered 403: invalid_signature');
  });
});
