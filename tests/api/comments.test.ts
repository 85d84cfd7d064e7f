// @vitest-environment node
// Comments on video detail: everyone reads an update's comments (newest first, paged, the author's
// username and never an email), subscribed members and staff write them (as themselves, cleaned
// plain text, 5 per 10 minutes), staff remove them for everyone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createUser, startServer, useRealNetwork, type TestServer } from './harness';
import { ROLE } from '../../shared/roles';

useRealNetwork();

describe.each(backends)('comments on %s', (backend) => {
  let s: TestServer;
  /** A published video without seeded comments, and one with them. */
  let quiet: number;
  let discussed: number;
  beforeAll(async () => {
    s = await startServer(backend);
    const videos = (await s.api('/api/public/videos?s=30')).body.data as { id: number }[];
    const counts = await Promise.all(videos.map(async (v) => Number((await s.api(`/api/updates/${v.id}/comments`)).headers.get('maxresults'))));
    quiet = videos[counts.findIndex((n) => n === 0)]!.id;
    discussed = videos[counts.findIndex((n) => n > 1)]!.id;
  }, 60_000);
  afterAll(async () => {
    await s?.close();
  });

  const post = (token: string | undefined, json: unknown, method: 'POST' | 'PUT' = 'POST') => s.api('/api/usercomments', { method, token, json });
  const listOf = async (updateId: number, query = '') => {
    const r = await s.api(`/api/updates/${updateId}/comments${query}`);
    expect(r.status).toBe(200);
    return { total: Number(r.headers.get('maxresults')), comments: r.body.data as { id: number; comment: string; author: string | null; created_at: string }[] };
  };

  it('shows the seeded comments of a demo video to a visitor, newest first, with usernames and no emails', async () => {
    const { total, comments } = await listOf(discussed);
    expect(total).toBe(comments.length);
    expect(comments.every((c) => typeof c.author === 'string' && c.author.length > 0)).toBe(true);
    expect(comments.map((c) => c.created_at)).toEqual(comments.map((c) => c.created_at).sort().reverse());
    expect(JSON.stringify(comments)).not.toContain('@');
    // The commenters are invented accounts nobody can log in to.
    const login = await s.api('/api/login', { method: 'POST', json: { username: comments[0]!.author, password: '' } });
    expect(login.status).toBeGreaterThanOrEqual(400);
  });

  it('lets a subscribed member post: the author comes from the token, the text is trimmed and cleaned, and it is listed at once', async () => {
    const member = await createUser(s, 'commenter', { subscribed: true });
    const r = await post(member.token, { content_update_id: quiet, comment: '  What a lovely evening light!\r\nThanks \u0007\u202E  ' });
    expect(r.status).toBe(201);
    expect(r.body.data).toMatchObject({ content_update_id: quiet, comment: 'What a lovely evening light!\nThanks', author: 'commenter' });
    const row = await s.ctx.db.selectFrom('usercomments').selectAll().where('id', '=', r.body.data.id).executeTakeFirstOrThrow();
    expect([row.user_id, row.update_id, row.comment, row.deleted_at]).toEqual([member.id, quiet, 'What a lovely evening light!\nThanks', null]);
    const { total, comments } = await listOf(quiet);
    expect(total).toBe(1);
    expect(comments[0]).toEqual(r.body.data);
    // PUT, the generic resources' way of adding, does the same.
    const put = await post(member.token, { content_update_id: quiet, comment: 'Second thought: even better the second time.' }, 'PUT');
    expect([put.status, put.body.data.author]).toEqual([201, 'commenter']);
    expect((await listOf(quiet)).comments.map((c) => c.comment)).toEqual(['Second thought: even better the second time.', 'What a lovely evening light!\nThanks']);
  });

  it('refuses visitors (401) and accounts without an active subscription (403)', async () => {
    const guest = await post(undefined, { content_update_id: quiet, comment: 'hello' });
    expect([guest.status, guest.body.error.code]).toEqual([401, 'unauthorized']);
    const lapsed = await createUser(s, 'nosub');
    const refused = await post(lapsed.token, { content_update_id: quiet, comment: 'hello' });
    expect([refused.status, refused.body.error.code, refused.body.error.message]).toEqual([403, 'subscription_required', 'Only members with an active subscription can write comments']);
    expect(await s.ctx.db.selectFrom('usercomments').select('id').where('user_id', '=', lapsed.id).execute()).toEqual([]);
  });

  it('never lets a payload user_id choose the author', async () => {
    const member = await createUser(s, 'honest', { subscribed: true });
    const victim = await createUser(s, 'victim', { subscribed: true });
    const r = await post(member.token, { content_update_id: quiet, comment: 'written by someone else?', user_id: victim.id });
    expect([r.status, r.body.error.fields]).toEqual([400, { user_id: 'Comments are always posted as the logged-in account: user_id is not accepted' }]);
    expect(await s.ctx.db.selectFrom('usercomments').select('id').where('user_id', '=', victim.id).execute()).toEqual([]);
  });

  it('stores markup as plain text and answers it unchanged, as inert characters in JSON', async () => {
    const member = await createUser(s, 'scripter', { subscribed: true });
    const text = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const r = await post(member.token, { content_update_id: discussed, comment: text });
    expect(r.status).toBe(201);
    const row = await s.ctx.db.selectFrom('usercomments').select('comment').where('id', '=', r.body.data.id).executeTakeFirstOrThrow();
    expect(row.comment).toBe(text);
    const listed = await s.api(`/api/updates/${discussed}/comments`);
    expect(listed.headers.get('content-type')).toMatch(/^application\/json/);
    expect(listed.body.data[0].comment).toBe(text);
  });

  it('answers bad input with a 4xx and a clear message', async () => {
    const member = await createUser(s, 'typo', { subscribed: true });
    const blank = await post(member.token, { content_update_id: quiet, comment: ' \n\u0001  ' });
    expect([blank.status, blank.body.error.message]).toEqual([400, 'Please write a comment']);
    const long = await post(member.token, { content_update_id: quiet, comment: 'ä'.repeat(1001) });
    expect([long.status, long.body.error.message]).toEqual([400, 'A comment can have at most 1000 characters']);
    const huge = await post(member.token, { content_update_id: quiet, comment: 'x'.repeat(2001) });
    expect([huge.status, huge.body.error.message]).toEqual([400, 'Please write a comment of at most 1000 characters']);
    expect((await post(member.token, { content_update_id: 'one', comment: 'hi' })).status).toBe(400);
    const missing = await post(member.token, { content_update_id: 2_000_000_000, comment: 'hi' });
    expect([missing.status, missing.body.error.message]).toEqual([404, 'Update not found']);
    expect((await s.api('/api/updates/2000000000/comments')).status).toBe(404);
    expect((await s.api(`/api/updates/${quiet}/comments?s=0`)).status).toBe(400);
    // None of these counted against the member's comment limit.
    expect((await post(member.token, { content_update_id: quiet, comment: 'fine' })).status).toBe(201);
  });

  it('limits each member to 5 comments in 10 minutes with a 429 and a clear message', async () => {
    const member = await createUser(s, 'chatty', { subscribed: true });
    for (let i = 1; i <= 5; i++) expect((await post(member.token, { content_update_id: discussed, comment: `Comment number ${i}` })).status).toBe(201);
    const sixth = await post(member.token, { content_update_id: discussed, comment: 'One too many' });
    expect([sixth.status, sixth.body.error.code, sixth.body.error.message]).toEqual([429, 'rate_limited', 'You can post 5 comments in 10 minutes. Please wait a little before you post again']);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(500);
    // Another member is not held back by it.
    const other = await createUser(s, 'calm', { subscribed: true });
    expect((await post(other.token, { content_update_id: discussed, comment: 'My first one' })).status).toBe(201);
  });

  it('pages the list newest first', async () => {
    const { total, comments: all } = await listOf(discussed, '?s=100');
    expect(total).toBeGreaterThan(4);
    const first = await listOf(discussed, '?s=2');
    const second = await listOf(discussed, '?s=2&p=1');
    expect([...first.comments, ...second.comments].map((c) => c.id)).toEqual(all.slice(0, 4).map((c) => c.id));
    expect(first.total).toBe(total);
    const ordered = all.map((c) => c.created_at);
    expect(ordered).toEqual([...ordered].sort().reverse());
  });

  it('lets staff remove a comment for everyone, keeps who and when, and refuses members', async () => {
    const member = await createUser(s, 'regretful', { subscribed: true });
    const staff = await createUser(s, 'moderator', { role: ROLE.staff });
    const posted = (await post(member.token, { content_update_id: quiet, comment: 'Please remove me' })).body.data;
    const asMember = await s.api(`/api/usercomments/${posted.id}`, { method: 'DELETE', token: member.token });
    expect([asMember.status, asMember.body.error.message]).toEqual([403, 'Staff only']);
    expect((await s.api(`/api/usercomments/${posted.id}`, { method: 'DELETE' })).status).toBe(401);
    expect((await listOf(quiet)).comments.map((c) => c.id)).toContain(posted.id);

    const removed = await s.api(`/api/usercomments/${posted.id}`, { method: 'DELETE', token: staff.token });
    expect(removed.status).toBe(200);
    expect(removed.body.data).toMatchObject({ id: posted.id, deleted: true, deleted_by: staff.id });
    const after = await listOf(quiet);
    expect(after.comments.map((c) => c.id)).not.toContain(posted.id);
    const row = await s.ctx.db.selectFrom('usercomments').selectAll().where('id', '=', posted.id).executeTakeFirstOrThrow();
    expect([row.deleted_by, row.deleted_at, row.comment]).toEqual([staff.id, removed.body.data.deleted_at, 'Please remove me']);
    // Staff still find it in the generic list, marked.
    const staffView = await s.api(`/api/usercomments/${posted.id}`, { token: staff.token });
    expect(staffView.body.data).toMatchObject({ id: posted.id, deleted_by: staff.id, deleted_at: row.deleted_at });
    const again = await s.api(`/api/usercomments/${posted.id}`, { method: 'DELETE', token: staff.token });
    expect([again.status, again.body.error.message]).toEqual([404, 'Comment not found']);
  });

  it('lets staff comment without a subscription', async () => {
    const staff = await createUser(s, 'host', { role: ROLE.staff });
    const r = await post(staff.token, { content_update_id: quiet, comment: 'Thanks everyone for watching!' });
    expect([r.status, r.body.data.author]).toEqual([201, 'host']);
  });
});
