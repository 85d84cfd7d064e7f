// @vitest-environment node
// A partner's own figures: the desk creates the partner, the partner sets a password through the
// mailed link (a real SMTP server), signs in and reads their links, months and totals and the CSV:
// theirs only, checked against an independent count of the seeded clicks and conversions. Members,
// staff and visitors are refused; a partner account reaches no staff call and cannot buy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../shared/roles';
import { DEMO_PARTNER } from '../../server/seed/demo-accounts';
import { backends, createUser, startServer, useRealNetwork, type TestServer } from './harness';
import { recipientOf, startSmtpSink, type SmtpSink } from './smtp-sink';
import { expectedFigures, seedPartnerActivity } from './partner-seed';

useRealNetwork();

const PASSWORD = 'sunny partner secret 9';

describe.each(backends)('partner figures on %s', (backend) => {
  let s: TestServer;
  let sink: SmtpSink;
  let partner: string;
  let publisher: string;
  let member: string;

  beforeAll(async () => {
    sink = await startSmtpSink();
    s = await startServer(backend, { seedUpdates: 2, env: { SMTP_URL: sink.url } });
    await seedPartnerActivity(s);
    publisher = (await createUser(s, 'publisher1', { role: ROLE.staff })).token;
    member = (await createUser(s, 'member1')).token;
    const create = (name: string) => s.api('/api/staff/partners', { method: 'POST', token: publisher, json: { name, email: `${name}@partners.example.test`, commissionPercent: 20, reason: 'Signed partner agreement' } });
    expect((await create('sunny')).status).toBe(201);
    expect((await create('blue-harbor')).status).toBe(201);
    const mail = await sink.next((m) => recipientOf(m) === 'sunny@partners.example.test');
    const token = /\/login\/reset\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '')?.[1];
    expect(token, mail.text).toBeTruthy();
    expect((await s.api('/api/password/reset', { method: 'POST', json: { token, password: PASSWORD, password_confirmation: PASSWORD } })).status).toBe(200);
    const login = await s.api('/api/login', { method: 'POST', json: { username: 'sunny', password: PASSWORD } });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    partner = login.body.data.token;
  }, 60_000);
  afterAll(async () => {
    await s?.close();
    await sink?.close();
  });

  it('shows the signed-in partner their own links, months and totals', async () => {
    const res = await s.api('/api/partner/figures?from=2026-10-01&to=2026-11-30', { token: partner });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({
      name: 'sunny',
      commissionPercent: 20,
      status: 'active',
      exampleLink: '/?aff=sunny',
      links: [
        { link: 'sunny', clicks: 5 },
        { link: 'Sunny', clicks: 1 },
      ],
      months: [
        { period: '2026-11', ...expectedFigures('sunny', 20, { month: '2026-11' }) },
        { period: '2026-10', ...expectedFigures('sunny', 20, { month: '2026-10' }) },
      ],
      totals: expectedFigures('sunny', 20, { from: '2026-10-01', to: '2026-11-30' }),
    });
    expect((await s.api('/api/partner/figures', { token: partner })).body.data.totals).toEqual(expectedFigures('sunny', 20));
    expect((await s.api('/api/partner/figures?from=2026-12-01&to=2026-10-01', { token: partner })).status).toBe(400);
  });

  it('the demo partner signs in with its public password and reads the clicks seeded for ?aff=partner1', async () => {
    const login = await s.api('/api/login', { method: 'POST', json: { username: DEMO_PARTNER.username, password: DEMO_PARTNER.password } });
    expect(login.status).toBe(200);
    const figures = (await s.api('/api/partner/figures', { token: login.body.data.token })).body.data;
    expect(figures).toMatchObject({ name: 'partner1', commissionPercent: 25, status: 'active' });
    expect(figures.totals).toMatchObject({ clicks: 6, sales: 0, rebills: 0, reversals: 0 });
  });

  it('never takes the partner from the request', async () => {
    const res = await s.api('/api/partner/figures?name=blue-harbor&partner=blue-harbor&lang=de', { token: partner });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'sunny', totals: expectedFigures('sunny', 20) });
    const csv = await s.api('/api/partner/figures.csv?partner=blue-harbor', { token: partner });
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="partner-sunny.csv"');
  });

  it('downloads their own months as CSV', async () => {
    const res = await s.api('/api/partner/figures.csv?from=2026-11-01&to=2026-11-30', { token: partner });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="partner-sunny-2026-11-01-2026-11-30.csv"');
    const nov = expectedFigures('sunny', 20, { month: '2026-11' }).money[0]!;
    expect(res.body).toBe(`period,currency,clicks,sales,rebills,reversals,amount,commission\r\n2026-11,USD,${expectedFigures('sunny', 20, { month: '2026-11' }).clicks},${nov.sales},${nov.rebills},${nov.reversals},${nov.amount.toFixed(2)},${nov.commission.toFixed(2)}\r\n`);
  });

  it('refuses members, staff and visitors', async () => {
    for (const token of [member, publisher]) {
      expect((await s.api('/api/partner/figures', { token })).status).toBe(403);
      expect((await s.api('/api/partner/figures.csv', { token })).status).toBe(403);
    }
    expect((await s.api('/api/partner/figures')).status).toBe(401);
    expect((await s.api('/api/partner/figures.csv')).status).toBe(401);
  });

  it('gives a partner account no staff call and no purchase', async () => {
    expect((await s.api('/api/staff/partners', { token: partner })).status).toBe(403);
    expect((await s.api('/api/staff/members', { token: partner })).status).toBe(403);
    expect((await s.api('/api/payments/affiliates', { token: partner })).status).toBe(403);
    const buy = await s.api('/api/payment/purchase', { method: 'POST', token: partner, json: { update_id: 1, provider: 'epochCreditCard' } });
    expect(buy.status).toBe(403);
    expect(buy.body.error.message).toMatch(/cannot buy/);
    const plan = await s.api('/api/register', { method: 'POST', token: partner, json: { username: 'sunny', email: 'sunny@partners.example.test', tos: true, article_id: 1, provider: 'epochCreditCard' } });
    expect(plan.status, JSON.stringify(plan.body)).toBe(403);
    expect(plan.body.error.message).toMatch(/cannot buy/);
    expect(await s.ctx.db.selectFrom('payments').select('id').where('email', '=', 'sunny@partners.example.test').executeTakeFirst()).toBeUndefined();
    const me = await s.api('/api/me', { token: partner });
    expect(me.body.data).toMatchObject({ username: 'sunny', role_id: ROLE.partner });
  });
});
