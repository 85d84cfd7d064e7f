// @vitest-environment node
// The configuration's customJS under the CSP (script-src 'self'): served as a same-origin script,
// /site-custom.js, with its content hash in the address; a preview link's own code; the tag in the
// server-rendered HTML only when there is code to run; errors caught and prefixed, syntax errors
// never served.
import vm from 'node:vm';
import { parse } from 'acorn';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServer, useRealNetwork, type TestServer } from './harness';
import { startPageRenderer, type PageRenderer } from './page-renderer';

useRealNetwork();

const SCRIPT_TAG = /<script src="(\/site-custom\.js\?v=[0-9a-f]+)" defer><\/script>/;

describe('customJS as a same-origin script', { timeout: 60_000 }, () => {
  let s: TestServer;
  let pages: PageRenderer;
  let staff: string;
  let fileConfig: any;

  const withCustomJs = (code: string) => {
    const config = structuredClone(fileConfig);
    config.ui.customJS = code;
    return config;
  };
  const post = (path: string, json?: unknown) => s.api(path, { method: 'POST', token: staff, ...(json === undefined ? {} : { json }) });
  /** Publishes over whatever is live (the version the document is based on). */
  const publish = async (code: string) => {
    const versions = (await s.api('/api/configs/versions', { token: staff })).body.data as Array<{ id: number; live: boolean }>;
    const res = await post('/api/configs/publish', { config: withCustomJs(code), name: 'customJS', baseVersion: versions.find((v) => v.live)!.id });
    expect(res.status).toBe(200);
  };
  const preview = async (code: string): Promise<string> => {
    const res = await post('/api/configs', { config: withCustomJs(code), name: 'customJS preview' });
    expect(res.status).toBe(201);
    return res.body.data.token;
  };
  const get = async (path: string, base = s.url) => {
    const res = await fetch(`${base}${path}`);
    return { status: res.status, headers: res.headers, text: await res.text() };
  };
  /** A server-rendered page's HTML (a failed render would fall back to the bare index.html). */
  const page = async (path = '/') => {
    const html = (await get(path, pages.base)).text;
    expect(html).not.toContain('<div id="root"></div>');
    return html;
  };

  /** Runs a served file in a bare context, as a browser would once the app has started. */
  function runServed(body: string) {
    const logged = { error: vi.fn(), warn: vi.fn() };
    const listeners: Array<(event: unknown) => void> = [];
    const root = { dataset: {} as Record<string, string>, hasAttribute: (name: string) => name === 'data-app-ready' };
    const window: Record<string, unknown> = { addEventListener: (_: string, fn: (event: unknown) => void) => listeners.push(fn) };
    vm.runInNewContext(body, { window, document: { documentElement: root }, console: logged, location: { origin: 'http://site.test' }, MutationObserver: class {} });
    return { root, logged, window };
  }

  beforeAll(async () => {
    s = await startServer('sqlite');
    staff = (await s.api('/api/login', { method: 'POST', json: { username: 'staff', password: 'staff-demo-2026' } })).body.data.token;
    fileConfig = (await s.api('/api/settings')).body.data.config;
    pages = await startPageRenderer(s, 'custom-js-test');
  }, 120_000);
  afterAll(async () => {
    await pages?.close();
    await s?.close();
  });

  it('has no script tag and no script while customJS is empty', async () => {
    expect(fileConfig.ui.customJS).toBe('');
    expect(await page('/')).not.toContain('site-custom.js');
    const res = await get('/site-custom.js');
    expect(res.status).toBe(404);
    expect(res.text).toBe('');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves the live code at the address the rendered page names, cached for good only under its current hash', async () => {
    await publish("document.documentElement.dataset.customJs = 'ran';");
    const html = await page('/');
    const src = SCRIPT_TAG.exec(html)?.[1];
    expect(src).toBeDefined();
    // The CSP still allows same-origin scripts only, and the site's two fixed colour-scheme texts by
    // their hashes: nothing inline of the configuration's.
    const csp = (await fetch(`${pages.base}/`)).headers.get('content-security-policy')!;
    const scriptSrc = csp.split(';').find((directive) => directive.startsWith('script-src'))!;
    expect(scriptSrc).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*'){2}$/);

    const res = await get(src!);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.text).toContain("document.documentElement.dataset.customJs = 'ran';");
    expect(() => parse(res.text, { ecmaVersion: 'latest', sourceType: 'script' })).not.toThrow();
    expect(runServed(res.text).root.dataset.customJs).toBe('ran');

    // A hash that is not the live code's (a page rendered before a publish): the current code, revalidated each time.
    for (const stale of ['/site-custom.js?v=0000', '/site-custom.js']) {
      const other = await get(stale);
      expect(other.status).toBe(200);
      expect(other.text).toBe(res.text);
      expect(other.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it("gives a new code a new address, and the studio, the staff content area and a partner's figures no script", async () => {
    const before = SCRIPT_TAG.exec(await page('/'))?.[1];
    await publish('window.second = true;');
    const after = SCRIPT_TAG.exec(await page('/'))?.[1];
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    expect((await get(after!)).text).toContain('window.second = true;');
    expect(await page('/studio')).not.toContain('site-custom.js');
    expect(await page('/Studio/')).not.toContain('site-custom.js');
    expect(await page('/admin')).not.toContain('site-custom.js');
    expect(await page('/Admin/updates/12')).not.toContain('site-custom.js');
    expect(await page('/partner/figures')).not.toContain('site-custom.js');
    // The public page about the partner programme is the site's own: its script runs there.
    expect(await page('/partner')).toContain('site-custom.js');
  });

  it('catches a runtime error and logs it with the [site customJS] prefix', async () => {
    await publish("window.before = 1;\nthrow new Error('operator mistake');");
    const src = SCRIPT_TAG.exec(await page('/'))![1]!;
    const { logged, window } = runServed((await get(src)).text);
    expect(window.before).toBe(1);
    expect(logged.error).toHaveBeenCalledWith('[site customJS]', expect.objectContaining({ message: 'operator mistake' }));
  });

  /**
   * Stores a live version the way a publish from before the customJS syntax check did: straight
   * into the history, since publishing such code is refused now.
   */
  const storeLiveVersion = async (code: string) => {
    const live = (await s.api('/api/configs/versions', { token: staff })).body.data.find((v: { live: boolean }) => v.live).id as number;
    const row = { config_id: null, name: 'before the check', config: JSON.stringify(withCustomJs(code)), published_at: new Date().toISOString(), published_by: null, restored_from: null, base_version: live };
    await s.ctx.db.insertInto('site_config_versions').values(row).execute();
    s.ctx.configs.invalidate();
  };

  it('refuses to publish code that does not parse, naming the path and the position', async () => {
    const versions = (await s.api('/api/configs/versions', { token: staff })).body.data as Array<{ id: number; live: boolean }>;
    const res = await post('/api/configs/publish', { config: withCustomJs('if (x {'), name: 'broken', baseVersion: versions.find((v) => v.live)!.id });
    expect(res.status).toBe(422);
    expect(res.body.error.fields['/ui/customJS']).toMatch(/^syntax error at line 1, column 7: Unexpected token/);
    const after = (await s.api('/api/configs/versions', { token: staff })).body.data as Array<{ id: number; live: boolean }>;
    expect(after.find((v) => v.live)!.id).toBe(versions.find((v) => v.live)!.id);
  });

  it('serves a warning instead of live code that does not parse (published before the check)', async () => {
    await storeLiveVersion("window.half = 1;\nif (x {\n  alert('never');");
    const src = SCRIPT_TAG.exec(await page('/'))![1]!;
    const res = await get(src);
    expect(res.status).toBe(200);
    expect(res.text).not.toContain("alert('never')");
    expect(() => parse(res.text, { ecmaVersion: 'latest', sourceType: 'script' })).not.toThrow();
    const { logged, window } = runServed(res.text);
    expect(window.half).toBeUndefined();
    expect(logged.warn).toHaveBeenCalledWith('[site customJS] not run: syntax error at line 2, column 7: Unexpected token');
  });

  it("serves a preview link's own code, never cached, and nothing once the link is gone", async () => {
    await publish('window.live = true;');
    const token = await preview('window.previewed = true;');
    const res = await get(`/site-custom.js?previewtoken=${token}&v=whatever`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.text).toContain('window.previewed = true;');
    expect(res.text).not.toContain('window.live');

    const empty = await preview('');
    for (const gone of [empty, 'unknown-token-123', '../../etc', '']) {
      const missing = await get(`/site-custom.js?previewtoken=${encodeURIComponent(gone)}`);
      expect(missing.status).toBe(404);
      expect(missing.headers.get('cache-control')).toBe('no-store');
    }
    expect((await s.api(`/api/configs/${token}`, { method: 'DELETE', token: staff })).status).toBe(204);
    expect((await get(`/site-custom.js?previewtoken=${token}`)).status).toBe(404);
  });

  it('answers a repeated or odd query without failing', async () => {
    for (const query of ['?v=a&v=b', '?previewtoken=a&previewtoken=b', '?previewtoken[x]=1', '?v[]=1']) {
      const res = await get(`/site-custom.js${query}`);
      expect(res.status).toBeLessThan(500);
    }
  });
});
