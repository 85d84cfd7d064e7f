// A locale only the server supplies (the seed's Italian, one text changed through the staff API),
// offered by the configuration: the page is rendered in it on the server and hydrated without a
// flash of English, with its texts, English for keys it lacks, its name in the language menu,
// Italian dates and numbers, and no console warnings (server texts are compiled, not raw).
import type { Browser, ConsoleMessage } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, launchChromium } from './chromium';

let browser: Browser;
let token: string;
let originalConfig: unknown;

async function api(path: string, init: { method?: string; json?: unknown } = {}) {
  const response = await fetch(new URL(`/api/${path}`, baseUrl()), {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  const body = (await response.json().catch(() => ({}))) as { data?: any };
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${JSON.stringify(body)}`);
  return body.data;
}

beforeAll(async () => {
  browser = await launchChromium();
  token = (await api('login', { method: 'POST', json: { username: 'staff', password: 'staff-demo-2026' } })).token;
  originalConfig = (await api('settings')).config;
  const config = structuredClone(originalConfig) as { core: { locales: { available: string[] } } };
  config.core.locales.available.push('it_IT');
  await api('configs/publish', { method: 'POST', json: { config, name: 'Italian offered', baseVersion: (await api('configs/live')).version } });
  // Through the staff API: an operator's own wording replaces the seeded text.
  await api('locales/it_IT', { method: 'PUT', json: { name: 'Italiano', lang: { 'Skip to content': 'Salta al contenuto' } } });
});

afterAll(async () => {
  await api('locales/it_IT', { method: 'PUT', json: { name: 'Italiano', lang: { 'Skip to content': 'Vai al contenuto' } } }).catch(() => {});
  if (originalConfig) await api('configs/publish', { method: 'POST', json: { config: originalConfig, name: 'Italian withdrawn', baseVersion: (await api('configs/live')).version } }).catch(() => {});
  await browser?.close();
});

describe('a locale supplied by the server', () => {
  it('is rendered by the server in its texts', async () => {
    const html = await (await fetch(new URL('/', baseUrl()), { headers: { cookie: `locale=it_IT; enter18_ok=${Date.now() + 86_400_000}` } })).text();
    expect(html).toContain('<html lang="it-IT">');
    // The page itself, without the boot data (which carries the texts by their English keys).
    const body = html.slice(html.search(/<div id="root"[\s>]/)).replace(/<script\b[\s\S]*?<\/script>/g, '');
    expect(body).toContain('Salta al contenuto');
    expect(body).toContain('Aggiornamenti');
    expect(body).toMatch(/aria-label="Lingua: Italiano"/);
    expect(body).not.toContain('Skip to content');
  });

  it('hydrates in Italian: its texts, English per missing key, its name in the menu, Italian dates and numbers, no warnings', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    await context.addInitScript(() => localStorage.setItem('enter18_ok', String(Date.now() + 86_400_000)));
    await context.addCookies([{ name: 'cookie_consent', value: '1', url: baseUrl() }]);
    const page = await context.newPage();
    const console: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'warning' || message.type() === 'error') console.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => console.push(`pageerror: ${error.message}`));
    await page.goto(new URL('/?lang=it', baseUrl()).toString());
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 30_000 });
    expect(await page.getAttribute('html', 'lang')).toBe('it-IT');

    const header = page.locator('header').first();
    for (const word of ['Aggiornamenti', 'Modelle', 'Accedi', 'Iscriviti ora']) await expect.poll(() => header.innerText()).toMatch(new RegExp(word, 'i'));
    const text = await page.locator('body').innerText();
    expect(text).toContain('Salta al contenuto');
    // Keys the locale has no text for show in English.
    expect(text).toContain('Published on');
    expect(text).toContain('Show all');
    const menu = page.getByRole('button', { name: 'Lingua: Italiano' });
    await menu.click();
    const option = page.locator('button[lang="it-IT"]');
    await option.waitFor();
    expect(await option.innerText()).toBe('Italiano');

    // Dates and numbers follow it-IT: Italian month names, Italian digit grouping of the counters.
    expect(text).toMatch(/\b(Gennaio|Febbraio|Marzo|Aprile|Maggio|Giugno|Luglio|Agosto|Settembre|Ottobre|Novembre|Dicembre)\b/i);
    expect(text).not.toMatch(/\b(October|November|December)\b/);
    const counters = (await api('public/counter')) as Record<string, unknown>;
    const big = Object.values(counters).find((n): n is number => typeof n === 'number' && n >= 1000);
    expect(big).toBeDefined();
    expect(text).toMatch(new RegExp(`\\b${new Intl.NumberFormat('it-IT').format(big!).replace('.', '\\.')}\\b`));
    expect(text).not.toContain(new Intl.NumberFormat('en-US').format(big!));

    expect(console.filter((line) => !/Failed to load resource/.test(line))).toEqual([]);
    await page.context().close();
  });
});
