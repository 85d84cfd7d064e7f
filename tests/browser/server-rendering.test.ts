// Issue 7, "Done when": pages come from the server as HTML. With JavaScript off a visitor (or a
// crawler) sees the content, styled; with JavaScript the page hydrates without a console error or
// warning and without fetching again what the server sent; the age gate still stops a first-time
// visitor; the language a visitor picks is the one the server renders next time.
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, launchChromium } from './chromium';

let browser: Browser;

interface Named {
  permaLink: string;
  fullName: string;
}
let model: Named;
let video: Named;
let gallery: Named;
let post: Named;

const api = async <T>(pathname: string): Promise<T> => {
  const response = await fetch(`${baseUrl()}/api/${pathname}`);
  if (!response.ok) throw new Error(`GET /api/${pathname} answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
};

beforeAll(async () => {
  browser = await launchChromium();
  [[model], [video], [gallery], [post]] = await Promise.all([
    api<Named[]>('public/models?s=1'),
    api<Named[]>('public/videos?s=1'),
    api<Named[]>('public/photos?s=1'),
    api<Named[]>('public/posts?s=1'),
  ]).then((lists) => lists as [[Named], [Named], [Named], [Named]]);
});
afterAll(async () => {
  await browser?.close();
});

const SHOTS = 'tests/artifacts/screenshots';
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });

interface Watched {
  context: BrowserContext;
  page: Page;
  /** Console errors and warnings, and uncaught errors. */
  problems: string[];
  /** GET requests to /api/ (the server already sent their answers). */
  apiGets: string[];
  /** Seeded random lists: the visitor's own rotation, asked for after hydration (shared/random-rotation.ts). */
  rotations: string[];
}

/** A fresh visitor's page, watched from before the first byte. `returning` has passed the age gate and the cookie notice. */
async function visit(path: string, { javaScript = true, returning = true } = {}): Promise<Watched> {
  const context = await browser.newContext({ viewport: DESKTOP, javaScriptEnabled: javaScript });
  if (returning) {
    await context.addInitScript((until: string) => {
      if (!localStorage.getItem('enter18_ok')) localStorage.setItem('enter18_ok', until);
    }, String(Date.now() + 86_400_000));
    await context.addCookies([
      { name: 'cookie_consent', value: '1', url: baseUrl() },
      { name: 'enter18_ok', value: String(Date.now() + 86_400_000), url: baseUrl() },
    ]);
  }
  const page = await context.newPage();
  const problems: string[] = [];
  const apiGets: string[] = [];
  const rotations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('request', (request) => {
    const url = new URL(request.url());
    const rotation = /random/i.test(url.pathname) && url.searchParams.has('seed');
    // The configuration is not in the page: the page names its version and the app asks for that one.
    const namedConfig = url.pathname === '/api/settings' && url.searchParams.has('v');
    if (request.method() === 'GET' && url.pathname.startsWith('/api/') && !namedConfig) (rotation ? rotations : apiGets).push(`${url.pathname}${url.search}`);
  });
  await page.goto(new URL(path, baseUrl()).toString(), { waitUntil: 'load' });
  return { context, page, problems, apiGets, rotations };
}

/** Hydrated: React has taken over the server's elements (its fiber is on the header). */
/** Holds the app's code back from `page` until the returned function is called. */
async function holdAppCode(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/start-app-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const hydrated = (page: Page) =>
  page.evaluate(() => {
    const header = document.querySelector('header');
    return !!header && Object.keys(header).some((key) => key.startsWith('__reactFiber'));
  });

describe('without JavaScript', () => {
  it('the home page shows its content, styled, to a visitor who passed the age gate', async () => {
    mkdirSync(SHOTS, { recursive: true });
    const { context, page } = await visit('/', { javaScript: false });
    await page.getByRole('heading', { name: 'Welcome to Emotions' }).waitFor();
    await page.getByRole('heading', { name: 'Recent galleries' }).waitFor();
    expect(await page.getByRole('navigation', { name: /^Main/ }).getByRole('link', { name: 'Models' }).count()).toBe(1);
    // Styled from the server's <style>: the top navigation has its theme background, not the default.
    const background = await page.locator('header').evaluate((el) => getComputedStyle(el.firstElementChild!).backgroundColor);
    expect(background).not.toBe('rgba(0, 0, 0, 0)');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/ssr-nojs-home.png` });
    await context.close();
  });

  it('a model page shows the model, her galleries and videos', async () => {
    const { context, page } = await visit(`/models/${model.permaLink}`, { javaScript: false });
    await page.getByRole('heading', { level: 1, name: model.fullName }).waitFor();
    await page.getByRole('heading', { level: 2, name: /^Galleries: \d+$/ }).waitFor();
    expect(await page.title()).toContain(model.fullName);
    await page.screenshot({ path: `${SHOTS}/ssr-nojs-model.png`, fullPage: true });
    await context.close();
  });

  it('a news post shows its text', async () => {
    const { context, page } = await visit(`/news/${post.permaLink}`, { javaScript: false });
    await page.getByRole('heading', { level: 1, name: post.fullName }).waitFor();
    expect((await page.locator('main').innerText()).length).toBeGreaterThan(400);
    await context.close();
  });
});

describe('with JavaScript: hydration', () => {
  const pathOf = (name: string) =>
    ({ model: `/models/${model.permaLink}`, video: `/videos/${video.permaLink}`, gallery: `/photos/${gallery.permaLink}`, post: `/news/${post.permaLink}` })[name] ?? name;

  /** Random lists on each page: each rotates once for the visitor after hydration, nothing else is fetched. */
  const randomLists: Record<string, number> = { '/': 1, video: 1, gallery: 1 };

  it.each(['/', '/updates', '/models', 'model', 'video', 'gallery', '/news', 'post', '/channels', '/signup'])(
    '%s hydrates without console errors or warnings and fetches nothing again but its random lists',
    async (name) => {
      const path = pathOf(name);
      const watched = await visit(path);
      await poll(() => hydrated(watched.page)).toBe(true);
      await watched.page.waitForLoadState('networkidle');
      // A random list hydrates when it comes into view (islands): scroll through the page to wake every block.
      await watched.page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo(0, y);
          await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
        }
      });
      await poll(() => watched.rotations.length).toBe(randomLists[name] ?? 0);
      await watched.page.waitForLoadState('networkidle');
      expect(watched.problems, path).toEqual([]);
      expect(watched.apiGets, path).toEqual([]);
      expect(watched.rotations, path).toHaveLength(randomLists[name] ?? 0);
      await watched.context.close();
    },
  );

  it('the hydrated page responds: the support menu opens', async () => {
    const { context, page, problems } = await visit('/models');
    await poll(() => hydrated(page)).toBe(true);
    const support = page.getByRole('button', { name: /Support/ });
    await support.click();
    await poll(() => support.getAttribute('aria-expanded')).toBe('true');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a click before the app has started is not lost: the support menu opens once the app is there', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    await context.addCookies([{ name: 'cookie_consent', value: '1', url: baseUrl() }]);
    await context.addInitScript((until: string) => localStorage.setItem('enter18_ok', until), String(Date.now() + 86_400_000));
    const page = await context.newPage();
    // The app's code is held back until the visitor has clicked.
    const releaseApp = await holdAppCode(page);
    await page.goto(new URL('/models', baseUrl()).toString(), { waitUntil: 'load' });
    const support = page.getByRole('button', { name: /Support/ });
    await support.click();
    expect(await hydrated(page)).toBe(false);
    expect(await support.getAttribute('aria-expanded')).toBe('false');
    releaseApp();
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 15_000 });
    await poll(() => support.getAttribute('aria-expanded')).toBe('true');
    await context.close();
  });
});

describe('age gate and language', () => {
  it('a first-time visitor gets the age gate over the rendered page before the app has started; entering closes it', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    await context.addCookies([{ name: 'cookie_consent', value: '1', url: baseUrl() }]);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
    });
    // The app's code is held back: the gate is the server's, shown without it.
    const releaseApp = await holdAppCode(page);
    await page.goto(new URL('/', baseUrl()).toString(), { waitUntil: 'load' });
    // The content is in the page under the gate.
    await page.getByRole('heading', { name: 'Welcome to Emotions', includeHidden: true }).waitFor({ state: 'attached' });
    const gate = page.getByRole('dialog', { name: 'Emotions is an Adult Only Site' });
    await gate.getByText('To enter you must be 18 or older').waitFor();
    const enter = gate.getByRole('button', { name: "Yes I'm 18 or older. Enter!" });
    expect(await hydrated(page)).toBe(false);
    expect(await enter.evaluate((button) => button === document.activeElement)).toBe(true);
    // Nothing behind it can be reached: Tab goes round Enter and Leave.
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Leave');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe("Yes I'm 18 or older. Enter!");
    await enter.click();
    await poll(() => gate.count()).toBe(0);
    expect(Number(await page.evaluate(() => localStorage.getItem('enter18_ok')))).toBeGreaterThan(Date.now());
    // The app starts over the page without a gate of its own.
    releaseApp();
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the server\'s age gate in German and dark, at phone width, leaves the app\'s gate closed once the app is there', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addCookies([
      { name: 'locale', value: 'de_DE', url: baseUrl() },
      { name: 'theme', value: 'dark', url: baseUrl() },
    ]);
    // The theme a visitor picked is kept in local storage too (the app starts from that).
    await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
    const page = await context.newPage();
    await page.goto(new URL('/models', baseUrl()).toString(), { waitUntil: 'load' });
    const gate = page.getByRole('dialog', { name: 'Emotions ist eine Website nur für Erwachsene' });
    await gate.getByText('Für den Zutritt müssen Sie mindestens 18 Jahre alt sein').waitFor();
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 15_000 });
    expect(await page.getByRole('dialog').count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/age-gate-server-de-dark-phone.png` });
    await gate.getByRole('button', { name: /Eintreten/ }).click();
    await poll(() => page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  it('/de renders German, goes home, and the server keeps German from the cookie', async () => {
    const { context, page, problems, apiGets } = await visit('/de');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de-DE');
    await page.getByRole('link', { name: 'Zum Inhalt springen' }).waitFor({ state: 'attached' });
    await page.waitForURL(new URL('/', baseUrl()).toString());
    await poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'locale')?.value).toBe('de_DE');
    // Going home kept the page: nothing was fetched again.
    await page.waitForLoadState('networkidle');
    expect(apiGets).toEqual([]);
    const again = await page.goto(new URL('/models', baseUrl()).toString());
    expect(await again!.text()).toContain('<html lang="de-DE">');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('picking a language in the menu is remembered for the server', async () => {
    const { context, page } = await visit('/');
    await poll(() => hydrated(page)).toBe(true);
    await page.getByRole('button', { name: /Language/ }).click();
    await page.getByRole('button', { name: 'Français' }).click();
    await poll(() => page.evaluate(() => document.documentElement.lang)).toBe('fr-FR');
    await poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'locale')?.value).toBe('fr_FR');
    const html = await (await page.request.get(new URL('/signup', baseUrl()).toString())).text();
    expect(html).toContain('<html lang="fr-FR">');
    await context.close();
  });
});
