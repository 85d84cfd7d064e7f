// Issue 13, "The first view": home's largest picture (the slider's first slide) comes with the HTML;
// before the page's load event the browser asks for the bootstrap script only, the app (React, the
// slider's code, the carousel) after it, and the carousel takes over the slides without moving
// them; then the slider works as before, without a console warning.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, launchChromium } from './chromium';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });

/** The page's console errors and warnings, as they come. */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  return problems;
}

describe('the first view of home', () => {
  it('loads the first slide before the carousel code, which then takes over without a shift and works', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    await context.addInitScript((until: string) => {
      if (!localStorage.getItem('enter18_ok')) localStorage.setItem('enter18_ok', until);
      // Layout shifts of the slides (what the carousel takes over), from the first paint on. (The dots
      // change width with the current slide: that is the slider's look, not the take-over.)
      const shifts: string[] = [];
      (window as unknown as { sliderShifts: string[] }).sliderShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { sources?: Array<{ node?: Node | null }> }>) {
          for (const source of entry.sources ?? []) {
            const element = source.node instanceof Element ? source.node : source.node?.parentElement;
            if (element?.closest('[aria-roledescription="slide"]')) shifts.push(element.outerHTML.slice(0, 80));
          }
        }
      }).observe({ type: 'layout-shift', buffered: true });
    }, String(Date.now() + 86_400_000));
    await context.addCookies([{ name: 'cookie_consent', value: '1', url: baseUrl() }]);
    const page = await context.newPage();
    const problems = consoleProblems(page);
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });

    const response = await page.goto(new URL('/', baseUrl()).toString(), { waitUntil: 'load' });
    const html = (await response!.text()) ?? '';
    const bootstrap = html.match(/<script type="module" crossorigin src="(\/assets\/index-[\w-]+\.js)">/)?.[1];
    expect(bootstrap).toBeDefined();
    // Until the page has loaded, the bootstrap is all the JavaScript it asked for (the browser's own timings).
    const scriptsBeforeLoad = await page.evaluate(() => {
      const load = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart;
      return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.initiatorType === 'script' || /\.m?js$/.test(new URL(entry.name).pathname))
        .filter((entry) => entry.startTime <= load)
        .map((entry) => new URL(entry.name).pathname);
    });
    expect(scriptsBeforeLoad).toEqual([bootstrap]);
    // The app's code and the slider's chunk wait in an inert template for the app to start; the carousel code is not named.
    expect(html).toMatch(/<template id="app-preloads">[^<]*(<link [^>]*>)*<link rel="modulepreload"[^>]*\/assets\/slider-[\w-]+\.js"/);
    expect(html).not.toMatch(/slider-carousel/);

    const isCarouselCode = (path: string) => /\/assets\/slider-carousel-[\w-]+\.js$/.test(path);
    await poll(() => scripts.some(isCarouselCode)).toBe(true);
    const timing = () => page.evaluate(() => {
      const picture = document.querySelector<HTMLImageElement>('[aria-roledescription="carousel"] img')!;
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const image = entries.find((entry) => entry.name === picture.currentSrc);
      const code = entries.find((entry) => /\/assets\/slider-carousel-[\w-]+\.js$/.test(new URL(entry.name).pathname));
      return { pictureDone: image?.responseEnd, codeAsked: code?.startTime, fetchPriority: picture.getAttribute('fetchpriority') };
    });
    // A resource's timing entry appears once its answer is complete.
    await poll(async () => (await timing()).codeAsked).toBeGreaterThan(0);
    const { pictureDone, codeAsked, fetchPriority } = await timing();
    expect(fetchPriority).toBe('high');
    expect(pictureDone).toBeGreaterThan(0);
    expect(codeAsked).toBeGreaterThan(pictureDone!);

    // Once the carousel is there it rotates by itself, and its controls move the slides (focus
    // inside the slider pauses the rotation, so these steps stay put).
    const current = () => page.locator('[aria-roledescription="carousel"] button[aria-current="true"]').getAttribute('aria-label');
    await poll(current).toBe('Go to slide 2');
    await page.getByRole('button', { name: 'Next slide' }).click();
    await poll(current).toBe('Go to slide 3');
    await page.getByRole('button', { name: 'Previous slide' }).click();
    await poll(current).toBe('Go to slide 2');

    expect(await page.evaluate(() => (window as unknown as { sliderShifts: string[] }).sliderShifts)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the first view of a model page', () => {
  it('shows the header picture first, then plays the trailer over it', async () => {
    const models = (await (await fetch(`${baseUrl()}/api/public/models?s=24`)).json()) as { data: Array<{ permaLink: string; trailerSrc_1920?: string }> };
    const model = models.data.find((entry) => entry.trailerSrc_1920);
    expect(model, 'a seeded model with a trailer').toBeDefined();
    const context = await browser.newContext({ viewport: DESKTOP });
    await context.addInitScript((until: string) => {
      if (!localStorage.getItem('enter18_ok')) localStorage.setItem('enter18_ok', until);
    }, String(Date.now() + 86_400_000));
    await context.addCookies([{ name: 'cookie_consent', value: '1', url: baseUrl() }]);
    const page = await context.newPage();
    const problems = consoleProblems(page);
    const response = await page.goto(new URL(`/models/${model!.permaLink}`, baseUrl()).toString(), { waitUntil: 'load' });
    const html = await response!.text();
    // The server's page has the picture, preloaded, and no clip that would compete with it.
    expect(html).toMatch(/<link rel="preload" as="image" imageSrcSet="[^"]+" imageSizes="100vw" fetchPriority="high"\/>/);
    expect(html).not.toMatch(/<video/);

    const video = page.locator('article video');
    await video.waitFor({ state: 'attached', timeout: 15_000 });
    const state = await page.evaluate(() => {
      const picture = document.querySelector<HTMLImageElement>('article img[fetchpriority="high"]')!;
      return { pictureShown: picture.complete && picture.naturalWidth > 0, clip: document.querySelector('article video')!.getAttribute('src') };
    });
    expect(state).toEqual({ pictureShown: true, clip: model!.trailerSrc_1920 });
    await poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});
