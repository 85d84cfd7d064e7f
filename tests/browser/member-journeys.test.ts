// Issue 5, "Done when": member journeys in real Chromium against the real server. For every payment
// method: visitor -> /signup -> plan -> provider (approve) -> signup success shows the credentials
// once -> login -> active subscription -> the full video plays a signed member source -> a zip
// download is a zip -> favourite and rate (the page shows it, the API returns it). Plus a declined
// card, a closed bitcoin invoice, gift-card verification by staff, an expired member, a purchase,
// and `?from=https://evil.example`. Screenshots: tests/artifacts/screenshots/member-*.png.
//
// Payments run through the sandbox's provider emulators with the real adapters: card and PayPal on
// the Epoch emulator's join page (/sandbox/epoch/join), bitcoin on the BTCPay emulator's checkout
// page (the invoice modal's link). Card and PayPal run on the shared test server (site-configs/default.json). Bitcoin (inactive by
// default), gift cards (staff verification needs a staff account) and the expired member (a
// subscription end date moved into the past) run on a second server this file starts with its own
// SQLite file, so the test can write to the database directly.
import { mkdirSync } from 'node:fs';
import type Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords';
import { baseUrl, DESKTOP, launchChromium, MOBILE, openPage } from './chromium';
import { sellingSiteConfig, startOwnServer, withDatabase, type OwnServer } from './own-server';
import { ROLE } from '../../shared/roles';

const SHOTS = 'tests/artifacts/screenshots';
/** The second server: the port after the shared one (both inside this run's port range). */
const OWN_PORT = Number(process.env.BROWSER_TEST_PORT ?? 3199) + 1;
const JOURNEY_TIMEOUT = 240_000;

let browser: Browser;
let own: OwnServer;

interface Named {
  id: number;
  permaLink: string;
  fullName: string;
}
interface Seeded {
  video: Named;
  gallery: Named;
  dvd: Named;
}
const seeded: Record<string, Seeded> = {};

// ---------------------------------------------------------------------------------------------
// The second server, with a database file this test can open
// ---------------------------------------------------------------------------------------------

/** Runs `fn` on the second server's database (WAL: safe beside the running server). */
const withDb = <T>(fn: (db: Database.Database) => T): T => withDatabase(own.dbFile, fn);

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

const poll = <T>(fn: () => T | Promise<T>, options: { timeout?: number } = {}) => expect.poll(fn, { timeout: 20_000, ...options });
const pageErrors = (page: Page) => (page as Page & { errors?: string[] }).errors ?? [];
/** Where later errors happened (openPage records only the messages), for the failure message. */
const errorPlaces = new WeakMap<Page, string[]>();
async function open(path: string) {
  const page = await openPage(browser, path);
  const places: string[] = [];
  page.on('pageerror', (error) => places.push(`${page.url()}: ${error.message.slice(0, 120)}`));
  errorPlaces.set(page, places);
  return page;
}
const expectNoPageErrors = (page: Page) => expect(pageErrors(page), (errorPlaces.get(page) ?? []).join('\n')).toEqual([]);
const close = (page: Page) => page.context().close();
const heading1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
const block = (page: Page, type: string) => page.locator(`[data-block="${type}"]`);

async function api<T>(base: string, path: string, init: RequestInit & { token?: string } = {}): Promise<{ status: number; data: T }> {
  const { token, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (rest.body && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  const response = await fetch(`${base}/api/${path}`, { ...rest, headers });
  const text = await response.text();
  const body = text ? (JSON.parse(text) as { data: T }) : ({ data: undefined } as { data: T });
  return { status: response.status, data: body.data };
}

/** Approves on the Epoch emulator as its join page's form does: the join link's fields plus the decision. */
function approveOnJoinPage(base: string, redirectURL: string): Promise<Response> {
  const join = new URL(redirectURL, base);
  return fetch(`${base}${join.pathname}`, { method: 'POST', body: new URLSearchParams({ ...Object.fromEntries(join.searchParams), decision: 'approve' }), redirect: 'manual' });
}

const SUCCESS_URL = /\/signupSuccess\?(.+&)?x_ans_token=[\w-]+/;

async function seedOf(base: string): Promise<Seeded> {
  if (seeded[base]) return seeded[base];
  const [videos, photos, dvds] = await Promise.all([
    api<Array<Named & { trailerSrc?: string }>>(base, 'public/videos?s=10'),
    api<Array<Named & { photoCount?: number }>>(base, 'public/photos?s=10'),
    api<Named[]>(base, 'public/dvds?s=1'),
  ]);
  seeded[base] = {
    video: videos.data.find((v) => v.trailerSrc)!,
    gallery: photos.data.find((p) => (p.photoCount ?? 0) > 0)!,
    dvd: dvds.data[0]!,
  };
  return seeded[base];
}

/** Screenshots at desktop (1440) and mobile (390) width; the page keeps its desktop size after. */
async function shoot(page: Page, name: string, { fullPage = true } = {}) {
  mkdirSync(SHOTS, { recursive: true });
  // From the top, with the header back in place (it hides while the page is scrolled).
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(600);
  await page.screenshot({ path: `${SHOTS}/member-${name}-desktop-light.png`, fullPage });
  await page.setViewportSize(MOBILE);
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SHOTS}/member-${name}-mobile-light.png`, fullPage });
  await page.setViewportSize(DESKTOP);
  await page.waitForTimeout(200);
}

interface Account {
  username: string;
  email: string;
  password: string;
}

let counter = 0;
const newAccount = (prefix: string): Account => {
  counter += 1;
  const username = `${prefix}${Date.now().toString(36)}${counter}`;
  return { username, email: `${username}@example.test`, password: `secret-${username}-pw` };
};

type Method = 'Credit Card' | 'Paypal' | 'Bitcoin' | 'Amazon Gift Card';

/** Opens /signup as a visitor, fills the account, picks the plan and the method (and gift card code). */
async function fillSignup(page: Page, account: Account, plan: string, method: Method) {
  const form = block(page, 'signupForm');
  await heading1(page, 'JOIN NOW!').waitFor();
  await form.getByLabel(/^Email/).fill(account.email);
  await form.getByLabel(/^Username/).fill(account.username);
  await form.getByLabel(/^Password/).fill(account.password);
  await form.getByRole('listitem', { name: plan }).getByRole('button', { name: 'Select Plan' }).click();
  await form.getByRole('radio', { name: method }).check();
  if (method === 'Amazon Gift Card') await form.getByLabel('Gift card code 1').fill('GIFT-1234-ABCD');
  // The consent to the terms and the charge, which the button waits for.
  await form.getByRole('checkbox', { name: /^I agree to the terms/ }).check();
  return form;
}

/** The success page: the lookup after 2 s, the credentials, the password once, gone after a reload. */
async function expectCredentialsOnce(page: Page, account: Account, verifying = false) {
  const success = block(page, 'signupSuccess');
  await success.getByText(account.username, { exact: true }).waitFor({ timeout: 20_000 });
  expect(await success.getByText(account.email, { exact: true }).count()).toBe(1);
  if (verifying) await success.getByText(/Your payment is in progress and will be verified/).waitFor();
  else await success.getByText('Thank you, your membership is ready. These are your login details:').waitFor();
  expect(await success.getByText(account.password).count()).toBe(0);
  await success.getByRole('button', { name: 'Show Password' }).click();
  expect(await success.getByText(account.password, { exact: true }).textContent()).toBe(account.password);
  await success.getByText('For your security the password is shown only once.', { exact: false }).waitFor();
  await page.reload();
  await success.getByText(account.username, { exact: true }).waitFor({ timeout: 20_000 });
  expect(await success.getByRole('button', { name: 'Show Password' }).count()).toBe(0);
  expect(await success.getByText(account.password).count()).toBe(0);
  await success.getByText('The password you chose at signup.').waitFor();
  expect(await page.evaluate(() => sessionStorage.getItem('CART_CHECKOUT'))).toBeNull();
  // 'Go to login!' leads to the login page.
  await success.getByRole('link', { name: 'Go to login!' }).click();
  await page.waitForURL(/\/login$/);
}

/** Logs in through the form; a member without ?from= lands on their home (/welcome); returns the session token. */
async function logIn(page: Page, account: Account, expectedPath = '/welcome') {
  const form = block(page, 'loginForm');
  await form.getByLabel('Username or Email').fill(account.username);
  await form.getByLabel('Username or Email').press('Enter');
  await expect.poll(() => form.getByLabel('Password', { exact: true }).evaluate((el) => el === document.activeElement)).toBe(true);
  await form.getByLabel('Password', { exact: true }).fill(account.password);
  await form.getByLabel('Password', { exact: true }).press('Enter');
  await form.getByRole('button', { name: /Logging in/ }).waitFor();
  await poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(expectedPath);
  const token = await page.evaluate(() => localStorage.getItem('user-token'));
  expect(token).toBeTruthy();
  return token!;
}

async function expectAccountStatus(page: Page, status: string) {
  await page.goto(new URL('/payment', page.url()).toString());
  const payment = block(page, 'paymentStatus');
  await payment.getByText(status).waitFor({ timeout: 20_000 });
}

/** The member's video: the full-length signed source plays, 4K can be chosen, the files have sizes. */
async function expectFullVideo(page: Page, video: Named) {
  await page.goto(new URL(`/videos/${video.permaLink}`, page.url()).toString());
  await heading1(page, video.fullName).waitFor();
  await page.getByRole('button', { name: `Play ${video.fullName}`, exact: true }).click();
  const player = page.locator('video');
  await player.waitFor();
  await poll(() => player.evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(
    new RegExp(`/media/members/video/${video.id}/full-1920\\.mp4\\?expires=\\d+&sig=[\\w-]+$`),
  );
  await poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState >= 2 || v.currentTime > 0), { timeout: 30_000 }).toBe(true);
  // Another resolution continues with its own signed source.
  await page.getByRole('radiogroup', { name: 'Video quality' }).getByText('4K Ultra HD').click();
  await poll(() => player.evaluate((v: HTMLVideoElement) => v.currentSrc)).toContain(`/media/members/video/${video.id}/full-3840.mp4?expires=`);
  const downloads = page.getByRole('region', { name: 'Download' });
  const links = downloads.getByRole('link');
  await poll(() => links.count()).toBe(2);
  expect(await links.first().getAttribute('href')).toMatch(/^\/media\/members\/video\/\d+\/full-3840\.mp4\?expires=\d+&sig=/);
  expect(await downloads.textContent()).toMatch(/MP4 · 1920 x 1080 px · \d+(\.\d)? (kB|MB)/);
}

/** The member's gallery: the picture in the lightbox and a zip that is a zip. */
async function expectZip(page: Page, base: string, token: string, gallery: Named, lightbox = false) {
  // The placeholder pictures are rendered on first use; until then the API leaves the sizes out.
  await poll(
    async () => {
      const { data } = await api<Record<string, unknown>>(base, `updates/${gallery.id}/downloads`, { token });
      return typeof data.galleryzip_2_filesize === 'number' && typeof data.galleryzip_original_filesize === 'number';
    },
    { timeout: 90_000 },
  ).toBe(true);
  await page.goto(new URL(`/photos/${gallery.permaLink}`, page.url()).toString());
  await heading1(page, gallery.fullName).waitFor();
  const downloads = page.getByRole('region', { name: 'Download' });
  const standard = downloads.getByRole('link', { name: /Standard ZIP/ });
  await standard.waitFor({ timeout: 30_000 });
  expect(await standard.textContent()).toMatch(/1920 px · \d+(\.\d)? (kB|MB)/);
  expect(await downloads.getByRole('link', { name: /High resolution ZIP/ }).textContent()).toMatch(/up to 5000 px · \d+(\.\d)? (kB|MB)/);
  const href = (await standard.getAttribute('href'))!;
  expect(href).toMatch(new RegExp(`^/media/members/zip/${gallery.id}-1920\\.zip\\?expires=\\d+&sig=`));
  const zip = await page.evaluate(async (url) => {
    const response = await fetch(url);
    const bytes = new Uint8Array(await response.arrayBuffer());
    return { status: response.status, type: response.headers.get('content-type'), magic: String.fromCharCode(bytes[0]!, bytes[1]!), size: bytes.length };
  }, href);
  expect(zip).toMatchObject({ status: 200, type: 'application/zip', magic: 'PK' });
  expect(zip.size).toBeGreaterThan(1000);
  // The URL is bound to this browser's session cookie (HttpOnly, so the page cannot read it):
  // the same URL from anywhere else is refused.
  expect(await page.evaluate(() => document.cookie)).not.toContain('media_session');
  expect((await fetch(new URL(href, base))).status).toBe(403);
  if (lightbox) {
    const pictures = page.getByRole('region', { name: /pictures$/ });
    await pictures.getByRole('button', { name: /^Photo 1 of/ }).click();
    const viewer = page.getByRole('dialog', { name: new RegExp(`^${gallery.fullName}: Photo 1 of`) });
    await viewer.waitFor();
    const picture = viewer.getByRole('img');
    expect(await picture.getAttribute('src')).toMatch(/^\/media\/members\/img\/\d+\/0-1920\.jpg\?expires=/);
    await poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1920);
    await viewer.getByRole('button', { name: 'Next photo' }).click();
    await page.getByRole('dialog', { name: new RegExp(`^${gallery.fullName}: Photo 2 of`) }).waitFor();
    // The viewer covers the window: a window-sized picture shows it as the member sees it.
    await shoot(page, 'gallery-lightbox', { fullPage: false });
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
  }
}

/** Favourite and rate the video: the page shows it, the API returns it, the favourites list has it. */
async function favouriteAndRate(page: Page, base: string, token: string, video: Named) {
  await page.goto(new URL(`/videos/${video.permaLink}`, page.url()).toString());
  await heading1(page, video.fullName).waitFor();
  const heart = page.getByRole('button', { name: 'Favourite', exact: true });
  await poll(() => heart.getAttribute('aria-pressed')).toBe('false');
  await heart.click();
  await poll(() => heart.getAttribute('aria-pressed')).toBe('true');
  await page.getByRole('radiogroup', { name: `Rate ${video.fullName}` }).getByRole('radio', { name: '4 stars' }).click();
  await page.getByRole('img', { name: 'Rating: 4 of 5' }).waitFor();
  expect(await page.getByRole('radiogroup', { name: `Rate ${video.fullName}` }).count()).toBe(0);
  expect(await page.evaluate((key) => sessionStorage.getItem(key), `model_rated_${video.permaLink}`)).toBe('4');

  const stat = await api<{ userFavourite?: boolean; userRating?: number }>(base, `stats/updates/${video.id}`, { token });
  expect(stat.data).toMatchObject({ userFavourite: true, userRating: 4 });
  const favourites = await api<Array<{ content_update_id: number }>>(base, 'favourites', { token });
  expect(favourites.data.map((f) => f.content_update_id)).toContain(video.id);

  // Once per session: after a reload the stars stay read-only.
  await page.reload();
  await heading1(page, video.fullName).waitFor();
  await page.getByRole('img', { name: 'Rating: 4 of 5' }).waitFor();
  await poll(() => page.getByRole('button', { name: 'Favourite', exact: true }).getAttribute('aria-pressed')).toBe('true');

  await page.goto(new URL('/favourites', page.url()).toString());
  await block(page, 'favouritesGrid').getByRole('link', { name: video.fullName }).first().waitFor();
}

/** Everything a member with access gets, after logging in. */
async function memberGetsEverything(page: Page, base: string, token: string, options: { lightbox?: boolean } = {}) {
  const { video, gallery } = await seedOf(base);
  await expectAccountStatus(page, 'Active subscription, full access to all updates.');
  await expectFullVideo(page, video);
  await expectZip(page, base, token, gallery, options.lightbox);
  await favouriteAndRate(page, base, token, video);
}

/** Records every URL the page requests, to prove the password never travels in one. */
const watchUrls = (page: Page) => {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  page.on('framenavigated', (frame) => urls.push(frame.url()));
  return urls;
};

// ---------------------------------------------------------------------------------------------
// Setup
// ---------------------------------------------------------------------------------------------

beforeAll(async () => {
  [browser, own] = await Promise.all([launchChromium(), startOwnServer(OWN_PORT, sellingSiteConfig())]);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await own?.stop();
});

// ---------------------------------------------------------------------------------------------
// Journeys per payment method
// ---------------------------------------------------------------------------------------------

describe('card (shared server, default configuration)', () => {
  it(
    'signup -> provider approves -> credentials once -> login (?from=https://evil.example lands on the member home, /welcome) -> full member access',
    async () => {
      const account = newAccount('card');
      const page = await open('/signup');
      const urls = watchUrls(page);
      await block(page, 'signupForm').getByRole('button', { name: 'Select Plan' }).first().waitFor();
      await shoot(page, 'signup-ready');
      const form = await fillSignup(page, account, 'Monthly', 'Credit Card');
      await shoot(page, 'signup-plan-chosen');
      await form.getByRole('button', { name: 'Proceed to Payment' }).click();
      await page.waitForURL(/\/sandbox\/epoch\/join\?/);
      await page.getByText('Sandbox — no real money').waitFor();
      await shoot(page, 'epoch-join');
      await page.getByRole('button', { name: 'Approve payment' }).click();
      await page.waitForURL(SUCCESS_URL);
      await block(page, 'signupSuccess').getByText('Checking transaction...').waitFor();
      await shoot(page, 'signup-success-checking');
      await block(page, 'signupSuccess').getByRole('button', { name: 'Show Password' }).waitFor({ timeout: 20_000 });
      await shoot(page, 'signup-success');
      await expectCredentialsOnce(page, account);
      expect(urls.filter((url) => url.includes(account.password))).toEqual([]);

      // A foreign ?from= never leaves the site.
      await page.goto(`${baseUrl()}/login?from=${encodeURIComponent('https://evil.example')}`);
      await shoot(page, 'login');
      const token = await logIn(page, account, '/welcome');
      expect(new URL(page.url()).origin).toBe(baseUrl());

      await memberGetsEverything(page, baseUrl(), token, { lightbox: true });
      const payments = await api<Array<{ status: string; via: string }>>(baseUrl(), 'payment/mypayment', { token });
      expect(payments.data).toEqual([expect.objectContaining({ status: 'approved', via: 'epochCreditCard' })]);

      // The member pages, for the screenshots.
      for (const [path, name, ready] of [
        ['/profile', 'profile', 'profileOverview'],
        ['/payment', 'payment', 'paymentStatus'],
        ['/favourites', 'favourites', 'favouritesGrid'],
      ] as const) {
        await page.goto(`${baseUrl()}${path}`);
        await block(page, ready).getByRole('heading').first().waitFor();
        await page.waitForLoadState('networkidle').catch(() => undefined);
        await shoot(page, name);
      }
      const { video, gallery } = await seedOf(baseUrl());
      await page.goto(`${baseUrl()}/videos/${video.permaLink}`);
      await page.getByRole('radiogroup', { name: 'Video quality' }).waitFor();
      await shoot(page, 'video-member');
      await page.goto(`${baseUrl()}/photos/${gallery.permaLink}`);
      await page.getByRole('region', { name: 'Download' }).getByRole('link', { name: /Standard ZIP/ }).waitFor();
      await page.waitForLoadState('networkidle').catch(() => undefined);
      await shoot(page, 'gallery-member');
      expectNoPageErrors(page);
      await close(page);
    },
    JOURNEY_TIMEOUT,
  );
});

describe('PayPal (shared server)', () => {
  it(
    'signup -> provider approves -> credentials once -> /payment asks to log in, then returns there -> full member access',
    async () => {
      const account = newAccount('paypal');
      const page = await open('/signup');
      const form = await fillSignup(page, account, '3 Months', 'Paypal');
      await form.getByRole('button', { name: 'Proceed to Payment' }).click();
      await page.waitForURL(/\/sandbox\/epoch\/join\?/);
      expect(await page.getByText('Method: PayPal').count()).toBe(1);
      await page.getByRole('button', { name: 'Approve payment' }).click();
      await page.waitForURL(SUCCESS_URL);
      await expectCredentialsOnce(page, account);
      // Not yet logged in, the member opens their payment page: the login comes first, then the page.
      await page.goto(`${baseUrl()}/payment`);
      await page.waitForURL((address) => address.pathname === '/login' && address.searchParams.get('from') === '/payment');
      const token = await logIn(page, account, '/payment');
      await memberGetsEverything(page, baseUrl(), token);
      expectNoPageErrors(page);
      await close(page);
    },
    JOURNEY_TIMEOUT,
  );

  it('a declined card ends on the signup denial page', async () => {
    const account = newAccount('declined');
    const page = await open('/signup');
    const form = await fillSignup(page, account, 'Monthly', 'Credit Card');
    // The registration call waits until the 'Signing up...' state is on the screenshots.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/payment/createEpochInvoice', async (route) => {
      await held;
      await route.continue();
    });
    await form.getByRole('button', { name: 'Proceed to Payment' }).click();
    const busy = form.getByRole('button', { name: 'Signing up...' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    await shoot(page, 'signup-signing-up');
    release();
    await page.waitForURL(/\/sandbox\/epoch\/join\?/);
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.waitForURL(/\/signupDenial(\?|$)/);
    await heading1(page, 'Your registration was denied').waitFor();
    await block(page, 'signupDenial').getByText(/Please contact your payment provider/).waitFor();
    await shoot(page, 'signup-denial');
    // No account was made: the login fails.
    const login = await api(baseUrl(), 'login', { method: 'POST', body: JSON.stringify({ username: account.username, password: account.password }) });
    expect(login.status).toBe(401);
    expectNoPageErrors(page);
    await close(page);
  }, JOURNEY_TIMEOUT);
});

describe('bitcoin (second server: bitcoin active)', () => {
  it(
    'signup -> invoice -> paid -> credentials once -> login -> full member access',
    async () => {
      const account = newAccount('btc');
      const page = await open(`${own.base}/signup`);
      const form = await fillSignup(page, account, '1 Month', 'Bitcoin');
      const registered = page.waitForResponse((r) => r.url().endsWith('/api/userregister') && r.request().method() === 'PUT');
      await form.getByRole('button', { name: 'Proceed to Payment' }).click();
      const invoice = ((await (await registered).json()) as { data: { invoice: { payUrl: string; address: string } } }).data.invoice;
      const dialog = page.getByRole('dialog', { name: 'Pay with Bitcoin' });
      await dialog.getByText(invoice.address).waitFor();
      await shoot(page, 'signup-bitcoin-invoice');
      // Nothing paid yet: the modal says so and stays.
      await dialog.getByRole('button', { name: 'I have paid' }).click();
      await dialog.getByText(/No payment received yet/).waitFor();
      // The buyer opens the invoice page (a new tab: the BTCPay emulator's checkout) and pays there.
      const [checkout] = await Promise.all([page.context().waitForEvent('page'), dialog.getByRole('link', { name: 'Open the invoice page' }).click()]);
      await checkout.waitForLoadState();
      expect(checkout.url()).toBe(`${own.base}${invoice.payUrl}`);
      await checkout.getByText(invoice.address).waitFor();
      await checkout.getByText('Sandbox — no real money').waitFor();
      await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
      await checkout.getByRole('status').getByText('Paid').waitFor();
      await checkout.screenshot({ path: `${SHOTS}/member-bitcoin-checkout-paid.png` });
      await checkout.close();
      // Back on the site, the open invoice notices the payment by itself and moves on.
      await page.waitForURL(SUCCESS_URL, { timeout: 20_000 });
      await expectCredentialsOnce(page, account);
      const token = await logIn(page, account, '/welcome');
      await memberGetsEverything(page, own.base, token);
      expectNoPageErrors(page);
      await close(page);
    },
    JOURNEY_TIMEOUT,
  );

  it('closing the invoice aborts with the signup error and the form back', async () => {
    const account = newAccount('btcclose');
    const page = await open(`${own.base}/signup`);
    const form = await fillSignup(page, account, '3 Months', 'Bitcoin');
    await form.getByRole('button', { name: 'Proceed to Payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pay with Bitcoin' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await form.getByRole('alert').getByText('Ooops, something went wrong, please try again later...').waitFor();
    expect(await form.getByRole('button', { name: 'Proceed to Payment' }).isEnabled()).toBe(true);
    expect(await form.getByLabel(/^Email/).inputValue()).toBe(account.email);
    expect(await page.evaluate(() => sessionStorage.getItem('CART_CHECKOUT'))).toBeNull();
    await shoot(page, 'signup-error');
    // The closed invoice freed the username and email: the next try gets a new invoice at once.
    await form.getByRole('button', { name: 'Proceed to Payment' }).click();
    await dialog.waitFor();
    expect(await page.getByLabel(/^Username/).getAttribute('aria-invalid')).not.toBe('true');
    expectNoPageErrors(page);
    await close(page);
  }, JOURNEY_TIMEOUT);
});

describe('gift card (second server: staff verification)', () => {
  it(
    'signup -> payment being verified -> credentials once -> login: no access yet -> staff verifies -> full member access',
    async () => {
      const account = newAccount('gift');
      const page = await open(`${own.base}/signup`);
      const form = await fillSignup(page, account, '1 Month', 'Amazon Gift Card');
      await shoot(page, 'signup-gift-card');
      await form.getByRole('button', { name: 'Sign Up' }).click();
      await form.getByText('Thank you! Your payment is in progress and will be verified. Log in to check its status.').waitFor();
      await shoot(page, 'signup-gift-card-verifying');
      await form.getByRole('link', { name: 'Show my login details' }).click();
      await page.waitForURL(/\/signupSuccess\?x_ans_token=/);
      await expectCredentialsOnce(page, account, true);
      const token = await logIn(page, account, '/welcome');

      // Pending: no subscription yet, the payment is being verified, only the trailer plays.
      await expectAccountStatus(page, 'No subscription, only your purchased updates are available.');
      await block(page, 'paymentStatus').getByRole('cell', { name: 'Being verified' }).waitFor();
      const { video } = await seedOf(own.base);
      await page.goto(`${own.base}/videos/${video.permaLink}`);
      await page.getByRole('button', { name: `Play the trailer of ${video.fullName}` }).waitFor();

      // A staff account made for this test verifies the gift card.
      const staff = newAccount('staff');
      const passwordHash = await hashPassword(staff.password);
      withDb((db) =>
        db
          .prepare('INSERT INTO users (role_id, username, username_lower, email, email_lower, password_hash, avatar, customer, created_at) VALUES (?, ?, ?, ?, ?, ?, NULL, 0, ?)')
          .run(ROLE.staff, staff.username, staff.username.toLowerCase(), staff.email, staff.email.toLowerCase(), passwordHash, new Date().toISOString()),
      );
      const staffLogin = await api<{ token: string }>(own.base, 'login', { method: 'POST', body: JSON.stringify({ username: staff.username, password: staff.password }) });
      expect(staffLogin.status).toBe(200);
      const [payment] = (await api<Array<{ id: number; status: string }>>(own.base, 'payment/mypayment', { token })).data;
      expect(payment?.status).toBe('verifying');
      // Members cannot verify their own payment.
      expect((await api(own.base, `payment/${payment!.id}/verify`, { method: 'POST', token, body: JSON.stringify({ approve: true }) })).status).toBe(403);
      const verified = await api<{ outcome: string }>(own.base, `payment/${payment!.id}/verify`, {
        method: 'POST',
        token: staffLogin.data.token,
        body: JSON.stringify({ approve: true }),
      });
      expect(verified.data.outcome).toBe('approved');

      await memberGetsEverything(page, own.base, token);
      expectNoPageErrors(page);
      await close(page);
    },
    JOURNEY_TIMEOUT,
  );
});

describe('expired member and purchases (second server)', () => {
  it(
    "sees 'Your subscription expired, please renew.' and only trailers; a bought update plays in full",
    async () => {
      const account = newAccount('expired');
      const { video, dvd } = await seedOf(own.base);
      // Joined by card (through the API this time), then the subscription ran out.
      const started = await api<{ redirectURL: string }>(own.base, 'payment/createEpochInvoice', {
        method: 'POST',
        body: JSON.stringify({ ...account, password_confirmation: account.password, tos: true, article_id: 2, provider: 'epochCreditCard', voucherCodes: [] }),
      });
      expect(started.status).toBe(201);
      const approved = await approveOnJoinPage(own.base, started.data.redirectURL);
      expect(approved.status).toBe(303);
      expect(approved.headers.get('location')).toMatch(SUCCESS_URL);
      const ended = new Date(Date.now() - 3 * 86_400_000).toISOString();
      const changed = withDb(
        (db) =>
          db.prepare('UPDATE subscriptions SET starts_at = ?, expires_at = ? WHERE user_id = (SELECT id FROM users WHERE username = ?)').run(new Date(Date.now() - 40 * 86_400_000).toISOString(), ended, account.username)
            .changes,
      );
      expect(changed).toBe(1);

      const page = await open(`${own.base}/login`);
      const token = await logIn(page, account, '/welcome');
      await expectAccountStatus(page, 'Your subscription expired, please renew.');
      await block(page, 'paymentStatus').getByRole('link', { name: 'Renew' }).waitFor();
      await shoot(page, 'payment-expired');

      // Only the trailer; downloads ask to renew; the API refuses the member files.
      await page.goto(`${own.base}/videos/${video.permaLink}`);
      await heading1(page, video.fullName).waitFor();
      expect(await page.getByRole('button', { name: `Play ${video.fullName}`, exact: true }).count()).toBe(0);
      await page.getByRole('button', { name: `Play the trailer of ${video.fullName}` }).click();
      await poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(/\/media\/public\/video\/(poster-)?trailer-\d+\.mp4$/);
      await page.getByText('You are watching the trailer. Your subscription expired, please renew.').waitFor();
      const downloads = page.getByRole('region', { name: 'Download' });
      await downloads.getByText('Your subscription expired, please renew.').waitFor();
      expect(await downloads.locator('a[href*="/media/members/"]').count()).toBe(0);
      await shoot(page, 'video-expired');
      expect((await api(own.base, `updates/${video.id}/downloads`, { token })).status).toBe(403);

      // Update purchase is on here: My Purchases is in the menu; a bought DVD plays in full.
      const purchase = await api<{ redirectURL: string }>(own.base, 'payment/purchase', {
        method: 'POST',
        token,
        body: JSON.stringify({ update_id: dvd.id, provider: 'epochCreditCard' }),
      });
      expect(purchase.status).toBe(201);
      expect((await approveOnJoinPage(own.base, purchase.data.redirectURL)).status).toBe(303);
      const purchases = await api<Named[]>(own.base, 'payment/mypurchases', { token });
      expect(purchases.data.map((u) => u.id)).toEqual([dvd.id]);

      await page.goto(`${own.base}/dvds/${dvd.permaLink}`);
      await heading1(page, dvd.fullName).waitFor();
      await page.getByRole('button', { name: `Play ${dvd.fullName}`, exact: true }).click();
      await poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(new RegExp(`/media/members/video/${dvd.id}/full-1920\\.mp4\\?expires=`));
      await page.goto(`${own.base}/profile`);
      const menu = block(page, 'memberMenu');
      await menu.getByRole('link', { name: 'My Purchases' }).click();
      await page.waitForURL(/\/myupdates$/);
      await shoot(page, 'my-purchases');
      expectNoPageErrors(page);
      await close(page);
    },
    JOURNEY_TIMEOUT,
  );
});

describe('login page states (screenshots)', () => {
  it('shows the wrong-credentials error after about a second, and the automatic logout notice', async () => {
    const page = await open('/login');
    const form = block(page, 'loginForm');
    await form.getByLabel('Username or Email').fill('nobody-here');
    await form.getByLabel('Password', { exact: true }).fill('not-the-password');
    await form.getByLabel('Password', { exact: true }).press('Enter');
    await form.getByText('Username/Email or password wrong').waitFor();
    await shoot(page, 'login-error');
    await page.goto(`${baseUrl()}/login/autologout`);
    await block(page, 'loginForm').getByText('You were automatically logged out').waitFor();
    await shoot(page, 'login-autologout');
    expectNoPageErrors(page);
    await close(page);
  });
});
