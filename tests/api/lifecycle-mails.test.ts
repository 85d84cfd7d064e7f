// @vitest-environment node
// The mails of access ending and of a purchase, as the member (and staff) receive them: expiry
// (by the job or the biller, once), refund, chargeback (to staff too), and receipts that name
// the plan or the bought update in the member's language with a link to watch it.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createUser, startServer, useRealNetwork, type TestServer } from './harness';
import { fakeBiller, recordMail, type FakeBiller } from './billing-harness';
import type { MailMessage } from '../../server/mail/mailer';
import { expireSubscriptions } from '../../server/billing/sweeps';
import { ROLE } from '../../shared/roles';

useRealNetwork();

const MONTHLY = 1;
let serial = 0;
const fresh = (prefix: string) => `${prefix}${++serial}${crypto.randomBytes(2).toString('hex')}`;

describe.each(backends)('life-cycle mails on %s', (backend) => {
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

  const mailsTo = (email: string, template?: string) => mails.filter((m) => m.to === email && (!template || m.template === template));
  const outcomes = (r: { body: any }) => r.body.data.outcomes.map((o: { outcome: string }) => o.outcome);

  /** A German member with a paid Monthly. */
  async function member() {
    const username = fresh('mitglied');
    const r = await s.api('/api/register', {
      method: 'POST',
      json: { username, email: `${username}@example.test`, password: 'long enough 1', tos: true, article_id: MONTHLY, provider: 'epochCreditCard', locale: 'de_DE' },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const token = r.body.data.x_ans_token as string;
    const memberId = `M-${username}`;
    expect(outcomes(await biller.notify([{ kind: 'sale_approved', eventId: `sale-${token}`, paymentToken: token, memberId, transactionId: `T-${token}` }]))).toEqual(['approved']);
    const user = await s.ctx.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow();
    return { username, email: `${username}@example.test`, memberId, transactionId: `T-${token}`, userId: user.id };
  }

  it('names the plan in the member language in the receipt', async () => {
    const m = await member();
    expect(mailsTo(m.email, 'receipt')).toHaveLength(1);
    expect(mailsTo(m.email, 'receipt')[0]).toMatchObject({ locale: 'de_DE', data: { plan: 'Monatlich' } });
  });

  it('mails "membership ended" once, with a renew link, whether the job or the biller ends it first', async () => {
    const byBiller = await member();
    expect(outcomes(await biller.notify([{ kind: 'expiry', eventId: `exp-${byBiller.memberId}`, memberId: byBiller.memberId }]))).toEqual(['expired']);
    // The job finds nothing more to end; a retried record is a duplicate.
    await expireSubscriptions(s.ctx);
    await biller.notify([{ kind: 'expiry', eventId: `exp-${byBiller.memberId}`, memberId: byBiller.memberId }]);
    expect(mailsTo(byBiller.email, 'subscriptionExpired')).toHaveLength(1);
    expect(mailsTo(byBiller.email, 'subscriptionExpired')[0]).toMatchObject({ locale: 'de_DE', data: { plan: 'Monatlich', renewUrl: expect.stringMatching(/^http:\/\/(localhost|127\.0\.0\.1):\d+\/signup$/), endedOn: expect.any(String) } });

    const byJob = await member();
    await s.ctx.db.updateTable('subscriptions').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('user_id', '=', byJob.userId).execute();
    expect(await expireSubscriptions(s.ctx)).toBeGreaterThanOrEqual(1);
    await biller.notify([{ kind: 'expiry', eventId: `exp-${byJob.memberId}`, memberId: byJob.memberId }]);
    expect(mailsTo(byJob.email, 'subscriptionExpired')).toHaveLength(1);
  });

  it('mails a refund once with the amount and what it was for', async () => {
    const m = await member();
    const refund = { kind: 'refund' as const, eventId: `refund-${m.memberId}`, transactionId: m.transactionId };
    expect(outcomes(await biller.notify([refund]))).toEqual(['refunded']);
    await biller.notify([{ ...refund, eventId: `refund-again-${m.memberId}` }]);
    expect(mailsTo(m.email, 'refund')).toEqual([expect.objectContaining({ locale: 'de_DE', data: expect.objectContaining({ plan: 'Monatlich', amount: 19.95, currency: 'USD' }) })]);
  });

  it('tells the member of a chargeback (blocked, contact support) and every staff account, each in their language', async () => {
    const staff = await createUser(s, fresh('staff'), { role: ROLE.staff });
    await s.ctx.db.updateTable('users').set({ locale: 'fr_FR' }).where('id', '=', staff.id).execute();
    const staffEmail = (await s.ctx.db.selectFrom('users').select('email').where('id', '=', staff.id).executeTakeFirstOrThrow()).email;
    const m = await member();
    const chargeback = { kind: 'chargeback' as const, eventId: `cb-${m.memberId}`, transactionId: m.transactionId };
    expect(outcomes(await biller.notify([chargeback]))).toEqual(['chargeback']);
    await biller.notify([{ ...chargeback, eventId: `cb-again-${m.memberId}` }]);
    expect(mailsTo(m.email, 'chargeback')).toEqual([expect.objectContaining({ locale: 'de_DE', data: expect.objectContaining({ plan: 'Monatlich', amount: 19.95, supportUrl: expect.stringMatching(/\/support$/) }) })]);
    const toStaff = mailsTo(staffEmail, 'chargebackStaff');
    expect(toStaff).toHaveLength(1);
    expect(toStaff[0]).toMatchObject({ locale: 'fr_FR', data: { member: m.username, memberEmail: m.email, plan: 'Mensuel', amount: 19.95, currency: 'USD' } });
  });

  it('gives a single purchase a receipt with the update\'s name in the member language and a link to watch it', async () => {
    const buyer = await createUser(s, fresh('käufer'));
    await s.ctx.db.updateTable('users').set({ locale: 'de_DE' }).where('id', '=', buyer.id).execute();
    const [dvd] = (await s.api('/api/public/dvds?s=1&lang=de_DE')).body.data;
    const [english] = (await s.api('/api/public/dvds?s=1')).body.data;
    expect(english.id).toBe(dvd.id);
    expect(dvd.fullName).not.toBe(english.fullName);
    const config = s.ctx.configs.fileConfig;
    const before = config.core.payment.updatePurchase;
    config.core.payment.updatePurchase = true;
    try {
      const bought = await s.api('/api/payment/purchase', { method: 'POST', token: buyer.token, json: { update_id: dvd.id, provider: 'epochPaypal' } });
      expect(bought.status).toBe(201);
      const token = bought.body.data.x_ans_token;
      expect(outcomes(await biller.notify([{ kind: 'sale_approved', eventId: `buy-${token}`, paymentToken: token, transactionId: `TB-${token}` }], { provider: 'epochPaypal' }))).toEqual(['approved']);
      const email = (await s.ctx.db.selectFrom('users').select('email').where('id', '=', buyer.id).executeTakeFirstOrThrow()).email;
      const [receipt] = mailsTo(email, 'purchaseReceipt');
      expect(receipt).toMatchObject({ locale: 'de_DE', data: { item: dvd.fullName, amount: expect.any(Number) } });
      expect(String(receipt!.data.watchUrl)).toMatch(new RegExp(`^http://(localhost|127\\.0\\.0\\.1):\\d+/dvds/${encodeURIComponent(dvd.permaLink)}$`));
      expect(mailsTo(email, 'receipt')).toEqual([]);
    } finally {
      config.core.payment.updatePurchase = before;
    }
  });
});
