// @vitest-environment node
// Two-factor sign-in through the API, with mail through a real SMTP server: set-up and confirm
// (the secret never stored or shown again in clear, recovery codes only as hashes), the login's
// second step (a 6-digit code once, a recovery code once, a challenge bound to its account that
// expires), turning off and new recovery codes with password and code, and wrong codes counted in
// the login limits. The server's clock (ctx.now) is moved instead of waiting for the next code.
import type { ParsedMail } from 'mailparser';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createUser, startServer, useRealNetwork, type TestServer } from './harness';
import { recipientOf, startSmtpSink, type SmtpSink } from './smtp-sink';
import { LOGIN_LIMITS } from '../../server/auth/limits';

useRealNetwork();

describe.each(backends)('two-factor sign-in on %s', (backend) => {
  let s: TestServer;
  let sink: SmtpSink;
  /** The server's clock, moved by the tests: a new 30-second step gives a new code. */
  let offsetMs = 0;
  beforeAll(async () => {
    sink = await startSmtpSink();
    s = await startServer(backend, { env: { SMTP_URL: sink.url } });
    s.ctx.now = () => new Date(Date.now() + offsetMs).toISOString();
  }, 60_000);
  afterAll(async () => {
    await s?.close();
    await sink?.close();
  });

  const nextStep = () => (offsetMs += 30_000);
  const codeOf = (secret: string) => generate({ secret: secret.replace(/\s/g, ''), epoch: Math.floor((Date.now() + offsetMs) / 1000) });
  const login = (username: string, password: string) => s.api('/api/login', { method: 'POST', json: { username, password } });
  const second = (challenge: string, code: string) => s.api('/api/login/two-factor', { method: 'POST', json: { challenge, code } });
  const mailTo = (address: string, subject: RegExp) => sink.next((m: ParsedMail) => recipientOf(m) === address && subject.test(m.subject ?? ''));

  /** A member with two-factor on: the secret as shown, and the recovery codes. */
  async function withTwoFactor(username: string) {
    const user = await createUser(s, username);
    const setup = await s.api('/api/account/two-factor/setup', { method: 'POST', token: user.token, json: {} });
    expect(setup.status).toBe(201);
    const secret = setup.body.data.secret as string;
    const confirmed = await s.api('/api/account/two-factor/confirm', { method: 'POST', token: user.token, json: { code: await codeOf(secret) } });
    expect(confirmed.status).toBe(200);
    nextStep();
    return { ...user, secret, recoveryCodes: confirmed.body.data.recoveryCodes as string[] };
  }

  it('sets up with a QR code and the secret as text, turns on with a code, answers recovery codes once and mails', async () => {
    const user = await createUser(s, 'setter');
    const setup = await s.api('/api/account/two-factor/setup', { method: 'POST', token: user.token, json: {} });
    expect(setup.status).toBe(201);
    expect(setup.headers.get('cache-control')).toContain('no-store');
    const { uri, qrCode, secret } = setup.body.data as { uri: string; qrCode: string; secret: string };
    expect(secret).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    expect(uri).toBe(`otpauth://totp/Emotions:setter?secret=${secret.replace(/ /g, '')}&issuer=Emotions`);
    expect(qrCode).toMatch(/^data:image\/png;base64,/);
    // Not in clear in the database.
    const row = await s.ctx.db.selectFrom('two_factor').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.secret_enc).not.toContain(secret.replace(/ /g, ''));
    expect(row.enabled_at).toBeNull();
    // Pending: the password alone still signs in.
    expect((await login('setter', user.password)).body.data.token).toBeTruthy();

    const confirm = (code: string) => s.api('/api/account/two-factor/confirm', { method: 'POST', token: user.token, json: { code } });
    const current = await codeOf(secret);
    const wrong = current === '000000' ? '111111' : '000000';
    expect((await confirm(wrong)).body.error).toMatchObject({ code: 'invalid_code', fields: { code: expect.stringContaining('not correct') } });
    expect((await confirm('12ab56')).status).toBe(400);
    expect((await s.api('/api/account/two-factor/confirm', { method: 'POST', token: user.token, json: { code: current, user_id: 1 } })).status).toBe(400);
    expect((await s.api('/api/account/two-factor/confirm', { method: 'POST', json: { code: current } })).status).toBe(401);
    const on = await confirm(current);
    expect(on.status).toBe(200);
    const codes = on.body.data.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const stored = await s.ctx.db.selectFrom('two_factor_recovery_codes').select('code_hash').where('user_id', '=', user.id).execute();
    expect(stored).toHaveLength(10);
    for (const { code_hash } of stored) expect(codes.join(' ')).not.toContain(code_hash);
    expect((await s.api('/api/account/two-factor', { token: user.token })).body.data).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    // Once on, the secret is never shown again: a new set-up is refused.
    expect((await s.api('/api/account/two-factor/setup', { method: 'POST', token: user.token, json: {} })).status).toBe(409);
    const mail = await mailTo('setter@example.test', /Two-factor sign-in .* was turned on/);
    expect(mail.text).toContain('Two-factor sign-in was turned on for your account setter');
    expect(mail.text).not.toContain(codes[0]);
  });

  it('asks for the second step after the password: a code works once, a recovery code once', async () => {
    const user = await withTwoFactor('twostep');
    const first = await login('twostep', user.password);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
    expect(first.body.data.token).toBeUndefined();
    const challenge = first.body.data.challenge as string;
    const stored = await s.ctx.db.selectFrom('login_challenges').select('token_hash').where('user_id', '=', user.id).execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(challenge);

    const code = await codeOf(user.secret);
    const signedIn = await second(challenge, code);
    expect(signedIn.status).toBe(200);
    expect((await s.api('/api/me', { token: signedIn.body.data.token })).body.data.username).toBe('twostep');
    expect(signedIn.headers.get('set-cookie')).toMatch(/known_device=/);
    // The challenge is spent, and the same code is refused with a fresh challenge.
    expect((await second(challenge, code)).body.error.code).toBe('invalid_challenge');
    const replay = await second((await login('twostep', user.password)).body.data.challenge, code);
    expect(replay.status).toBe(401);
    expect(replay.body.error.code).toBe('invalid_code');

    // A recovery code (typed in capitals, without the dash) works once.
    const recovery = user.recoveryCodes[3]!;
    const withRecovery = await second((await login('twostep', user.password)).body.data.challenge, recovery.toUpperCase().replace('-', ''));
    expect(withRecovery.status).toBe(200);
    expect((await second((await login('twostep', user.password)).body.data.challenge, recovery)).status).toBe(401);
    expect((await s.api('/api/account/two-factor', { token: user.token })).body.data).toEqual({ enabled: true, recoveryCodesLeft: 9 });
  });

  it('refuses an expired challenge, and a challenge with another account\'s code', async () => {
    const alice = await withTwoFactor('alice2fa');
    const bob = await withTwoFactor('bob2fa');
    const challenge = (await login('alice2fa', alice.password)).body.data.challenge as string;
    offsetMs += 5 * 60_000 + 1000;
    expect((await second(challenge, await codeOf(alice.secret))).body.error.code).toBe('invalid_challenge');

    const aliceChallenge = (await login('alice2fa', alice.password)).body.data.challenge as string;
    expect((await second(aliceChallenge, await codeOf(bob.secret))).status).toBe(401);
    expect((await second(aliceChallenge, bob.recoveryCodes[0]!)).status).toBe(401);
    // Bob's recovery code is still his.
    expect((await second((await login('bob2fa', bob.password)).body.data.challenge, bob.recoveryCodes[0]!)).status).toBe(200);
    expect((await second('x'.repeat(43), await codeOf(alice.secret))).body.error.code).toBe('invalid_challenge');
  });

  it('stays on after a password reset', async () => {
    await withTwoFactor('resetter');
    expect((await s.api('/api/password/forgot', { method: 'POST', json: { login: 'resetter' } })).status).toBe(202);
    const mail = await mailTo('resetter@example.test', /password/i);
    const token = /reset\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '')![1]!;
    expect((await s.api('/api/password/reset', { method: 'POST', json: { token, password: 'seven blue herons 41' } })).status).toBe(200);
    expect((await login('resetter', 'seven blue herons 41')).body.data.twoFactorRequired).toBe(true);
  });

  it('turns off and makes new recovery codes only with the password and a code, and mails', async () => {
    const user = await withTwoFactor('leaver');
    const disable = (json: object) => s.api('/api/account/two-factor/disable', { method: 'POST', token: user.token, json });
    expect((await disable({ current_password: user.password })).status).toBe(400);
    expect((await disable({ current_password: 'not it', code: await codeOf(user.secret) })).body.error.code).toBe('wrong_password');
    expect((await disable({ current_password: user.password, code: 'aaaaa-bbbbb' })).body.error.code).toBe('invalid_code');

    const renewed = await s.api('/api/account/two-factor/recovery-codes', { method: 'POST', token: user.token, json: { current_password: user.password, code: user.recoveryCodes[0] } });
    expect(renewed.body.data.recoveryCodes).toHaveLength(10);
    // The old codes stopped working.
    expect((await disable({ current_password: user.password, code: user.recoveryCodes[1] })).body.error.code).toBe('invalid_code');
    expect((await disable({ current_password: user.password, code: await codeOf(user.secret) })).body.data).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    expect((await login('leaver', user.password)).body.data.token).toBeTruthy();
    expect(await s.ctx.db.selectFrom('two_factor_recovery_codes').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
    const mail = await mailTo('leaver@example.test', /Two-factor sign-in .* was turned off/);
    expect(mail.text).toContain('Signing in now asks only for your password');
    expect((await disable({ current_password: user.password, code: '123456' })).status).toBe(409);
  });

  it('counts wrong codes in the login limits, so codes cannot be guessed', async () => {
    const user = await withTwoFactor('guessed');
    const { points } = LOGIN_LIMITS.consecutive;
    let challenge = (await login('guessed', user.password)).body.data.challenge as string;
    const right = await codeOf(user.secret);
    const wrong = right === '000000' ? '111111' : '000000';
    // The password is one attempt, each wrong code one more; a challenge dies after 5 wrong codes
    // and the password gives another: after `points` attempts in all, the pair waits.
    let answer = await second(challenge, wrong);
    for (let tries = 1; answer.status !== 429 && tries < 3 * points; tries++) {
      if (answer.body.error?.code === 'invalid_challenge') {
        answer = await login('guessed', user.password);
        if (answer.status === 429) break;
        challenge = answer.body.data.challenge;
      }
      answer = await second(challenge, wrong);
    }
    expect(answer.status).toBe(429);
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(60);
    expect(answer.body.error.message).toMatch(/^Too many attempts\. Please wait \d+ minutes and try again\.$/);
    // Even the right code waits now.
    const fresh = await login('guessed', user.password);
    expect(fresh.status).toBe(429);
    expect((await second(challenge, right)).status).not.toBe(200);
  });
});
