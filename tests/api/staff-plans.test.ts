// @vitest-environment node
// The staff content area's plans as staff use them: editors read, publishers change; a change shows
// on the signup page's plan list at once (caches dropped), an inactive plan is neither listed nor
// bought, feature lines and names per locale reach visitors in their language, and each change is
// recorded.
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../shared/roles';
import { backends, createUser, suiteServer, useRealNetwork } from './harness';

useRealNetwork();

const PLANS = '/api/articles?fb=article_type&ft=eq&fv=SUBSCRIPTION&s=100';

describe.each(backends)('staff plans on %s', (backend) => {
  const server = suiteServer(backend, { seedUpdates: 2 });
  let member: string;
  let editor: string;
  let publisher: string;

  beforeAll(async () => {
    const s = server();
    member = (await createUser(s, 'member1', { subscribed: true })).token;
    editor = (await createUser(s, 'editor1', { role: ROLE.editor })).token;
    publisher = (await createUser(s, 'publisher1', { role: ROLE.staff })).token;
  });

  const plan = {
    name: 'Six months',
    names: { name_de_DE: 'Sechs Monate', description_de_DE: 'Ein halbes Jahr' },
    priceDollar: 89.95,
    priceEuro: 84.95,
    periodMonths: 6,
    recurring: false,
    features: ['Full access', 'One payment'],
    localizedFeatures: { de_DE: ['Voller Zugang', 'Eine Zahlung'] },
    description: 'Half a year',
    paymentProviders: ['epochCreditCard', 'bitcoin'],
    providerCode: 'SIXMONTHS',
  };
  const publicPlans = async (lang = 'en_US') => (await server().api(`${PLANS}&lang=${lang}`)).body.data as { id: number; name: string; price_text: string; price_dollar: number }[];

  it('lists the seeded plans for editors, and refuses visitors, members and editors who would change one', async () => {
    const s = server();
    const list = await s.api('/api/staff/plans', { token: editor });
    expect(list.status).toBe(200);
    expect(list.body.data.map((p: { providerCode: string }) => p.providerCode)).toEqual(['MONTHLY', 'ONEMONTH', 'THREEMONTHS']);
    expect(list.body.data[0]).toMatchObject({ name: 'Monthly', priceDollar: 19.95, priceEuro: 18.95, periodMonths: 1, recurring: true, active: true, features: ['Full access to all updates', 'New updates 2-3 times per week', 'Rebills monthly, cancel anytime'] });
    expect(list.body.data[0].names.name_de_DE).toBe('Monatlich');
    expect(list.body.data[0].localizedFeatures.de_DE[1]).toBe('2–3 neue Updates pro Woche');
    expect((await s.api('/api/staff/plans')).status).toBe(401);
    expect((await s.api('/api/staff/plans', { token: member })).status).toBe(403);
    const create = await s.api('/api/staff/plans', { method: 'POST', token: editor, json: plan });
    expect(create.status).toBe(403);
    expect(create.body.error.message).toMatch(/Publishers only/);
    expect((await s.api('/api/staff/plans/1', { method: 'PUT', token: editor, json: { priceDollar: 1 } })).status).toBe(403);
    expect((await s.api('/api/staff/plans/1', { token: member })).status).toBe(403);
  });

  it('names the field of bad input', async () => {
    const s = server();
    const bad = async (json: unknown, field: string) => {
      const res = await s.api('/api/staff/plans', { method: 'POST', token: publisher, json });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(Object.keys(res.body.error.fields ?? {})).toContain(field);
    };
    await bad({ ...plan, priceDollar: -1 }, 'priceDollar');
    await bad({ ...plan, priceEuro: 'ten' }, 'priceEuro');
    await bad({ ...plan, periodMonths: 0 }, 'periodMonths');
    await bad({ ...plan, paymentProviders: ['cash'] }, 'paymentProviders');
    await bad({ ...plan, providerCode: 'has space' }, 'providerCode');
    await bad({ ...plan, features: ['<script>alert(1)</script>'] }, 'features');
    await bad({ ...plan, localizedFeatures: { german: ['x'] } }, 'localizedFeatures');
    const { name: _name, ...nameless } = plan;
    await bad(nameless, 'name');
    expect((await s.api('/api/staff/plans/1', { method: 'PUT', token: publisher, json: {} })).status).toBe(400);
  });

  it('creates a plan that signup lists at once in every language, edits it, and takes it off signup when inactive', async () => {
    const s = server();
    await s.api(PLANS);
    expect((await s.api(PLANS)).headers.get('x-cache')).toBe('HIT');
    const created = await s.api('/api/staff/plans', { method: 'POST', token: publisher, json: plan });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id as number;
    expect(created.body.data).toMatchObject({ ...plan, active: true });

    const listed = await publicPlans();
    expect(listed.at(-1)).toMatchObject({ id, name: 'Six months', price_text: 'Full access<br>One payment', price_dollar: 89.95 });
    expect((await publicPlans('de_DE')).find((p) => p.id === id)).toMatchObject({ name: 'Sechs Monate', price_text: 'Voller Zugang<br>Eine Zahlung' });

    // A new price, German features removed (English shown instead); the monthly plan moved last.
    const edited = await s.api(`/api/staff/plans/${id}`, { method: 'PUT', token: publisher, json: { priceDollar: 79.95, localizedFeatures: { de_DE: [] } } });
    expect(edited.body.data).toMatchObject({ priceDollar: 79.95, localizedFeatures: {}, names: plan.names });
    expect((await s.api('/api/staff/plans/1', { method: 'PUT', token: publisher, json: { position: 100 } })).body.data.position).toBe(100);
    const reordered = await publicPlans('de_DE');
    expect(reordered.map((p) => p.id)).toEqual([2, 3, id, 1]);
    expect(reordered[2]).toMatchObject({ price_dollar: 79.95, price_text: 'Full access<br>One payment' });

    await s.api(`/api/staff/plans/${id}`, { method: 'PUT', token: publisher, json: { active: false } });
    expect((await publicPlans()).map((p) => p.id)).not.toContain(id);
    expect((await s.api('/api/staff/plans?active=false', { token: editor })).body.data.map((p: { id: number }) => p.id)).toEqual([id]);
    const quote = await s.api(`/api/articles/${id}/quote`, { token: member });
    expect(quote.status).toBe(404);
  });

  it('records who changed what, newest first', async () => {
    const s = server();
    const id = (await s.api('/api/staff/plans', { method: 'POST', token: publisher, json: { ...plan, providerCode: 'HISTORY' } })).body.data.id as number;
    await s.api(`/api/staff/plans/${id}`, { method: 'PUT', token: publisher, json: { priceEuro: 70 } });
    const res = await s.api(`/api/staff/plans/${id}/history`, { token: editor });
    const [edit, create] = res.body.data as { action: string; username: string; changes: Record<string, { before: unknown; after: unknown }> }[];
    expect(edit).toMatchObject({ action: 'edit', username: 'publisher1', changes: { priceEuro: { before: 84.95, after: 70 } } });
    expect(Object.keys(edit!.changes)).toEqual(['priceEuro']);
    expect(create).toMatchObject({ action: 'create', username: 'publisher1' });
    expect((await s.api('/api/staff/plans/999999/history', { token: editor })).status).toBe(404);
  });
});
