// @vitest-environment node
// The desk's members as staff use them: found by name, email or a payment reference; the member's
// page; publishers grant access (GET me answers it, no payment is made), cancel, block (login
// refused, sessions ended) and unblock, end sessions, send a reset mail, export and erase; each
// action needs a reason and is in the audit log with who and from where (a block and its entry
// commit together or not at all); visitors, members and editors are refused.
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../shared/roles';
import { backends, createUser, suiteServer, useRealNetwork } from './harness';

useRealNetwork();

const REASON = 'Support call: paid twice';

describe.each(backends)('desk members on %s', (backend) => {
  const server = suiteServer(backend, { seedUpdates: 2 });
  let member: { id: number; token: string; password: string };
  let editor: string;
  let publisher: string;
  let lapsedId: number;

  beforeAll(async () => {
    const s = server();
    member = await createUser(s, 'Alice', { subscribed: true });
    await s.ctx.db.updateTable('payments').set({ provider_transaction_id: 'EPOCH-TX-4711', invoice_number: '2026-000042' }).where('user_id', '=', member.id).execute();
    editor = (await createUser(s, 'editor1', { role: ROLE.editor })).token;
    publisher = (await createUser(s, 'publisher1', { role: ROLE.staff })).token;
    // A member whose only month ended last week.
    const lapsed = await createUser(s, 'bob', { subscribed: true });
    lapsedId = lapsed.id;
    const past = new Date(Date.now() - 7 * 86400_000).toISOString();
    await s.ctx.db.updateTable('subscriptions').set({ starts_at: new Date(Date.now() - 37 * 86400_000).toISOString(), expires_at: past, status: 'expired', recurring: 0 }).where('user_id', '=', lapsedId).execute();
  });

  const post = (path: string, json: unknown, token = publisher) => server().api(`/api/staff/members${path}`, { method: 'POST', token, json });
  const names = (res: { body: { data: { username: string }[] } }) => res.body.data.map((m) => m.username);

  it('finds members by part of the name or email, and by payment token, transaction id or invoice number', async () => {
    const s = server();
    const token = (await s.ctx.db.selectFrom('payments').select('token').where('user_id', '=', member.id).executeTakeFirstOrThrow()).token;
    expect(names(await s.api('/api/staff/members?q=lic', { token: editor }))).toEqual(['Alice']);
    expect(names(await s.api('/api/staff/members?q=ALICE@example', { token: editor }))).toEqual(['Alice']);
    for (const ref of ['EPOCH-TX-4711', '2026-000042', token]) expect(names(await s.api(`/api/staff/members?q=${encodeURIComponent(ref)}`, { token: editor }))).toEqual(['Alice']);
    expect(names(await s.api('/api/staff/members?q=100%25', { token: editor }))).toEqual([]);
    const all = await s.api('/api/staff/members?s=2', { token: publisher });
    expect(Number(all.headers.get('maxresults'))).toBeGreaterThanOrEqual(5);
    expect(all.body.data).toHaveLength(2);
    const alice = (await s.api('/api/staff/members?q=alice', { token: editor })).body.data[0];
    expect(alice).toMatchObject({ id: member.id, email: 'alice@example.test', role: ROLE.member, blocked: false, access: { state: 'active' }, lastPayment: { amount: 19.95, currency: 'USD', status: 'approved' } });
    expect((await s.api('/api/staff/members?q=bob', { token: editor })).body.data[0].access.state).toBe('expired');
    expect((await s.api('/api/staff/members?q=editor1', { token: editor })).body.data[0]).toMatchObject({ access: { state: 'never' }, lastPayment: null });
  });

  it('shows the member page to editors and publishers, never a token', async () => {
    const s = server();
    await s.ctx.db.insertInto('favourites').values({ user_id: member.id, update_id: 1, created_at: new Date().toISOString() }).execute();
    const res = await s.api(`/api/staff/members/${member.id}`, { token: editor });
    expect(res.status).toBe(200);
    const page = res.body.data;
    expect(page.account).toMatchObject({ username: 'Alice', email: 'alice@example.test', locale: expect.any(String), blockedAt: null, twoFactor: false, deleted: false });
    expect(page.subscriptions[0]).toMatchObject({ plan: 'Monthly', status: 'active', recurring: true, renews: true });
    expect(page.payments[0]).toMatchObject({ item: 'Monthly', amount: 19.95, currency: 'USD', status: 'approved', invoiceNumber: '2026-000042', provider: 'epochCreditCard' });
    expect(page.favourites.updates.count).toBe(1);
    expect(page.sessions.length).toBeGreaterThan(0);
    expect(JSON.stringify(page)).not.toMatch(/token_hash|seedtoken|password/);
    expect((await s.api('/api/staff/members/999999', { token: editor })).status).toBe(404);
    expect((await s.api('/api/staff/members/abc', { token: editor })).status).toBe(404);
  });

  it('refuses visitors, members and editors; an action needs a reason', async () => {
    const s = server();
    expect((await s.api('/api/staff/members')).status).toBe(401);
    expect((await s.api('/api/staff/members', { token: member.token })).status).toBe(403);
    expect((await s.api(`/api/staff/members/${member.id}`, { token: member.token })).status).toBe(403);
    const actions: [string, object][] = [
      ['access', { days: 5 }],
      ['cancel', {}],
      ['block', {}],
      ['unblock', {}],
      ['sessions/end', {}],
      ['password-reset', {}],
      ['export', {}],
      ['erase', { confirmUsername: 'Alice' }],
    ];
    for (const [path, json] of actions) {
      const url = `/${member.id}/${path}`;
      expect((await s.api(`/api/staff/members${url}`, { method: 'POST', json: { ...json, reason: REASON } })).status, path).toBe(401);
      expect((await post(url, { ...json, reason: REASON }, member.token)).status, path).toBe(403);
      const byEditor = await post(url, { ...json, reason: REASON }, editor);
      expect(byEditor.status, path).toBe(403);
      expect(byEditor.body.error.message).toMatch(/Publishers only/);
      const noReason = await post(url, json);
      expect(noReason.status, path).toBe(400);
      expect(Object.keys(noReason.body.error.fields), path).toContain('reason');
      expect((await post(url, { ...json, reason: '  ' })).status, path).toBe(400);
    }
    expect((await s.api('/api/staff/audit?targetKind=member', { token: publisher })).body.data).toEqual([]);
  });

  it('grants access after the current period without a payment, and GET me answers it', async () => {
    const s = server();
    const me = async (token: string) => (await s.api('/api/me', { token })).body.data;
    const before = await me(member.token);
    const payments = async () => (await s.ctx.db.selectFrom('payments').select('id').execute()).length;
    const paymentCount = await payments();
    const res = await post(`/${member.id}/access`, { days: 10, reason: REASON });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = await me(member.token);
    expect(Date.parse(after.membership.until) - Date.parse(before.membership.until)).toBe(10 * 86400_000);
    expect(res.body.data.member.access).toEqual({ state: 'active', until: after.membership.until });
    expect(res.body.data.member.subscriptions[0]).toMatchObject({ provider: 'staff', recurring: false, renews: false });
    expect(await payments()).toBe(paymentCount);

    const bob = await s.api('/api/login', { method: 'POST', json: { username: 'bob', password: 'correct horse 1' } });
    expect((await me(bob.body.data.token)).customer.hasAccess).toBe(false);
    const until = new Date(Date.now() + 20 * 86400_000).toISOString().slice(0, 10);
    expect((await post(`/${lapsedId}/access`, { until, reason: 'Goodwill after an outage' })).status).toBe(200);
    const bobNow = await me(bob.body.data.token);
    expect(bobNow.customer.hasAccess).toBe(true);
    expect(bobNow.membership.until).toBe(`${until}T23:59:59.999Z`);

    expect((await post(`/${lapsedId}/access`, { until: '2001-01-01', reason: REASON })).status).toBe(422);
    expect((await post(`/${lapsedId}/access`, { reason: REASON })).status).toBe(422);
    expect((await post(`/${lapsedId}/access`, { days: 1, until, reason: REASON })).status).toBe(422);
    expect((await post(`/${lapsedId}/access`, { days: 0, reason: REASON })).status).toBe(400);

    const audit = await s.api(`/api/staff/audit?targetKind=member&targetId=${member.id}`, { token: publisher });
    expect(audit.body.data[0]).toMatchObject({ action: 'member.extend', username: 'publisher1', reason: REASON, details: { days: 10 }, address: expect.stringMatching(/\S/) });
  });

  it('cancels the renewing subscription; access stays to the end of the paid period', async () => {
    const res = await post(`/${member.id}/cancel`, { reason: 'Member asked by phone' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const monthly = res.body.data.member.subscriptions.find((x: { provider: string }) => x.provider === 'epochCreditCard');
    expect(monthly).toMatchObject({ status: 'cancelled', renews: false });
    expect(res.body.data.member.access.state).toBe('active');
    expect((await post(`/${member.id}/cancel`, { reason: 'again' })).status).toBe(409);
  });

  it('blocks (login refused, sessions ended), unblocks (login works), ends sessions', async () => {
    const s = server();
    const login = () => s.api('/api/login', { method: 'POST', json: { username: 'Alice', password: member.password } });
    expect((await s.api('/api/me', { token: member.token })).status).toBe(200);
    const blocked = await post(`/${member.id}/block`, { reason: 'Fraud report from the bank' });
    expect(blocked.status).toBe(200);
    expect(blocked.body.data.member.account).toMatchObject({ blockedReason: 'Fraud report from the bank' });
    expect(blocked.body.data.member.sessions.every((x: { active: boolean }) => !x.active)).toBe(true);
    expect((await s.api('/api/me', { token: member.token })).status).toBe(401);
    expect((await login()).status).toBe(403);
    expect((await post(`/${member.id}/block`, { reason: REASON })).status).toBe(409);
    expect((await post(`/${member.id}/password-reset`, { reason: REASON })).status).toBe(409);

    expect((await post(`/${member.id}/unblock`, { reason: 'Bank withdrew the report' })).status).toBe(200);
    const again = await login();
    expect(again.status).toBe(200);
    expect((await s.api('/api/me', { token: again.body.data.token })).status).toBe(200);

    const ended = await post(`/${member.id}/sessions/end`, { reason: 'Member lost a phone' });
    expect(ended.body.data.done).toMatch(/1 session/);
    expect((await s.api('/api/me', { token: again.body.data.token })).status).toBe(401);
    const actions = (await s.api(`/api/staff/audit?targetKind=member&targetId=${member.id}`, { token: publisher })).body.data.map((a: { action: string }) => a.action);
    expect(actions.slice(0, 3)).toEqual(['member.end_sessions', 'member.unblock', 'member.block']);
  });

  it('a block whose audit entry cannot be written changes nothing: the member still signs in', async () => {
    const s = server();
    const carol = await createUser(s, 'carol');
    const limits = s.ctx.limits;
    const clientAddress = limits.clientAddress.bind(limits);
    // The audit insert fails (its address cannot be read) inside the block's transaction.
    limits.clientAddress = (req) => {
      if (new Error().stack?.includes('recordStaffAction')) throw new Error('audit log unavailable');
      return clientAddress(req);
    };
    try {
      expect((await post(`/${carol.id}/block`, { reason: 'Fraud report from the bank' })).status).toBeGreaterThanOrEqual(500);
    } finally {
      limits.clientAddress = clientAddress;
    }
    expect(await s.ctx.db.selectFrom('users').select(['blocked_at', 'blocked_reason']).where('id', '=', carol.id).executeTakeFirstOrThrow()).toEqual({ blocked_at: null, blocked_reason: null });
    expect((await s.api('/api/me', { token: carol.token })).status).toBe(200);
    expect((await s.api(`/api/staff/audit?targetKind=member&targetId=${carol.id}`, { token: publisher })).body.data).toEqual([]);
  });

  it('mails a password reset link', async () => {
    const s = server();
    const res = await post(`/${member.id}/password-reset`, { reason: 'Member cannot sign in' });
    expect(res.status).toBe(200);
    const mail = await s.ctx.db.selectFrom('sent_mails').select(['template']).where('recipient', '=', 'alice@example.test').where('template', '=', 'passwordReset').executeTakeFirst();
    expect(mail).toBeDefined();
    expect(res.body.data.member.mails.map((m: { template: string }) => m.template)).toContain('passwordReset');
    expect(await s.ctx.db.selectFrom('password_resets').select('id').where('user_id', '=', member.id).where('used_at', 'is', null).executeTakeFirst()).toBeDefined();
  });

  it('exports the data and erases the account only when the username is typed', async () => {
    const s = server();
    const exported = await post(`/${lapsedId}/export`, { reason: 'GDPR request by mail' });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toMatch(/attachment; filename="member-\d+-data-/);
    expect(exported.body.data.account.username).toBe('bob');
    expect((await post(`/${lapsedId}/erase`, { reason: 'GDPR erasure request', confirmUsername: 'alice' })).status).toBe(422);
    const erased = await post(`/${lapsedId}/erase`, { reason: 'GDPR erasure request', confirmUsername: 'bob' });
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    expect(erased.body.data.member.account).toMatchObject({ username: `deleted-${lapsedId}`, deleted: true });
    expect(erased.body.data.member.payments.length).toBe(1);
    expect((await post(`/${lapsedId}/block`, { reason: REASON })).status).toBe(409);
    const audit = (await s.api(`/api/staff/audit?targetKind=member&targetId=${lapsedId}`, { token: publisher })).body.data;
    expect(audit.map((a: { action: string }) => a.action)).toEqual(['member.erase', 'member.export', 'member.extend']);
    expect(audit[0]).toMatchObject({ reason: 'GDPR erasure request', username: 'publisher1' });
  });
});
