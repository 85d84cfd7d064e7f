// @vitest-environment node
// Production mode refuses every development default at once: each reason alone, then all together.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../schemas/config/site-config';
import { hashPassword } from '../../server/auth/passwords';
import { loadConfigFile } from '../../server/config/site-config';
import { openDatabase, type Db } from '../../server/db';
import { migrate } from '../../server/db/migrations';
import { loadEnv } from '../../server/env';
import { accountProblems, billerSettingProblems, endpointProblems, estimatedSecretBits, isLoopbackHost, productionProblems, settingProblems, siteUrlProblems, siteUrlSettingProblems } from '../../server/production-checks';
import { DEMO_EDITOR, DEMO_MEMBER, DEMO_STAFF } from '../../server/seed/demo-accounts';
import { seed } from '../../server/seed/seed';
import { ROLE } from '../../shared/roles';
import { backends, PG_URL } from '../api/harness';

const key = () => crypto.randomBytes(32).toString('hex');
const SAFE = { NODE_ENV: 'production', DEMO_ACCOUNTS: '0', SEED_DEMO_CONTENT: '0', PAYMENT_SANDBOX: '0', MEDIA_SECRET: key(), PAYMENT_SECRET: key(), SMTP_URL: 'smtps://mailer:secret@smtp.example.test:465',
  SITE_URL: 'https://www.emotions.example',
  EPOCH_JOIN_URL: 'https://join.epoch.example/flexpost',
  EPOCH_CO_CODE: 'XYZ',
  EPOCH_DIGEST_KEY: key(),
};
/** The safe production variables with some changed; only these, never the test runner's own. */
const envWith = (changes: Record<string, string> = {}) => loadEnv({ ...SAFE, ...changes });

function configAt(siteUrl: string): SiteConfig {
  const config = loadConfigFile('site-configs/default.json');
  config.core.deployment.siteUrl = siteUrl;
  return config;
}

describe('the billers and the public address', () => {
  it('pass with an Epoch account, SITE_URL equal to the configured address, and bitcoin off', () => {
    const config = configAt('https://www.emotions.example');
    expect([...billerSettingProblems(envWith()), ...siteUrlSettingProblems(envWith(), config, 'x'), ...endpointProblems(envWith(), config, 'x')]).toEqual([]);
  });

  it.each([
    [{ EPOCH_JOIN_URL: 'https://www.emotions.example/sandbox/epoch/join' }, 'EPOCH_JOIN_URL points at the Epoch emulator'],
    [{ EPOCH_DIGEST_KEY: '' }, 'EPOCH_DIGEST_KEY is not set'],
    [{ EPOCH_API_URL: 'https://api.epoch.example/cancel' }, 'EPOCH_API_URL, EPOCH_API_USER and EPOCH_API_PASSWORD go together'],
    [{ BTCPAY_URL: 'https://pay.emotions.example' }, 'a BTCPay Server store needs'],
    [{ BTCPAY_URL: 'http://pay.emotions.example', BTCPAY_STORE_ID: 's', BTCPAY_API_KEY: 'k', BTCPAY_WEBHOOK_SECRET: 'a-long-webhook-secret' }, 'BTCPAY_URL is not https'],
  ])('refuse a biller setting that cannot work safely: %o', (changes, reason) => {
    expect(billerSettingProblems(envWith(changes))).toEqual([expect.stringContaining(reason)]);
  });

  it('refuse an active endpoint whose biller is not configured', () => {
    const config = configAt('https://www.emotions.example');
    config.core.payment.endpoints = config.core.payment.endpoints.map((e) => (e.provider === 'bitcoin' ? { ...e, isActive: true } : e));
    expect(endpointProblems(envWith({ EPOCH_JOIN_URL: '', EPOCH_CO_CODE: '', EPOCH_DIGEST_KEY: '' }), config, 'x')).toEqual([
      expect.stringContaining('the epochCreditCard payment endpoint of x is active but EPOCH_JOIN_URL is not set'),
      expect.stringContaining('the epochPaypal payment endpoint of x is active but EPOCH_JOIN_URL is not set'),
      expect.stringContaining('the bitcoin payment endpoint of x is active but BTCPAY_URL is not set'),
    ]);
  });

  it.each([
    [{ SITE_URL: '' }, 'SITE_URL is not set'],
    [{ SITE_URL: 'http://www.emotions.example' }, 'is not a public https:// address'],
    [{ SITE_URL: 'https://localhost:3000' }, 'is not a public https:// address'],
    [{ SITE_URL: 'https://other.example' }, 'differs from core.deployment.siteUrl of x (https://www.emotions.example)'],
  ])('refuse a SITE_URL that mail links and billers cannot use: %o', (changes, reason) => {
    expect(siteUrlSettingProblems(envWith(changes), configAt('https://www.emotions.example'), 'x')).toEqual([expect.stringContaining(reason)]);
  });
});

describe('the variables', () => {
  it('pass with secrets set, sandbox, demo logins and demo content off', () => {
    expect(settingProblems(envWith())).toEqual([]);
  });

  it.each([
    ['DEMO_ACCOUNTS', { DEMO_ACCOUNTS: '' }, 'DEMO_ACCOUNTS is on'],
    ['DEMO_ACCOUNTS', { DEMO_ACCOUNTS: '1' }, 'set DEMO_ACCOUNTS=0'],
    ['SEED_DEMO_CONTENT', { SEED_DEMO_CONTENT: '' }, 'set SEED_DEMO_CONTENT=0'],
    ['PAYMENT_SANDBOX', { PAYMENT_SANDBOX: 'true' }, 'set PAYMENT_SANDBOX=0'],
    ['MEDIA_SECRET', { MEDIA_SECRET: '' }, 'MEDIA_SECRET is not set'],
    ['PAYMENT_SECRET', { PAYMENT_SECRET: '' }, 'PAYMENT_SECRET is not set'],
    ['MEDIA_SECRET', { MEDIA_SECRET: 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d' }, 'MEDIA_SECRET is too short (31 characters)'],
    ['PAYMENT_SECRET', { PAYMENT_SECRET: 'x'.repeat(64) }, 'PAYMENT_SECRET is guessable'],
    ['MEDIA_SECRET', { MEDIA_SECRET: 'changeme-changeme-changeme-changeme' }, 'MEDIA_SECRET is guessable'],
    ['PAYMENT_SECRET', { PAYMENT_SECRET: 'passwordpasswordpasswordpassword' }, 'PAYMENT_SECRET is guessable'],
    ['MEDIA_SECRET', { MEDIA_SECRET: 'abababababababababababababababab12' }, 'MEDIA_SECRET is guessable'],
    ['PAYMENT_SECRET', { MEDIA_SECRET: SAFE.PAYMENT_SECRET }, 'MEDIA_SECRET and PAYMENT_SECRET are the same'],
    // Long and varied enough for the entropy estimate, but well known: on the common list (with variations) or common words.
    ['MEDIA_SECRET', { MEDIA_SECRET: 'correct horse battery staple, correct horse battery staple!' }, 'MEDIA_SECRET is a well-known passphrase'],
    ['PAYMENT_SECRET', { PAYMENT_SECRET: 'the quick brown fox jumps over the lazy dog 2026' }, 'PAYMENT_SECRET is a well-known passphrase'],
    ['MEDIA_SECRET', { MEDIA_SECRET: 'P@ssw0rd!2026-Letmein-Dragon-Sunshine#' }, 'MEDIA_SECRET is a well-known passphrase'],
    ['PAYMENT_SECRET', { PAYMENT_SECRET: 'iloveyou-princess-sunshine-football-baseball' }, 'PAYMENT_SECRET is a well-known passphrase'],
    ['DISABLE_RATE_LIMITS', { DISABLE_RATE_LIMITS: '1' }, 'unset it'],
    ['SMTP_URL', { SMTP_URL: '' }, 'SMTP_URL is not set'],
    ['BENCH_STATIC_DIR', { BENCH_STATIC_DIR: '/tmp/bench-static' }, 'unset it'],
    ['S3_ENDPOINT', { MEDIA_STORAGE: 's3', S3_BUCKET: 'media', S3_REGION: 'us-east-1', S3_ENDPOINT: 'http://s3.internal.example' }, 'member files would cross the network in clear text'],
    ['S3_ENDPOINT', { MEDIA_STORAGE: 's3', S3_BUCKET: 'media', S3_REGION: 'us-east-1', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_MEMBER_REDIRECT: '1' }, 'plain http:// links of the bucket'],
  ])('refuse %s alone: %j', (name, changes, text) => {
    const problems = settingProblems(envWith(changes));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(name);
    expect(problems[0]).toContain(text);
  });

  it('accept a bucket over https, or over http on this machine', () => {
    const bucket = { MEDIA_STORAGE: 's3', S3_BUCKET: 'media', S3_REGION: 'us-east-1' };
    expect(settingProblems(envWith({ ...bucket, S3_ENDPOINT: 'https://s3.eu-central-003.backblazeb2.com', S3_MEMBER_REDIRECT: '1' }))).toEqual([]);
    expect(settingProblems(envWith({ ...bucket, S3_ENDPOINT: 'http://127.0.0.1:9000' }))).toEqual([]);
  });

  it('never print a secret', () => {
    const problems = settingProblems(envWith({ MEDIA_SECRET: 'hunter2-hunter2', PAYMENT_SECRET: 'zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz' }));
    expect(problems).toHaveLength(2);
    expect(problems.join('\n')).not.toMatch(/hunter2|zzzz/);
  });

  it('accept keys from any generator: hex, base64 and base64url of 16 to 64 random bytes', () => {
    // Hash outputs stand in for random bytes, fixed so that a failure can be replayed.
    const weakest = { bits: Infinity, secret: '' };
    for (let i = 0; i < 3000; i++) {
      const bytes = crypto.createHash('sha512').update(`key ${i}`).digest().subarray(0, 16 + (i % 49));
      for (const encoding of ['hex', 'base64', 'base64url'] as const) {
        const secret = bytes.toString(encoding);
        if (secret.length < 32) continue; // refused as too short before its entropy counts
        const bits = estimatedSecretBits(secret);
        if (bits < weakest.bits) Object.assign(weakest, { bits, secret });
      }
    }
    expect(weakest.bits, weakest.secret).toBeGreaterThanOrEqual(80);
  });

  it('never take a generated key for a well-known passphrase', () => {
    for (let i = 0; i < 200; i++) {
      const bytes = crypto.createHash('sha512').update(`passphrase ${i}`).digest().subarray(0, 24 + (i % 41));
      for (const encoding of ['hex', 'base64', 'base64url'] as const) {
        const secret = bytes.toString(encoding);
        expect(settingProblems(envWith({ MEDIA_SECRET: secret })), secret).toEqual([]);
      }
    }
  });
});

describe('the site URL of the active configuration', () => {
  it.each(['https://www.emotions.example', 'https://emotions.example:8443/members/', 'https://localhost.example.com', 'https://10.0.0.5', 'https://[2001:db8::1]'])('passes for %s', (url) => {
    expect(siteUrlProblems(configAt(url), 'site.json')).toEqual([]);
  });

  it.each([
    'http://localhost:3000',
    'https://LOCALHOST.',
    'https://shop.localhost',
    'https://127.0.0.1',
    'https://127.8.9.10:8080',
    'https://127.1',
    'https://2130706433',
    'https://0.0.0.0',
    'https://0',
    'https://[::1]:3000',
    'https://[::]',
    'https://[::ffff:127.0.0.1]',
  ])('refuses the loopback %s, naming the setting and the file', (url) => {
    expect(siteUrlProblems(configAt(url), 'site-configs/mine.json')).toEqual([`core.deployment.siteUrl of site-configs/mine.json (${url}) is a loopback address: set the site's public https:// address`]);
  });

  it('refuses a public address without https', () => {
    expect(siteUrlProblems(configAt('http://www.emotions.example'), 'the published configuration')).toEqual([
      "core.deployment.siteUrl of the published configuration (http://www.emotions.example) is not https: set the site's public https:// address",
    ]);
  });

  it('knows the loopback host names and addresses', () => {
    expect(['localhost', '[::1]', '127.0.0.53', '0.0.0.0', 'a.b.localhost'].every(isLoopbackHost)).toBe(true);
    expect(['example.com', '128.0.0.1', '10.0.0.1', '[::2]', 'localhost.example', '126.255.255.255'].some(isLoopbackHost)).toBe(false);
  });
});

describe.each(backends)('accounts in the database (%s)', (backend) => {
  let database: Db;
  let pgSchema: string | undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'production-checks-'));

  async function pgAdmin(sql: string) {
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    await client.query(sql);
    await client.end();
  }

  beforeAll(async () => {
    if (backend === 'postgres') {
      pgSchema = `t_${crypto.randomBytes(6).toString('hex')}`;
      await pgAdmin(`CREATE SCHEMA ${pgSchema}`);
    }
    database = openDatabase({ url: backend === 'postgres' ? PG_URL : path.join(dataDir, 'site.db'), pgSchema });
    await migrate(database.db, database.dialect);
  });
  afterAll(async () => {
    await database.close();
    if (pgSchema) await pgAdmin(`DROP SCHEMA ${pgSchema} CASCADE`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const addUser = async (username: string, password: string, role: number = ROLE.staff) =>
    database.db
      .insertInto('users')
      .values({ role_id: role, username, username_lower: username.toLowerCase(), email: `${username}@site.test`, email_lower: `${username.toLowerCase()}@site.test`, password_hash: await hashPassword(password), avatar: null, customer: 0, created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
  const rename = (from: string, to: string) => database.db.updateTable('users').set({ username: to, username_lower: to, email: `${to}@site.test`, email_lower: `${to}@site.test` }).where('username_lower', '=', from).execute();
  const setPassword = async (username: string, password: string) => database.db.updateTable('users').set({ password_hash: await hashPassword(password) }).where('username_lower', '=', username).execute();

  it('an empty database and staff with their own passwords pass', async () => {
    expect(await accountProblems(database.db)).toEqual([]);
    await addUser('owner', 'a long password of its own');
    expect(await accountProblems(database.db)).toEqual([]);
  });

  it('visitors who sign up as "staff" or "member" with the demo passwords cannot block the start', async () => {
    const staffName = await addUser(DEMO_STAFF.username, DEMO_STAFF.password, ROLE.member);
    const memberName = await addUser(DEMO_MEMBER.username, DEMO_MEMBER.password, ROLE.member);
    expect(await accountProblems(database.db)).toEqual([]);
    await database.db.deleteFrom('users').where('id', 'in', [staffName.id, memberName.id]).execute();
  });

  it('the seeded demo logins are refused, each on its own line', async () => {
    await seed(database.db, database.dialect, { updates: 10 });
    expect(await accountProblems(database.db)).toEqual([
      expect.stringMatching(/^account "staff" \(id \d+\) has the public password of the demo login "staff": delete the account or change its password$/),
      expect.stringMatching(/^account "member" \(id \d+\) has the public password of the demo login "member"/),
      expect.stringMatching(/^account "editor" \(id \d+\) has the public password of the demo login "editor"/),
    ]);
  });

  it('renamed demo logins are still found by their public passwords, and pass once given new ones', async () => {
    await rename(DEMO_STAFF.username, 'boss');
    await rename(DEMO_MEMBER.username, 'regular');
    await rename(DEMO_EDITOR.username, 'writer');
    expect(await accountProblems(database.db)).toEqual([
      expect.stringMatching(/^account "boss" \(id \d+\) has the public password of the demo login "staff"/),
      expect.stringMatching(/^account "regular" \(id \d+\) has the public password of the demo login "member"/),
      expect.stringMatching(/^account "writer" \(id \d+\) has the public password of the demo login "editor"/),
    ]);
    await setPassword('writer', 'a new editor password');
    // A staff account given the member's demo password is refused too.
    await setPassword('owner', DEMO_MEMBER.password);
    expect(await accountProblems(database.db)).toEqual([expect.stringContaining('account "owner"'), expect.stringContaining('account "boss"'), expect.stringContaining('account "regular"')]);
    await setPassword('boss', 'a new password nobody knows');
    await setPassword('regular', 'another new password');
    await setPassword('owner', 'the owner password again');
    expect(await accountProblems(database.db)).toEqual([]);
  });

  it('all reasons together are listed at once', async () => {
    await setPassword('boss', DEMO_STAFF.password);
    const everything = await productionProblems({ env: loadEnv({ NODE_ENV: 'production', DISABLE_RATE_LIMITS: '1' }), config: configAt('http://localhost:3000'), configSource: 'site-configs/default.json', db: database.db });
    expect(everything).toEqual([
      expect.stringContaining('DEMO_ACCOUNTS is on'),
      expect.stringContaining('SEED_DEMO_CONTENT is on'),
      expect.stringContaining('PAYMENT_SANDBOX is on'),
      expect.stringContaining('MEDIA_SECRET is not set'),
      expect.stringContaining('PAYMENT_SECRET is not set'),
      expect.stringContaining('DISABLE_RATE_LIMITS is on'),
      expect.stringContaining('SMTP_URL is not set'),
      expect.stringContaining('core.deployment.siteUrl of site-configs/default.json (http://localhost:3000) is a loopback address'),
      expect.stringContaining('SITE_URL is not set'),
      expect.stringContaining('the epochCreditCard payment endpoint of site-configs/default.json is active but EPOCH_JOIN_URL is not set'),
      expect.stringContaining('the epochPaypal payment endpoint of site-configs/default.json is active but EPOCH_JOIN_URL is not set'),
      expect.stringMatching(/^account "boss" \(id \d+\) has the public password of the demo login "staff"/),
    ]);
    expect(await productionProblems({ env: envWith(), config: configAt('https://www.emotions.example'), configSource: 'x', db: database.db })).toEqual([expect.stringContaining('account "boss"')]);
  });
});
