// @vitest-environment node
// Consent at signup: the server refuses a signup without the terms and recurring-charge consent, and
// keeps what the buyer agreed to with the payment (the text as shown, its hash and version, the
// plan's price and period, the first rebill, the statement name, time and language) for staff.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createUser, startServer, useRealNetwork, type TestServer } from './harness';
import { ROLE } from '../../shared/roles';
import { CONSENT_VERSION } from '../../shared/consent';

useRealNetwork();

const MONTHLY = 1;
const THREE_MONTHS = 3;

const signup = (username: string, extra: Record<string, unknown> = {}) => ({
  username,
  email: `${username}@example.test`,
  password: 'long enough 1',
  password_confirmation: 'long enough 1',
  tos: true,
  article_id: MONTHLY,
  provider: 'epochCreditCard',
  ...extra,
});

describe.each(backends)('signup consent on %s', (backend) => {
  let s: TestServer;
  let staff: string;
  beforeAll(async () => {
    s = await startServer(backend);
    staff = (await createUser(s, 'consentstaff', { role: ROLE.staff })).token;
  }, 60_000);
  afterAll(async () => {
    await s?.close();
  });

  const paymentOf = (username: string) => s.ctx.db.selectFrom('payments').select(['id', 'token']).where('username', '=', username).executeTakeFirst();

  it('refuses a signup without the consent (missing or false) and starts no payment', async () => {
    for (const [name, tos] of [['noconsent', undefined], ['falseconsent', false]] as const) {
      const body: Record<string, unknown> = signup(name);
      if (tos === undefined) delete body.tos;
      else body.tos = tos;
      const r = await s.api('/api/payment/createEpochInvoice', { method: 'POST', json: body });
      expect(r.status).toBe(400);
      expect(r.body.error.code).toBe('validation_failed');
      expect(r.body.error.fields.tos).toBe('Please accept the terms and the recurring charge');
      expect(await paymentOf(name)).toBeUndefined();
    }
  });

  it('stores the text the form showed with the payment, and the terms from the plan; staff read it', async () => {
    const shown = 'Monatlich: 19,95 $ heute für den ersten Monat, dann 19,95 $ jeden Monat ab dem 27. Dezember 2026, bis Sie kündigen.\nIch stimme zu.';
    const before = new Date().toISOString();
    const r = await s.api('/api/payment/createEpochInvoice', { method: 'POST', json: signup('consenting', { consentText: shown, locale: 'de_DE' }) });
    expect(r.status).toBe(201);
    const payment = (await paymentOf('consenting'))!;
    const consent = await s.api(`/api/payment/${payment.id}/consent`, { token: staff });
    expect(consent.status).toBe(200);
    const data = consent.body.data;
    expect(data).toMatchObject({
      paymentId: payment.id,
      version: CONSENT_VERSION,
      text: shown,
      textHash: crypto.createHash('sha256').update(shown).digest('hex'),
      amount: 19.95,
      currency: 'USD',
      periodMonths: 1,
      recurring: true,
      descriptor: 'EPOCH.COM* Emotions',
      locale: 'de_DE',
    });
    expect(data.agreedAt >= before).toBe(true);
    // The first rebill is one period after the signup.
    const rebill = new Date(data.agreedAt);
    rebill.setUTCMonth(rebill.getUTCMonth() + 1);
    expect(data.firstRebillAt).toBe(rebill.toISOString());
    // Members and visitors cannot read it.
    const member = await createUser(s, 'consentmember');
    expect((await s.api(`/api/payment/${payment.id}/consent`, { token: member.token })).status).toBe(403);
    expect((await s.api(`/api/payment/${payment.id}/consent`)).status).toBe(401);
  });

  it('an API signup without text keeps the English wording of the same terms; a gift card has no statement name and no rebill', async () => {
    const r = await s.api('/api/register', { method: 'POST', json: signup('giftbuyer', { article_id: THREE_MONTHS, provider: 'amazonVoucher', voucherCodes: ['CONS-ENTG-1234'] }) });
    expect(r.status).toBe(201);
    const payment = (await paymentOf('giftbuyer'))!;
    const data = (await s.api(`/api/payment/${payment.id}/consent`, { token: staff })).body.data;
    expect(data).toMatchObject({ amount: 59.95, periodMonths: 3, recurring: false, firstRebillAt: null, descriptor: null, locale: 'en_US' });
    expect(data.text).toBe('3 Months: 59.95 USD once for 3 months, no automatic renewal.\nI agree to the terms and to the charge described above.');
  });

  it('a payment without consent answers 404 to staff', async () => {
    const user = await createUser(s, 'oldpayer', { subscribed: true });
    const old = await s.ctx.db.selectFrom('payments').select('id').where('user_id', '=', user.id).executeTakeFirstOrThrow();
    const r = await s.api(`/api/payment/${old.id}/consent`, { token: staff });
    expect(r.status).toBe(404);
    expect(r.body.error.code).toBe('not_found');
  });
});
