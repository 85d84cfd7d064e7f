// The configuration's customJS under the site's CSP (script-src 'self', no unsafe-inline): it runs
// on the live site and on preview links as a same-origin script, its errors are logged with a
// prefix and never break the page, and code that does not parse is not run at all. Own server
// (the next port after the shared one), own configuration file; later versions are published and
// preview links made through the API as staff.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchChromium } from './chromium';
import { startServer, type RunningServer } from './start-server';

const PORT = Number(process.env.BROWSER_TEST_PORT ?? 3199) + 1;
const fileConfig = JSON.parse(readFileSync('site-configs/default.json', 'utf8'));
const withCustomJs = (code: string) => ({ ...fileConfig, ui: { ...fileConfig.ui, customJS: code } });

let browser: Browser;
let server: RunningServer;
let staff: string;

async function api(path: string, json?: unknown) {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method: json === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json', ...(staff ? { Authorization: `Bearer ${staff}` } : {}) },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const body = (await res.json()) as { data: any };
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
  return body.data;
}

async function publish(code: string) {
  const versions = (await api('/api/configs/versions')) as Array<{ id: number; live: boolean }>;
  await api('/api/configs/publish', { config: withCustomJs(code), name: 'customJS', baseVersion: versions.find((v) => v.live)!.id });
}

interface Watched {
  page: Page;
  console: string[];
  violations: () => Promise<string[]>;
}

/** A visitor's page (gate and banner accepted) that records console messages and CSP violations. */
async function open(path: string, options: { javaScriptEnabled?: boolean } = {}): Promise<Watched> {
  const context = await browser.newContext({ viewport: DESKTOP, ...options });
  await context.addInitScript(() => {
    localStorage.setItem('enter18_ok', String(Date.now() + 86_400_000));
    const seen: string[] = ((window as unknown as { __violations: string[] }).__violations = []);
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  await context.addCookies([{ name: 'cookie_consent', value: '1', url: server.baseUrl }]);
  const page = await context.newPage();
  const messages: string[] = [];
  page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
  await page.goto(`${server.baseUrl}${path}`);
  if (options.javaScriptEnabled !== false) await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 30_000 });
  return { page, console: messages, violations: () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations) };
}

const cspMessages = (messages: string[]) => messages.filter((text) => /Content Security Policy|Refused to/i.test(text));

/** The header is there and the main navigation still works. */
async function expectWorkingPage(page: Page) {
  await page.getByRole('banner').waitFor();
  await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Videos' }).click();
  await page.waitForURL(/\/videos/);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

beforeAll(async () => {
  [browser, server] = await Promise.all([launchChromium(), startServer(PORT, withCustomJs("document.documentElement.dataset.customJs = 'ran';"))]);
  staff = (await api('/api/login', { username: 'staff', password: 'staff-demo-2026' })).token;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('customJS under the CSP', () => {
  it('runs on the live page from a same-origin script, with no CSP violation', async () => {
    const { page, console, violations } = await open('/');
    await page.locator('html[data-custom-js="ran"]').waitFor({ state: 'attached' });
    expect(await page.locator('script[src^="/site-custom.js?v="]').count()).toBe(1);
    expect(await violations()).toEqual([]);
    expect(cspMessages(console)).toEqual([]);
    await page.context().close();
  });

  it('leaves the page as the server rendered it when JavaScript is off', async () => {
    const { page } = await open('/', { javaScriptEnabled: false });
    await page.getByRole('banner').waitFor();
    expect(await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Videos' }).count()).toBe(1);
    expect(await page.locator('html').getAttribute('data-custom-js')).toBeNull();
    await page.context().close();
  });

  it("runs a preview link's own customJS instead of the live one", async () => {
    const { token } = await api('/api/configs', { config: withCustomJs("document.documentElement.dataset.customJs = 'preview';"), name: 'customJS preview' });
    const { page, console, violations } = await open(`/?previewtoken=${token}`);
    await page.locator('html[data-custom-js="preview"]').waitFor({ state: 'attached' });
    expect(await page.locator('script[src^="/site-custom.js"]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('src')))).toEqual([
      expect.stringMatching(new RegExp(`^/site-custom\\.js\\?previewtoken=${token}&v=`)),
    ]);
    expect(await violations()).toEqual([]);
    expect(cspMessages(console)).toEqual([]);
    await page.context().close();
  });

  it('keeps the page working when customJS throws, now or later, and logs the errors with a prefix', async () => {
    await publish("document.documentElement.dataset.before = 'yes';\nsetTimeout(() => { throw new Error('later mistake'); }, 0);\nthrow new Error('operator mistake');");
    const { page, console } = await open('/');
    await page.locator('html[data-before="yes"]').waitFor({ state: 'attached' });
    await expect.poll(() => console.filter((text) => text.startsWith('error: [site customJS]'))).toEqual([
      expect.stringContaining('operator mistake'),
      expect.stringContaining('later mistake'),
    ]);
    await expectWorkingPage(page);
    await page.context().close();
  });

  it('does not run a live customJS with a syntax error (published before the check), says so in the console, and the page works', async () => {
    // Publishing such code is refused now; a version from before the check is written straight
    // into the server's history.
    const live = ((await api('/api/configs/versions')) as Array<{ id: number; live: boolean }>).find((v) => v.live)!.id;
    const db = new Database(join(server.dataDir, 'site.db'));
    db.prepare('INSERT INTO site_config_versions (name, config, published_at, base_version) VALUES (?, ?, ?, ?)').run(
      'before the check',
      JSON.stringify(withCustomJs("document.documentElement.dataset.half = 'yes';\nif (x {")),
      new Date().toISOString(),
      live,
    );
    db.close();
    // The server reads the live version again within seconds.
    await expect.poll(async () => ((await api('/api/settings')) as { config: { ui: { customJS?: string } } }).config.ui.customJS, { timeout: 15_000 }).toContain('if (x {');
    const { page, console, violations } = await open('/');
    await expect.poll(() => console.filter((text) => text.includes('[site customJS]'))).toEqual([
      'warning: [site customJS] not run: syntax error at line 2, column 7: Unexpected token',
    ]);
    expect(await page.locator('html').getAttribute('data-half')).toBeNull();
    expect(await violations()).toEqual([]);
    await expectWorkingPage(page);
    await page.context().close();
  });
});
