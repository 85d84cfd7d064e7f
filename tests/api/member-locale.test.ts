// @vitest-environment node
// A member who switches the interface language gets every later mail in it (PUT /api/me/locale).
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { backends, createUser, suiteServer, useRealNetwork, type TestServer } from './harness';
import { mailDir } from '../../server/mail';

useRealNetwork();

async function mailsTo(s: TestServer, address: string) {
  const dir = mailDir(s.ctx.dataDir);
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.eml')).sort() : [];
  const mails = await Promise.all(files.map((file) => simpleParser(fs.readFileSync(path.join(dir, file)))));
  return mails.filter((m) => m.to && !Array.isArray(m.to) && m.to.value[0]?.address === address);
}

describe.each(backends)('the member language (%s)', (backend) => {
  const server = suiteServer(backend);

  it('saves the language a member switches to, and the next mail is written in it', async () => {
    const s = server();
    const { id, token } = await createUser(s, 'Sprachwechsel');
    const saved = await s.api('/api/me/locale', { method: 'PUT', token, json: { locale: 'de_DE' } });
    expect(saved).toMatchObject({ status: 200, body: { data: { locale: 'de_DE' } } });
    expect((await s.ctx.db.selectFrom('users').select('locale').where('id', '=', id).executeTakeFirstOrThrow()).locale).toBe('de_DE');

    // A reset asked for without a language (another device, an old page) follows the account.
    expect((await s.api('/api/password/forgot', { method: 'POST', json: { login: 'Sprachwechsel' } })).status).toBe(202);
    await expect.poll(async () => (await mailsTo(s, 'sprachwechsel@example.test')).length).toBe(1);
    const [mail] = await mailsTo(s, 'sprachwechsel@example.test');
    expect(mail!.subject).toBe('Passwort für Emotions zurücksetzen');

    await s.api('/api/me/locale', { method: 'PUT', token, json: { locale: 'fr_FR' } });
    expect((await s.ctx.db.selectFrom('users').select('locale').where('id', '=', id).executeTakeFirstOrThrow()).locale).toBe('fr_FR');
  });

  it('refuses a language the site does not have, a body with more fields, and a visitor', async () => {
    const s = server();
    const { token } = await createUser(s, 'Sprachlos');
    expect(await s.api('/api/me/locale', { method: 'PUT', token, json: { locale: 'xx_YY' } })).toMatchObject({ status: 400, body: { error: { code: 'validation_failed', fields: { locale: expect.any(String) } } } });
    expect((await s.api('/api/me/locale', { method: 'PUT', token, json: { locale: 'de_DE', user_id: 1 } })).status).toBe(400);
    expect((await s.api('/api/me/locale', { method: 'PUT', json: { locale: 'de_DE' } })).status).toBe(401);
  });
});
