// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const cli = (...files: string[]) => spawnSync('node_modules/.bin/tsx', ['scripts/validate-config.ts', ...files], { encoding: 'utf8' });

describe('npm run validate-config', () => {
  it('exits 0 for valid files', () => {
    const result = cli('site-configs/default.json', 'site-configs/dark.json');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('site-configs/dark.json: valid');
  });

  it('exits 1 and prints <file>: <path>: <message> for each problem', () => {
    const dir = mkdtempSync(join(tmpdir(), 'config-'));
    const file = join(dir, 'broken.json');
    const config = JSON.parse(readFileSync('site-configs/default.json', 'utf8'));
    config.ui.sites.homesite.containers[0].props.autoplayMs = 1.5;
    config.core.locales.default = 'pt_BR';
    writeFileSync(file, JSON.stringify(config));
    const result = cli(file);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`${file}: /ui/sites/homesite/containers/0/props/autoplayMs: must be integer`);
    expect(result.stderr).toContain(`${file}: /core/locales/default: default locale "pt_BR" is not in /core/locales/available`);
  });

  it('names a file that is not JSON', () => {
    const dir = mkdtempSync(join(tmpdir(), 'config-'));
    const file = join(dir, 'bad.json');
    writeFileSync(file, '{ "core": ');
    const result = cli(file);
    expect(result.status).toBe(1);
    expect(result.stderr.split('\n')[0]).toMatch(`${file}: /: `);
  });
});
