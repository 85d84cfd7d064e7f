// @vitest-environment node
// The desk's partners: every partner's clicks, links, sales, rebills, reversals, amount and
// commission per month and currency, checked against an independent count of the seeded clicks and
// conversions (two partners with accounts, one link id without); publishers create a partner (an
// account with role partner, mailed a set-password link) and change commission or status with a
// recorded reason; editors read; members and visitors are refused.
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../shared/roles';
import { backends, createUser, suiteServer, useRealNetwork } from './harness';
import { expectedFigures, seedPartnerActivity } from './partner-seed';

useRealNetwork();

const OCT_NOV = '?from=2026-10-01&to=2026-11-30';

describe.each(backends)('desk partners on %s', (backend) => {
  // Without the demo logins: the demo partner's clicks (today) would join the list this test counts.
  const server = suiteServer(backend, { env: { DEMO_ACCOUNTS: '0' } });
  let member: string;
  let editor: string;
  let publisher: string;
  let sunnyId: number;
  let harborId: number;

  beforeAll(async () => {
    const s = server();
    member = (await createUser(s, 'member1')).token;
    editor = (await createUser(s, 'editor1', { role: ROLE.editor })).token;
    publisher = (await createUser(s, 'publisher1', { role: ROLE.staff })).token;
    await seedPartnerActivity(s);
    const create = (name: string, commissionPercent: number) =>
      s.api('/api/staff/partners', { method: 'POST', token: publisher, json: { name, email: `${name}@partners.example.test`, commissionPercent, reason: 'Signed partner agreement' } });
    const sunny = await create('sunny', 20);
    expect(sunny.status, JSON.stringify(sunny.body)).toBe(201);
    sunnyId = sunny.body.data.id;
    harborId = (await create('blue-harbor', 12.5)).body.data.id;
  });

  const get = (path: string, token = editor) => server().api(`/api/staff/partners${path}`, { token });

  it('lists partners with their totals for a period, and a link id with figures but no account', async () => {
    const res = await get(OCT_NOV);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual([
      { id: harborId, name: 'blue-harbor', status: 'active', commissionPercent: 12.5, username: 'blue-harbor', totals: expectedFigures('blue-harbor', 12.5, { from: '2026-10-01', to: '2026-11-30' }) },
      { id: null, name: 'quietfox', status: 'no_account', commissionPercent: null, username: null, totals: expectedFigures('quietfox', 0, { from: '2026-10-01', to: '2026-11-30' }) },
      { id: sunnyId, name: 'sunny', status: 'active', commissionPercent: 20, username: 'sunny', totals: expectedFigures('sunny', 20, { from: '2026-10-01', to: '2026-11-30' }) },
    ]);
    // Spot check of the count itself: sunny's 6 clicks in October and November (one came as ?aff=Sunny).
    expect(res.body.data[2].totals).toMatchObject({ clicks: 6, sales: 2, rebills: 2, reversals: 1 });
    expect(res.body.data[2].totals.money).toEqual([
      { currency: 'EUR', sales: 1, rebills: 0, reversals: 0, amount: 24.95, commission: 4.99 },
      { currency: 'USD', sales: 1, rebills: 2, reversals: 1, amount: 69.85, commission: 13.97 },
    ]);
    // Without a period, December counts too.
    const all = await get('');
    expect(all.body.data.find((r: { name: string }) => r.name === 'sunny').totals).toEqual(expectedFigures('sunny', 20));
    expect((await get('?from=2026-11-30&to=2026-10-01')).status).toBe(400);
    expect((await get('?from=yesterday')).status).toBe(400);
  });

  it("shows a partner's links, months and totals", async () => {
    const res = await get(`/${sunnyId}${OCT_NOV}`);
    expect(res.status).toBe(200);
    expect(res.body.data.partner).toMatchObject({ id: sunnyId, name: 'sunny', commissionPercent: 20, status: 'active', username: 'sunny', email: 'sunny@partners.example.test' });
    expect(res.body.data.exampleLink).toBe('/?aff=sunny');
    expect(res.body.data.links).toEqual([
      { link: 'sunny', clicks: 5 },
      { link: 'Sunny', clicks: 1 },
    ]);
    expect(res.body.data.months).toEqual([
      { period: '2026-11', ...expectedFigures('sunny', 20, { month: '2026-11' }) },
      { period: '2026-10', ...expectedFigures('sunny', 20, { month: '2026-10' }) },
    ]);
    expect(res.body.data.totals).toEqual(expectedFigures('sunny', 20, { from: '2026-10-01', to: '2026-11-30' }));
    // A dash in the name: blue-harbor's click ids end in their own dash and 8 characters.
    const harbor = await get(`/${harborId}`);
    expect(harbor.body.data.totals).toEqual(expectedFigures('blue-harbor', 12.5));
    expect(harbor.body.data.totals).toMatchObject({ clicks: 2, sales: 1, reversals: 1 });
    expect((await get('/999999')).status).toBe(404);
    expect((await get('/abc')).status).toBe(404);
  });

  it('downloads the months as CSV, one line per month and currency', async () => {
    const res = await get(`/${sunnyId}/report.csv${OCT_NOV}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="partner-sunny-2026-10-01-2026-11-30.csv"');
    const nov = expectedFigures('sunny', 20, { month: '2026-11' });
    const oct = expectedFigures('sunny', 20, { month: '2026-10' });
    const line = (period: string, clicks: number, m: { currency: string; sales: number; rebills: number; reversals: number; amount: number; commission: number }) =>
      [period, m.currency, clicks, m.sales, m.rebills, m.reversals, m.amount.toFixed(2), m.commission.toFixed(2)].join(',');
    expect(res.body).toBe(
      [
        'period,currency,clicks,sales,rebills,reversals,amount,commission',
        line('2026-11', nov.clicks, nov.money[0]!),
        line('2026-10', oct.clicks, oct.money[0]!),
        line('2026-10', 0, oct.money[1]!),
        '',
      ].join('\r\n'),
    );
  });

  it('creates a partner account that is mailed a set-password link, recorded with its reason', async () => {
    const s = server();
    const res = await s.api('/api/staff/partners', { method: 'POST', token: publisher, json: { name: 'quietfox', email: 'fox@partners.example.test', commissionPercent: 15, reason: 'Asked to join by mail' } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ name: 'quietfox', commissionPercent: 15, status: 'active', username: 'quietfox', email: 'fox@partners.example.test' });
    const user = await s.ctx.db.selectFrom('users').select(['role_id', 'username']).where('id', '=', res.body.data.userId).executeTakeFirstOrThrow();
    expect(user).toEqual({ role_id: ROLE.partner, username: 'quietfox' });
    const mail = await s.ctx.db.selectFrom('sent_mails').select(['template', 'status']).where('recipient', '=', 'fox@partners.example.test').execute();
    expect(mail).toEqual([{ template: 'passwordReset', status: 'sent' }]);
    const audit = await s.api(`/api/staff/audit?targetKind=partner&targetId=${res.body.data.id}`, { token: publisher });
    expect(audit.body.data[0]).toMatchObject({ action: 'partner.create', reason: 'Asked to join by mail', username: 'publisher1', details: { name: 'quietfox', commissionPercent: 15 } });
    // Its figures now come with the account and its commission.
    const row = (await get(OCT_NOV)).body.data.find((r: { name: string }) => r.name === 'quietfox');
    expect(row).toEqual({ id: res.body.data.id, name: 'quietfox', status: 'active', commissionPercent: 15, username: 'quietfox', totals: expectedFigures('quietfox', 15, { from: '2026-10-01', to: '2026-11-30' }) });
    // The link /?aff=quietfox counts: its campaign exists (a click now).
    expect((await s.api('/api/affiliateentries', { method: 'POST', json: { affiliateLink: 'quietfox' } })).status).toBe(201);
  });

  it('refuses a taken name or address, a bad name and a missing reason', async () => {
    const s = server();
    const post = (json: object) => s.api('/api/staff/partners', { method: 'POST', token: publisher, json });
    const ok = { name: 'newpartner', email: 'new@partners.example.test', commissionPercent: 10, reason: 'New partner' };
    expect((await post({ ...ok, name: 'sunny' })).status).toBe(409);
    expect((await post({ ...ok, name: 'member1' })).status).toBe(409);
    expect((await post({ ...ok, email: 'sunny@partners.example.test' })).status).toBe(409);
    const bad = await post({ ...ok, name: 'Bad Name!' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.name).toMatch(/lowercase/);
    expect((await post({ ...ok, commissionPercent: 101 })).status).toBe(400);
    expect((await post({ ...ok, reason: '' })).status).toBe(400);
    expect(await s.ctx.db.selectFrom('partners').select('id').where('name', '=', 'newpartner').executeTakeFirst()).toBeUndefined();
  });

  it('changes commission and status with a reason; the commission follows', async () => {
    const s = server();
    const patch = (json: object, token = publisher) => s.api(`/api/staff/partners/${harborId}`, { method: 'PATCH', token, json });
    const res = await patch({ commissionPercent: 30, reason: 'New agreement from December' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ commissionPercent: 30, status: 'active' });
    expect((await get(`/${harborId}`)).body.data.totals).toEqual(expectedFigures('blue-harbor', 30));
    // While paused, new visitors by the link are not recorded; active again, they are.
    if (!(await s.ctx.db.selectFrom('affiliate_campaigns').select('id').where('affiliate_id', '=', 'blue-harbor').executeTakeFirst())) {
      await s.ctx.db.insertInto('affiliate_campaigns').values({ affiliate_id: 'blue-harbor', target: '/', created_at: new Date().toISOString() }).execute();
    }
    const click = () => s.api('/api/affiliateentries', { method: 'POST', json: { affiliateLink: 'blue-harbor' } });
    expect((await click()).status).toBe(201);
    expect((await patch({ status: 'paused', reason: 'Payout details missing' })).body.data.status).toBe('paused');
    const clicksWhilePaused = async () => Number((await s.ctx.db.selectFrom('affiliate_entries').select((eb) => eb.fn.countAll<number>().as('n')).where('affiliate_link', '=', 'blue-harbor').executeTakeFirstOrThrow()).n);
    const before = await clicksWhilePaused();
    expect((await click()).status).toBe(404);
    expect(await clicksWhilePaused()).toBe(before);
    const audit = await s.api(`/api/staff/audit?targetKind=partner&targetId=${harborId}`, { token: publisher });
    expect(audit.body.data.slice(0, 2)).toMatchObject([
      { action: 'partner.change', reason: 'Payout details missing', details: { status: { from: 'active', to: 'paused' } } },
      { action: 'partner.change', reason: 'New agreement from December', details: { commissionPercent: { from: 12.5, to: 30 } } },
    ]);
    expect((await patch({ status: 'active', reason: 'Payout details arrived' })).body.data.status).toBe('active');
    expect((await click()).status).toBe(201);
    expect((await patch({ reason: 'Nothing at all' })).status).toBe(422);
    expect((await patch({ status: 'gone', reason: 'Bad status' })).status).toBe(400);
    expect((await patch({ commissionPercent: 5 })).status).toBe(400);
    expect((await s.api('/api/staff/partners/999999', { method: 'PATCH', token: publisher, json: { status: 'paused', reason: 'No such partner' } })).status).toBe(404);
  });

  it('the affiliate report sums per partner, not per click', async () => {
    const res = await server().api('/api/payments/affiliates?from=2026-10-01&to=2026-11-30', { token: publisher });
    const sunny = res.body.data.filter((r: { affiliateId: string }) => r.affiliateId === 'sunny');
    const usd = expectedFigures('sunny', 0, { from: '2026-10-01', to: '2026-11-30' }).money.find((m) => m.currency === 'USD')!;
    expect(sunny.map((r: { currency: string }) => r.currency)).toEqual(['EUR', 'USD']);
    expect(sunny[1]).toEqual({ affiliateId: 'sunny', currency: 'USD', sales: usd.sales, rebills: usd.rebills, amount: usd.amount, reversed: usd.reversals, reversedAmount: 29.95 });
  });

  it('lets editors read only; refuses members, partners and visitors', async () => {
    const s = server();
    expect((await get(OCT_NOV, editor)).status).toBe(200);
    expect((await get(`/${sunnyId}/report.csv`, editor)).status).toBe(200);
    const create = { name: 'editorpick', email: 'pick@partners.example.test', commissionPercent: 10, reason: 'Editor tries' };
    expect((await s.api('/api/staff/partners', { method: 'POST', token: editor, json: create })).status).toBe(403);
    expect((await s.api(`/api/staff/partners/${sunnyId}`, { method: 'PATCH', token: editor, json: { status: 'paused', reason: 'Editor tries' } })).status).toBe(403);
    const partner = (await createUser(s, 'partnerx', { role: ROLE.partner })).token;
    for (const token of [member, partner]) {
      expect((await get('', token)).status).toBe(403);
      expect((await get(`/${sunnyId}`, token)).status).toBe(403);
      expect((await get(`/${sunnyId}/report.csv`, token)).status).toBe(403);
    }
    expect((await s.api('/api/staff/partners')).status).toBe(401);
    expect((await s.api('/api/staff/partners', { method: 'POST', json: create })).status).toBe(401);
    expect((await s.api(`/api/staff/partners/${sunnyId}/report.csv`)).status).toBe(401);
  });
});
