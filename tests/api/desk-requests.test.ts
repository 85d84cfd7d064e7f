// @vitest-environment node
// The desk's requests inbox as staff use it: a request is due 7 business days after it came in
// (a weekend does not count), a reply is mailed to the requester in their language and marks the
// request answered, and a removal request takes the reported update off the site in one step with
// the request named in the update's history. Visitors, members and (for removal) editors are refused.
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../shared/roles';
import { backends, createUser, suiteServer, useRealNetwork } from './harness';
import { recordMail } from './billing-harness';
import type { MailMessage } from '../../server/mail/mailer';
import { businessDaysAfter } from '../../server/desk/requests-due';

useRealNetwork();

describe('business days', () => {
  it('counts Monday to Friday only, in UTC, at the same time of day', () => {
    expect(businessDaysAfter('2026-11-27T15:00:00.000Z', 7)).toBe('2026-12-08T15:00:00.000Z'); // Friday -> Tuesday after next
    expect(businessDaysAfter('2026-11-28T09:00:00.000Z', 7)).toBe('2026-12-08T09:00:00.000Z'); // Saturday counts from Monday
    expect(businessDaysAfter('2026-11-23T23:30:00.000Z', 7)).toBe('2026-12-02T23:30:00.000Z'); // Monday -> Wednesday after next
  });
});

describe.each(backends)('desk requests on %s', (backend) => {
  const server = suiteServer(backend, { seedUpdates: 3 });
  let member: string;
  let editor: string;
  let publisher: string;
  let mails: MailMessage[];

  beforeAll(async () => {
    const s = server();
    mails = recordMail(s);
    member = (await createUser(s, 'reqmember', { subscribed: true })).token;
    editor = (await createUser(s, 'reqeditor', { role: ROLE.editor })).token;
    publisher = (await createUser(s, 'reqpublisher', { role: ROLE.staff })).token;
  });

  const contact = async (json: Record<string, string> = {}) => {
    const r = await server().api('/api/contactrequests', { method: 'POST', json: { name: 'Ann Asker', email: 'ann@example.test', subject: 'A question', message: 'Hello <b>there</b>', ...json } });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body.data.id as number;
  };
  const removal = async (url: string) => {
    const r = await server().api('/api/contentremovalrequests', { method: 'POST', json: { user_name: 'Rita Reporter', email: 'rita@example.test', content_update_url: url, reason: 'That is me, without consent' } });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body.data.id as number;
  };

  it('refuses visitors and members, and editors where content leaves the site', async () => {
    const s = server();
    const id = await removal('https://example.test/videos/nothing-here');
    const calls = [
      ['GET', '/api/staff/requests', undefined],
      ['GET', `/api/staff/requests/removal/${id}`, undefined],
      ['POST', `/api/staff/requests/removal/${id}/status`, { status: 'in_progress' }],
      ['POST', `/api/staff/requests/removal/${id}/reply`, { body: 'Hi' }],
      ['POST', `/api/staff/requests/removal/${id}/remove-content`, { reason: 'reported' }],
    ] as const;
    for (const [method, path, json] of calls) {
      expect((await s.api(path, { method, json })).status, path).toBe(401);
      expect((await s.api(path, { method, json, token: member })).status, path).toBe(403);
    }
    const editorRemove = await s.api(`/api/staff/requests/removal/${id}/remove-content`, { method: 'POST', token: editor, json: { reason: 'reported' } });
    expect(editorRemove.status).toBe(403);
    expect(editorRemove.body.error.message).toMatch(/Publishers only/);
    expect((await s.api(`/api/staff/requests/removal/${id}`, { token: editor })).status).toBe(200);
    expect((await s.api('/api/staff/requests/removal/999999', { token: editor })).status).toBe(404);
    expect((await s.api('/api/staff/requests/other/1', { token: editor })).status).toBe(404);
    expect((await s.api('/api/staff/requests?status=closed', { token: editor })).status).toBe(400);
    expect((await s.api(`/api/staff/requests/removal/${id}/status`, { method: 'POST', token: editor, json: { status: 'done' } })).status).toBe(400);
    expect((await s.api(`/api/staff/requests/removal/${id}/reply`, { method: 'POST', token: editor, json: { body: '   ' } })).status).toBe(400);
  });

  it('stores the due date 7 business days ahead, over a weekend, and tells the publishers by mail', async () => {
    const s = server();
    const id = await contact({ subject: 'Due soon' });
    const row = await s.ctx.db.selectFrom('contact_requests').select(['created_at', 'due_at', 'status']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.status).toBe('new');
    expect(row.due_at).toBe(businessDaysAfter(row.created_at, 7));
    // The mail goes out after the visitor's answer.
    const note = () => mails.find((m) => m.template === 'staffNewRequest' && m.data.subject === 'Due soon' && m.to === 'reqpublisher@example.test');
    await expect.poll(note).toMatchObject({ locale: 'en_US', data: { requester: 'Ann Asker', deskUrl: `/admin/requests/contact/${id}` } });
    expect(mails.some((m) => m.template === 'staffNewRequest' && m.to === 'reqeditor@example.test')).toBe(false);

    // A request that came in on a Friday afternoon (stored without a due date) is due on the Tuesday after next.
    const friday = await s.ctx.db
      .insertInto('content_removal_requests')
      .values({ user_name: 'Old', email: 'old@example.test', content_update_url: 'x', reason: 'old one', created_at: '2026-11-27T15:00:00.000Z' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const detail = await s.api(`/api/staff/requests/removal/${friday.id}`, { token: editor });
    expect(detail.body.data).toMatchObject({ dueAt: '2026-12-08T15:00:00.000Z', status: 'new' });
  });

  it('lists open requests first by due date and flags the overdue', async () => {
    const s = server();
    const late = await s.ctx.db
      .insertInto('contact_requests')
      .values({ name: 'Late', email: 'late@example.test', subject: 'Long ago', message: 'm', created_at: '2020-01-06T10:00:00.000Z', due_at: '2020-01-15T10:00:00.000Z' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const done = await s.ctx.db
      .insertInto('contact_requests')
      .values({ name: 'Done', email: 'done@example.test', subject: 'Answered', message: 'm', created_at: '2019-01-07T10:00:00.000Z', due_at: '2019-01-16T10:00:00.000Z', status: 'answered', answered_at: '2019-01-08T10:00:00.000Z' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const list = await s.api('/api/staff/requests?s=100', { token: editor });
    expect(list.status).toBe(200);
    const items = list.body.data as { kind: string; id: number; status: string; dueAt: string; overdue: boolean }[];
    expect(items[0]).toMatchObject({ kind: 'contact', id: late.id, overdue: true });
    expect(items.at(-1)).toMatchObject({ kind: 'contact', id: done.id, status: 'answered', overdue: false });
    const open = items.filter((i) => i.status !== 'answered').map((i) => i.dueAt);
    expect(open).toEqual([...open].sort());
    const onlyContact = await s.api('/api/staff/requests?kind=contact&status=answered', { token: editor });
    expect((onlyContact.body.data as { kind: string; status: string }[]).every((i) => i.kind === 'contact' && i.status === 'answered')).toBe(true);
  });

  it('mails a reply to the requester in their language, escaped, and marks the request answered', async () => {
    const s = server();
    const german = await createUser(s, 'fragesteller');
    await s.ctx.db.updateTable('users').set({ locale: 'de_DE' }).where('id', '=', german.id).execute();
    const id = await contact({ name: 'Frage Steller', email: 'fragesteller@example.test', subject: 'Frage' });
    const status = await s.api(`/api/staff/requests/contact/${id}/status`, { method: 'POST', token: editor, json: { status: 'in_progress' } });
    expect(status.body.data.status).toBe('in_progress');
    const reply = await s.api(`/api/staff/requests/contact/${id}/reply`, { method: 'POST', token: editor, json: { body: 'Danke <b>für</b> Ihre Frage.\nGrüße' } });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    expect(reply.body.data).toMatchObject({ status: 'answered', locale: 'de_DE' }); // the requester's language, known from their account
    expect(reply.body.data.answeredAt).toEqual(expect.any(String));
    expect(reply.body.data.replies).toHaveLength(1);
    expect(reply.body.data.replies[0]).toMatchObject({ username: 'reqeditor', locale: 'de_DE', sentMailId: expect.any(Number) });
    expect(reply.body.data.audit.map((a: { action: string }) => a.action)).toEqual(['request.reply', 'request.status']);
    const mail = mails.find((m) => m.template === 'deskRequestReply' && m.to === 'fragesteller@example.test');
    expect(mail).toMatchObject({ locale: 'de_DE', data: { username: 'Frage Steller', subject: 'Frage', body: 'Danke <b>für</b> Ihre Frage.\nGrüße', requestRef: `contact #${id}` } });
    const { renderMail } = await import('../../server/mail/render');
    const html = renderMail(mail!, { siteName: 'Site', siteUrl: 'https://site.example' }).html;
    expect(html).toContain('Danke &lt;b&gt;für&lt;/b&gt; Ihre Frage.<br>Grüße');
    // Without an account the reply goes out in English.
    const other = await contact({ email: 'stranger@example.test' });
    expect((await s.api(`/api/staff/requests/contact/${other}/reply`, { method: 'POST', token: publisher, json: { body: 'Thanks' } })).body.data.replies[0].locale).toBe('en_US');
  });

  it('takes the reported update off the site in one step, with the request in its history', async () => {
    const s = server();
    const visible = (await s.api('/api/public/updates?s=50')).body.data as { id: number; permaLink: string }[];
    const target = visible[0]!;
    const id = await removal(`https://members.example.test/videos/${target.permaLink}?ref=1`);
    const before = await s.api(`/api/staff/requests/removal/${id}`, { token: editor });
    expect(before.body.data.reportedUpdate).toMatchObject({ id: target.id, permaLink: target.permaLink, status: 'published' });
    const removed = await s.api(`/api/staff/requests/removal/${id}/remove-content`, { method: 'POST', token: publisher, json: { reason: 'Consent withdrawn' } });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body.data).toMatchObject({ status: 'in_progress', reportedUpdate: { id: target.id, status: 'draft' } });
    expect(removed.body.data.audit[0]).toMatchObject({ action: 'request.remove_content', reason: 'Consent withdrawn', username: 'reqpublisher' });
    const after = (await s.api('/api/public/updates?s=50')).body.data as { id: number }[];
    expect(after.map((u) => u.id)).not.toContain(target.id);
    const history = await s.api(`/api/staff/updates/${target.id}/history`, { token: publisher });
    expect(history.body.data[0]).toMatchObject({ action: 'unpublish', username: 'reqpublisher', changes: { status: { before: 'published', after: 'draft' }, request: { before: null, after: `removal #${id}` } } });
    // Once more: already a draft, still recorded; a URL naming no update is a 409.
    const none = await removal('https://members.example.test/videos/no-such-update');
    const nothing = await s.api(`/api/staff/requests/removal/${none}/remove-content`, { method: 'POST', token: publisher, json: { reason: 'reported' } });
    expect(nothing.status).toBe(409);
    const contactId = await contact();
    expect((await s.api(`/api/staff/requests/contact/${contactId}/remove-content`, { method: 'POST', token: publisher, json: { reason: 'reported' } })).status).toBe(409);
    expect((await s.api(`/api/staff/requests/removal/${id}/remove-content`, { method: 'POST', token: publisher, json: { reason: 'x' } })).status).toBe(400);
  });
});
