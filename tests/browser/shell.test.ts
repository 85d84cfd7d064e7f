// The site shell in real Chromium against the real server and the default configuration.
import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, launchChromium, MOBILE, openPage } from './chromium';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const DAY_MS = 86_400_000;

describe('home page assembled from site-configs/default.json', () => {
  it('shows the blocks of the default home layout in order, with no page errors', async () => {
    const page = await openPage(browser, '/');
    await page.getByRole('heading', { name: /Welcome to Emotions/i }).waitFor();
    await page.getByRole('heading', { name: 'Recent galleries' }).waitFor();
    const order = await page.locator('[data-site="home"] [data-block]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-block')));
    expect(order).toEqual([
      'slider', 'welcome', 'lastNextUpdate', 'slogans', 'updateList', 'updateList', 'modelList', 'modelList',
      'placeList', 'updateList', 'counterBar', 'tagCloud', 'updateCalendar', 'countdown', 'footerImage',
    ]);
    // Seeded data reaches the blocks: gallery cards link to gallery pages, tags to the updates list.
    await expect.poll(() => page.locator('a[href^="/photos/"]').count()).toBeGreaterThanOrEqual(12);
    await expect.poll(() => page.locator('a[href^="/updates?tag="]').count()).toBeGreaterThan(5);
    await expect.poll(() => page.locator('a[href^="/updates?y="]').count()).toBeGreaterThan(5);
    expect((page as unknown as { errors: string[] }).errors).toEqual([]);
    await page.context().close();
  });

  it('takes screenshots of the home page: desktop and mobile, light and dark', async () => {
    mkdirSync('tests/artifacts/screenshots', { recursive: true });
    for (const theme of ['light', 'dark']) {
      for (const [name, viewport] of [['desktop', DESKTOP], ['mobile', MOBILE]] as const) {
        const page = await openPage(browser, '/', { viewport, storage: { theme } });
        await page.getByRole('heading', { name: 'Recent videos' }).waitFor();
        const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
        expect(background).toBe(theme === 'dark' ? 'rgb(0, 0, 0)' : 'rgb(255, 255, 255)');
        await page.screenshot({ path: `tests/artifacts/screenshots/browser-home-${name}-${theme}.png` });
        await page.context().close();
      }
    }
  });
});

describe('age gate', () => {
  it('asks first-time visitors and remembers the answer for one day', async () => {
    const page = await openPage(browser, '/', { acceptGate: false });
    const gate = page.getByRole('dialog');
    await expect.poll(() => gate.textContent()).toContain('is an Adult Only Site');
    expect(await gate.textContent()).toContain('To enter you must be 18 or older');
    const before = Date.now();
    await page.getByRole('button', { name: "Yes I'm 18 or older. Enter!" }).click();
    await gate.waitFor({ state: 'detached' });
    const stored = Number(await page.evaluate(() => localStorage.getItem('enter18_ok')));
    expect(stored).toBeGreaterThanOrEqual(before + DAY_MS - 5_000);
    expect(stored).toBeLessThanOrEqual(Date.now() + DAY_MS + 5_000);
    await page.reload();
    await page.getByRole('heading', { name: 'Recent galleries' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.context().close();
  });

  it('asks again once the stored acceptance has expired', async () => {
    const page = await openPage(browser, '/', { acceptGate: false, storage: { enter18_ok: String(Date.now() - 1000) } });
    await expect.poll(() => page.getByRole('dialog').textContent()).toContain('is an Adult Only Site');
    await page.context().close();
  });
});

describe('cookie banner', () => {
  it('is shown until accepted, then kept away by a 365-day cookie', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    await context.addInitScript(() => localStorage.setItem('enter18_ok', String(Date.now() + 86_400_000)));
    const page = await context.newPage();
    await page.goto(baseUrl());
    const banner = page.getByRole('region', { name: 'Cookie notice' });
    await banner.waitFor();
    await banner.getByRole('button', { name: 'Accept' }).click();
    await banner.waitFor({ state: 'detached' });
    const cookie = (await context.cookies()).find((c) => c.name === 'cookie_consent');
    expect(cookie?.value).toBe('1');
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / DAY_MS;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);
    await page.reload();
    await page.getByRole('heading', { name: 'Recent galleries' }).waitFor();
    expect(await page.getByRole('region', { name: 'Cookie notice' }).count()).toBe(0);
    await context.close();
  });
});

describe('locale prefix routes', () => {
  it('/de switches to German, stores the locale and redirects home', async () => {
    const page = await openPage(browser, '/de');
    await page.waitForURL(`${baseUrl()}/`);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('locale'))).toBe('de_DE');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('de-DE');
    await page.getByRole('heading', { name: 'Neueste Galerien' }).waitFor();
    await page.context().close();
  });
});

describe('header on desktop', () => {
  it('hides after scrolling more than 20 px down and returns at the top', async () => {
    const page = await openPage(browser, '/');
    await page.getByRole('heading', { name: 'Recent galleries' }).waitFor();
    const header = page.locator('header[data-scrolled-away], header').first();
    await page.mouse.wheel(0, 400);
    await expect.poll(() => header.getAttribute('data-scrolled-away')).not.toBeNull();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => header.getAttribute('data-scrolled-away')).toBeNull();
    await page.context().close();
  });

  it('stays on mobile while scrolling', async () => {
    const page = await openPage(browser, '/', { viewport: MOBILE });
    await page.getByRole('heading', { name: 'Recent galleries' }).waitFor();
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(300);
    expect(await page.locator('header').first().getAttribute('data-scrolled-away')).toBeNull();
    await page.context().close();
  });
});

describe('unknown paths', () => {
  it('show the 404 page with a way home', async () => {
    const page = await openPage(browser, '/no/such/page');
    await page.getByRole('heading', { name: '404 - Page not found' }).waitFor();
    expect(await page.getByText('THIS PAGE DOES NOT EXIST...').count()).toBe(1);
    await page.context().close();
  });
});
