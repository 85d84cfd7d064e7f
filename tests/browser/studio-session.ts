// The configuration studio as an operator opens it: /studio sends a guest to the login page, which
// comes back to the studio once the staff member has logged in.
import type { Browser, FrameLocator, Page } from 'playwright-core';
import { openPage } from './chromium';

export const STAFF = { username: 'staff', password: 'staff-demo-2026' };

export async function logIn(page: Page, account: { username: string; password: string }) {
  await page.getByLabel('Username or Email').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** The studio, logged in as staff, once the live configuration is loaded and checked. */
export async function openStudio(browser: Browser, baseUrl: string, options: { viewport?: { width: number; height: number }; consoleErrors?: string[] } = {}): Promise<Page> {
  const page = await openPage(browser, new URL('/studio', baseUrl).toString(), options.viewport ? { viewport: options.viewport } : {});
  const { consoleErrors } = options;
  if (consoleErrors) {
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(`${message.location().url}: ${message.text()}`);
    });
  }
  await page.waitForURL(/\/login\?from=(\/|%2F)studio$/);
  await logIn(page, STAFF);
  await page.waitForURL(/\/studio$/);
  await page.getByRole('heading', { name: 'Configuration studio' }).waitFor();
  await page.getByText('No problems: the configuration is valid.').waitFor({ timeout: 20_000 });
  return page;
}

/** The studio's preview iframe. */
export const previewFrame = (page: Page): FrameLocator => page.frameLocator('iframe[title="Site preview"]');

/** Block types of the home page, in page order (nested blocks included). */
export const homeBlocks = (page: Page | FrameLocator) =>
  page.locator('[data-site="home"] [data-block]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-block')));
