// @vitest-environment node
// Comment moderation from the desk: a hidden comment is gone from the update's public comments
// and comes back when shown, a deleted one leaves the queue, and blocking the author (publishers
// only) hides their comments and refuses their next comment and login.
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../shared/roles';
import { backends, createUser, suiteServer, useRealNetwork } from './harness';

useRealNetwork();

describe.each(backends)('desk comments on %s', (backend) => {
  const server = suiteServer(backend, { seedUpdates: 2 });
  let member: { id: number; token: string; password: string };
  let editor: string;
  let publisher: string;
  let updateId: number;

  beforeAll(async () => {
    const s = server();
    member = await createUser(s, 'talker', { subscribed: true });
    editor = (await createUser(s, 'modeditor', { role: ROLE.editor })).token;
    publisher = (await createUser(s, 'modpublisher', { role: ROLE.staff })).token;
    updateId = ((await s.api('/api/public/updates?s=1')).body.data as { id: number }[])[0]!.id;
  });

  const comment = async (text: string, token = member.token) => {
    const r = await server().api('/api/usercomments', { method: 'POST', token, json: { content_update_id: updateId, comment: text } });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body.data.id as number;
  };
  const publicIds = async () => ((await server().api(`/api/updates/${updateId}/comments?s=100`)).body.data as { id: number }[]).map((c) => c.id);

  it('refuses visitors and members, and editors who would block an author', async () => {
    const s = server();
    const id = await comment('A first comment');
    const calls = [
      ['GET', '/api/staff/comments', undefined],
      ['POST', `/api/staff/comments/${id}/hide`, {}],
      ['POST', `/api/staff/comments/${id}/show`, {}],
      ['DELETE', `/api/staff/comments/${id}`, undefined],
      ['POST', `/api/staff/comments/${id}/block-author`, { reason: 'spam links' }],
    ] as const;
    for (const [method, path, json] of calls) {
      expect((await s.api(path, { method, json })).status, path).toBe(401);
      expect((await s.api(path, { method, json, token: member.token })).status, path).toBe(403);
    }
    const block = await s.api(`/api/staff/comments/${id}/block-author`, { method: 'POST', token: editor, json: { reason: 'spam links' } });
    expect(block.status).toBe(403);
    expect(block.body.error.message).toMatch(/Publishers only/);
    expect((await s.api(`/api/staff/comments/${id}/block-author`, { method: 'POST', token: publisher, json: {} })).status).toBe(400);
    expect((await s.api('/api/staff/comments/999999/hide', { method: 'POST', token: editor, json: {} })).status).toBe(404);
    expect((await s.api('/api/staff/comments?status=gone', { token: editor })).status).toBe(400);
  });

  it('lists comments newest first with update title and author, and searches them', async () => {
    const s = server();
    const older = await comment('Lovely light in this one');
    const newer = await comment('Wonderful colours');
    const list = await s.api('/api/staff/comments?s=100', { token: editor });
    expect(list.status).toBe(200);
    const ids = (list.body.data as { id: number }[]).map((c) => c.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(list.body.data.find((c: { id: number }) => c.id === newer)).toMatchObject({ author: 'talker', authorId: member.id, updateId, status: 'visible', updateTitle: expect.any(String), authorBlocked: false });
    const found = await s.api('/api/staff/comments?q=wonderful', { token: editor });
    expect((found.body.data as { id: number }[]).map((c) => c.id)).toEqual([newer]);
  });

  it('hides a comment from the public list, shows it again, and deletes it', async () => {
    const s = server();
    const id = await comment('Hide me please');
    expect(await publicIds()).toContain(id);
    const hide = await s.api(`/api/staff/comments/${id}/hide`, { method: 'POST', token: editor, json: {} });
    expect(hide.body.data).toEqual({ id, status: 'hidden' });
    expect(await publicIds()).not.toContain(id);
    expect(((await s.api('/api/staff/comments?status=hidden&s=100', { token: editor })).body.data as { id: number }[]).map((c) => c.id)).toContain(id);
    expect(((await s.api('/api/staff/comments?s=100', { token: editor })).body.data as { id: number }[]).map((c) => c.id)).not.toContain(id);
    await s.api(`/api/staff/comments/${id}/show`, { method: 'POST', token: editor, json: {} });
    expect(await publicIds()).toContain(id);
    const del = await s.api(`/api/staff/comments/${id}`, { method: 'DELETE', token: editor });
    expect(del.body.data).toMatchObject({ id, deleted: true });
    expect(await publicIds()).not.toContain(id);
    expect((await s.api(`/api/staff/comments/${id}/show`, { method: 'POST', token: editor, json: {} })).status).toBe(404);
    const audit = await s.api(`/api/staff/audit?targetKind=comment&targetId=${id}`, { token: publisher });
    expect(audit.body.data.map((a: { action: string }) => a.action)).toEqual(['comment.delete', 'comment.show', 'comment.hide']);
  });

  it('blocks the author: their comments hidden, their next comment and login refused', async () => {
    const s = server();
    const spammer = await createUser(s, 'spammer', { subscribed: true });
    const first = await comment('Buy things at example.invalid', spammer.token);
    const second = await comment('More things to buy', spammer.token);
    const block = await s.api(`/api/staff/comments/${first}/block-author`, { method: 'POST', token: publisher, json: { reason: 'Spam links' } });
    expect(block.status, JSON.stringify(block.body)).toBe(200);
    expect(block.body.data).toMatchObject({ userId: spammer.id, hiddenComments: 2 });
    const ids = await publicIds();
    expect(ids).not.toContain(first);
    expect(ids).not.toContain(second);
    const again = await s.api('/api/usercomments', { method: 'POST', token: spammer.token, json: { content_update_id: updateId, comment: 'Still here?' } });
    expect(again.status).toBe(401);
    const login = await s.api('/api/login', { method: 'POST', json: { username: 'spammer', password: spammer.password } });
    expect(login.status).toBeGreaterThanOrEqual(400);
    const user = await s.ctx.db.selectFrom('users').select(['blocked_at', 'blocked_reason']).where('id', '=', spammer.id).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ blocked_at: expect.any(String), blocked_reason: 'Spam links' });
    const audit = await s.api(`/api/staff/audit?targetKind=member&targetId=${spammer.id}`, { token: publisher });
    expect(audit.body.data[0]).toMatchObject({ action: 'member.block', reason: 'Spam links', username: 'modpublisher' });
    // A staff member's comment is not a blockable author.
    const own = await comment('Staff answer', publisher);
    expect((await s.api(`/api/staff/comments/${own}/block-author`, { method: 'POST', token: publisher, json: { reason: 'test it' } })).status).toBe(409);
  });
});
