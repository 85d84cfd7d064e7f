// Issue 26, navigation inside the app as a visitor notices it, in one browser context (few page
// loads): a list that hydrates when visible stays on screen while the page starts; a new page opens
// at its top and back returns to where they were; clicking through five pages shifts nothing
// (Layout Instability API); during a slow navigation the menu marks one entry, the one chosen, and a
// progress bar shows, not before 150 ms; a slider arrow clicked before the slider's code arrived is
// shown pressed and done once it is here; the theme and language switches show the progress bar
// (on a server of its own with site-configs/dark.json, which has the theme switch).
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, launchChromium, MOBILE } from './chromium';
import { chunksOf, readSnapshot } from './islands-probe';
import { startServer, type RunningServer } from './start-server';

const OWN_PORT = Number(process.env.BROWSER_TEST_PORT ?? 3199) + 61;
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });

let browser: Browser;
let dark: RunningServer;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [browser, dark] = await Promise.all([launchChromium(), startServer(OWN_PORT, JSON.parse(readFileSync('site-configs/dark.json', 'utf8')))]);
  context = await browser.newContext({ viewport: MOBILE });
  // A returning adult visitor (cookies are per host, so both servers see them).
  const until = String(Date.now() + 86_400_000);
  await context.addInitScript((value) => localStorage.setItem('enter18_ok', value), until);
  await context.addCookies([
    { name: 'cookie_consent', value: '1', url: baseUrl() },
    { name: 'enter18_ok', value: until, url: baseUrl() },
  ]);
  page = await context.newPage();
}, 240_000);
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await dark?.stop();
});

const siteShown = (site: string) => page.locator(`main [data-site="${site}"]`).waitFor({ state: 'attached', timeout: 20_000 });
const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
const appReady = () => page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 20_000 });

/** Holds the requests matching `pattern` until `release()`: what the app waits for comes slowly. */
async function holdRequests(pattern: RegExp, only: (route: Route) => boolean = () => true) {
  const held: Route[] = [];
  let holding = true;
  const handler = async (route: Route) => {
    if (holding && only(route)) held.push(route);
    else await route.continue();
  };
  await page.route(pattern, handler);
  return {
    held,
    release: async () => {
      holding = false;
      for (const route of held.splice(0)) await route.continue();
      await page.unroute(pattern, handler);
    },
  };
}

/** From now on: the milliseconds from the next click to the progress bar's appearing (null while it has not). */
const watchProgressDelay = () =>
  page.evaluate(() => {
    const w = window as unknown as { progressDelay: number | null };
    w.progressDelay = null;
    addEventListener(
      'click',
      (event) => {
        const clicked = event.timeStamp;
        const observer = new MutationObserver(() => {
          if (!document.querySelector('[data-navigation-progress]')) return;
          w.progressDelay = performance.now() - clicked;
          observer.disconnect();
        });
        observer.observe(document.documentElement, { childList: true, subtree: true });
      },
      { capture: true, once: true },
    );
  });
const progressDelay = () => page.evaluate(() => (window as unknown as { progressDelay: number | null }).progressDelay);

describe('navigation inside the app', () => {
  it('keeps a list that hydrates when visible on screen, frame by frame, while /photos starts on a phone', async () => {
    // Every frame from the first: how many cards of main are visible. The page the server rendered
    // once re-rendered after hydrating and hid itself while its islands' code loaded (0.3-0.4 s).
    await page.addInitScript(() => {
      const w = window as unknown as { cardFrames: number[] };
      w.cardFrames = [];
      const frame = () => {
        const main = document.querySelector('main');
        if (main) w.cardFrames.push([...main.querySelectorAll('li')].filter((item) => item.checkVisibility()).length);
        if (w.cardFrames.length < 900) requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    await page.goto(new URL('/photos', baseUrl()).toString());
    await appReady();
    const { islands } = await readSnapshot(page);
    expect(Object.values(islands ?? {}), 'the list hydrates when visible').toContain('visible');
    // The page has started: the list hydrated (React took its links over) and no code is loading.
    const card = page.locator('main a[href^="/photos/"]').first();
    await poll(() => card.evaluate((link) => Object.keys(link).some((key) => key.startsWith('__reactProps')))).toBe(true);
    await page.waitForLoadState('networkidle');
    const frames = await page.evaluate(() => (window as unknown as { cardFrames: number[] }).cardFrames);
    const shown = frames.slice(frames.findIndex((count) => count > 0));
    expect(shown.length).toBeGreaterThan(30);
    expect(shown.filter((count) => count === 0).length, 'frames without a visible card after the list showed').toBe(0);
  });

  it('opens a card of a scrolled list at the top, and back restores the list where it was', async () => {
    await page.setViewportSize(DESKTOP);
    await page.mouse.move(700, 500);
    await page.mouse.wheel(0, 1200);
    await poll(scrollY).toBeGreaterThan(600);
    const left = await scrollY();
    // A card wholly on screen, so the click scrolls nothing.
    const target = await page.locator('main a[href^="/photos/"]').evaluateAll((links) =>
      links.map((link) => ({ href: link.getAttribute('href'), box: link.getBoundingClientRect() })).find(({ box }) => box.height > 0 && box.top > 80 && box.bottom < window.innerHeight - 20)?.href,
    );
    expect(target).toBeTruthy();
    await page.locator(`main a[href="${target}"]`).filter({ visible: true }).first().click();
    await siteShown('gallerydetails');
    expect(new URL(page.url()).pathname).toBe(target);
    await poll(scrollY).toBe(0);

    await page.goBack();
    await siteShown('galleries');
    await poll(async () => Math.abs((await scrollY()) - left)).toBeLessThanOrEqual(2);
  });

  it('keeps each of five navigations at a layout shift of at most 0.02', async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
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
      { link: 'footer a[href="/impress"]', site: 'impress' },
      { link: 'header a[href="/"]', site: 'home' },
      { link: 'header a[href="/photos"]', site: 'galleries' },
    ];
    const shifts: Record<string, number> = {};
    for (const step of steps) {
      await page.evaluate(() => ((window as unknown as { shifts: number }).shifts = 0));
      await page.locator(step.link).filter({ visible: true }).first().click();
      await siteShown(step.site);
      // The page settled: its data in (no skeleton left), its images loaded.
      await page.locator('main [aria-busy="true"]').first().waitFor({ state: 'detached', timeout: 20_000 });
      await page.waitForLoadState('networkidle');
      shifts[step.site] = await page.evaluate(() => (window as unknown as { shifts: number }).shifts);
    }
    for (const [site, value] of Object.entries(shifts)) expect(value, `layout shift of the navigation to ${site}`).toBeLessThanOrEqual(0.02);
  });

  it('marks only the entry chosen during a slow navigation, with a progress bar from 150 ms on and main busy until the page is there', async () => {
    // The models list's code and data come slowly: held until the test lets them go.
    const code = await holdRequests(/\/assets\/.*\.js$/);
    const data = await holdRequests(/\/api\/public\//);
    await watchProgressDelay();
    const menu = page.getByRole('navigation', { name: 'Main' });
    await menu.locator('a[href="/models"]').click();
    await page.getByRole('progressbar').waitFor({ timeout: 10_000 });
    expect(await progressDelay()).toBeGreaterThanOrEqual(150);
    expect(await page.locator('main#main').getAttribute('aria-busy')).toBe('true');
    expect(await menu.locator('[aria-current="page"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(['/models']);

    await code.release();
    await data.release();
    await siteShown('models');
    await poll(() => page.getByRole('progressbar').count()).toBe(0);
    await poll(() => page.locator('main#main').getAttribute('aria-busy')).toBeNull();
    expect(await menu.locator('[aria-current="page"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(['/models']);
  });

  it('shows a slider arrow clicked before its code arrived pressed, and moves the slider once the code is here', async () => {
    const sliderCode = new Set(chunksOf('slider'));
    const code = await holdRequests(/\/assets\/.*\.js$/, (route) => sliderCode.has(new URL(route.request().url()).pathname));
    await page.goto(new URL('/', baseUrl()).toString(), { waitUntil: 'domcontentloaded' });
    const slider = page.locator('[aria-roledescription="carousel"][aria-label="Highlights"]').first();
    const next = slider.getByRole('button', { name: 'Next slide' });
    await next.click();
    expect(await next.getAttribute('data-held-press')).toBe('');
    await poll(() => code.held.length).toBeGreaterThan(0);

    await code.release();
    await poll(() => slider.getByRole('button', { name: 'Go to slide 2' }).getAttribute('aria-current')).toBe('true');
    expect(await next.getAttribute('data-held-press')).toBeNull();
  });

  it('shows the progress bar while a theme or a language switch waits for what it needs', async () => {
    await page.goto(`${dark.baseUrl}/`);
    await appReady();
    await page.waitForLoadState('networkidle');
    // The switches render the home's static blocks anew: their code (and the catalog) come slowly.
    const themeCode = await holdRequests(/\/assets\/.*\.js$/);
    const before = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await page.getByRole('button', { name: /^Switch to .+ theme$/ }).click();
    await page.getByRole('progressbar').waitFor({ timeout: 10_000 });
    await themeCode.release();
    await poll(() => page.getByRole('progressbar').count()).toBe(0);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(before);

    const languageCode = await holdRequests(/\/assets\/.*\.js$|\/api\//);
    await page.getByRole('button', { name: /^Language:/ }).click();
    await page.getByRole('button', { name: 'Deutsch' }).click();
    await page.getByRole('progressbar').waitFor({ timeout: 10_000 });
    await languageCode.release();
    await poll(() => page.evaluate(() => document.documentElement.lang)).toBe('de-DE');
    await poll(() => page.getByRole('progressbar').count()).toBe(0);
  });
});
