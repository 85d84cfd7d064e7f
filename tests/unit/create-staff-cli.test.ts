// @vitest-environment node
// npm run create-staff writes into the database a running server uses (DATA_DIR), and the new
// account can log in and reach the staff-only configuration calls.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, useRealNetwork, type TestServer } from '../api/harness';

useRealNetwork();

const run = promisify(execFile);

describe('npm run create-staff', { timeout: 60_000 }, () => {
  let s: TestServer;
  const cli = async (...args: string[]) => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: s.ctx.dataDir };
    delete env.DATABASE_URL;
    try {
      const { stdout, stderr } = await run('node_modules/.bin/tsx', ['scripts/create-staff.ts', ...args], { env, encoding: 'utf8' });
      return { code: 0, stdout, stderr };
    } catch (e) {
      const err = e as { code: number; stdout: string; stderr: string };
      return { code: err.code, stdout: err.stdout, stderr: err.stderr };
    }
  };
  const login = (username: string, password: string) => s.api('/api/login', { method: 'POST', json: { username, password } });

  beforeAll(async () => {
    s = await startServer('sqlite');
  }, 60_000);
  afterAll(async () => {
    await s?.close();
  });

  it('creates a staff account with the given password', async () => {
    const result = await cli('--username', 'operator', '--email', 'operator@example.test', '--password', 'long enough 1');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Created staff account operator <operator@example.test>');
    expect(result.stdout).not.toContain('long enough 1');
    const session = await login('operator', 'long enough 1');
    expect(session.status).toBe(200);
    const me = (await s.api('/api/me', { token: session.body.data.token })).body.data;
    expect(me.role_id).toBe(2);
    expect((await s.api('/api/configs', { token: session.body.data.token })).status).toBe(200);
    const row = await s.ctx.db.selectFrom('users').select('password_hash').where('username', '=', 'operator').executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('creates an editor with --role editor: the studio yes, publishing no', async () => {
    const result = await cli('--username', 'writer', '--email', 'writer@example.test', '--password', 'long enough 2', '--role', 'editor');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Created editor account writer');
    const token = (await login('writer', 'long enough 2')).body.data.token;
    expect((await s.api('/api/me', { token })).body.data.role_id).toBe(4);
    expect((await s.api('/api/configs', { token })).status).toBe(200);
    expect((await s.api('/api/configs/versions/0/restore', { method: 'POST', token, json: { baseVersion: 0 } })).status).toBe(403);
    expect((await cli('--username', 'other', '--email', 'other@example.test', '--role', 'owner')).code).toBe(2);
  });

  it('generates and prints a password when none is given and nobody can type one', async () => {
    const result = await cli('--username', 'qa-lead', '--email', 'qa@example.test');
    expect(result.code).toBe(0);
    const password = /Password: (\S+)/.exec(result.stdout)?.[1];
    expect(password?.length).toBeGreaterThanOrEqual(16);
    expect((await login('qa-lead', password!)).status).toBe(200);
  });

  it('refuses taken names and emails, and bad arguments', async () => {
    const taken = await cli('--username', 'staff', '--email', 'someone@example.test', '--password', 'long enough 1');
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain('The username staff already exists');
    const email = await cli('--username', 'another', '--email', 'OPERATOR@example.test', '--password', 'long enough 1');
    expect(email.code).toBe(1);
    expect(email.stderr).toContain('already in use');
    expect((await cli('--username', 'x', '--email', 'x@example.test', '--password', 'long enough 1')).code).toBe(2);
    expect((await cli('--username', 'shorty', '--email', 's@example.test', '--password', 'short')).stderr).toContain('Password must be at least 8 characters');
    const usage = await cli('--email', 'nobody@example.test');
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('usage: npm run create-staff');
    expect((await s.ctx.db.selectFrom('users').select('id').where('username', 'in', ['another', 'x', 'shorty']).execute()).length).toBe(0);
  });
});
