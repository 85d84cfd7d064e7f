// The age gate before the first paint and forms that are safe without JavaScript (issue 26), in
// real Chromium against the real server. Without JavaScript: a first-time visitor's first
// screenshot is the gate over an inert page, and Enter (a POST) sets the confirmation cookie and
// brings them back to the page; login and signup POST, and no password or email is in any URL the
// browser asks for. With JavaScript: the gate is in the server's first HTML, and Enter works as
// before (no request, no flash), and later pages come without it.
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, launchChromium, MOBILE } from './chromium';

const SHOTS = 'tests/artifacts/screenshots';
const DAY_S = 86_400;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

/** A first-time visitor's page that records every URL it asks for (documents, forms, assets). */
async function firstVisit(options: { javaScriptEnabled: boolean; viewport?: { width: number; height: number }; locale?: string }) {
  const context = await browser.newContext({ viewport: options.viewport ?? DESKTOP, javaScriptEnabled: options.javaScriptEnabled });
  await context.addCookies([
    { name: 'cookie_consent', value: '1', url: baseUrl() },
    ...(options.locale ? [{ name: 'locale', value: options.locale, url: baseUrl() }] : []),
  ]);
  const page = await context.newPage();
  const requests: { method: string; url: string }[] = [];
  page.on('request', (request) => requests.push({ method: request.method(), url: request.url() }));
  return { context, page, requests };
}

const gateOf = (page: Page) => page.getByRole('dialog', { name: /Adult Only Site|nur für Erwachsene/ });
const ageCookie = async (context: BrowserContext) => (await context.cookies()).find((cookie) => cookie.name === 'enter18_ok');

describe('without JavaScript', () => {
  it('a first-time visitor first sees the gate over an inert page; Enter sets the cookie and brings them back to the page', async () => {
    const { context, page } = await firstVisit({ javaScriptEnabled: false });
    await page.goto(new URL('/models?p=1', baseUrl()).toString(), { waitUntil: 'commit' });
    await page.waitForLoadState('domcontentloaded');
    // The first screenshot: the gate, the page behind it blurred and out of reach.
    await page.screenshot({ path: `${SHOTS}/nojs-age-gate-first.png` });
    const gate = gateOf(page);
    expect(await gate.isVisible()).toBe(true);
    expect(await page.locator('#root').evaluate((root) => (root as HTMLElement).inert)).toBe(true);
    // Inert: nothing of the page takes focus or a click; the gate is on top.
    const onTop = await page.evaluate(() => {
      const heading = document.querySelector('#root h1, #root h2')!.getBoundingClientRect();
      return document.elementFromPoint(heading.left + 5, heading.top + 5)?.closest('#root') === null;
    });
    expect(onTop).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('#root') ?? null)).toBeNull();

    const before = Date.now() / 1000;
    const [post] = await Promise.all([
      page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/age-gate'),
      gate.getByRole('button', { name: "Yes I'm 18 or older. Enter!" }).click(),
    ]);
    expect(post.postData()).toBe('back=%2Fmodels%3Fp%3D1');
    await page.waitForURL(new URL('/models?p=1', baseUrl()).toString());
    await page.getByRole('link', { name: 'Models' }).first().waitFor();
    expect(await gateOf(page).count()).toBe(0);
    expect(await page.locator('#root').evaluate((root) => (root as HTMLElement).inert)).toBe(false);
    const cookie = (await ageCookie(context))!;
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.path).toBe('/');
    expect(cookie.expires).toBeGreaterThan(before + DAY_S - 60);
    expect(cookie.expires).toBeLessThan(Date.now() / 1000 + DAY_S + 60);
    // "Leave" still leaves.
    const other = await firstVisit({ javaScriptEnabled: false });
    await other.page.goto(new URL('/', baseUrl()).toString());
    expect(await gateOf(other.page).getByRole('link', { name: 'Leave' }).getAttribute('href')).toMatch(/^https:\/\//);
    await other.context.close();
    await context.close();
  });

  it('login and signup send POST, and no password or email is in any URL asked for', async () => {
    const { context, page, requests } = await firstVisit({ javaScriptEnabled: false });
    await context.addCookies([{ name: 'enter18_ok', value: String(Date.now() + DAY_S * 1000), url: baseUrl() }]);
    const secrets = ['s3cret-Passw0rd!', 'nobody@example.com', 'nojs-visitor'];

    await page.goto(new URL('/login', baseUrl()).toString());
    await page.getByLabel('Username or Email').fill(secrets[2]!);
    await page.getByLabel('Password', { exact: true }).fill(secrets[0]!);
    await Promise.all([page.waitForURL(/\/login\?form=login$/), page.getByRole('button', { name: 'Login' }).click()]);
    expect(requests.find((request) => request.url.endsWith('/login?form=login'))?.method).toBe('POST');
    await page.getByText('Nothing was sent: this form needs JavaScript.').waitFor();
    await page.screenshot({ path: `${SHOTS}/nojs-login-answer.png` });

    await page.goto(new URL('/signup', baseUrl()).toString());
    const signup = page.locator('form[action="/signup?form=signup"]');
    expect(await signup.getAttribute('method')).toBe('post');
    await signup.getByLabel(/^E-?mail/).first().fill(secrets[1]!);
    await signup.locator('input[type="password"]').first().fill(secrets[0]!);
    // The browser's own submission, as a visitor pressing Enter in a field would send it.
    await Promise.all([page.waitForURL(/\/signup\?form=signup$/), signup.evaluate((form) => (form as HTMLFormElement).requestSubmit())]);
    expect(requests.find((request) => request.url.endsWith('/signup?form=signup'))?.method).toBe('POST');
    await page.getByText('Nothing was sent: this form needs JavaScript.').waitFor();

    for (const { url } of requests) for (const secret of secrets) expect(decodeURIComponent(url)).not.toContain(secret);
    await context.close();
  });
});

describe('with JavaScript', () => {
  it('the gate is in the first server HTML; Enter closes it at once without a request, and later pages come without it', async () => {
    const { context, page, requests } = await firstVisit({ javaScriptEnabled: true });
    const response = await page.goto(new URL('/', baseUrl()).toString(), { waitUntil: 'load' });
    const html = await response!.text();
    expect(html).toContain('<div id="root" inert>');
    expect(html).toContain('data-outside-app="age-gate"');
    const gate = gateOf(page);
    const box = await gate.boundingBox();
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 15_000 }).catch(() => {});
    // The app took over the server's gate: one dialog, where it was painted.
    expect(await page.getByRole('dialog').count()).toBe(1);
    expect(await gate.boundingBox()).toEqual(box);
    await gate.getByRole('button', { name: "Yes I'm 18 or older. Enter!" }).click();
    await gate.waitFor({ state: 'detached' });
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
    expect(await page.locator('#root').evaluate((root) => (root as HTMLElement).inert)).toBe(false);
    expect(Number((await ageCookie(context))!.value)).toBeGreaterThan(Date.now());
    const again = await page.goto(new URL('/models', baseUrl()).toString(), { waitUntil: 'load' });
    const later = await again!.text();
    expect(later).not.toContain('data-outside-app="age-gate"');
    expect(later).toContain('<div id="root">');
    await context.close();
  });

  it('shows the gate in German at phone and desktop width, nothing overflowing', async () => {
    for (const [name, viewport] of [
      ['phone', MOBILE],
      ['desktop', DESKTOP],
    ] as const) {
      for (const locale of ['en_US', 'de_DE']) {
        const { context, page } = await firstVisit({ javaScriptEnabled: false, viewport, locale });
        await page.goto(new URL('/videos', baseUrl()).toString());
        await gateOf(page).waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        await page.screenshot({ path: `${SHOTS}/nojs-age-gate-${locale}-${name}.png` });
        await context.close();
      }
    }
  });
});
