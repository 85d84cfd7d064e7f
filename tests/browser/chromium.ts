// Debian's Chromium driven by playwright-core (no browser download is possible here).
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });

export const baseUrl = () => inject('baseUrl');

export const DESKTOP = { width: 1440, height: 900 } as const;
export const MOBILE = { width: 390, height: 844 } as const;

/** A page whose age gate and cookie banner are already accepted, unless asked otherwise. */
export async function openPage(
  browser: Browser,
  path: string,
  options: BrowserContextOptions & { acceptGate?: boolean; storage?: Record<string, string>; watch?: (page: Page) => void } = {},
): Promise<Page> {
  const { acceptGate = true, storage = {}, watch, ...contextOptions } = options;
  const context = await browser.newContext({ viewport: DESKTOP, ...contextOptions });
  const entries = { ...(acceptGate ? { enter18_ok: String(Date.now() + 86_400_000) } : {}), ...storage };
  await context.addInitScript((values: Record<string, string>) => {
    if (sessionStorage.getItem('__seeded')) return;
    sessionStorage.setItem('__seeded', '1');
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, entries);
  // The age confirmation is a cookie too: the server leaves the gate out of the page.
  if (acceptGate)
    await context.addCookies([
      { name: 'cookie_consent', value: '1', url: baseUrl() },
      { name: 'enter18_ok', value: entries.enter18_ok!, url: baseUrl() },
    ]);
  // The app keeps the visitor's theme and language in a cookie too, so the server renders them.
  const preferences = (['theme', 'locale'] as const).filter((name) => storage[name]);
  if (preferences.length) await context.addCookies(preferences.map((name) => ({ name, value: storage[name]!, url: baseUrl() })));
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  (page as Page & { errors?: string[] }).errors = errors;
  // Listeners that must hear the page from its first request on (console, network).
  watch?.(page);
  await page.goto(new URL(path, baseUrl()).toString());
  // The server's HTML shows at once; wait until the app has taken it over (hydrated, session known).
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 15_000 }).catch(() => {});
  return page;
}
