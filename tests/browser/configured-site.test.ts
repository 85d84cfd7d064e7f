// Changing the configuration changes the site, with no code change: a second server runs an
// edited copy of the default configuration.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchChromium } from './chromium';
import { startServer, type RunningServer } from './start-server';

let browser: Browser;
let server: RunningServer;

const config = JSON.parse(readFileSync('site-configs/default.json', 'utf8'));
// Home: counter bar moved above the slider, tag cloud container removed, a headline added; the
// models module disabled, with the model lists that showed it (the server refuses blocks that
// would point at its 404 routes).
const home = config.ui.sites.homesite.containers as Array<{ type: string; id?: string }>;
const counterBar = home.find((entry) => entry.type === 'counterBar')!;
config.ui.sites.homesite.containers = [
  counterBar,
  { type: 'headline', id: 'added', props: { text: 'Added by configuration', level: 2 } },
  ...home.filter((entry) => entry !== counterBar && entry.id !== 'discover' && entry.type !== 'modelList'),
];
config.core.modules.models = { disabled: true };
config.core.modules.channels = { menuTitle: 'Studios' };
config.ui.showThemeToggler = true;

async function open(path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP });
  await context.addInitScript(() => localStorage.setItem('enter18_ok', String(Date.now() + 86_400_000)));
  await context.addCookies([{ name: 'cookie_consent', value: '1', url: server.baseUrl }]);
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}${path}`);
  // Server-rendered HTML shows before the app takes over; a click before hydration does nothing.
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 30_000 });
  return page;
}

beforeAll(async () => {
  [browser, server] = await Promise.all([launchChromium(), startServer(3198, config)]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a site run on an edited configuration', () => {
  it('renders the home layout as configured: moved, added and removed blocks', async () => {
    const page = await open('/');
    await page.getByRole('heading', { name: 'Added by configuration' }).waitFor();
    const order = await page.locator('[data-site="home"] [data-block]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-block')));
    expect(order.slice(0, 3)).toEqual(['counterBar', 'headline', 'slider']);
    expect(order).not.toContain('tagCloud');
    expect(order).not.toContain('updateCalendar');
    await page.context().close();
  });

  it('has no routes and no menu entry for a disabled module', async () => {
    const page = await open('/');
    const nav = page.getByRole('navigation', { name: /main/i });
    await nav.getByRole('link', { name: 'Videos' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Models' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Studios' }).count()).toBe(1);
    await page.goto(`${server.baseUrl}/models`);
    await page.getByRole('heading', { name: '404 - Oops something went wrong' }).waitFor();
    await page.context().close();
  });

  it('offers the theme toggle when showThemeToggler is on, and remembers the choice', async () => {
    const page = await open('/');
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await expect.poll(background).toBe('rgb(255, 255, 255)');
    await page.getByRole('button', { name: /dark/i }).first().click();
    // The switch waits for the header's code (a click before it is replayed): on a loaded machine
    // that can take seconds, longer than expect.poll's one-second default.
    await expect.poll(background, { timeout: 15_000 }).toBe('rgb(0, 0, 0)');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await expect.poll(background, { timeout: 15_000 }).toBe('rgb(0, 0, 0)');
    await page.context().close();
  });
});
