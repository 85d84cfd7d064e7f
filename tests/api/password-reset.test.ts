// @vitest-environment node
// Password reset end to end through a real SMTP server (smtp-server): the request answers the same
// for every name, the mail carries a single-use link valid an hour, the reset sets the password
// and revokes every session; spent, superseded, expired and blocked accounts' links are refused.
import crypto from 'node:crypto';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createUser, startServer, useRealNetwork, type TestServer } from './harness';
import { recipientOf, startSmtpSink, type SmtpSink } from './smtp-sink';

useRealNetwork();

const INVALID = 'This reset link is invalid or has expired. Please request a new one.';
const NEW_PASSWORD = 'brand new secret 7';

/** The token of the link in a reset mail (text and HTML carry the same one), on the address the request came in on. */
function linkToken(mail: ParsedMail): string {
  const match = /(http:\/\/127\.0\.0\.1:\d+)\/login\/reset\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '');
  expect(match, mail.text).not.toBeNull();
  expect(mail.html).toContain(`${match![1]}/login/reset?token=${match![2]}`);
  return match![2]!;
}

describe.each(backends)('password reset on %s', (backend) => {
  let s: TestServer;
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
    s = await startServer(backend, { seedUpdates: 5, env: { SMTP_URL: sink.url } });
  }, 60_000);
  afterAll(async () => {
    await s?.close();
    await sink?.close();
  });

  const forgot = (login: string, locale?: string) => s.api('/api/password/forgot', { method: 'POST', json: { login, ...(locale ? { locale } : {}) } });
  const reset = (token: string, password = NEW_PASSWORD, confirmation: string | undefined = password) =>
    s.api('/api/password/reset', { method: 'POST', json: { token, password, ...(confirmation !== undefined ? { password_confirmation: confirmation } : {}) } });
  const login = (username: string, password: string) => s.api('/api/login', { method: 'POST', json: { username, password } });
  const mailTo = (address: string) => sink.next((m) => recipientOf(m) === address);
  const resetRows = (userId: number) => s.ctx.db.selectFrom('password_resets').selectAll().where('user_id', '=', userId).execute();

  it('mails a link in the visitor language, resets the password once and logs every session out', async () => {
    const user = await createUser(s, 'resetter');
    const otherSession = (await login('resetter', user.password)).body.data.token as string;
    const asked = await forgot('Resetter@Example.test', 'de_DE');
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({ data: { ok: true } });

    const mail = await mailTo('resetter@example.test');
    expect(mail.subject).toBe('Passwort für Emotions zurücksetzen');
    expect(mail.text).toContain('Der folgende Link ist 60 Minuten lang gültig');
    const token = linkToken(mail);
    // Only the token's hash is stored.
    const [row] = await resetRows(user.id);
    expect(row!.token_hash).toBe(crypto.createHash('sha256').update(token).digest('hex'));
    expect(row!.token_hash).not.toContain(token);
    expect(Date.parse(row!.expires_at) - Date.parse(row!.created_at)).toBe(60 * 60_000);

    // Signup's rules, and a refused attempt does not spend the link.
    expect((await reset(token, 'short')).body.error.fields).toEqual({ password: 'Password must be at least 8 characters' });
    expect((await reset(token, 'password')).body.error).toMatchObject({ code: 'weak_password', fields: { password: 'This password is on a list of common or leaked passwords. Please choose another one.' } });
    // The account's own name makes a guessable password.
    expect((await reset(token, 'resetter2026')).body.error.code).toBe('weak_password');
    expect((await reset(token, 'x'.repeat(201))).body.error.fields).toEqual({ password: 'Password must be at most 200 characters' });
    const mismatch = await reset(token, NEW_PASSWORD, 'something else 1');
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error).toMatchObject({ message: 'Passwords do not match', fields: { password_confirmation: 'Passwords do not match' } });

    const done = await reset(token);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ data: { ok: true } });
    expect((await login('resetter', user.password)).status).toBe(401);
    expect((await login('resetter', NEW_PASSWORD)).status).toBe(200);
    for (const old of [user.token, otherSession]) expect((await s.api('/api/me', { token: old })).status).toBe(401);

    const again = await reset(token, 'yet another one 9');
    expect(again.status).toBe(400);
    expect(again.body.error).toMatchObject({ code: 'invalid_token', message: INVALID });
    expect((await login('resetter', NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses an expired link, and an earlier link once a newer one is asked for', async () => {
    const user = await createUser(s, 'expiring');
    await forgot('expiring');
    const first = linkToken(await mailTo('expiring@example.test'));
    await forgot('expiring');
    const second = linkToken(await mailTo('expiring@example.test'));
    expect((await reset(first)).body.error.message).toBe(INVALID);

    const realNow = s.ctx.now;
    s.ctx.now = () => new Date(Date.now() + 61 * 60_000).toISOString();
    try {
      expect((await reset(second)).body.error).toMatchObject({ code: 'invalid_token', message: INVALID });
    } finally {
      s.ctx.now = realNow;
    }
    // 59 minutes on, it still works.
    s.ctx.now = () => new Date(Date.now() + 59 * 60_000).toISOString();
    try {
      expect((await reset(second)).status).toBe(200);
    } finally {
      s.ctx.now = realNow;
    }
    expect((await login('expiring', NEW_PASSWORD)).status).toBe(200);
    expect((await resetRows(user.id)).every((r) => r.used_at !== null)).toBe(true);
  });

  it('answers an unknown name exactly like a known one and mails nobody', async () => {
    await createUser(s, 'known-one');
    const known = await forgot('known-one');
    const unknown = await forgot('nobody-by-this-name');
    const unknownEmail = await forgot('nobody@example.test');
    for (const answer of [unknown, unknownEmail]) {
      expect(answer.status).toBe(known.status);
      expect(answer.body).toEqual(known.body);
      expect(answer.headers.get('content-length')).toBe(known.headers.get('content-length'));
    }
    await mailTo('known-one@example.test');
    const rows = await s.ctx.db.selectFrom('sent_mails').select('recipient').where('template', '=', 'passwordReset').execute();
    expect(rows.map((r) => r.recipient)).not.toContain('nobody@example.test');
    expect(sink.messages.some((m) => recipientOf(m) === 'nobody@example.test')).toBe(false);
  });

  it("uses the account's language when the request names none", async () => {
    const user = await createUser(s, 'francophone');
    await s.ctx.db.updateTable('users').set({ locale: 'fr_FR' }).where('id', '=', user.id).execute();
    await forgot('francophone');
    expect((await mailTo('francophone@example.test')).subject).toBe('Réinitialisez votre mot de passe Emotions');
    // A site language mail is not written in (a fifth locale) falls back to the account's too.
    await forgot('francophone', 'it_IT');
    expect((await mailTo('francophone@example.test')).subject).toBe('Réinitialisez votre mot de passe Emotions');
  });

  it('sends a blocked account no link, and refuses a link it had before it was blocked', async () => {
    const user = await createUser(s, 'blocked-one');
    await forgot('blocked-one');
    const earlier = linkToken(await mailTo('blocked-one@example.test'));
    await s.ctx.db.updateTable('users').set({ blocked_at: new Date().toISOString(), blocked_reason: 'chargeback' }).where('id', '=', user.id).execute();
    const before = (await resetRows(user.id)).length;
    const asked = await forgot('blocked-one');
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({ data: { ok: true } });
    expect(await resetRows(user.id)).toHaveLength(before);
    // A later mail to someone else arrives; none to the blocked account came before it.
    await createUser(s, 'after-blocked');
    await forgot('after-blocked');
    await mailTo('after-blocked@example.test');
    expect(sink.messages.filter((m) => recipientOf(m) === 'blocked-one@example.test')).toHaveLength(1);
    expect((await reset(earlier)).body.error.message).toBe(INVALID);
  });

  it('refuses bad requests with 400, never 500', async () => {
    expect((await s.api('/api/password/forgot', { method: 'POST', json: {} })).status).toBe(400);
    expect((await s.api('/api/password/forgot', { method: 'POST', json: { login: 'x', locale: 'german' } })).status).toBe(400);
    const shortToken = await reset('abc');
    expect(shortToken.status).toBe(400);
    expect(shortToken.body.error.fields).toMatchObject({ token: INVALID });
    expect((await reset('a'.repeat(43))).body.error).toMatchObject({ code: 'invalid_token', message: INVALID });
  });
});

describe('password reset limits', () => {
  let s: TestServer;
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
    // The limits count in memory (or Redis) whatever the database: one backend is enough.
    s = await startServer('sqlite', { seedUpdates: 5, rateLimits: true, env: { SMTP_URL: sink.url } });
  }, 60_000);
  afterAll(async () => {
    await s?.close();
    await sink?.close();
  });

  it('mails one account at most three links an hour, silently, and refuses a sixth request a minute from one address', async () => {
    await createUser(s, 'popular');
    const forgot = (login: string) => s.api('/api/password/forgot', { method: 'POST', json: { login } });
    for (let i = 0; i < 3; i++) {
      expect((await forgot(i % 2 ? 'popular' : 'popular@example.test')).status).toBe(202);
      await sink.next((m) => recipientOf(m) === 'popular@example.test');
    }
    const fourth = await forgot('popular');
    expect(fourth.status).toBe(202);
    expect(fourth.body).toEqual({ data: { ok: true } });
    expect((await forgot('someone-else')).status).toBe(202);
    const sixth = await forgot('popular');
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('retry-after')).toMatch(/^\d+$/);
    const mails = await s.ctx.db.selectFrom('sent_mails').select('id').where('recipient', '=', 'popular@example.test').execute();
    expect(mails).toHaveLength(3);
  });
});
