// Issue 13, islands, continued (islands.test.ts has the network log and the islands at work): the
// walk with JavaScript off, a preview link rendering every block, and the theme and language switches
// on home, whose blocks mostly never hydrate (on a server of its own with site-configs/dark.json,
// which has the theme toggle). Screenshots: tests/artifacts/screenshots/islands-*.png.
import { mkdirSync, readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main as previewCli } from '../../scripts/preview-config';
import { baseUrl, DESKTOP, launchChromium, MOBILE, openPage } from './chromium';
import { startServer, type RunningServer } from './start-server';
import { STAFF } from './studio-session';
import { blockEntries, neverOnly, quiet, readSnapshot, watch, watched, type Watched } from './islands-probe';
import type { SiteConfig } from '../../schemas/config/site-config';

const SHOTS = 'tests/artifacts/screenshots';
/** The second server: the port after the shared one (inside this run's port range). */
const OWN_PORT = Number(process.env.BROWSER_TEST_PORT ?? 3199) + 1;
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });
const heading1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const defaultConfig = JSON.parse(readFileSync('site-configs/default.json', 'utf8')) as SiteConfig;

let browser: Browser;
let dark: RunningServer;

beforeAll(async () => {
  [browser, dark] = await Promise.all([launchChromium(), startServer(OWN_PORT, JSON.parse(readFileSync('site-configs/dark.json', 'utf8')))]);
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await dark?.stop();
});

describe('JavaScript disabled', () => {
  it('home -> updates -> a video -> its model -> privacy -> news -> a post, by their links; a member page says it needs JavaScript', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false });
    // An adult who passed the age gate (its cookie: without JavaScript the server's gate makes the page inert).
    await context.addCookies([
      { name: 'cookie_consent', value: '1', url: baseUrl() },
      { name: 'enter18_ok', value: String(Date.now() + 86_400_000), url: baseUrl() },
    ]);
    const page = await context.newPage();
    /** The page shows its heading and real content, not an empty shell. */
    const shows = async (heading: string | RegExp, minText = 300) => {
      await heading1(page, heading).waitFor();
      expect((await page.locator('main').innerText()).trim().length, String(heading)).toBeGreaterThan(minText);
      expect(await mainNav(page).getByRole('link').count()).toBeGreaterThan(3);
    };
    const follow = async (link: ReturnType<Page['getByRole']>) => {
      const text = (await link.innerText()).trim();
      await page.getByRole('link', { name: text, exact: true }).first().click();
      return text;
    };

    await page.goto(new URL('/', baseUrl()).toString());
    await page.getByRole('heading', { name: 'Welcome to Emotions' }).waitFor();
    await mainNav(page).getByRole('link', { name: 'Updates', exact: true }).click();
    await shows('Updates');
    const videoName = await follow(page.locator('main a[href^="/videos/"]').filter({ hasText: /\S/ }).first());
    await shows(videoName, 100);
    const modelName = await follow(page.locator('main a[href^="/models/"]').filter({ hasText: /\S/ }).first());
    await shows(modelName, 100);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy', exact: true }).click();
    await shows('Privacy policy', 400);
    await mainNav(page).getByRole('link', { name: 'News', exact: true }).click();
    await shows('News');
    const postTitle = await follow(page.locator('main article h2 a, main article h3 a').first());
    await shows(postTitle, 400);
    // A member page cannot know the session without JavaScript: it says so instead of staying blank.
    await page.goto(new URL('/payment', baseUrl()).toString());
    // (Playwright's text locators skip <noscript>; the rendered text of the page's main shows it.)
    expect((await page.locator('main').innerText()).trim()).toBe('Your account needs JavaScript: turn it on, then log in.');
    await context.close();
  });
});

describe('a preview link renders every block', () => {
  it('of the default configuration, in the browser, none showing an error', async () => {
    const lines: string[] = [];
    const out = { log: (line: string) => lines.push(line), error: (line: string) => lines.push(line) } as unknown as Console;
    const code = await previewCli('preview', ['site-configs/default.json', '--server', baseUrl()], { STAFF_USERNAME: STAFF.username, STAFF_PASSWORD: STAFF.password }, out);
    expect(code, lines.join('\n')).toBe(0);
    const link = new URL(lines.find((line) => line.includes('previewtoken='))!);
    const page = await openPage(browser, `${link.pathname}${link.search}`);
    await page.getByRole('region', { name: 'Preview mode' }).waitFor();
    const expected = blockEntries(defaultConfig, 'home').map(({ entry }) => entry.type);
    const frames = page.locator('[data-site="home"] [data-block]');
    await poll(() => frames.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-block')))).toEqual(expected);
    // Every block has content (no code-loading placeholder, no error panel).
    const empty = () =>
      frames.evaluateAll((nodes) =>
        nodes
          .filter((node) => node.querySelector('[data-block-error]') || (!node.textContent?.trim() && !node.querySelector('img, video, svg')))
          .map((node) => node.getAttribute('data-block')),
      );
    await poll(empty).toEqual([]);
    expect((page as Page & { errors: string[] }).errors).toEqual([]);
    await page.context().close();
  });
});

/** Records, frame by frame, how long any block of the page shows its empty code-loading placeholder (or nothing), and which. */
const startBlankProbe = (page: Page) =>
  page.evaluate(() => {
    const probe = { first: 0, last: 0, frames: 0, blocks: [] as string[] };
    (window as unknown as { blankProbe: typeof probe }).blankProbe = probe;
    const started = performance.now();
    const tick = (now: number) => {
      const blank = [...document.querySelectorAll('[data-block]')].filter((frame) => {
        const child = frame.firstElementChild;
        return !child || (child.getAttribute('aria-hidden') === 'true' && !child.textContent?.trim());
      });
      for (const frame of blank) if (!probe.blocks.includes(frame.getAttribute('data-block')!)) probe.blocks.push(frame.getAttribute('data-block')!);
      if (blank.length) {
        probe.first ||= now;
        probe.last = now;
        probe.frames += 1;
      }
      if (now - started < 5000) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
const blankPeriod = async (page: Page) => {
  await page.waitForTimeout(5200);
  const probe = await page.evaluate(() => (window as unknown as { blankProbe: { first: number; last: number; frames: number; blocks: string[] } }).blankProbe);
  return { ms: probe.frames ? Math.round(probe.last - probe.first + 16) : 0, blocks: probe.blocks };
};

describe('theme and language switches on home', () => {
  it('static blocks show in the new theme, then in German, without hydration warnings', async () => {
    const seen: Watched = watched();
    const page = await openPage(browser, `${dark.baseUrl}/`, { viewport: DESKTOP, watch: (p) => watch(p, seen) });
    await quiet(page, seen);
    const snapshot = await readSnapshot(page);
    expect(neverOnly(snapshot)).toEqual(expect.arrayContaining(['slogans', 'welcome', 'counterBar']));
    const slogans = page.locator('[data-block="slogans"]');
    await slogans.getByText('Girls only').waitFor();
    const colourOf = () => slogans.getByText('Girls only').evaluate((el) => getComputedStyle(el).color);
    const before = await colourOf();

    await startBlankProbe(page);
    await page.getByRole('button', { name: /^Switch to .+ theme$/ }).click();
    const themeBlank = await blankPeriod(page);
    await poll(colourOf).not.toBe(before);
    await slogans.getByText('Girls only').waitFor();
    expect(await page.locator('[data-block="welcome"]').innerText()).not.toBe('');
    for (const [device, viewport] of [['desktop', DESKTOP], ['phone', MOBILE]] as const) {
      await page.setViewportSize(viewport);
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${SHOTS}/islands-theme-switched-${device}.png`, fullPage: true });
    }
    await page.setViewportSize(DESKTOP);

    await page.evaluate(() => window.scrollTo(0, 0));
    await startBlankProbe(page);
    await page.getByRole('button', { name: /^Language:/ }).click();
    await page.getByRole('button', { name: 'Deutsch' }).click();
    const languageBlank = await blankPeriod(page);
    await slogans.getByText('Nur Frauen').waitFor();
    await slogans.getByText('Pure Emotionen ohne Zurückhaltung').waitFor();
    expect(await slogans.getByText('Girls only').count()).toBe(0);
    console.log(`islands: blank (placeholder) period after the theme switch ${themeBlank.ms} ms, after the language switch ${languageBlank.ms} ms`);
    // Every block kept what it showed until its new rendering was ready: no empty frame, no jump.
    expect({ theme: themeBlank.blocks, language: languageBlank.blocks }).toEqual({ theme: [], language: [] });
    expect(seen.hydrationProblems).toEqual([]);
    expect((page as Page & { errors: string[] }).errors).toEqual([]);
    await page.context().close();
  });

  it('static blocks come back home in the language chosen on another page', async () => {
    const seen: Watched = watched();
    const page = await openPage(browser, `${dark.baseUrl}/`, { viewport: DESKTOP, watch: (p) => watch(p, seen) });
    await quiet(page, seen);
    const slogans = page.locator('[data-block="slogans"]');
    await slogans.getByText('Girls only').waitFor();
    await mainNav(page).getByRole('link', { name: 'Updates', exact: true }).click();
    await heading1(page, 'Updates').waitFor();
    await page.getByRole('button', { name: /^Language:/ }).click();
    await page.getByRole('button', { name: 'Deutsch' }).click();
    await poll(() => page.evaluate(() => document.documentElement.lang)).toBe('de-DE');
    await page.locator('a[href="/"]').first().click();
    await page.waitForURL(new URL('/', dark.baseUrl).toString());
    await slogans.getByText('Nur Frauen').waitFor();
    expect(await slogans.getByText('Girls only').count()).toBe(0);
    expect(seen.hydrationProblems).toEqual([]);
    expect((page as Page & { errors: string[] }).errors).toEqual([]);
    await page.context().close();
  });
});
