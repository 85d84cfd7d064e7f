// @vitest-environment node
// A member's own credentials through the API, with mail through a real SMTP server: changing the
// password (current one required, other sessions signed out, a "password changed" mail), changing
// the email (a single-use link to the new address, the old one told), and the signed-in devices.
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createUser, startServer, useRealNetwork, type TestServer } from './harness';
import { recipientOf, startSmtpSink, type SmtpSink } from './smtp-sink';

useRealNetwork();

const NEW_PASSWORD = 'seven blue herons 41';

describe.each(backends)('account credentials on %s', (backend) => {
  let s: TestServer;
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
    s = await startServer(backend, { env: { SMTP_URL: sink.url } });
  }, 60_000);
  afterAll(async () => {
    await s?.close();
    await sink?.close();
  });

  const login = (username: string, password: string, userAgent = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0') =>
    s.api('/api/login', { method: 'POST', json: { username, password }, headers: { 'user-agent': userAgent } });
  const mailTo = (address: string, subject: RegExp) => sink.next((m: ParsedMail) => recipientOf(m) === address && subject.test(m.subject ?? ''));

  it('changes the password only with the current one and the rules, signs out every other device, and mails', async () => {
    const user = await createUser(s, 'changer');
    const phone = (await login('changer', user.password, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1')).body.data.token as string;
    const change = (current_password: string, password: string) => s.api('/api/account/password', { method: 'POST', token: user.token, json: { current_password, password } });

    expect((await change('not my password', NEW_PASSWORD)).body.error).toMatchObject({ code: 'wrong_password', fields: { current_password: 'Your current password is not correct' } });
    expect((await change(user.password, 'password')).body.error.code).toBe('weak_password');
    expect((await change(user.password, 'x'.repeat(201))).body.error.fields).toEqual({ password: 'Password must be at most 200 characters' });
    expect((await s.api('/api/account/password', { method: 'POST', json: { current_password: user.password, password: NEW_PASSWORD } })).status).toBe(401);

    const done = await change(user.password, NEW_PASSWORD);
    expect(done.status).toBe(200);
    expect((await s.api('/api/me', { token: user.token })).status).toBe(200);
    expect((await s.api('/api/me', { token: phone })).status).toBe(401);
    expect((await login('changer', user.password)).status).toBe(401);
    expect((await login('changer', NEW_PASSWORD)).status).toBe(200);
    const mail = await mailTo('changer@example.test', /password .* was changed/);
    expect(mail.text).toContain('The password of your account changer was changed');
    // Links on the address the member used (the site's trusted origin).
    expect(mail.text).toContain(`${s.url}/login/forgot`);
  });

  it('changes the email through a single-use link mailed to the new address, and tells the old one', async () => {
    const user = await createUser(s, 'mover');
    const asked = await s.api('/api/account/email', { method: 'POST', token: user.token, json: { email: 'Mover.New@example.test', current_password: user.password, locale: 'de_DE' } });
    expect(asked.status).toBe(202);
    expect(asked.body.data).toEqual({ email: 'mover@example.test', pending: true });
    // Nothing changes before the link is followed.
    expect((await s.api('/api/me', { token: user.token })).body.data.email).toBe('mover@example.test');
    const confirmMail = await mailTo('Mover.New@example.test', /E-Mail-Adresse/);
    expect(confirmMail.subject).toBe('Bestätigen Sie Ihre neue E-Mail-Adresse für Emotions');
    const token = new RegExp(`${s.url.replace(/[.]/g, '\\.')}/account/confirm-email\\?token=([A-Za-z0-9_-]+)`).exec(confirmMail.text ?? '')?.[1];
    expect(token).toBeTruthy();
    // Stored only as a hash.
    const rows = await s.ctx.db.selectFrom('email_changes').selectAll().where('user_id', '=', user.id).execute();
    expect(rows.map((r) => r.token_hash)).not.toContain(token);

    const confirmed = await s.api('/api/account/email/confirm', { method: 'POST', json: { token } });
    expect(confirmed.body.data).toEqual({ email: 'Mover.New@example.test', pending: false });
    expect((await s.api('/api/me', { token: user.token })).body.data.email).toBe('Mover.New@example.test');
    expect((await login('mover.new@example.test', user.password)).status).toBe(200);
    const told = await mailTo('mover@example.test', /email address .* was changed/);
    expect(told.text).toContain('was changed to Mover.New@example.test');
    expect((await s.api('/api/account/email/confirm', { method: 'POST', json: { token } })).body.error.code).toBe('invalid_token');
  });

  it('refuses a wrong password, a taken address and an expired link', async () => {
    const user = await createUser(s, 'stayer');
    await createUser(s, 'holder');
    const ask = (email: string, current_password = user.password) => s.api('/api/account/email', { method: 'POST', token: user.token, json: { email, current_password } });
    expect((await ask('stayer2@example.test', 'wrong one')).body.error.code).toBe('wrong_password');
    expect((await ask('HOLDER@example.test')).status).toBe(409);
    expect((await ask('stayer2@example.test')).status).toBe(202);
    const token = /confirm-email\?token=([A-Za-z0-9_-]+)/.exec((await mailTo('stayer2@example.test', /email address/)).text ?? '')![1]!;
    const realNow = s.ctx.now;
    s.ctx.now = () => new Date(Date.now() + 25 * 3600_000).toISOString();
    try {
      expect((await s.api('/api/account/email/confirm', { method: 'POST', json: { token } })).body.error.code).toBe('invalid_token');
    } finally {
      s.ctx.now = realNow;
    }
    expect((await s.api('/api/me', { token: user.token })).body.data.email).toBe('stayer@example.test');
  });

  it('lists the signed-in devices and signs one out, or every other one', async () => {
    const user = await createUser(s, 'devices');
    const phone = (await login('devices', user.password, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1')).body.data.token as string;
    const laptop = (await login('devices', user.password)).body.data.token as string;
    const list = (await s.api('/api/account/sessions', { token: laptop })).body.data as { id: number; device: string; current: boolean }[];
    expect(list).toHaveLength(3);
    expect(list.find((d) => d.current)?.device).toBe('Firefox · Linux');
    const phoneRow = list.find((d) => d.device === 'Safari · iOS')!;
    expect(phoneRow).toBeTruthy();
    // Another member cannot sign out this member's device.
    const other = await createUser(s, 'intruder');
    expect((await s.api(`/api/account/sessions/${phoneRow.id}`, { method: 'DELETE', token: other.token })).status).toBe(404);
    expect((await s.api('/api/me', { token: phone })).status).toBe(200);
    expect((await s.api(`/api/account/sessions/${phoneRow.id}`, { method: 'DELETE', token: laptop })).body.data).toEqual({ signedOut: 1 });
    expect((await s.api('/api/me', { token: phone })).status).toBe(401);
    expect((await s.api('/api/account/sessions/sign-out-others', { method: 'POST', token: laptop })).body.data).toEqual({ signedOut: 1 });
    expect((await s.api('/api/me', { token: user.token })).status).toBe(401);
    expect((await s.api('/api/account/sessions', { token: laptop })).body.data).toHaveLength(1);
  });
});
