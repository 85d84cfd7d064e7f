// @vitest-environment node
// The server refuses configurations that pass the schema but would harm the site (the issue's
// harmful four: white-on-white theme, a disabled module still in the layouts and links, 500 blocks)
// with 422 and the JSON path of each problem; a warning alone does not stop a save. The checks run
// before any database access, so one backend suffices.
import { describe, expect, it } from 'vitest';
import { suiteServer, useRealNetwork } from './harness';
import { MAX_BLOCKS_PER_SITE, MAX_DOCUMENT_BYTES } from '../../shared/config-checks';

useRealNetwork();

describe('checks beyond the schema on the server', () => {
  const server = suiteServer('sqlite');
  let staff = '';
  let fileConfig: any;

  const login = async () => {
    staff ||= (await server().api('/api/login', { method: 'POST', json: { username: 'staff', password: 'staff-demo-2026' } })).body.data.token;
    fileConfig ??= (await server().api('/api/settings')).body.data.config;
  };
  const post = (path: string, json: unknown) => server().api(path, { method: 'POST', token: staff, json });
  const edited = (edit: (config: any) => void) => {
    const config = structuredClone(fileConfig);
    edit(config);
    return config;
  };
  const liveVersion = async (): Promise<number> => (await server().api('/api/configs/versions', { token: staff })).body.data.find((v: any) => v.live).id;
  const siteName = async () => (await server().api('/api/settings')).body.data.config.core.deployment.siteName;
  const issuePaths = (res: { body: any }) => res.body.error.issues.map((issue: any) => issue.path);

  it('refuses a white-on-white theme with the contrast, its ratio and the path', async () => {
    await login();
    const res = await post('/api/configs', {
      config: edited((c) => Object.assign(c.ui.themes.available[0].colors, { text: '#ffffff', background: '#fefefe' })),
    });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('invalid_config');
    expect(res.body.error.issues).toContainEqual({
      path: '/ui/themes/available/0/colors/text',
      message: 'theme "light": text #ffffff on background #fefefe has contrast 1.00:1; WCAG AA needs 4.5:1',
      severity: 'error',
      check: 'contrast',
    });
    expect(res.body.error.fields['/ui/themes/available/0/colors/text']).toMatch(/WCAG AA needs 4\.5:1$/);
  });

  it('refuses publishing a disabled module whose blocks and links are still in place, and the live site stays', async () => {
    await login();
    const before = await siteName();
    const res = await post('/api/configs/publish', {
      baseVersion: await liveVersion(),
      config: edited((c) => {
        c.core.deployment.siteName = 'Should Not Go Live';
        c.core.modules.models = { disabled: true };
        c.ui.static.footerLinks.push({ label: 'Our models', href: '/models' });
      }),
    });
    expect(res.status).toBe(422);
    const paths = issuePaths(res);
    expect(paths.filter((path: string) => /^\/ui\/sites\/homesite\/containers\/[\d/a-z]+\/type$/.test(path)).length).toBeGreaterThanOrEqual(1);
    expect(paths).toContain(`/ui/static/footerLinks/${fileConfig.ui.static.footerLinks.length}/href`);
    expect(res.body.error.issues.every((issue: any) => issue.check === 'dead-link' && issue.severity === 'error')).toBe(true);
    expect(await siteName()).toBe(before);
  });

  it('refuses 500 blocks on one page with the size check, not the body limit', async () => {
    await login();
    const blocks = Array.from({ length: 500 }, (_, i) => ({ type: 'headline', id: `h${i}`, props: { text: `Headline ${i}` } }));
    const res = await post('/api/configs', { config: edited((c) => (c.ui.sites.homesite.containers = blocks)) });
    expect(res.status).toBe(422);
    expect(res.body.error.issues).toEqual([
      { path: '/ui/sites/homesite/containers', message: `homesite has 500 blocks; a site may have at most ${MAX_BLOCKS_PER_SITE}`, severity: 'error', check: 'size' },
    ]);
  });

  it('answers a document over the byte limit with 422 at the root, and only a far bigger body with 413', async () => {
    await login();
    const padded = (bytes: number) => edited((c) => (c.core.seo.siteDescription = 'x'.repeat(bytes)));
    const over = await post('/api/configs', { config: padded(MAX_DOCUMENT_BYTES) });
    expect(over.status).toBe(422);
    expect(over.body.error.issues).toEqual([expect.objectContaining({ path: '', check: 'size', message: expect.stringMatching(/the limit is 512\.0 KiB$/) })]);
    expect((await post('/api/configs', { config: padded(MAX_DOCUMENT_BYTES * 3) })).status).toBe(413);
  });

  it('stores a configuration with only a locale-key warning', async () => {
    await login();
    const res = await post('/api/configs', { config: edited((c) => (c.ui.static.headerSlogan = { en_US: 'Hello', en_GB: 'Hello, mate' })) });
    expect(res.status).toBe(201);
    expect(res.body.data.token).toEqual(expect.any(String));
  });

  it('refuses to restore an old version that fails a check, and keeps the live one', async () => {
    await login();
    const old = (await post('/api/configs/publish', { baseVersion: await liveVersion(), config: edited((c) => (c.core.deployment.siteName = 'Old Look')), name: 'old look' })).body.data.version;
    const live = (await post('/api/configs/publish', { baseVersion: old, config: edited((c) => (c.core.deployment.siteName = 'Current Look')), name: 'current' })).body.data.version;
    expect(await siteName()).toBe('Current Look');
    // Stored before the checks existed: its dark theme has grey headings on black.
    const unreadable = edited((c) => {
      c.core.deployment.siteName = 'Old Look';
      c.ui.themes.available[1].colors.heading = '#333333';
    });
    await server().ctx.db.updateTable('site_config_versions').set({ config: JSON.stringify(unreadable) }).where('id', '=', old).execute();

    const res = await post(`/api/configs/versions/${old}/restore`, { baseVersion: live });
    expect(res.status).toBe(422);
    expect(issuePaths(res)).toEqual(['/ui/themes/available/1/colors/heading', '/ui/themes/available/1/colors/heading', '/ui/themes/available/1/colors/heading']);
    expect(await liveVersion()).toBe(live);
    expect(await siteName()).toBe('Current Look');
  });
});
