// Issue 13, islands, as visitors and members notice them: a block that never hydrates sends no code
// and no data, a `visible` block's code comes when the reader scrolls to it, the islands work, no
// page warns about hydration, and a member's page hydrates in full (and a visitor's again after
// logout). The JavaScript-off walk, previews and the theme and language switches are in
// islands-switches.test.ts.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, launchChromium, MOBILE, openPage } from './chromium';
import { logIn } from './studio-session';
import { blockEntries, chunksOf, declaredKeys, modesByType, neverOnly, quiet, readSnapshot, scrollToEnd, watch, watched, type Watched } from './islands-probe';

const MEMBER = { username: 'member', password: 'member-demo-2026' };
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });
const heading1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

let browser: Browser;
let video: { permaLink: string; fullName: string };
let model: { permaLink: string; fullName: string };

const api = async <T>(path: string): Promise<T> => ((await (await fetch(`${baseUrl()}/api/${path}`)).json()) as { data: T }).data;

beforeAll(async () => {
  browser = await launchChromium();
  [[video], [model]] = (await Promise.all([api('public/videos?s=1'), api('public/models?s=1')])) as [[typeof video], [typeof model]];
});
afterAll(async () => {
  await browser?.close();
});

/** A returning visitor's page, watched from its first request. */
async function visit(path: string, viewport: { width: number; height: number } = DESKTOP): Promise<{ page: Page; seen: Watched }> {
  const seen = watched();
  const page = await openPage(browser, path, { viewport, watch: (p) => watch(p, seen) });
  await quiet(page, seen);
  return { page, seen };
}

const requested = (seen: Watched, type: string) => chunksOf(type).some((file) => seen.scripts.includes(file));

describe('static code never travels; no hydration warnings', () => {
  const pages = [
    { name: 'home', path: () => '/' },
    { name: 'updates', path: () => '/updates' },
    { name: 'model', path: () => `/models/${model.permaLink}` },
    { name: 'video', path: () => `/videos/${video.permaLink}` },
    { name: 'signup', path: () => '/signup' },
  ];
  const cases = pages.flatMap((p) => [['phone', MOBILE], ['desktop', DESKTOP]].map(([device, viewport]) => ({ ...p, device, viewport: viewport as typeof DESKTOP })));

  it.each(cases)('$name ($device): no never-block chunk; visible chunks after scrolling to them', async ({ name, path, viewport }) => {
    const { page, seen } = await visit(path(), viewport);
    const snapshot = await readSnapshot(page);
    const modes = modesByType(snapshot);

    // A `visible` block far below the first screen: its code is not here before the reader scrolls.
    const far: string[] = [];
    if (name === 'home') {
      const frames = await page.locator('[data-site="home"] [data-block]').evaluateAll((nodes) => nodes.map((node) => ({ type: node.getAttribute('data-block')!, top: node.getBoundingClientRect().top })));
      const entries = blockEntries(snapshot.config, 'home');
      expect(frames.map((frame) => frame.type)).toEqual(entries.map(({ entry }) => entry.type));
      const reach = viewport.height + 300 + 100; // the gate's margin (src/ssr/islands.ts) and some slack
      for (const [type, kinds] of modes) {
        if (kinds.has('load') || !kinds.has('visible')) continue;
        const tops = entries.flatMap(({ path: at }, index) => (snapshot.islands?.[at] === 'visible' && entries[index]!.entry.type === type ? [frames[index]!.top] : []));
        if (Math.min(...tops) > reach) far.push(type);
      }
      expect(far, 'home has a visible block below the first screen').not.toEqual([]);
      for (const type of far) expect(requested(seen, type), `${type} before scrolling`).toBe(false);
    }

    await scrollToEnd(page, seen);
    for (const type of far) expect(requested(seen, type), `${type} after scrolling`).toBe(true);
    for (const type of neverOnly(snapshot)) expect(requested(seen, type), `never block ${type} on ${name}`).toBe(false);
    // Every block that hydrates at load or once seen did load its code (the page was read to its end);
    // a block hidden at this width (`hideOn`) is never seen, so its code never comes.
    const shown = new Set(await page.locator('[data-block]').evaluateAll((nodes) => nodes.filter((node) => node.getClientRects().length > 0).map((node) => node.getAttribute('data-block')!)));
    for (const [type, kinds] of modes) if (kinds.has('load') || (kinds.has('visible') && shown.has(type))) expect(requested(seen, type), `${type} on ${name}`).toBe(true);

    // Data only never blocks use stays out of the snapshot; data of hydrating blocks is in it.
    const site = { home: 'home', updates: 'updates', signup: 'signup' }[name];
    if (site) {
      const location = new URL(path(), baseUrl());
      const blockPage = { site, params: {}, query: location.searchParams, config: snapshot.config } as Parameters<typeof declaredKeys>[1];
      const keysOf = (wanted: (mode: string) => boolean) =>
        new Set(blockEntries(snapshot.config, site).flatMap(({ path: at, entry }) => (wanted(snapshot.islands?.[at] ?? 'load') ? declaredKeys(entry, blockPage, snapshot.locale) : [])));
      const hydrating = keysOf((mode) => mode !== 'never');
      const neverKeys = [...keysOf((mode) => mode === 'never')].filter((key) => !hydrating.has(key));
      expect(neverKeys.length, `${name} has data only never blocks use`).toBeGreaterThan(0);
      for (const key of neverKeys) expect(Object.keys(snapshot.fallback), key).not.toContain(key);
    }
    expect(seen.hydrationProblems).toEqual([]);
    await page.context().close();
  });
});

describe('islands work', () => {
  it('home: the header search popover shows results for a term, and the slider moves', async () => {
    const { page, seen } = await visit('/');
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    const term = model.fullName.split(' ')[0]!;
    await dialog.getByRole('combobox', { name: 'Search' }).pressSequentially(term, { delay: 40 });
    await dialog.getByRole('option', { name: new RegExp(model.fullName) }).first().waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // The dots and arrows work (a control used before the carousel code arrives loads it at once).
    const current = () => page.locator('[aria-roledescription="carousel"] button[aria-current="true"]').getAttribute('aria-label');
    await page.getByRole('button', { name: 'Go to slide 3' }).click();
    await poll(current).toBe('Go to slide 3');
    await page.getByRole('button', { name: 'Previous slide' }).click();
    await poll(current).toBe('Go to slide 2');
    expect(seen.hydrationProblems).toEqual([]);
    await page.context().close();
  });

  it('signup: a bad email shows its message; good input enables submit', async () => {
    const { page, seen } = await visit('/signup');
    const form = page.locator('[data-block="signupForm"]');
    const submit = form.locator('button[type="submit"]');
    expect(await submit.isDisabled()).toBe(true);
    await form.getByLabel(/^Email/).fill('not-an-email');
    await form.getByLabel(/^Email/).blur();
    await form.getByText('Enter a valid email address').waitFor();
    await form.getByLabel(/^Email/).fill(`islands${Date.now()}@example.test`);
    await form.getByLabel(/^Username/).fill(`islands${Date.now().toString(36)}`);
    await form.getByLabel(/^Password/).fill('islands-test-password');
    await poll(() => form.getByText('Enter a valid email address').count()).toBe(0);
    await form.getByRole('button', { name: 'Select Plan' }).first().click();
    await form.getByRole('radio', { name: 'Credit Card' }).check();
    await form.getByRole('checkbox', { name: /^I agree to the terms/ }).check();
    await poll(() => submit.isEnabled()).toBe(true);
    expect(seen.hydrationProblems).toEqual([]);
    await page.context().close();
  });

  it('updates: the grid, hydrated once scrolled to, changes its page size', async () => {
    const { page, seen } = await visit('/updates');
    const list = page.getByRole('region', { name: 'Updates', exact: true });
    const perPage = page.getByLabel('Per page');
    await perPage.scrollIntoViewIfNeeded();
    await poll(() => requested(seen, 'updateGrid')).toBe(true);
    await perPage.selectOption('48');
    await poll(() => new URL(page.url()).searchParams.get('s')).toBe('48');
    await poll(() => list.getByRole('article').count()).toBe(48);
    // The static blocks around it still show their content after that in-page navigation.
    await poll(() => page.locator('[data-block="tagCloud"]').getByRole('link').count()).toBeGreaterThan(0);
    await poll(() => page.locator('[data-block="updateCalendar"] a[href*="m="]').count()).toBeGreaterThan(0);
    expect(seen.hydrationProblems).toEqual([]);
    await page.context().close();
  });

  it("home: a static block's card opens its page in the app, without loading a new document", async () => {
    const { page, seen } = await visit('/');
    const recent = page.locator('[data-block="updateList"][data-static]').first();
    const card = recent.locator('a[href^="/videos/"], a[href^="/photos/"]').filter({ hasText: /\S/ }).first();
    const [href, title] = [await card.getAttribute('href'), (await card.innerText()).trim()];
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await card.click();
    await page.waitForURL((url) => url.pathname === href);
    await heading1(page, title).waitFor();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    // Back home, the blocks show again (rendered in the browser now), and the browser's back works.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    await poll(() => page.locator('[data-block="updateList"]').first().getByRole('link').count()).toBeGreaterThan(0);
    expect(seen.hydrationProblems).toEqual([]);
    expect((page as Page & { errors: string[] }).errors).toEqual([]);
    await page.context().close();
  });
});

describe('members hydrate in full', () => {
  it('a member: the page comes without islands, every block loads; the heart works; after logout islands again', async () => {
    const { page, seen } = await visit('/login');
    await logIn(page, MEMBER);
    // A member lands on their home; the visitors' home page is then theirs too, without islands.
    await page.waitForURL(`${baseUrl()}/welcome`);
    await page.getByRole('button', { name: `Account menu for ${MEMBER.username}` }).waitFor();
    await page.goto(`${baseUrl()}/`);
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'member')?.value).toBe('1');

    seen.scripts.length = 0;
    await page.reload();
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await quiet(page, seen);
    const snapshot = await readSnapshot(page);
    expect(snapshot.islands).toBeUndefined();
    const types = [...new Set(blockEntries(snapshot.config, 'home').map(({ entry }) => entry.type))];
    expect(snapshot.blocks.toSorted()).toEqual(types.toSorted());
    for (const type of types) expect(requested(seen, type), type).toBe(true);

    // The favourite heart on a video page, and the favourites page lists the video.
    await page.goto(`${baseUrl()}/videos/${video.permaLink}`);
    await page.getByRole('heading', { level: 1, name: video.fullName }).waitFor();
    const heart = page.getByRole('button', { name: 'Favourite', exact: true });
    await poll(() => heart.getAttribute('aria-pressed')).toMatch(/^(true|false)$/);
    if ((await heart.getAttribute('aria-pressed')) === 'true') {
      await heart.click();
      await poll(() => heart.getAttribute('aria-pressed')).toBe('false');
    }
    await heart.click();
    await poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await page.goto(`${baseUrl()}/favourites`);
    await page.locator('[data-block="favouritesGrid"]').getByRole('link', { name: video.fullName }).first().waitFor();

    // Logout drops the hint and loads the home page: a visitor's, with islands.
    await page.getByRole('button', { name: `Account menu for ${MEMBER.username}` }).click();
    const home = page.waitForURL(`${baseUrl()}/`, { waitUntil: 'load' });
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await home;
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'member')).toBe(false);
    const after = await readSnapshot(page);
    expect(after.islands).toBeDefined();
    expect(Object.values(after.islands!)).toContain('never');
    expect(seen.hydrationProblems).toEqual([]);
    await page.context().close();
  });
});
