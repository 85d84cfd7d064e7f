// @vitest-environment node
// npm run validate-config runs the checks beyond the schema: errors fail it, warnings are printed.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const cli = (...files: string[]) => spawnSync('node_modules/.bin/tsx', ['scripts/validate-config.ts', ...files], { encoding: 'utf8' });

function writeConfig(edit: (config: any) => void): string {
  const config = JSON.parse(readFileSync('site-configs/default.json', 'utf8'));
  edit(config);
  const file = join(mkdtempSync(join(tmpdir(), 'config-checks-')), 'site.json');
  writeFileSync(file, JSON.stringify(config, null, 2));
  return file;
}

describe('npm run validate-config: checks beyond the schema', () => {
  it('exits 1 for a white-on-white theme and a disabled module still linked, naming each path', () => {
    const file = writeConfig((c) => {
      c.ui.themes.available[0].colors.text = '#ffffff';
      c.ui.themes.available[0].colors.background = '#fefefe';
      c.core.modules.models = { disabled: true };
    });
    const result = cli(file);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`${file}: /ui/themes/available/0/colors/text: theme "light": text #ffffff on background #fefefe has contrast 1.00:1; WCAG AA needs 4.5:1`);
    expect(result.stderr).toMatch(new RegExp(`${file}: /ui/sites/homesite/containers/[0-9/a-z]+/type: block "modelList" shows the models module, which is disabled`));
    expect(result.stdout).not.toContain('valid');
  });

  it('prints a locale-key warning and still exits 0', () => {
    const file = writeConfig((c) => (c.ui.static.headerSlogan = { en_US: 'Hello', en_GB: 'Hello, mate' }));
    const result = cli(file);
    expect(result.status).toBe(0);
    expect(result.stderr).toContain(`${file}: /ui/static/headerSlogan/en_GB: warning: "en_GB" is not a locale of this site`);
    expect(result.stdout).toContain(`${file}: valid (1 warning)`);
  });
});
