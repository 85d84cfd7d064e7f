// @vitest-environment node
// Exactly-once money, over random interleavings: fast-check generates sequences of what visitors,
// members, billers and staff do (signups in one or two tabs with colliding names, single-update
// purchases in one or two tabs, plans bought on top of a renewing one, Epoch approvals and denials
// with the right or a wrong amount, BTCPay settled / expired / paid-late webhooks, duplicates sent
// again, time passing beyond the claims' expiry, rebills, staff decisions) against the real API on
// SQLite, and after every sequence checks what a payer would notice:
// - every payment that took money is exactly one of: gave access, refunded, waiting for staff;
//   one that took none is none of those;
// - no username or email has two accounts;
// - no (member, update) has two approved payments that both kept the money;
// - no two subscriptions of a member cover the same time.
// The biller behaves as a real one would: it decides each payment once (approve or decline; a
// bitcoin invoice settles or expires, and may be paid late after expiring), and rebills only a
// membership it has not cancelled. Everything else (order, duplicates, races) is random.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createUser, startServer, useRealNetwork, type TestServer } from './harness';
import { fakeBiller, recordMail, type FakeBiller } from './billing-harness';
import type { BillingEvent } from '../../server/billing/events';
import { btcpayWebhookBody } from '../../server/emulators/btcpay/webhooks';
import { emulatorCredentials } from '../../server/emulators/btcpay/credentials';
import { btcpaySignature } from '../../server/billing/adapters/btcpay/signature';
import { ROLE } from '../../shared/roles';

useRealNetwork();

const PASSWORD = 'long enough 1';
const MONTHLY = 1; // recurring, card and PayPal
const ONE_MONTH = 2; // one-time, every provider
const THREE_MONTHS = 3;

type Provider = 'epochCreditCard' | 'bitcoin';
type Op =
  | { t: 'signup'; name: number; email: number; provider: Provider; tabs: 1 | 2 }
  | { t: 'purchase'; member: number; update: number; provider: Provider; tabs: 1 | 2 }
  | { t: 'plan'; member: number; plan: number; provider: Provider }
  | { t: 'approve'; pay: number; wrongAmount: boolean }
  | { t: 'decline'; pay: number }
  | { t: 'late'; pay: number }
  | { t: 'resend'; n: number }
  | { t: 'wait'; minutes: number }
  | { t: 'rebill'; member: number }
  | { t: 'staff'; n: number; grant: boolean };

const provider = fc.constantFrom<Provider>('epochCreditCard', 'bitcoin');
const index = fc.nat({ max: 7 });
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ t: fc.constant('signup' as const), name: fc.nat({ max: 1 }), email: fc.nat({ max: 1 }), provider, tabs: fc.constantFrom<1 | 2>(1, 2) }) },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('purchase' as const), member: fc.nat({ max: 1 }), update: fc.nat({ max: 1 }), provider, tabs: fc.constantFrom<1 | 2>(1, 2) }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('plan' as const), member: fc.nat({ max: 1 }), plan: fc.constantFrom(MONTHLY, ONE_MONTH, THREE_MONTHS), provider }) },
  { weight: 5, arbitrary: fc.record({ t: fc.constant('approve' as const), pay: index, wrongAmount: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('decline' as const), pay: index }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('late' as const), pay: index }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('resend' as const), n: index }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('wait' as const), minutes: fc.constantFrom(20, 70) }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('rebill' as const), member: fc.nat({ max: 1 }) }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('staff' as const), n: index, grant: fc.boolean() }) },
);

/** What the biller did with a payment: it decides each once. */
type Decided = 'open' | 'approved' | 'declined' | 'expired' | 'paid_late';
interface Started {
  token: string;
  provider: Provider;
  decided: Decided;
}

describe('exactly-once money over random interleavings (model-based, SQLite)', () => {
  let s: TestServer;
  let biller: FakeBiller;
  let staffToken: string;
  let updates: number[];
  let offsetMs = 0;
  let run = 0;
  /** What the runs went through, so the test shows it reached the cases it is about. */
  const seen = new Map<string, number>();
  const count = (what: string) => seen.set(what, (seen.get(what) ?? 0) + 1);
  const btc = () => emulatorCredentials(s.ctx.secrets.payment);

  beforeAll(async () => {
    s = await startServer('sqlite');
    biller = fakeBiller(s);
    recordMail(s);
    s.ctx.now = () => new Date(Date.now() + offsetMs).toISOString();
    s.ctx.configs.fileConfig.core.payment.endpoints.find((e) => e.provider === 'bitcoin')!.isActive = true;
    (await s.ctx.configs.active()).core.payment.updatePurchase = true;
    staffToken = (await createUser(s, 'model-staff', { role: ROLE.staff })).token;
    updates = (await s.api('/api/public/dvds?s=2')).body.data.map((u: { id: number }) => u.id);
    expect(updates).toHaveLength(2);
  }, 60_000);
  afterAll(async () => {
    await s?.close();
  });

  async function runSequence(ops: Op[], refundMode: FakeBiller['refundMode']) {
    const r = ++run;
    biller.refundMode = refundMode;
    const names = [`m${r}a`, `m${r}b`];
    const emails = [`m${r}a@example.test`, `m${r}b@example.test`];
    const members = await Promise.all(
      [`m${r}x`, `m${r}y`].map(async (username) => ({ ...(await createUser(s, username)), username, email: `${username}@example.test` })),
    );
    const payments: Started[] = [];
    const sent: (() => Promise<unknown>)[] = [];
    const moneyTaken = new Set<string>();
    const rebillTokens: string[] = [];
    const memberIds = new Map<string, string>(); // token -> Epoch member id of an approved recurring plan

    const record = (res: { status: number; body: any }, p: Provider) => {
      // A refusal (409 taken or held, 422) starts nothing: nothing can be paid.
      if (res.status === 201) payments.push({ token: res.body.data.x_ans_token, provider: p, decided: 'open' });
      else {
        expect([409, 422], JSON.stringify(res.body)).toContain(res.status);
        count(`refused ${res.body.error?.code}`);
      }
    };
    const epoch = (events: BillingEvent[]) => {
      const send = () => biller.notify(events);
      sent.push(send);
      return send();
    };
    const btcpay = (type: 'InvoiceSettled' | 'InvoiceExpired' | 'InvoicePaymentSettled', invoiceId: string, token: string, fields: Record<string, unknown>) => {
      const raw = JSON.stringify(btcpayWebhookBody(type, { invoiceId, storeId: btc().storeId, paymentToken: token }, fields, new Date(Date.parse(s.ctx.now()))));
      const send = () => s.api('/api/payment/notifications/btcpay', { method: 'POST', body: raw, headers: { 'content-type': 'application/json', 'BTCPay-Sig': btcpaySignature(raw, btc().webhookSecret) } });
      sent.push(send);
      return send();
    };
    const invoiceOf = async (token: string) => (await s.ctx.db.selectFrom('payments').select('provider_transaction_id').where('token', '=', token).executeTakeFirstOrThrow()).provider_transaction_id!;
    const paymentRow = (token: string) => s.ctx.db.selectFrom('payments').selectAll().where('token', '=', token).executeTakeFirstOrThrow();

    for (const o of ops) {
      switch (o.t) {
        case 'signup': {
          const body = (tab: number) => ({
            username: names[o.name]!,
            email: tab === 0 ? emails[o.email]! : emails[1 - o.email]!,
            password: PASSWORD,
            password_confirmation: PASSWORD,
            tos: true,
            article_id: o.provider === 'bitcoin' ? ONE_MONTH : MONTHLY,
            provider: o.provider,
          });
          const tabs = await Promise.all(Array.from({ length: o.tabs }, (_, tab) => s.api('/api/userregister', { method: 'PUT', json: body(tab) })));
          for (const res of tabs) record(res, o.provider);
          break;
        }
        case 'purchase': {
          const json = { update_id: updates[o.update]!, provider: o.provider };
          const tabs = await Promise.all(Array.from({ length: o.tabs }, () => s.api('/api/payment/purchase', { method: 'POST', token: members[o.member]!.token, json })));
          for (const res of tabs) record(res, o.provider);
          break;
        }
        case 'plan': {
          const plan = o.provider === 'bitcoin' && o.plan === MONTHLY ? ONE_MONTH : o.plan;
          const res = await s.api('/api/userregister', { method: 'PUT', token: members[o.member]!.token, json: { username: members[o.member]!.username, email: members[o.member]!.email, tos: true, article_id: plan, provider: o.provider } });
          record(res, o.provider);
          break;
        }
        case 'approve': {
          const p = payments[o.pay % Math.max(payments.length, 1)];
          if (!p || p.decided !== 'open') break;
          p.decided = 'approved';
          moneyTaken.add(p.token);
          const row = await paymentRow(p.token);
          if (p.provider === 'bitcoin') {
            // BTCPay settles only the invoice's own amount: a wrong amount is an Epoch case.
            await btcpay('InvoiceSettled', await invoiceOf(p.token), p.token, { manuallyMarked: false, overPaid: false });
          } else {
            const memberId = `M-${p.token.slice(0, 12)}`;
            if (row.article_id === MONTHLY) memberIds.set(p.token, memberId);
            await epoch([{ kind: 'sale_approved', eventId: `sale-${p.token}`, paymentToken: p.token, transactionId: `T-${p.token.slice(0, 12)}`, memberId, amount: o.wrongAmount ? 0.5 : row.amount, currency: 'USD' }]);
          }
          break;
        }
        case 'decline': {
          const p = payments[o.pay % Math.max(payments.length, 1)];
          if (!p || p.decided !== 'open') break;
          if (p.provider === 'bitcoin') {
            p.decided = 'expired';
            await btcpay('InvoiceExpired', await invoiceOf(p.token), p.token, { partiallyPaid: false });
          } else {
            p.decided = 'declined';
            await epoch([{ kind: 'sale_declined', eventId: `denial-${p.token}`, paymentToken: p.token }]);
          }
          break;
        }
        case 'late': {
          // Bitcoin cannot stop a transfer to an expired invoice's address.
          const p = payments[o.pay % Math.max(payments.length, 1)];
          if (!p || p.provider !== 'bitcoin' || p.decided !== 'expired') break;
          p.decided = 'paid_late';
          moneyTaken.add(p.token);
          await btcpay('InvoicePaymentSettled', await invoiceOf(p.token), p.token, { afterExpiration: true, paymentMethodId: 'BTC-CHAIN', payment: { id: `${p.token.slice(0, 16)}-0`, status: 'Settled' } });
          break;
        }
        case 'resend': {
          const again = sent[o.n % Math.max(sent.length, 1)];
          if (again) await again();
          break;
        }
        case 'wait':
          offsetMs += o.minutes * 60_000;
          break;
        case 'rebill': {
          // The biller rebills a recurring membership it approved and has not cancelled.
          const member = members[o.member]!;
          const mine = await s.ctx.db.selectFrom('subscriptions').select(['id', 'provider_member_id']).where('user_id', '=', member.id).where('recurring', '=', 1).execute();
          const live = mine.find((x) => x.provider_member_id && !biller.cancels.includes(x.id));
          if (!live) break;
          const eventId = `rebill-${live.provider_member_id}-${sent.length}`;
          rebillTokens.push(eventId);
          await epoch([{ kind: 'rebill', eventId, memberId: live.provider_member_id!, transactionId: `R-${eventId}`, amount: 19.95, currency: 'USD' }]);
          break;
        }
        case 'staff': {
          const waiting = (await s.api('/api/payments/attention', { token: staffToken })).body.data as { id: number }[] | undefined;
          const mineWaiting = (waiting ?? []).filter((w) => w.id > 0);
          const target = mineWaiting[o.n % Math.max(mineWaiting.length, 1)];
          if (!target) break;
          const res = await s.api(`/api/payments/${target.id}/resolve`, { method: 'POST', token: staffToken, json: { decision: o.grant ? 'grant' : 'refund', reason: 'model test decision' } });
          // A grant its name or update still stands in the way of is refused, and so is a refund the
          // biller refuses (it goes through the biller's refund call): the payment keeps waiting.
          expect([200, 409, 502], JSON.stringify(res.body)).toContain(res.status);
          break;
        }
      }
    }

    // --- The invariants ------------------------------------------------------------------------
    const db = s.ctx.db;
    const tokens = payments.map((p) => p.token);
    const rows = tokens.length ? await db.selectFrom('payments').selectAll().where('token', 'in', tokens).execute() : [];
    for (const row of rows) {
      const tookMoney = moneyTaken.has(row.token);
      count(`${row.status}${row.attention_reason ? ` ${row.attention_reason}` : ''}`);
      const where = `payment ${row.id} (${row.provider}, ${row.update_id ? `update ${row.update_id}` : `plan ${row.article_id}`}): ${row.status}`;
      if (!tookMoney) {
        expect(['approved', 'refunded', 'needs_staff'], `took no money, yet ${where}`).not.toContain(row.status);
        continue;
      }
      expect(['approved', 'refunded', 'needs_staff'], `took money, ${where}`).toContain(row.status);
      if (row.status === 'approved') {
        const access = row.update_id
          ? await db.selectFrom('purchases').select('id').where('payment_id', '=', row.id).executeTakeFirst()
          : await db.selectFrom('subscriptions').select('id').where('payment_id', '=', row.id).executeTakeFirst();
        expect(access, `approved without access: ${where}`).toBeDefined();
      }
    }
    // Rebills the biller charged: each extended access, or was refunded, or waits.
    const rebills = await db
      .selectFrom('payments')
      .innerJoin('payment_notifications', 'payment_notifications.payment_id', 'payments.id')
      .select(['payments.id', 'payments.status'])
      .where('payments.kind', '=', 'rebill')
      .where('payment_notifications.event_id', 'in', rebillTokens.length ? rebillTokens : ['-'])
      .execute();
    for (const rebill of rebills) expect(['approved', 'refunded', 'needs_staff'], `rebill payment ${rebill.id}`).toContain(rebill.status);

    const users = await db.selectFrom('users').select(['id', 'username_lower', 'email_lower']).where((eb) => eb.or([eb('username_lower', 'in', names), eb('email_lower', 'in', emails)])).execute();
    for (const name of names) expect(users.filter((u) => u.username_lower === name).length, `accounts named ${name}`).toBeLessThanOrEqual(1);
    for (const email of emails) expect(users.filter((u) => u.email_lower === email).length, `accounts with ${email}`).toBeLessThanOrEqual(1);

    const userIds = [...members.map((m) => m.id), ...users.map((u) => u.id)];
    const approvedPurchases = await db.selectFrom('payments').select(['user_id', 'update_id']).where('status', '=', 'approved').where('update_id', 'is not', null).where('user_id', 'in', userIds).execute();
    const seen = new Set<string>();
    for (const p of approvedPurchases) {
      const key = `${p.user_id}:${p.update_id}`;
      expect(seen.has(key), `two approved payments kept the money for (member ${p.user_id}, update ${p.update_id})`).toBe(false);
      seen.add(key);
    }

    const subscriptions = await db.selectFrom('subscriptions').select(['id', 'user_id', 'starts_at', 'expires_at', 'status']).where('user_id', 'in', userIds).where('status', 'in', ['active', 'cancelled']).orderBy('starts_at').execute();
    for (const userId of userIds) {
      const mine = subscriptions.filter((x) => x.user_id === userId);
      for (let i = 1; i < mine.length; i++) {
        expect(mine[i]!.starts_at >= mine[i - 1]!.expires_at, `member ${userId}: subscriptions ${mine[i - 1]!.id} and ${mine[i]!.id} cover the same time (${mine[i - 1]!.starts_at}..${mine[i - 1]!.expires_at} and ${mine[i]!.starts_at}..${mine[i]!.expires_at})`).toBe(true);
      }
    }
  }

  it('every payment ends in exactly one of: gave access, refunded, waiting for staff', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 4, maxLength: 22 }), fc.constantFrom<FakeBiller['refundMode']>('ok', 'fail', 'none'), async (ops, refundMode) => {
        await runSequence(ops, refundMode);
      }),
      // MODEL_SEED replays another seed (the counterexample fast-check prints names it).
      { seed: Number(process.env.MODEL_SEED ?? 27), numRuns: 50, endOnFailure: true },
    );
    // The runs reached what the invariant is about: races refused before paying, approvals kept
    // and refunded, payments waiting for staff (a late bitcoin payment among them).
    const reached = (prefix: string) => [...seen].filter(([what]) => what.startsWith(prefix)).reduce((n, [, k]) => n + k, 0);
    for (const what of ['refused name_reserved', 'refused purchase_pending', 'approved', 'refunded', 'needs_staff', 'approved paid_late']) {
      expect(reached(what), `${what} in ${JSON.stringify(Object.fromEntries(seen))}`).toBeGreaterThan(0);
    }
  }, 120_000);
});
