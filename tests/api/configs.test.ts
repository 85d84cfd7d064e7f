// @vitest-environment node
// Preview links, publishing and the version history, as staff, QA (a link) and visitors see them.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createUser, startServer, useRealNetwork, type TestServer } from './harness';
import { ROLE } from '../../shared/roles';

useRealNetwork();

const HOUR = 3600_000;

describe.each(backends)('site configurations on %s', (backend) => {
  let s: TestServer;
  let staff: string;
  let member: string;
  let fileConfig: any;

  const settings = async () => (await s.api('/api/settings')).body.data.config;
  const homeTypes = (config: any) => config.ui.sites.homesite.containers.map((entry: any) => entry.type);
  const post = (path: string, json?: unknown, token = staff) => s.api(path, { method: 'POST', token, ...(json === undefined ? {} : { json }) });
  const liveVersion = async () => (await s.api('/api/configs/live', { token: staff })).body.data.version as number;
  /** Publishing and restoring name the live version they were based on (here: the current one). */
  const publish = async (path: string, json: Record<string, unknown> = {}) => post(path, { ...json, baseVersion: await liveVersion() });
  const renamed = (name: string) => {
    const config = structuredClone(fileConfig);
    config.core.deployment.siteName = name;
    return config;
  };
  /** The issue's edit: counter bar above the slider, tag cloud removed. */
  const rearranged = () => {
    const config = structuredClone(fileConfig);
    const home = config.ui.sites.homesite.containers;
    const [bar] = home.splice(home.findIndex((entry: any) => entry.type === 'counterBar'), 1);
    home.unshift(bar);
    for (const entry of home) if (entry.blocks) entry.blocks = entry.blocks.filter((b: any) => b.type !== 'tagCloud');
    return config;
  };

  beforeAll(async () => {
    s = await startServer(backend);
    // The seeded demo accounts (server/seed/demo-accounts.ts).
    staff = (await s.api('/api/login', { method: 'POST', json: { username: 'staff', password: 'staff-demo-2026' } })).body.data.token;
    member = (await s.api('/api/login', { method: 'POST', json: { username: 'member', password: 'member-demo-2026' } })).body.data.token;
    fileConfig = await settings();
  }, 60_000);
  afterAll(async () => {
    await s?.close();
  });

  it('seeds a demo staff account and a demo member with an active subscription', async () => {
    const me = (await s.api('/api/me', { token: staff })).body.data;
    expect([me.username, me.role_id]).toEqual(['staff', 2]);
    const m = (await s.api('/api/me', { token: member })).body.data;
    expect([m.username, m.role_id, m.membership.fullAccess]).toEqual(['member', 1, true]);
  });

  it('creates a preview link that shows the new configuration to whoever has it, and not to visitors', async () => {
    const before = Date.now();
    const created = await post('/api/configs', { config: renamed('Preview Site'), name: 'Rename for QA' });
    expect(created.status).toBe(201);
    const { token, name, link, expiresAt, createdBy } = created.body.data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{22,}$/); // >= 128 bits, base64url
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect([name, createdBy]).toEqual(['Rename for QA', 'staff']);
    // siteUrl of the shipped configuration is the loopback placeholder: the link uses this server.
    expect(link).toBe(`${s.url}/?previewtoken=${token}`);
    const expiry = Date.parse(expiresAt) - before;
    expect(expiry).toBeGreaterThan(167 * HOUR);
    expect(expiry).toBeLessThan(169 * HOUR);

    const opened = await s.api(`/api/configs/${token}`);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('cache-control')).toMatch(/(^|\s)no-store/);
    expect(opened.body.data.previewtoken).toBe(token);
    expect(opened.body.data.name).toBe('Rename for QA');
    expect(opened.body.data.config.core.deployment.siteName).toBe('Preview Site');
    expect((await settings()).core.deployment.siteName).toBe(fileConfig.core.deployment.siteName);

    const row = await s.ctx.db.selectFrom('site_configs').selectAll().where('token', '=', token).executeTakeFirstOrThrow();
    expect(row.name).toBe('Rename for QA');
    expect(row.created_by).toBe((await s.api('/api/me', { token: staff })).body.data.id);
    expect(row.published_at).toBeNull();
  });

  it('takes the link origin from a real siteUrl', async () => {
    const config = structuredClone(fileConfig);
    config.core.deployment.siteUrl = 'https://www.emotions.example/';
    expect((await publish('/api/configs/publish', { config, name: 'public url' })).status).toBe(200);
    const created = await post('/api/configs', { config: fileConfig });
    expect(created.body.data.link).toBe(`https://www.emotions.example/?previewtoken=${created.body.data.token}`);
    expect((await publish('/api/configs/publish', { config: fileConfig, name: 'back to the file' })).status).toBe(200);
  });

  it('keeps PUT /api/configs as an alias answering the previewtoken too', async () => {
    const stored = await s.api('/api/configs', { method: 'PUT', token: staff, json: { config: fileConfig, expiresInHours: 2 } });
    expect(stored.status).toBe(201);
    expect(stored.body.data.previewtoken).toBe(stored.body.data.token);
    expect(Date.parse(stored.body.data.expiresAt) - Date.now()).toBeLessThan(2 * HOUR + 60_000);
  });

  it('refuses an invalid configuration with every problem and its path', async () => {
    const config = structuredClone(fileConfig);
    config.ui.sites.homesite.containers.push({ type: 'noSuchBlock', props: {} });
    config.ui.sites.homesite.containers[0].props.autoplayMs = 'fast';
    const bad = await post('/api/configs', { config });
    expect(bad.status).toBe(422);
    expect(bad.body.error.code).toBe('invalid_config');
    const last = config.ui.sites.homesite.containers.length - 1;
    expect(bad.body.error.issues).toEqual(
      expect.arrayContaining([
        { path: `/ui/sites/homesite/containers/${last}/type`, message: 'unknown block type "noSuchBlock"' },
        { path: '/ui/sites/homesite/containers/0/props/autoplayMs', message: 'must be integer' },
      ]),
    );
    expect(bad.body.error.fields['/ui/sites/homesite/containers/0/props/autoplayMs']).toBe('must be integer');
    const missing = await post('/api/configs', {});
    expect([missing.status, missing.body.error.fields.config]).toEqual([400, expect.any(String)]);
    expect((await publish('/api/configs/publish', { config })).status).toBe(422);
    const outOfRange = await post('/api/configs', { config: fileConfig, expiresInHours: 721 });
    expect(outOfRange.status).toBe(400);
    expect(await s.ctx.db.selectFrom('site_configs').select('id').where('config', 'like', '%noSuchBlock%').execute()).toHaveLength(0);
  });

  it('answers 404 for unknown and forged preview tokens, 410 with the name for an expired one', async () => {
    expect((await s.api(`/api/configs/${crypto.randomBytes(24).toString('base64url')}`)).status).toBe(404);
    expect((await s.api('/api/configs/not%20a%20token')).status).toBe(404);
    const created = await post('/api/configs', { config: renamed('Short lived'), name: 'one hour', expiresInHours: 1 });
    const { token } = created.body.data;
    expect((await s.api(`/api/configs/${token}`)).status).toBe(200);
    const realNow = s.ctx.now;
    s.ctx.now = () => new Date(Date.now() + 2 * HOUR).toISOString();
    try {
      const gone = await s.api(`/api/configs/${token}`);
      expect(gone.status).toBe(410);
      expect(gone.body.error).toMatchObject({ code: 'preview_expired', name: 'one hour', at: created.body.data.expiresAt });
      expect(gone.headers.get('cache-control')).toMatch(/no-store/);
      expect((await publish(`/api/configs/${token}/publish`)).status).toBe(404);
      const listed = (await s.api('/api/configs', { token: staff })).body.data.find((c: any) => c.token === token);
      expect(listed.status).toBe('expired');
    } finally {
      s.ctx.now = realNow;
    }
  });

  it('publishes a preview: visitors see it at once, and earlier live ones stay as versions', async () => {
    const first = (await post('/api/configs', { config: renamed('First Live'), name: 'first' })).body.data.token;
    const second = (await post('/api/configs', { config: renamed('Second Live'), name: 'second' })).body.data.token;
    // Read once so the server's configuration cache is warm; publishing must not wait for it.
    expect((await settings()).core.deployment.siteName).toBe(fileConfig.core.deployment.siteName);

    const p1 = await publish(`/api/configs/${first}/publish`);
    expect(p1.status).toBe(200);
    expect(p1.body.data).toEqual({ published: true, version: expect.any(Number) });
    expect((await settings()).core.deployment.siteName).toBe('First Live');
    const p2 = await publish(`/api/configs/${second}/publish`);
    expect((await settings()).core.deployment.siteName).toBe('Second Live');
    expect(p2.body.data.version).toBeGreaterThan(p1.body.data.version);

    const row = await s.ctx.db.selectFrom('site_configs').selectAll().where('token', '=', second).executeTakeFirstOrThrow();
    expect(row.published_at).not.toBeNull();
    expect(row.published_by).toBe((await s.api('/api/me', { token: staff })).body.data.id);

    const versions = (await s.api('/api/configs/versions', { token: staff })).body.data;
    expect(versions[0]).toMatchObject({ id: p2.body.data.version, token: second, name: 'second', publishedBy: 'staff', live: true });
    expect(versions[1]).toMatchObject({ id: p1.body.data.version, token: first, name: 'first', live: false });
    expect(versions.at(-1)).toMatchObject({ id: 0, token: null, name: 'site-configs/default.json', publishedAt: null, live: false });
    expect(versions.filter((v: any) => v.live)).toHaveLength(1);
    const ids = versions.map((v: any) => v.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);

    const list = (await s.api('/api/configs', { token: staff })).body.data;
    const byToken = Object.fromEntries(list.map((c: any) => [c.token, c]));
    expect(byToken[second]).toMatchObject({ status: 'live', name: 'second', createdBy: 'staff' });
    expect(byToken[first].status).toBe('previous');
    const created = list.map((c: any) => c.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
  });

  it('publishes in one step (the CLI call) and re-validates what it publishes', async () => {
    const res = await publish('/api/configs/publish', { config: renamed('One Step'), name: 'cli upload' });
    expect(res.status).toBe(200);
    expect((await settings()).core.deployment.siteName).toBe('One Step');
    const versions = (await s.api('/api/configs/versions', { token: staff })).body.data;
    expect(versions[0]).toMatchObject({ id: res.body.data.version, name: 'cli upload', live: true });
    // A stored row that became invalid (edited behind the API) is never made live.
    const token = (await post('/api/configs', { config: renamed('Will Break') })).body.data.token;
    const broken = renamed('Will Break');
    broken.core.locales.default = 'xx_XX';
    await s.ctx.db.updateTable('site_configs').set({ config: JSON.stringify(broken) }).where('token', '=', token).execute();
    const refused = await publish(`/api/configs/${token}/publish`);
    expect(refused.status).toBe(422);
    expect(refused.body.error.issues[0].path).toBe('/core/locales/default');
    expect((await settings()).core.deployment.siteName).toBe('One Step');
  });

  it('diffs versions as JSON-pointer changes and lists a moved block', async () => {
    const base = (await publish('/api/configs/publish', { config: fileConfig, name: 'baseline' })).body.data.version;
    const moved = (await publish('/api/configs/publish', { config: rearranged(), name: 'counter bar first' })).body.data.version;
    const oldIndex = homeTypes(fileConfig).indexOf('counterBar');

    const diff = await s.api(`/api/configs/versions/${moved}/diff?against=${base}`, { token: staff });
    expect(diff.status).toBe(200);
    expect([diff.body.data.from, diff.body.data.to]).toEqual([base, moved]);
    const { changes } = diff.body.data;
    expect(changes).toContainEqual(expect.objectContaining({ path: '/ui/sites/homesite/containers/0', kind: 'added', movedFrom: `/ui/sites/homesite/containers/${oldIndex}` }));
    expect(changes.find((c: any) => c.path === '/ui/sites/homesite/containers/0').after.type).toBe('counterBar');
    expect(changes).toContainEqual(expect.objectContaining({ path: `/ui/sites/homesite/containers/${oldIndex}`, kind: 'removed', movedTo: '/ui/sites/homesite/containers/0' }));
    const tagCloud = changes.find((c: any) => c.kind === 'removed' && c.before?.type === 'tagCloud');
    expect(tagCloud.path).toMatch(/^\/ui\/sites\/homesite\/containers\/\d+\/blocks\/\d+$/);
    // Nothing else changed: no noise for the blocks that merely shifted.
    expect(changes).toHaveLength(3);

    // The default is the version before; `live` compares with what visitors see now.
    expect((await s.api(`/api/configs/versions/${moved}/diff`, { token: staff })).body.data.from).toBe(base);
    const againstLive = (await s.api(`/api/configs/versions/${base}/diff?against=live`, { token: staff })).body.data;
    expect([againstLive.from, againstLive.to]).toEqual([moved, base]);
    expect(againstLive.changes).toContainEqual(expect.objectContaining({ path: `/ui/sites/homesite/containers/${oldIndex}`, kind: 'added', movedFrom: '/ui/sites/homesite/containers/0' }));
    const fromFile = (await s.api(`/api/configs/versions/${moved}/diff?against=0`, { token: staff })).body.data;
    expect(fromFile.changes).toHaveLength(3);
    const oneStep = (await s.api('/api/configs/versions', { token: staff })).body.data[2].id;
    const scalar = (await s.api(`/api/configs/versions/${base}/diff?against=${oneStep}`, { token: staff })).body.data.changes;
    expect(scalar).toContainEqual({ path: '/core/deployment/siteName', kind: 'changed', before: 'One Step', after: fileConfig.core.deployment.siteName });

    expect((await s.api('/api/configs/versions/99999/diff', { token: staff })).status).toBe(404);
    expect((await s.api(`/api/configs/versions/${moved}/diff?against=99999`, { token: staff })).status).toBe(404);
    expect((await s.api(`/api/configs/versions/${moved}/diff?against=yesterday`, { token: staff })).status).toBe(400);
  });

  it('restores an earlier version as a new live version, and the configuration file too', async () => {
    const old = (await publish('/api/configs/publish', { config: fileConfig, name: 'old layout' })).body.data.version;
    await publish('/api/configs/publish', { config: rearranged(), name: 'new layout' });
    expect(homeTypes(await settings())[0]).toBe('counterBar');

    const restored = await publish(`/api/configs/versions/${old}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body.data.published).toBe(true);
    expect(homeTypes(await settings())).toEqual(homeTypes(fileConfig));
    let versions = (await s.api('/api/configs/versions', { token: staff })).body.data;
    expect(versions[0]).toMatchObject({ id: restored.body.data.version, name: 'old layout', live: true, restoredFrom: old });
    expect(versions[0].id).toBeGreaterThan(old);

    await publish('/api/configs/publish', { config: renamed('Before File Restore') });
    const fileRestore = await publish('/api/configs/versions/0/restore');
    expect(fileRestore.status).toBe(200);
    expect(await settings()).toEqual(fileConfig);
    versions = (await s.api('/api/configs/versions', { token: staff })).body.data;
    expect(versions[0]).toMatchObject({ id: fileRestore.body.data.version, token: null, name: 'site-configs/default.json', restoredFrom: 0, live: true });

    const detail = await s.api(`/api/configs/versions/${old}`, { token: staff });
    expect(detail.body.data).toMatchObject({ id: old, name: 'old layout' });
    expect(detail.body.data.config).toEqual(fileConfig);
    expect((await publish('/api/configs/versions/99999/restore')).status).toBe(404);
    expect((await publish('/api/configs/versions/abc/restore')).status).toBe(404);
  });

  it('deletes previews but never the live configuration', async () => {
    const token = (await post('/api/configs', { config: renamed('Delete Me') })).body.data.token;
    const del = await s.api(`/api/configs/${token}`, { method: 'DELETE', token: staff });
    expect(del.status).toBe(204);
    const gone = await s.api(`/api/configs/${token}`);
    expect(gone.status).toBe(410);
    expect(gone.body.error).toMatchObject({ code: 'preview_deleted', name: expect.stringMatching(/^Preview /) });
    // The history shows the deletion: who and when.
    const listed = (await s.api('/api/configs', { token: staff })).body.data.find((c: any) => c.token === token);
    expect(listed).toMatchObject({ status: 'deleted', deletedBy: 'staff', deletedAt: gone.body.error.at });
    expect((await s.api(`/api/configs/${token}`, { method: 'DELETE', token: staff })).status).toBe(404);
    expect((await publish(`/api/configs/${token}/publish`)).status).toBe(404);

    const live = (await post('/api/configs', { config: renamed('Live One'), name: 'live one' })).body.data.token;
    const version = (await publish(`/api/configs/${live}/publish`)).body.data.version;
    const refused = await s.api(`/api/configs/${live}`, { method: 'DELETE', token: staff });
    expect(refused.status).toBe(409);
    expect((await settings()).core.deployment.siteName).toBe('Live One');

    // Once superseded it may go; its place in the history stays (without a link).
    await publish('/api/configs/publish', { config: fileConfig, name: 'after live one' });
    expect((await s.api(`/api/configs/${live}`, { method: 'DELETE', token: staff })).status).toBe(204);
    const kept = (await s.api('/api/configs/versions', { token: staff })).body.data.find((v: any) => v.id === version);
    expect(kept).toMatchObject({ name: 'live one', token: null, live: false });
    expect((await s.api(`/api/configs/versions/${version}`, { token: staff })).body.data.config.core.deployment.siteName).toBe('Live One');
  });

  it('refuses visitors (401), members (403) and forged tokens (401) on every staff call', async () => {
    const token = (await post('/api/configs', { config: renamed('Guarded') })).body.data.token;
    const version = (await s.api('/api/configs/versions', { token: staff })).body.data[0].id;
    const forged = crypto.randomBytes(32).toString('base64url');
    const calls: [string, string, unknown?][] = [
      ['POST', '/api/configs', { config: fileConfig }],
      ['PUT', '/api/configs', { config: fileConfig }],
      ['GET', '/api/configs'],
      ['DELETE', `/api/configs/${token}`],
      ['POST', `/api/configs/${token}/publish`, { baseVersion: 0 }],
      ['POST', '/api/configs/publish', { config: renamed('Hijacked'), baseVersion: 0 }],
      ['GET', '/api/configs/live'],
      ['GET', '/api/configs/schedule'],
      ['POST', '/api/configs/schedule', { config: renamed('Hijacked'), baseVersion: 0, publishAt: new Date(Date.now() + HOUR).toISOString() }],
      ['DELETE', '/api/configs/schedule/1'],
      ['GET', '/api/configs/versions'],
      ['GET', `/api/configs/versions/${version}`],
      ['GET', `/api/configs/versions/${version}/diff?against=0`],
      ['POST', `/api/configs/versions/0/restore`, { baseVersion: 0 }],
    ];
    const live = await settings();
    const countBefore = (await s.ctx.db.selectFrom('site_configs').select('id').execute()).length;
    for (const [method, path, json] of calls) {
      const init = { method, ...(json === undefined ? {} : { json }) };
      const visitor = await s.api(path, init);
      expect([path, visitor.status]).toEqual([path, 401]);
      expect(visitor.body.error.code).toBe('unauthorized');
      expect([path, (await s.api(path, { ...init, token: member })).status]).toEqual([path, 403]);
      expect([path, (await s.api(path, { ...init, token: forged })).status]).toEqual([path, 401]);
    }
    // A member promoted by nothing but a payload field is still a member.
    const sneaky = await createUser(s, 'configsneaky');
    expect((await s.api('/api/configs', { method: 'POST', token: sneaky.token, json: { config: fileConfig, role_id: ROLE.staff } })).status).toBe(403);
    expect(await settings()).toEqual(live);
    expect((await s.ctx.db.selectFrom('site_configs').select('id').execute()).length).toBe(countBefore);
    expect((await s.api(`/api/configs/${token}`)).status).toBe(200); // the link itself stays public
  });

  it('documents the calls in /api/openapi.json', async () => {
    const doc = (await s.api('/api/openapi.json')).body;
    expect(Object.keys(doc.paths['/api/configs'])).toEqual(expect.arrayContaining(['get', 'post', 'put']));
    expect(doc.paths['/api/configs/{token}'].delete.responses['409']).toBeDefined();
    expect(doc.paths['/api/configs/versions/{id}/diff'].get.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/configs'].post.responses['422'].content['application/json'].schema.properties.error.properties.issues).toBeDefined();
  });
});
