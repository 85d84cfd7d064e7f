// @vitest-environment node
// npm run preview / npm run publish-config against a real server (in-process, SQLite).
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, useRealNetwork, type TestServer } from '../api/harness';

useRealNetwork();

const run = promisify(execFile);
const STAFF = { STAFF_USERNAME: 'staff', STAFF_PASSWORD: 'staff-demo-2026' };

/** Runs a CLI without blocking this process's event loop (the server lives here). */
async function cli(script: string, args: string[], env: Record<string, string> = {}) {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('STAFF_')));
  try {
    const { stdout, stderr } = await run('node_modules/.bin/tsx', [script, ...args], { env: { ...clean, ...env }, encoding: 'utf8' });
    return { code: 0, stdout, stderr };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, stdout: err.stdout, stderr: err.stderr };
  }
}

describe('npm run preview and npm run publish-config', { timeout: 60_000 }, () => {
  let s: TestServer;
  let dir: string;
  const writeConfig = (name: string, edit: (config: any) => void) => {
    const config = JSON.parse(readFileSync('site-configs/default.json', 'utf8'));
    edit(config);
    const file = join(dir, name);
    writeFileSync(file, JSON.stringify(config, null, 2));
    return file;
  };
  const siteName = async () => (await s.api('/api/settings')).body.data.config.core.deployment.siteName;
  const rows = async () => (await s.ctx.db.selectFrom('site_configs').select('id').execute()).length;

  beforeAll(async () => {
    s = await startServer('sqlite');
    dir = mkdtempSync(join(tmpdir(), 'preview-cli-'));
  }, 60_000);
  afterAll(async () => {
    await s?.close();
  });

  it('uploads a valid file and prints a link that opens the preview', async () => {
    const file = writeConfig('qa-rename.json', (c) => (c.core.deployment.siteName = 'QA Rename'));
    const result = await cli('scripts/preview-config.ts', [file, '--name', 'QA rename', '--server', s.url], STAFF);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`${file}: valid`);
    const link = result.stdout.trim().split('\n').at(-1)!;
    expect(link).toMatch(new RegExp(`^${s.url}/\\?previewtoken=[A-Za-z0-9_-]{32}$`));
    const token = new URL(link).searchParams.get('previewtoken');
    const opened = await s.api(`/api/configs/${token}`);
    expect(opened.status).toBe(200);
    expect(opened.body.data.config.core.deployment.siteName).toBe('QA Rename');
    expect(opened.body.data.name).toBe('QA rename');
    expect(await siteName()).not.toBe('QA Rename');
    // The CLI's own session was closed again.
    expect(await s.ctx.db.selectFrom('sessions').select('id').where('revoked_at', 'is', null).execute()).toHaveLength(0);
  });

  it('prints <file>: <path>: <message> for a bad file and uploads nothing', async () => {
    const file = writeConfig('broken.json', (c) => {
      c.ui.sites.homesite.containers[0].props.autoplayMs = 1.5;
      c.ui.sites.homesite.containers.push({ type: 'noSuchBlock', props: {} });
    });
    const before = await rows();
    const result = await cli('scripts/preview-config.ts', [file, '--server', s.url], STAFF);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`${file}: /ui/sites/homesite/containers/0/props/autoplayMs: must be integer`);
    expect(result.stderr).toMatch(new RegExp(`${file}: /ui/sites/homesite/containers/\\d+/type: unknown block type "noSuchBlock"`));
    expect(await rows()).toBe(before);
  });

  it('accepts STAFF_TOKEN and refuses members, wrong passwords and missing credentials', async () => {
    const file = writeConfig('token.json', (c) => (c.core.deployment.siteName = 'By Token'));
    const token = (await s.api('/api/login', { method: 'POST', json: { username: 'staff', password: 'staff-demo-2026' } })).body.data.token;
    const ok = await cli('scripts/preview-config.ts', [file, '--server', s.url], { STAFF_TOKEN: token });
    expect(ok.code).toBe(0);
    expect(ok.stdout).toContain('?previewtoken=');

    const member = await cli('scripts/preview-config.ts', [file, '--server', s.url], { STAFF_USERNAME: 'member', STAFF_PASSWORD: 'member-demo-2026' });
    expect(member.code).toBe(3);
    expect(member.stderr).toContain('Editors and publishers only');
    const wrong = await cli('scripts/preview-config.ts', [file, '--server', s.url], { STAFF_USERNAME: 'staff', STAFF_PASSWORD: 'not-the-password' });
    expect(wrong.code).toBe(3);
    expect(wrong.stderr).toContain('Login as staff failed: Username or password wrong');
    const none = await cli('scripts/preview-config.ts', [file, '--server', s.url]);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('STAFF_USERNAME');
    const down = await cli('scripts/preview-config.ts', [file, '--server', 'http://127.0.0.1:3219'], STAFF);
    expect(down.code).toBe(3);
    expect(down.stderr).toContain('Cannot reach http://127.0.0.1:3219');
    expect((await cli('scripts/preview-config.ts', ['--server', s.url], STAFF)).code).toBe(2);
  });

  it('publishes a file so visitors see it at once', async () => {
    const file = writeConfig('go-live.json', (c) => (c.core.deployment.siteName = 'Gone Live'));
    const result = await cli('scripts/publish-config.ts', [file, '--server', s.url], STAFF);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/Published .*go-live\.json as version \d+/);
    expect(await siteName()).toBe('Gone Live');
    const staff = (await s.api('/api/login', { method: 'POST', json: { username: 'staff', password: 'staff-demo-2026' } })).body.data.token;
    const versions = (await s.api('/api/configs/versions', { token: staff })).body.data;
    expect(versions[0]).toMatchObject({ name: 'go-live', live: true, publishedBy: 'staff' });

    const bad = writeConfig('bad-live.json', (c) => (c.core.locales.default = 'pt_BR'));
    const refused = await cli('scripts/publish-config.ts', [bad, '--server', s.url], STAFF);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`${bad}: /core/locales/default: default locale "pt_BR" is not in /core/locales/available`);
    expect(await siteName()).toBe('Gone Live');
  });

  it('refuses to publish over a version that is no longer live, saying who published it', async () => {
    const live = (await cli('scripts/publish-config.ts', [writeConfig('first.json', (c) => (c.core.deployment.siteName = 'First')), '--server', s.url], STAFF));
    expect(live.code).toBe(0);
    const version = Number(/as version (\d+)/.exec(live.stdout)![1]);
    expect((await cli('scripts/publish-config.ts', [writeConfig('second.json', (c) => (c.core.deployment.siteName = 'Second')), '--server', s.url], STAFF)).code).toBe(0);
    const stale = await cli('scripts/publish-config.ts', [writeConfig('stale.json', (c) => (c.core.deployment.siteName = 'Stale')), '--base', String(version), '--server', s.url], STAFF);
    expect(stale.code).toBe(4);
    expect(stale.stderr).toMatch(new RegExp(`Not published: version ${version + 1} \\("second"\\) was published by staff at \\d{4}-`));
    expect(await siteName()).toBe('Second');
  });
});
