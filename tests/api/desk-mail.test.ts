// @vitest-environment node
// The mail log: every mail sent or failed (with its error), searchable, for publishers only; a
// resend with a reason goes out as a new logged mail and is recorded; a mail with a one-time link
// (a password reset) is not sent again.
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../shared/roles';
import type { MailTemplate } from '../../server/mail/mailer';
import { backends, createUser, suiteServer, useRealNetwork } from './harness';

useRealNetwork();

type Entry = { id: number; to: string; template: string; status: string; error: string | null; resendable: boolean; resendOf: number | null };

describe.each(backends)('desk mail log on %s', (backend) => {
  const server = suiteServer(backend);
  let member: string;
  let editor: string;
  let publisher: string;

  beforeAll(async () => {
    const s = server();
    member = (await createUser(s, 'member1')).token;
    editor = (await createUser(s, 'editor1', { role: ROLE.editor })).token;
    publisher = (await createUser(s, 'publisher1', { role: ROLE.staff })).token;
    await s.ctx.mail.send({ template: 'welcome', to: 'ann@example.test', locale: 'de_DE', data: { username: 'ann', loginUrl: '/login' } });
    await s.ctx.mail.send({ template: 'passwordReset', to: 'bo@example.test', locale: 'en_US', data: { username: 'bo', resetUrl: '/login/reset?token=secret', validMinutes: 60 } });
    // A template the renderer does not know fails before the transport: logged as failed.
    await s.ctx.mail.send({ template: 'noSuchTemplate' as MailTemplate, to: 'cy@example.test', locale: 'en_US', data: {} });
  });

  const log = async (query = '') => (await server().api(`/api/staff/mails${query}`, { token: publisher })).body.data as Entry[];

  it('lists every mail, newest first, with failures and their error; filters by address, template and status', async () => {
    const all = await log();
    expect(all.map((m) => m.to)).toEqual(['cy@example.test', 'bo@example.test', 'ann@example.test']);
    expect(all[0]).toMatchObject({ status: 'failed', template: 'noSuchTemplate' });
    expect(all[0]!.error).toBeTruthy();
    expect(all[1]).toMatchObject({ template: 'passwordReset', status: 'sent', resendable: false });
    expect(all[2]).toMatchObject({ template: 'welcome', status: 'sent', resendable: true, error: null });
    expect((await log('?q=ANN')).map((m) => m.to)).toEqual(['ann@example.test']);
    expect((await log('?template=passwordReset')).map((m) => m.to)).toEqual(['bo@example.test']);
    expect((await log('?status=failed')).map((m) => m.to)).toEqual(['cy@example.test']);
    expect((await server().api('/api/staff/mails?status=lost', { token: publisher })).status).toBe(400);
    // No secret is kept for a replay.
    const stored = await server().ctx.db.selectFrom('sent_mails').select('data').where('recipient', '=', 'bo@example.test').executeTakeFirstOrThrow();
    expect(stored.data).toBeNull();
  });

  it('sends a mail again with a reason, as a new logged mail, and records who did it', async () => {
    const s = server();
    const welcome = (await log('?template=welcome'))[0]!;
    const resent = await s.api(`/api/staff/mails/${welcome.id}/resend`, { method: 'POST', token: publisher, json: { reason: 'Member did not receive it' } });
    expect(resent.status).toBe(201);
    expect(resent.body.data).toMatchObject({ to: 'ann@example.test', template: 'welcome', locale: 'de_DE', status: 'sent', resendOf: welcome.id });
    const audit = await s.api('/api/staff/audit?targetKind=mail', { token: publisher });
    expect(audit.body.data[0]).toMatchObject({ action: 'mail.resend', targetId: String(welcome.id), reason: 'Member did not receive it', username: 'publisher1' });
    expect((await s.api(`/api/staff/mails/${welcome.id}/resend`, { method: 'POST', token: publisher, json: {} })).status).toBe(400);
  });

  it('refuses to resend a password reset, and an unknown mail', async () => {
    const s = server();
    const reset = (await log('?template=passwordReset'))[0]!;
    const refused = await s.api(`/api/staff/mails/${reset.id}/resend`, { method: 'POST', token: publisher, json: { reason: 'Asked again' } });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/one-time link/);
    expect((await s.api('/api/staff/mails/999999/resend', { method: 'POST', token: publisher, json: { reason: 'Asked again' } })).status).toBe(404);
  });

  it('refuses visitors, members and editors (addresses are personal)', async () => {
    const s = server();
    expect((await s.api('/api/staff/mails')).status).toBe(401);
    expect((await s.api('/api/staff/mails', { token: member })).status).toBe(403);
    expect((await s.api('/api/staff/mails', { token: editor })).status).toBe(403);
    expect((await s.api('/api/staff/mails/1/resend', { method: 'POST', token: editor, json: { reason: 'why not' } })).status).toBe(403);
    expect((await s.api('/api/staff/mails/1/resend', { method: 'POST', json: { reason: 'why not' } })).status).toBe(401);
  });
});
