// Lists on a phone (390 px), measured in real Chromium: /photos and /dvds show two cards per row
// and nothing is wider than the screen.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
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
  await context.addCookies([{ name: 'cookie_consent', value: '1', url: server.base }]);
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
});
