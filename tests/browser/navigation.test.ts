// Issue 26, navigation inside the app as a visitor notices it: a new page opens at its top and back
// returns to where they were; clicking through five pages shifts nothing (Layout Instability API);
// during a slow navigation the menu marks one entry, the one chosen, and a progress bar shows; a
// slider arrow clicked before the slider's code arrived is shown pressed and done once it is here.
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, launchChromium, openPage } from './chromium';
import { chunksOf } from './islands-probe';

let browser: Browser;
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const siteShown = (page: Page, site: string) => page.locator(`main [data-site="${site}"]`).waitFor({ state: 'attached', timeout: 20_000 });
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

describe('a new page starts at its top, back returns to the place left', () => {
  it('opens a card of a scrolled list at the top, and back restores the list where it was', async () => {
    const page = await openPage(browser, '/videos');
    // Down the list, to a card well below the first screen.
    await page.mouse.move(700, 500);
    await page.mouse.wheel(0, 1200);
    await poll(() => scrollY(page)).toBeGreaterThan(600);
    const left = await scrollY(page);
    // A card wholly on screen, so the click scrolls nothing.
    const target = await page.locator('main a[href^="/videos/"]').evaluateAll((links) =>
      links.map((link) => ({ href: link.getAttribute('href'), box: link.getBoundingClientRect() })).find(({ box }) => box.height > 0 && box.top + box.height / 2 > 150 && box.top + box.height / 2 < window.innerHeight - 50)?.href,
    );
    expect(target).toBeTruthy();
    await page.locator(`main a[href="${target}"]`).filter({ visible: true }).first().click();
    await siteShown(page, 'videodetails');
    expect(new URL(page.url()).pathname).toBe(target);
    await poll(() => scrollY(page)).toBe(0);

    await page.goBack();
    await siteShown(page, 'videos');
    await poll(async () => Math.abs((await scrollY(page)) - left)).toBeLessThanOrEqual(2);
  });
});

describe('clicking through the site shifts nothing', () => {
  it('keeps each of five navigations at a layout shift of at most 0.02', async () => {
    const page = await openPage(browser, '/');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      const w = window as unknown as { shifts: number };
      w.shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) if (!entry.hadRecentInput) w.shifts += entry.value;
      }).observe({ type: 'layout-shift' });
    });
    const steps = [
      { link: 'header a[href="/videos"]', site: 'videos' },
      { link: 'main a[href^="/videos/"]', site: 'videodetails' },
      { link: 'header a[href="/photos"]', site: 'galleries' },
      { link: 'footer a[href="/impress"]', site: 'impress' },
      { link: 'header a[href="/"]', site: 'home' },
    ];
    const shifts: Record<string, number> = {};
    for (const step of steps) {
      await page.evaluate(() => ((window as unknown as { shifts: number }).shifts = 0));
      await page.locator(step.link).filter({ visible: true }).first().click();
      await siteShown(page, step.site);
      // The page settled: its data in (no skeleton left), its images loaded.
      await page.locator('main [aria-busy="true"]').first().waitFor({ state: 'detached', timeout: 20_000 });
      await page.waitForLoadState('networkidle');
      shifts[step.site] = await page.evaluate(() => (window as unknown as { shifts: number }).shifts);
    }
    for (const [site, value] of Object.entries(shifts)) expect(value, `layout shift of the navigation to ${site}`).toBeLessThanOrEqual(0.02);
  });
});

describe('a slow navigation', () => {
  it('marks only the entry chosen, shows a progress bar and marks main busy until the page is there', async () => {
    const page = await openPage(browser, '/');
    await page.waitForLoadState('networkidle');
    // The photos list's code and data come slowly: held until the test lets them go.
    const held: Route[] = [];
    let holding = true;
    const hold = async (route: Route) => {
      if (holding) held.push(route);
      else await route.continue();
    };
    await page.route(/\/assets\/.*\.js$/, hold);
    await page.route(/\/api\/public\//, hold);
    const menu = page.getByRole('navigation', { name: 'Main' });
    await menu.locator('a[href="/photos"]').click();
    await page.getByRole('progressbar').waitFor({ timeout: 10_000 });
    expect(await page.locator('main#main').getAttribute('aria-busy')).toBe('true');
    expect(await menu.locator('[aria-current="page"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(['/photos']);

    holding = false;
    for (const route of held.splice(0)) await route.continue();
    await siteShown(page, 'galleries');
    await poll(() => page.getByRole('progressbar').count()).toBe(0);
    await poll(() => page.locator('main#main').getAttribute('aria-busy')).toBeNull();
    expect(await menu.locator('[aria-current="page"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(['/photos']);
  });
});

describe('a click before the code arrived', () => {
  it('shows a slider arrow pressed and moves the slider once its code is here', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    await context.addInitScript(() => localStorage.setItem('enter18_ok', String(Date.now() + 86_400_000)));
    await context.addCookies([{ name: 'cookie_consent', value: '1', url: baseUrl() }]);
    const page = await context.newPage();
    const sliderCode = new Set(chunksOf('slider'));
    const held: Route[] = [];
    let holding = true;
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      if (holding && sliderCode.has(new URL(route.request().url()).pathname)) held.push(route);
      else await route.continue();
    });
    await page.goto(new URL('/', baseUrl()).toString(), { waitUntil: 'domcontentloaded' });
    const slider = page.locator('[aria-roledescription="carousel"][aria-label="Highlights"]').first();
    const next = slider.getByRole('button', { name: 'Next slide' });
    await next.click();
    expect(await next.getAttribute('data-held-press')).toBe('');
    await poll(() => held.length).toBeGreaterThan(0);

    holding = false;
    for (const route of held.splice(0)) await route.continue();
    await poll(() => slider.getByRole('button', { name: 'Go to slide 2' }).getAttribute('aria-current')).toBe('true');
    expect(await next.getAttribute('data-held-press')).toBeNull();
    await context.close();
  });
});
