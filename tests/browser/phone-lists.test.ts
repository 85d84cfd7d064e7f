// Lists on a phone (390 px), measured in real Chromium: /photos and /dvds show two cards per row
// and nothing is wider than the screen; the filters open in a sheet, and sorting, filtering and
// Load more keep their state in the address.
import { readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './chromium';
import { startOwnServer, type OwnServer } from './own-server';

const PORT = Number(process.env.BROWSER_TEST_PORT ?? 3199) + 57;
const PHONE = { width: 390, height: 844 };

let server: OwnServer;
let browser: Browser;

beforeAll(async () => {
  const config = JSON.parse(readFileSync('site-configs/default.json', 'utf8')) as unknown;
  [server, browser] = await Promise.all([startOwnServer(PORT, config, { DISABLE_RATE_LIMITS: '1' }), launchChromium()]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function open(path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  await context.addInitScript((values: Record<string, string>) => {
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, { enter18_ok: String(Date.now() + 86_400_000) });
  await context.addCookies([
    { name: 'cookie_consent', value: '1', url: server.base },
    { name: 'enter18_ok', value: String(Date.now() + 86_400_000), url: server.base },
  ]);
  const page = await context.newPage();
  await page.goto(`${server.base}${path}`);
  return page;
}

const cards = (page: Page, name: string) => page.getByRole('list', { name, exact: true }).locator(':scope > li');

/** The cards of the first row: those whose top is the first card's top. */
async function firstRow(page: Page, name: string) {
  await cards(page, name).first().waitFor();
  const boxes = await cards(page, name).evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
  return { boxes, row: boxes.filter((box) => Math.abs(box.top - boxes[0]!.top) < 1) };
}

/** Until React has taken the server's element over (its props are attached): a click then acts. */
const hydrated = (control: Locator) => expect.poll(() => control.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps'))), { timeout: 20_000 }).toBe(true);

describe('lists on a phone', () => {
  it.each([
    ['/photos', 'Galleries'],
    ['/dvds', 'DVDs'],
  ])('%s shows two cards per row, side by side, inside the screen', async (path, name) => {
    const page = await open(path);
    const { boxes, row } = await firstRow(page, name);
    expect(row).toHaveLength(2);
    expect(row[1]!.left).toBeGreaterThanOrEqual(row[0]!.right);
    expect(row[1]!.right).toBeLessThanOrEqual(PHONE.width);
    expect(boxes[2]!.top).toBeGreaterThanOrEqual(row[0]!.bottom);
    // No card wider than the page: titles wrap or clamp.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.context().close();
  });

  it('filters in a sheet, sorts and loads more, each step kept in the address', async () => {
    const page = await open('/photos');
    const galleries = cards(page, 'Galleries');
    await galleries.first().waitFor();
    const filterButton = page.getByRole('button', { name: /^Filter/ });
    await hydrated(filterButton);
    await filterButton.click();
    const sheet = page.getByRole('dialog', { name: 'Filter' });
    await sheet.waitFor();
    const tag = sheet.getByLabel('Tag');
    await tag.locator('option').nth(1).waitFor({ state: 'attached' });
    const tagValue = (await tag.locator('option').nth(1).getAttribute('value'))!;
    await tag.selectOption(tagValue);
    await sheet.getByRole('button', { name: 'Show results' }).click();
    await sheet.waitFor({ state: 'detached' });
    await page.waitForURL((url) => url.searchParams.get('tag') === tagValue);
    // Back to the whole list, sorted by views: the address says so.
    await page.goto(`${server.base}/photos`);
    await galleries.first().waitFor();
    await hydrated(page.getByLabel(/^Sort/));
    await page.getByLabel(/^Sort/).selectOption('views');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'views');
    await expect.poll(() => galleries.count()).toBe(24);
    await page.getByRole('button', { name: 'Load more' }).click();
    await page.waitForURL((url) => url.searchParams.get('pages') === '2' && url.searchParams.get('sort') === 'views');
    await expect.poll(() => galleries.count()).toBe(48);
    await page.context().close();
  });
});
