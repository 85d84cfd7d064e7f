// axe-core finds no serious or critical violation on the pages a visitor meets first (home, a list, a
// video, a gallery, signup, login) in English and German, light and dark (the configuration's dark
// theme, chosen as the visitor's theme cookie). One browser context per language and theme, one page
// reused for every path (one test each); a screenshot only of a page that fails. AXE_PHONE=1 runs it at 390 px.
import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchChromium, MOBILE, openPage } from './chromium';

const SHOTS = 'tests/artifacts/screenshots';

let browser: Browser;
let paths: Array<{ name: string; path: string }>;

const firstPermaLink = async (path: string) => {
  const response = await fetch(`${baseUrl()}/api/public/${path}?s=1`);
  if (!response.ok) throw new Error(`GET /api/public/${path} answered ${response.status}`);
  return ((await response.json()) as { data: Array<{ permaLink: string }> }).data[0]!.permaLink;
};

beforeAll(async () => {
  browser = await launchChromium();
  const [video, gallery] = await Promise.all([firstPermaLink('videos'), firstPermaLink('photos')]);
  paths = [
    { name: 'home', path: '/' },
    { name: 'updates', path: '/updates' },
    { name: 'video', path: `/videos/${video}` },
    { name: 'gallery', path: `/photos/${gallery}` },
    { name: 'signup', path: '/signup' },
    { name: 'login', path: '/login' },
  ];
});
afterAll(async () => {
  await browser?.close();
});

const offerBarOf = (page: Page) => page.getByRole('region', { name: /^(Special offer|Sonderangebot)$/ });

/** Lets lazy blocks and pictures arrive and transitions end, so axe measures what a visitor sees. */
async function settle(page: Page, offerBar: boolean) {
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 15_000 });
  await page.locator('main h1').first().waitFor();
  // The offer bar slides in 2 s after load (layouts/shell/event-footer.tsx): measured once it is
  // there, not halfway through its fade-in.
  if (offerBar) await offerBarOf(page).waitFor();
  await page.evaluate(async () => {
    const step = window.innerHeight;
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.evaluate(() =>
    Promise.race([
      Promise.all(document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity).map((a) => a.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]),
  );
}

const variants = (['en_US', 'de_DE'] as const).flatMap((locale) => (['light', 'dark'] as const).map((theme) => ({ locale, theme })));
const PAGES = ['home', 'updates', 'video', 'gallery', 'signup', 'login'] as const;

// One test per page, in order, sharing one page per language and theme: axe over a full home page
// takes half a minute on a loaded machine, so each page has its own time budget.
describe.each(variants.map((v) => [`${v.locale} ${v.theme}`, v] as const))('axe-core: no serious or critical violations, %s', (_label, { locale, theme }) => {
  let page: Page;
  beforeAll(async () => {
    page = await openPage(browser, paths[0]!.path, { colorScheme: theme, storage: { locale, theme }, ...(process.env.AXE_PHONE ? { viewport: MOBILE } : {}) });
  });
  afterAll(async () => {
    await page?.context().close();
  });

  // The budget is a hang guard, not a speed goal: at load ~10 the home page alone took over 120 s.
  it.each(PAGES)('%s', { timeout: 240_000 }, async (name) => {
    const { path } = paths.find((p) => p.name === name)!;
    const first = name === PAGES[0];
    if (!first) await page.goto(new URL(path, baseUrl()).toString());
    await settle(page, first);
    // The page really is in the language and theme asked for.
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale.replace('_', '-'));
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(theme === 'dark' ? 'rgb(0, 0, 0)' : 'rgb(255, 255, 255)');
    // Nothing is excluded: every block on these pages is first-party code.
    // label-content-name-mismatch is experimental in axe-core, so off by default; a visible label
    // missing from the name (German "Weiter" named "Nächste Seite") fails voice control users.
    // resultTypes: axe still runs every rule but details only the violations (passes are not collected
    // node by node), which is what makes a full home page slow.
    const { violations } = await new AxeBuilder({ page })
      .options({ resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } })
      .analyze();
    const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    const found = bad.flatMap((v) =>
      v.nodes.map((node) => `[${name} ${locale} ${theme}] ${v.id} (${v.impact}): ${node.target.join(' ')} - ${node.failureSummary?.split('\n').slice(1).join(' ').trim()}`),
    );
    if (bad.length) {
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/axe-${name}-${locale}-${theme}.png`, fullPage: true });
    }
    // Checked once; dismissed, it stays away for the session, so later pages need not wait for it.
    if (first) await offerBarOf(page).getByRole('button').click();
    expect(found).toEqual([]);
  });
});
