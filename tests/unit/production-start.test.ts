// @vitest-environment node
// The server entry in production mode: on development defaults it exits 1 naming every reason and
// never listens; with production settings it starts on an empty database and serves.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfigFile } from '../../server/config/site-config';
import { openDatabase } from '../../server/db';
import { migrate } from '../../server/db/migrations';
import { DEMO_STAFF } from '../../server/seed/demo-accounts';
import { seed } from '../../server/seed/seed';
import { useRealNetwork } from '../api/harness';

const ENTRY = ['--import', 'tsx', 'server/main.ts'];
// The shared setup's msw would answer /api/* in place of the spawned server.
useRealNetwork();
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'production-start-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The runner's environment with every variable production mode looks at overridden (empty = unset). */
const productionEnv = (dataDir: string, overrides: Record<string, string>): NodeJS.ProcessEnv => ({
  ...process.env,
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  REDIS_URL: '',
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'info',
  SITE_CONFIG: '',
  MEDIA_SECRET: '',
  PAYMENT_SECRET: '',
  DEMO_ACCOUNTS: '',
  SEED_DEMO_CONTENT: '',
  PAYMENT_SANDBOX: '',
  DISABLE_RATE_LIMITS: '',
  SMTP_URL: '',
  SITE_URL: '',
  ...Object.fromEntries(['EPOCH_JOIN_URL', 'EPOCH_CO_CODE', 'EPOCH_RESELLER', 'EPOCH_DIGEST_KEY', 'EPOCH_API_URL', 'EPOCH_API_USER', 'EPOCH_API_PASSWORD', 'BTCPAY_URL', 'BTCPAY_STORE_ID', 'BTCPAY_API_KEY', 'BTCPAY_WEBHOOK_SECRET'].map((name) => [name, ''])),
  ...overrides,
});

async function counts(dataDir: string) {
  const database = openDatabase({ url: path.join(dataDir, 'site.db') });
  try {
    const count = async (table: 'users' | 'articles' | 'updates') => Number((await database.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    return { users: await count('users'), articles: await count('articles'), updates: await count('updates') };
  } finally {
    await database.close();
  }
}

describe('NODE_ENV=production on development defaults', { timeout: 60_000 }, () => {
  it('exits 1 naming every reason, one line each, and never listens', async () => {
    const dataDir = tempDir();
    // A database seeded as by `npm start`: the demo logins (staff, member, editor) exist.
    const database = openDatabase({ url: path.join(dataDir, 'site.db') });
    await migrate(database.db, database.dialect);
    await seed(database.db, database.dialect, { updates: 10 });
    await database.close();

    const result = spawnSync(process.execPath, ENTRY, { env: productionEnv(dataDir, { PAYMENT_SECRET: 'too-short', DISABLE_RATE_LIMITS: '1' }), encoding: 'utf8' });
    expect(result.status).toBe(1);
    const reasons = [
      'DEMO_ACCOUNTS is on',
      'SEED_DEMO_CONTENT is on',
      'PAYMENT_SANDBOX is on',
      'MEDIA_SECRET is not set',
      'PAYMENT_SECRET is too short (9 characters)',
      'DISABLE_RATE_LIMITS is on',
      'SMTP_URL is not set',
      'core.deployment.siteUrl of site-configs/default.json (http://localhost:3000) is a loopback address',
      'SITE_URL is not set',
      'the epochCreditCard payment endpoint of site-configs/default.json is active but EPOCH_JOIN_URL is not set',
      'the epochPaypal payment endpoint of site-configs/default.json is active but EPOCH_JOIN_URL is not set',
      'account "staff"',
      'account "member"',
      'account "editor"',
    ];
    expect(result.stderr).toContain(`Refusing to start in production mode (NODE_ENV=production), ${reasons.length} problems:`);
    const lines = result.stderr.split('\n').filter((line) => line.startsWith('  '));
    expect(lines).toHaveLength(reasons.length);
    reasons.forEach((reason, i) => expect(lines[i]).toContain(reason));
    expect(result.stderr).not.toContain('too-short');
    expect(result.stdout).not.toContain('"listening"');
  });

  it('refuses a well-known passphrase as a key, however long, without printing it', async () => {
    const dataDir = tempDir();
    const phrase = 'Correct Horse Battery Staple, correct horse battery staple!';
    const result = spawnSync(process.execPath, ENTRY, { env: productionEnv(dataDir, { MEDIA_SECRET: phrase, PAYMENT_SECRET: 'iloveyou-princess-sunshine-football-2026' }), encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('MEDIA_SECRET is a well-known passphrase');
    expect(result.stderr).toContain('PAYMENT_SECRET is a well-known passphrase');
    expect(result.stderr).not.toMatch(/horse|princess/i);
    expect(result.stdout).not.toContain('"listening"');
  });

  it('leaves an empty database empty and writes no development secrets', () => {
    const dataDir = tempDir();
    const result = spawnSync(process.execPath, ENTRY, { env: productionEnv(dataDir, {}), encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('10 problems');
    expect(result.stdout).not.toContain('"listening"');
    expect(existsSync(path.join(dataDir, 'secrets.json'))).toBe(false);
    return expect(counts(dataDir)).resolves.toEqual({ users: 0, articles: 0, updates: 0 });
  });
});

/** An Epoch account's settings (invented values): what an operator sets for card and PayPal. */
const EPOCH_ACCOUNT = { EPOCH_JOIN_URL: 'https://join.epoch.example/flexpost', EPOCH_CO_CODE: 'XYZ', EPOCH_DIGEST_KEY: crypto.randomBytes(16).toString('hex') };

describe('NODE_ENV=production with production settings', { timeout: 60_000 }, () => {
  it('starts on an empty database, answers /api/settings, has no demo login, and stops on SIGTERM', async () => {
    const dataDir = tempDir();
    const config = loadConfigFile('site-configs/default.json');
    config.core.deployment.siteUrl = 'https://www.emotions.example';
    const siteConfig = path.join(dataDir, 'site.json');
    writeFileSync(siteConfig, JSON.stringify(config));
    const key = () => crypto.randomBytes(32).toString('hex');
    const env = productionEnv(dataDir, { SITE_CONFIG: siteConfig, MEDIA_SECRET: key(), PAYMENT_SECRET: key(), PAYMENT_SANDBOX: '0', DEMO_ACCOUNTS: '0', SEED_DEMO_CONTENT: '0', SMTP_URL: 'smtp://127.0.0.1:2525',
      SITE_URL: 'https://www.emotions.example', ...EPOCH_ACCOUNT });
    const child = spawn(process.execPath, ENTRY, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    try {
      // The port the server bound (PORT=0), from its "listening" log line; or the exit that came first.
      const port = await new Promise<number>((resolve, reject) => {
        createInterface({ input: child.stdout }).on('line', (line) => {
          if (line.includes('"msg":"listening"')) resolve((JSON.parse(line) as { port: number }).port);
        });
        void exited.then((code) => reject(new Error(`server exited with ${code}: ${stderr}`)));
      });
      const base = `http://127.0.0.1:${port}`;
      const settings = await fetch(`${base}/api/settings`);
      expect(settings.status).toBe(200);
      expect(((await settings.json()) as { data: { config: typeof config } }).data.config.core.deployment.siteUrl).toBe('https://www.emotions.example');
      expect(await (await fetch(`${base}/api/public/updates`)).json()).toMatchObject({ data: [] });
      const login = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: DEMO_STAFF.username, password: DEMO_STAFF.password }) });
      expect(login.status).toBe(401);
      // No provider emulators in production mode, not even as pages.
      expect((await fetch(`${base}/sandbox/epoch/join?co_code=SBX&pi_code=ONEMONTH&x_ans_token=anything`)).status).toBe(404);
      expect((await fetch(`${base}/sandbox/btcpay/i/anything`, { method: 'POST' })).status).toBe(404);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'secrets.json'))).toBe(false);
    expect(await counts(dataDir)).toEqual({ users: 0, articles: 0, updates: 0 });
  });
});
