// Issue 4, "Done when": a visitor's walks through the public tour in real Chromium against the real
// server and its freshly seeded database, axe-core on every page of those walks (home, a list, a
// video and a gallery in accessibility.test.ts, in two languages and themes), and screenshots of
// every screen (desktop and mobile, light and dark) in tests/artifacts/screenshots/walk-*.png.
import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, launchChromium, MOBILE, openPage } from './chromium';

let browser: Browser;

interface Named {
  permaLink: string;
  fullName: string;
}
interface Seeded {
  model: Named & { firstName: string };
  gallery: Named;
  video: Named & { trailerSrc?: string };
  post: Named;
  category: Named;
}
let seeded: Seeded;

const api = async <T>(path: string): Promise<T> => {
  const response = await fetch(`${baseUrl()}/api${path}`);
  if (!response.ok) throw new Error(`GET /api${path} answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
};

beforeAll(async () => {
  browser = await launchChromium();
  const [models, photos, videos, posts, categories] = await Promise.all([
    api<Array<Named & { content_updates: number }>>('/public/models'),
    api<Named[]>('/public/photos'),
    api<Array<Named & { trailerSrc?: string }>>('/public/videos'),
    api<Named[]>('/public/posts'),
    api<Array<Named & { postCount: number }>>('/public/categories'),
  ]);
  const model = models.find((m) => m.content_updates > 0)!;
  seeded = {
    model: { ...model, firstName: model.fullName.split(' ')[0]! },
    gallery: photos[0]!,
    video: videos.find((v) => v.trailerSrc) ?? videos[0]!,
    post: posts[0]!,
    category: categories.find((c) => c.postCount > 0)!,
  };
});
afterAll(async () => {
  await browser?.close();
});

const SHOTS = 'tests/artifacts/screenshots';
/** expect.poll waits only 1 s by default; the shared machine is sometimes slower than that. */
const poll = <T>(fn: () => T | Promise<T>, options: { timeout?: number } = {}) => expect.poll(fn, { timeout: 15_000, ...options });
const close = (page: Page) => page.context().close();
const pageErrors = (page: Page) => (page as Page & { errors?: string[] }).errors ?? [];
const path = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};
const query = (page: Page) => new URL(page.url()).searchParams;
const heading1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
/** Tag cloud and calendar links read "Autumn 20(20 updates)": name, visible count, hidden sentence. */
const LINK_LABEL = /^(.+?)\s+\d+\s*\((\d+) \w+\)$/;
const mainNav = (page: Page) => page.getByRole('navigation', { name: /^(Main|Haupt)/i });

// ---------------------------------------------------------------------------------------------
// 1-8: the walks
// ---------------------------------------------------------------------------------------------

describe('walk: home -> updates -> page 2 -> page size -> tag -> calendar month', () => {
  it('keeps page, size and filters in the URL and shows what is filtered', async () => {
    const page = await openPage(browser, '/');
    await page.getByRole('heading', { name: 'Recent galleries' }).waitFor();
    await mainNav(page).getByRole('link', { name: 'Updates' }).click();
    await page.waitForURL(/\/updates$/);
    await heading1(page, 'Updates').waitFor();
    const list = page.getByRole('region', { name: 'Updates', exact: true });
    await list.getByRole('listitem').first().waitFor();
    const total = Number(/(\d+) updates/.exec((await list.getByText(/^\d+ updates$/).textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThan(48);
    const firstOnPage1 = await list.getByRole('article').first().getByRole('heading').textContent();

    // Page 2 (p is 0-based in the URL).
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
    await poll(() => query(page).get('p')).toBe('1');
    await poll(() => page.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    await poll(() => list.getByRole('article').first().getByRole('heading').textContent()).not.toBe(firstOnPage1);
    await poll(() => page.getByText(`25–48 of ${total}`).count()).toBe(1);

    // A new page size returns to the first page and is kept in the URL.
    await page.getByLabel('Per page').selectOption('48');
    await poll(() => query(page).get('s')).toBe('48');
    expect(query(page).get('p')).toBeNull();
    await poll(() => page.getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    await poll(() => list.getByRole('article').count()).toBe(48);
    expect(await page.getByText(`1–48 of ${total}`).count()).toBe(1);
    // Reloading the linked URL shows the same list.
    await page.reload();
    await poll(() => list.getByRole('article').count()).toBe(48);

    // A tag from the tag cloud.
    const tagLink = page.locator('[data-block="tagCloud"]').getByRole('link').first();
    const tagText = (await tagLink.textContent())!;
    const [, tagName, tagCount] = LINK_LABEL.exec(tagText.trim())!;
    await tagLink.click();
    await page.waitForURL(/\/updates\?tag=[^&]+$/);
    await page.getByRole('button', { name: `Remove filter: Tag: ${tagName}` }).waitFor();
    await poll(() => list.getByText(/^\d+ updates?$/).textContent()).toBe(`${tagCount} updates`);
    await poll(() => list.getByRole('article').count()).toBe(Math.min(Number(tagCount), 24));

    // A month from the update calendar.
    const monthLink = page.locator('[data-block="updateCalendar"] a[href*="m="]').first();
    const [, monthName, monthCount] = LINK_LABEL.exec(((await monthLink.textContent()) ?? '').trim())!;
    await monthLink.click();
    await page.waitForURL(/\/updates\?y=\d{4}&m=\d{1,2}$/);
    await page.getByRole('button', { name: `Remove filter: ${monthName}` }).waitFor();
    expect(await page.getByRole('button', { name: /Remove filter: Tag/ }).count()).toBe(0);
    // The calendar's count for the month and the filtered list agree.
    await poll(() => list.getByText(/^\d+ updates?$/).textContent()).toBe(`${monthCount} update${monthCount === '1' ? '' : 's'}`);
    await poll(() => list.getByRole('article').count()).toBe(Number(monthCount));
    expect(pageErrors(page)).toEqual([]);
    await close(page);
  });
});

describe('walk: models -> model -> gallery -> members-only modal', () => {
  it('opens the members-only modal when a visitor downloads the zip', async () => {
    const page = await openPage(browser, '/');
    await mainNav(page).getByRole('link', { name: 'Models' }).click();
    await heading1(page, 'Models').waitFor();
    const card = page.getByRole('list', { name: 'Models' }).getByRole('link').first();
    const modelName = (await card.getByRole('heading').textContent())!;
    await card.click();
    await page.waitForURL(/\/models\/[^/]+$/);
    await heading1(page, modelName).waitFor();
    const galleries = page.getByRole('heading', { level: 2, name: /^Galleries: \d+$/ });
    await galleries.waitFor();
    const count = Number(/\d+/.exec((await galleries.textContent())!)![0]);
    expect(count).toBeGreaterThan(0);
    const galleryList = galleries.locator('xpath=ancestor::*[.//article][1]');
    await poll(() => galleryList.getByRole('article').count()).toBeGreaterThan(0);
    expect(await galleryList.getByRole('article').count()).toBeLessThanOrEqual(count);
    const galleryLink = galleryList.getByRole('article').first().getByRole('heading').getByRole('link');
    const galleryName = (await galleryLink.textContent())!;
    await galleryLink.click();
    await page.waitForURL(/\/photos\/[^/]+$/);
    await heading1(page, galleryName).waitFor();
    // The gallery lists the model it came from.
    expect(await page.getByRole('article', { name: galleryName }).getByRole('link', { name: modelName }).count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: /High resolution ZIP/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Members only' });
    await dialog.waitFor();
    expect(await dialog.getByRole('link', { name: 'JOIN NOW' }).getAttribute('href')).toBe('/signup');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(pageErrors(page)).toEqual([]);
    await close(page);
  });
});

describe('walk: video detail -> trailer ends -> signup modal', () => {
  it('opens the signup modal when a visitor’s trailer ends', async () => {
    // The seeded catalogue must offer a trailer: the server advertises trailerSrc only when the clip
    // file exists in DATA_DIR/media/public/video (server/media/urls.ts publicClip).
    expect(
      seeded.video.trailerSrc,
      'no video of the freshly seeded database has a trailerSrc: the start put no clips in DATA_DIR/media/public/video, so there is no playable trailer',
    ).toBeTruthy();
    const page = await openPage(browser, `/videos/${seeded.video.permaLink}`);
    await heading1(page, seeded.video.fullName).waitFor();
    await page.getByRole('button', { name: `Play the trailer of ${seeded.video.fullName}` }).click();
    const video = page.locator('video');
    await video.waitFor();
    await poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    await page.evaluate(() => {
      const v = document.querySelector('video')!;
      v.currentTime = Math.max(0, v.duration - 0.2);
      void v.play();
    });
    const dialog = page.getByRole('dialog', { name: 'Want to see more?' });
    await dialog.waitFor({ timeout: 15_000 });
    expect(await dialog.getByRole('link', { name: 'JOIN NOW' }).getAttribute('href')).toBe('/signup');
    await close(page);
  });
});

describe('walk: news -> category -> post', () => {
  it('filters by category and opens a post', async () => {
    const page = await openPage(browser, '/');
    await mainNav(page).getByRole('link', { name: 'News' }).click();
    await heading1(page, 'News').waitFor();
    const { category } = seeded;
    await page.getByRole('navigation', { name: 'News categories' }).getByRole('link', { name: new RegExp(`^${category.fullName} \\(`) }).click();
    await poll(() => query(page).get('category')).toBe(category.permaLink);
    const posts = page.getByRole('list', { name: 'News posts' }).getByRole('article');
    await posts.first().waitFor();
    // Every post shown belongs to the category.
    await poll(async () => (await posts.evaluateAll((nodes) => nodes.map((n) => n.querySelector('a[href^="/news?category="]')?.textContent))).every((c) => c === category.fullName))
      .toBe(true);
    const postLink = posts.first().getByRole('heading').getByRole('link');
    const title = (await postLink.textContent())!;
    await postLink.click();
    await page.waitForURL(/\/news\/[^/?]+$/);
    await heading1(page, title).waitFor();
    expect(await page.getByRole('article', { name: title }).getByRole('link', { name: category.fullName }).count()).toBeGreaterThan(0);
    expect(pageErrors(page)).toEqual([]);
    await close(page);
  });
});

describe('walk: search', () => {
  it('the search page shows results in sections for a term that exists', async () => {
    const { model } = seeded;
    const page = await openPage(browser, `/search/${model.firstName}`);
    await heading1(page, 'Search').waitFor();
    const models = page.getByRole('region', { name: /^Models \d+$/ });
    await models.waitFor();
    expect(await models.getByRole('link', { name: new RegExp(model.fullName) }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('region', { name: /^Galleries \d+$/ }).count()).toBe(1);
    expect(await page.getByRole('searchbox', { name: 'Search term' }).inputValue()).toBe(model.firstName);
    await close(page);
  });

  it('the search page says "No results found" for a term that matches nothing', async () => {
    const page = await openPage(browser, '/search/zzzzqqq');
    await heading1(page, 'Search').waitFor();
    await page.getByText('No results found').waitFor();
    expect(await page.getByRole('region', { name: /^(Models|Galleries|Videos|Places) \d+$/ }).count()).toBe(0);
    await close(page);
  });

  it('the header popover shows suggestions, live results after typing, nothing found, and closes on Escape', async () => {
    const { model } = seeded;
    const page = await openPage(browser, '/');
    await page.getByRole('heading', { name: 'Recent galleries' }).waitFor();
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Search' });
    await toggle.click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await dialog.waitFor();
    const box = dialog.getByRole('combobox', { name: 'Search' });
    await poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    await dialog.getByText('Most viewed updates').waitFor();
    await box.pressSequentially(model.firstName, { delay: 40 });
    await page.waitForTimeout(600);
    const option = dialog.getByRole('option', { name: new RegExp(model.fullName) });
    await option.first().waitFor();
    expect(await dialog.getByRole('option', { name: /Show all results for/ }).count()).toBe(1);
    // Keyboard navigation marks an option active.
    await box.press('ArrowDown');
    await poll(() => box.getAttribute('aria-activedescendant')).toBeTruthy();

    await box.fill('zzzzqqq');
    await page.waitForTimeout(600);
    await dialog.getByText('No results found').waitFor();

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await close(page);
  });
});

describe('forms', () => {
  const fillContact = async (page: Page) => {
    await page.getByRole('textbox', { name: 'Name' }).fill('Visitor Walk');
    await page.getByRole('textbox', { name: 'Email' }).fill('visitor.walk@example.com');
    await page.getByRole('textbox', { name: 'Subject' }).fill('A question');
    await page.getByRole('textbox', { name: 'Message' }).fill('Hello, this is a browser test message.');
  };

  it('contact: empty -> "Please fill in all fields"; filled -> success', async () => {
    const page = await openPage(browser, '/contact');
    await heading1(page, 'Contact').waitFor();
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByRole('button', { name: 'Send Request' }).click();
    await page.getByText('Please fill in all fields').first().waitFor();
    await fillContact(page);
    await form.getByRole('button', { name: 'Send Request' }).click();
    await page.getByText('Your request was submitted successfully, we will investigate it and get back to you.').waitFor();
    await form.waitFor({ state: 'detached' });
    await close(page);
  });

  it('contact: a server error -> "Something went wrong, please try again later"', async () => {
    const page = await openPage(browser, '/contact');
    await page.route('**/api/contactrequests', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    await heading1(page, 'Contact').waitFor();
    await fillContact(page);
    await page.getByRole('button', { name: 'Send Request' }).click();
    await page.getByText('Something went wrong, please try again later').first().waitFor();
    // The form stays, with what the visitor typed.
    expect(await page.getByRole('textbox', { name: 'Message' }).inputValue()).toBe('Hello, this is a browser test message.');
    await close(page);
  });

  const fillRemoval = async (page: Page, reason: string) => {
    await page.getByRole('textbox', { name: 'Official name' }).fill('Visitor Walk');
    await page.getByRole('textbox', { name: 'Email' }).fill('visitor.walk@example.com');
    await page.getByRole('textbox', { name: 'URL of the item' }).fill(`${baseUrl()}/photos/${seeded.gallery.permaLink}`);
    await page.getByRole('radio', { name: /Personal information/ }).check();
    await page.getByRole('textbox', { name: 'Reason' }).fill(reason);
  };

  it('content removal: a missing field -> "Please fill in all fields"; filled -> success', async () => {
    const page = await openPage(browser, '/contentRemoval');
    await heading1(page, 'Content removal').waitFor();
    const form = page.getByRole('form', { name: 'Content removal form' });
    await fillRemoval(page, '');
    await form.getByRole('button', { name: 'Send Request' }).click();
    await page.getByText('Please fill in all fields').first().waitFor();
    await page.getByRole('textbox', { name: 'Reason' }).fill('My address is visible in this gallery.');
    await form.getByRole('button', { name: 'Send Request' }).click();
    await page.getByText('Your request was submitted successfully, we will investigate the content and get back to you.').waitFor();
    await form.waitFor({ state: 'detached' });
    await close(page);
  });

  it('content removal: a server error -> "Something went wrong, please try again later"', async () => {
    const page = await openPage(browser, '/contentRemoval');
    await page.route('**/api/contentremovalrequests', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    await heading1(page, 'Content removal').waitFor();
    await fillRemoval(page, 'My address is visible in this gallery.');
    await page.getByRole('button', { name: 'Send Request' }).click();
    await page.getByText('Something went wrong, please try again later').first().waitFor();
    await close(page);
  });
});

describe('404', () => {
  it('an unknown path shows the 404 page', async () => {
    const page = await openPage(browser, '/this/path/does-not-exist');
    await heading1(page, '404 - Oops something went wrong').waitFor();
    await close(page);
  });

  it('an unknown model permaLink ends on /404 with the 404 page', async () => {
    const page = await openPage(browser, '/models/no-such-model');
    await page.waitForURL(`${baseUrl()}/404`);
    await heading1(page, '404 - Oops something went wrong').waitFor();
    expect(await page.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    await close(page);
  });
});

describe('walk in German', () => {
  it('/de -> home -> updates -> page 2 -> page size -> tag shows German texts', async () => {
    const page = await openPage(browser, '/de');
    await page.waitForURL(`${baseUrl()}/`);
    await page.getByRole('heading', { name: 'Neueste Galerien' }).waitFor();
    await mainNav(page).getByRole('link', { name: 'Fotos' }).waitFor();
    await mainNav(page).getByRole('link', { name: 'Updates' }).click();
    await page.waitForURL(/\/updates$/);
    await page.getByRole('heading', { name: 'Update-Kalender' }).waitFor();
    await page.getByRole('link', { name: 'Seite 2' }).click();
    await poll(() => query(page).get('p')).toBe('1');
    await page.getByLabel('Pro Seite').selectOption('48');
    await poll(() => query(page).get('s')).toBe('48');
    expect(query(page).get('p')).toBeNull();
    const tagLink = page.locator('[data-block="tagCloud"]').getByRole('link').first();
    const [, tagName] = LINK_LABEL.exec(((await tagLink.textContent()) ?? '').trim())!;
    await tagLink.click();
    await page.waitForURL(/\/updates\?tag=/);
    await page.getByRole('button', { name: `Filter entfernen: Tag: ${tagName}` }).waitFor();
    // No English leftovers in the visible controls.
    for (const english of ['Per page', 'Update calendar', 'Recent galleries', 'Next']) {
      expect(await page.getByText(english, { exact: true }).count(), english).toBe(0);
    }
    await close(page);
  });
});

// ---------------------------------------------------------------------------------------------
// 9: axe-core on every page of the walks
// ---------------------------------------------------------------------------------------------

interface Screen {
  name: string;
  path: () => string;
  /** Waits until the page shows its content. */
  ready: (page: Page) => Promise<unknown>;
  /** Dark theme screenshots and axe run as well. */
  main?: boolean;
}

const screens: Screen[] = [
  { name: 'home', path: () => '/', ready: (p) => p.getByRole('heading', { name: 'Recent videos' }).waitFor(), main: true },
  {
    name: 'updates',
    path: () => '/updates',
    ready: (p) => p.getByRole('region', { name: 'Updates', exact: true }).getByRole('article').first().waitFor(),
    main: true,
  },
  { name: 'models', path: () => '/models', ready: (p) => p.getByRole('list', { name: 'Models' }).getByRole('link').first().waitFor(), main: true },
  {
    name: 'model-detail',
    path: () => `/models/${seeded.model.permaLink}`,
    ready: (p) => p.getByRole('heading', { name: /^Galleries: \d+$/ }).waitFor(),
    main: true,
  },
  { name: 'gallery-detail', path: () => `/photos/${seeded.gallery.permaLink}`, ready: (p) => heading1(p, seeded.gallery.fullName).waitFor(), main: true },
  { name: 'video-detail', path: () => `/videos/${seeded.video.permaLink}`, ready: (p) => heading1(p, seeded.video.fullName).waitFor(), main: true },
  { name: 'news', path: () => '/news', ready: (p) => p.getByRole('list', { name: 'News posts' }).getByRole('article').first().waitFor(), main: true },
  { name: 'news-post', path: () => `/news/${seeded.post.permaLink}`, ready: (p) => heading1(p, seeded.post.fullName).waitFor(), main: true },
  { name: 'search', path: () => `/search/${seeded.model.firstName}`, ready: (p) => p.getByRole('region', { name: /^Models \d+$/ }).waitFor() },
  { name: 'contact', path: () => '/contact', ready: (p) => p.getByRole('form', { name: 'Contact form' }).waitFor() },
  { name: 'content-removal', path: () => '/contentRemoval', ready: (p) => p.getByRole('form', { name: 'Content removal form' }).waitFor() },
  { name: '404', path: () => '/this/path/does-not-exist', ready: (p) => heading1(p, '404 - Oops something went wrong').waitFor() },
];

const AXE_DARK = new Set(['model-detail']);
/** tests/browser/accessibility.test.ts runs axe on these in English and German, light and dark. */
const AXE_ELSEWHERE = new Set(['home', 'updates', 'gallery-detail', 'video-detail']);

async function openScreen(screen: Screen, theme: 'light' | 'dark', viewport: { width: number; height: number } = DESKTOP) {
  const page = await openPage(browser, screen.path(), { viewport, storage: { theme } });
  await screen.ready(page);
  await poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(theme === 'dark' ? 'rgb(0, 0, 0)' : 'rgb(255, 255, 255)');
  return page;
}

/** Scrolls through the page so lazy images and observers run, then returns to the top. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    const step = Math.max(200, window.innerHeight * 0.8);
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 120));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.evaluate(() => Promise.all([...document.images].filter((img) => !img.complete).map((img) => new Promise((resolve) => {
    img.addEventListener('load', resolve, { once: true });
    img.addEventListener('error', resolve, { once: true });
    setTimeout(resolve, 3000);
  }))));
  // The shell's offer bar slides in 2 s after load (layouts/shell/event-footer.tsx); measure after it settled,
  // not halfway through its fade-in.
  await page.getByRole('button', { name: 'Dismiss offer' }).waitFor({ timeout: 5_000 }).catch(() => undefined);
  // Let transitions started by the scrolling (the header coming back) finish before measuring.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity).map((a) => a.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]),
  );
  await page.waitForTimeout(400);
}

describe('axe-core: no serious or critical violations', () => {
  const cases = [
    ...screens.filter((screen) => !AXE_ELSEWHERE.has(screen.name)).map((screen) => ({ screen, theme: 'light' as const })),
    ...screens.filter((screen) => AXE_DARK.has(screen.name)).map((screen) => ({ screen, theme: 'dark' as const })),
  ];
  it.each(cases.map((c) => [`${c.screen.name} (${c.theme})`, c] as const))('%s', async (_label, { screen, theme }) => {
    const page = await openScreen(screen, theme);
    await settle(page);
    // Nothing is excluded: every block on these pages is first-party code.
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    const report = bad.flatMap((v) =>
      v.nodes.map((node) => `[${screen.name} ${theme} ${path(page)}] ${v.id} (${v.impact}): ${node.target.join(' ')} - ${node.failureSummary?.split('\n').slice(1).join(' ').trim()}`),
    );
    if (report.length) console.log(report.join('\n'));
    expect(report).toEqual([]);
    await close(page);
  });
});

// ---------------------------------------------------------------------------------------------
// 10: screenshots of every screen
// ---------------------------------------------------------------------------------------------

describe('screenshots', () => {
  beforeAll(() => mkdirSync(SHOTS, { recursive: true }));
  const cases = screens.flatMap((screen) =>
    (screen.main ? (['light', 'dark'] as const) : (['light'] as const)).flatMap((theme) =>
      ([['desktop', DESKTOP], ['mobile', MOBILE]] as const).map(([device, viewport]) => ({ screen, theme, device, viewport })),
    ),
  );
  it.each(cases.map((c) => [`${c.screen.name} ${c.device} ${c.theme}`, c] as const))('%s', async (_label, { screen, theme, device, viewport }) => {
    const page = await openScreen(screen, theme, viewport);
    await settle(page);
    await page.screenshot({ path: `${SHOTS}/walk-${screen.name}-${device}-${theme}.png`, fullPage: true });
    expect(pageErrors(page)).toEqual([]);
    await close(page);
  });

  it('the members-only modal and the header search popover (desktop and mobile)', async () => {
    for (const [device, viewport] of [['desktop', DESKTOP], ['mobile', MOBILE]] as const) {
      const gallery = await openScreen(screens.find((s) => s.name === 'gallery-detail')!, 'light', viewport);
      await gallery.getByRole('button', { name: /High resolution ZIP/ }).click();
      await gallery.getByRole('dialog', { name: 'Members only' }).waitFor();
      await gallery.waitForTimeout(400);
      await gallery.screenshot({ path: `${SHOTS}/walk-members-only-modal-${device}-light.png` });
      await close(gallery);

      const home = await openScreen(screens[0]!, 'light', viewport);
      await home.getByRole('banner').getByRole('button', { name: 'Search' }).click();
      const dialog = home.getByRole('dialog', { name: 'Search' });
      await dialog.getByRole('combobox').pressSequentially(seeded.model.firstName, { delay: 30 });
      await home.waitForTimeout(800);
      await dialog.getByRole('option', { name: new RegExp(seeded.model.fullName) }).first().waitFor();
      await home.screenshot({ path: `${SHOTS}/walk-search-popover-${device}-light.png` });
      await close(home);
    }
  });
});
