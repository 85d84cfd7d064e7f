// @vitest-environment node
// The audit log as publishers read it: each recorded staff action with who, when, what, why and from
// which address, filtered by target; visitors, members and editors are refused, and the table itself
// refuses changing or deleting an entry on both databases.
import type { Request } from 'express';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../shared/roles';
import { recordStaffAction } from '../../server/desk/audit-log';
import { backends, createUser, suiteServer, useRealNetwork } from './harness';

useRealNetwork();

describe.each(backends)('staff audit log on %s', (backend) => {
  const server = suiteServer(backend, { seedUpdates: 1 });
  let member: string;
  let editor: string;
  let publisher: string;
  let publisherId: number;

  beforeAll(async () => {
    const s = server();
    member = (await createUser(s, 'member1')).token;
    editor = (await createUser(s, 'editor1', { role: ROLE.editor })).token;
    const p = await createUser(s, 'publisher1', { role: ROLE.staff });
    publisher = p.token;
    publisherId = p.id;
    const req = { user: { id: publisherId, username: 'publisher1', role_id: ROLE.staff }, ip: '203.0.113.9', socket: {}, headers: {}, get: () => undefined } as unknown as Request;
    await recordStaffAction(s.ctx, req, { action: 'member.extend', targetKind: 'member', targetId: 7, reason: 'Support call: paid twice', details: { days: 30 } });
    await recordStaffAction(s.ctx, req, { action: 'comment.hide', targetKind: 'comment', targetId: 3, reason: null });
  });

  it('shows publishers every action, newest first, and one target on request', async () => {
    const s = server();
    const all = await s.api('/api/staff/audit', { token: publisher });
    expect(all.status).toBe(200);
    expect(all.body.data.map((a: { action: string }) => a.action)).toEqual(['comment.hide', 'member.extend']);
    expect(all.body.data[1]).toMatchObject({ username: 'publisher1', userId: publisherId, targetKind: 'member', targetId: '7', reason: 'Support call: paid twice', details: { days: 30 }, address: '203.0.113.9' });
    const one = await s.api('/api/staff/audit?targetKind=member&targetId=7', { token: publisher });
    expect(one.body.data.map((a: { action: string }) => a.action)).toEqual(['member.extend']);
    expect((await s.api('/api/staff/audit?targetKind=<script>', { token: publisher })).status).toBe(400);
  });

  it('refuses visitors, members and editors', async () => {
    const s = server();
    expect((await s.api('/api/staff/audit')).status).toBe(401);
    expect((await s.api('/api/staff/audit', { token: member })).status).toBe(403);
    expect((await s.api('/api/staff/audit', { token: editor })).status).toBe(403);
  });

  it('cannot be edited or emptied, not even with the database password', async () => {
    const s = server();
    await expect(s.ctx.db.updateTable('staff_actions').set({ reason: 'nothing happened' }).execute()).rejects.toThrow(/append-only/);
    await expect(s.ctx.db.deleteFrom('staff_actions').execute()).rejects.toThrow(/append-only/);
    expect((await s.ctx.db.selectFrom('staff_actions').select('reason').orderBy('id').execute()).map((r) => r.reason)).toEqual(['Support call: paid twice', null]);
  });
});
