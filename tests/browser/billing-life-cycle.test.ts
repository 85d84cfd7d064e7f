// Issue 12, "Done when": billing as a paying member lives it, in real Chromium against a server this
// file starts (its own SQLite data dir, bitcoin active, single purchases on), with the real
// provider adapters running against the built-in emulators. Per method: signup through the
// provider's page (Epoch join page Approve, BTCPay checkout Pay, staff verifying a gift card) ->
// success page -> login -> the full video. Then the life cycle through the emulator's own
// notifications, sent by `npm run sandbox`'s main function: rebill, cancel from the payment page,
// a rebill after the cancel, expiry, refund, chargeback; a late provider notification on the
// success page; a renewal by a logged-in member; a single update bought through /checkout; the
// mail files. Screenshots: tests/artifacts/screenshots/billing-*.png.
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords';
import { sandboxCli } from '../../server/emulators/sandbox-cli';
import { joinOutcome } from '../../server/emulators/epoch/postback';
import { sendEpochNotification } from '../../server/emulators/epoch/lifecycle';
import { emulatorSettings } from '../../server/billing/adapters/epoch/settings';
import { existingSecrets } from '../../server/secrets';
import { ROLE } from '../../shared/roles';
import { DESKTOP, launchChromium, MOBILE } from './chromium';
import { sellingSiteConfig, startOwnServer, withDatabase, type OwnServer } from './own-server';

const SHOTS = 'tests/artifacts/screenshots';
/** Ports of this file: 100 above the run's shared server, clear of the other browser files. */
const PORT = Number(process.env.BROWSER_TEST_PORT ?? 3199) + 100;
const JOURNEY = 180_000;

let browser: Browser;
let site: OwnServer;

// ---------------------------------------------------------------------------------------------
// The server: own data dir and database, bitcoin active, single purchases on, SITE_URL = the
// address the browser uses (provider return URLs lead back to the same origin and its storage).
// ---------------------------------------------------------------------------------------------

const withDb = <T>(fn: (db: Database.Database) => T): T => withDatabase(site.dbFile, fn);

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

const poll = <T>(fn: () => T | Promise<T>, timeout = 20_000) => expect.poll(fn, { timeout });
const block = (page: Page, type: string) => page.locator(`[data-block="${type}"]`);
const heading1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
const url = (path: string) => `${site.base}${path}`;

async function api<T = any>(path: string, init: RequestInit & { token?: string; json?: unknown } = {}): Promise<{ status: number; data: T; error?: { code: string } }> {
  const { token, json, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (json !== undefined) headers.set('Content-Type', 'application/json');
  const response = await fetch(url(`/api/${path}`), { ...rest, headers, body: json !== undefined ? JSON.stringify(json) : rest.body });
  const text = await response.text();
  const body = (text ? JSON.parse(text) : { data: undefined }) as { data: T; error?: { code: string } };
  return { status: response.status, data: body.data, error: body.error };
}

/** A fresh browser context on the site, gate and cookie banner accepted. */
async function open(path: string, viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport });
  await context.addInitScript((until: string) => {
    if (sessionStorage.getItem('__seeded')) return;
    sessionStorage.setItem('__seeded', '1');
    localStorage.setItem('enter18_ok', until);
  }, String(Date.now() + 86_400_000));
  await context.addCookies([{ name: 'cookie_consent', value: '1', url: site.base }]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message.slice(0, 160)}`));
  (page as Page & { errors?: string[] }).errors = errors;
  await page.goto(url(path));
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 15_000 }).catch(() => {});
  return page;
}
const expectNoPageErrors = (page: Page) => expect((page as Page & { errors?: string[] }).errors ?? []).toEqual([]);
const close = (page: Page) => page.context().close();

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

/** The signup form as a visitor fills it (a logged-in member has no account fields to fill). */
async function fillSignup(page: Page, plan: string, method: Method, account?: Account) {
  const form = block(page, 'signupForm');
  await form.getByRole('button', { name: 'Select Plan' }).first().waitFor();
  if (account) {
    await form.getByLabel(/^Email/).fill(account.email);
    await form.getByLabel(/^Username/).fill(account.username);
    await form.getByLabel(/^Password/).fill(account.password);
  }
  await form.getByRole('listitem', { name: plan }).getByRole('button', { name: 'Select Plan' }).click();
  await form.getByRole('radio', { name: method }).check();
  if (method === 'Amazon Gift Card') await form.getByLabel('Gift card code 1').fill(`GIFT-${Date.now().toString(36).toUpperCase()}-${counter}`);
  // The consent to the terms and the charge, which the button waits for.
  await form.getByRole('checkbox', { name: /^I agree to the terms/ }).check();
  return form;
}

/** On the Epoch emulator's join page: the buyer approves; the browser comes back to the site. */
async function approveOnEpoch(page: Page, method: 'Credit Card' | 'PayPal') {
  await page.waitForURL(/\/sandbox\/epoch\/join\?/);
  await page.getByText('Sandbox — no real money').waitFor();
  await page.getByText(`Method: ${method}`).waitFor();
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await page.waitForURL(/\/signupSuccess\?/);
}

/** The success page shows the login details (username and email; the password once). */
async function expectDetails(page: Page, account: Account) {
  const success = block(page, 'signupSuccess');
  await success.getByText('Thank you, your membership is ready. These are your login details:').waitFor({ timeout: 30_000 });
  await success.getByText(account.username, { exact: true }).waitFor();
  await success.getByText(account.email, { exact: true }).waitFor();
  await success.getByRole('button', { name: 'Show Password' }).click();
  await success.getByText(account.password, { exact: true }).waitFor();
}

/** Logs in through the login form; the session token. */
async function logIn(page: Page, account: Account): Promise<string> {
  await page.goto(url('/login'));
  const form = block(page, 'loginForm');
  await form.getByLabel('Username or Email').fill(account.username);
  await form.getByLabel('Password', { exact: true }).fill(account.password);
  await form.getByLabel('Password', { exact: true }).press('Enter');
  // A member lands on their home, /welcome.
  await poll(async () => `${new URL(page.url()).pathname}${new URL(page.url()).pathname === '/welcome' ? '' : ` ${await form.textContent().catch(() => '')}`}`).toBe('/welcome');
  const token = await page.evaluate(() => localStorage.getItem('user-token'));
  expect(token).toBeTruthy();
  return token!;
}

interface Named {
  id: number;
  permaLink: string;
  fullName: string;
}
let videoOf: Named | undefined;
async function video(): Promise<Named> {
  videoOf ??= (await api<Array<Named & { trailerSrc?: string }>>('public/videos?s=10')).data.find((v) => v.trailerSrc)!;
  return videoOf;
}

/** The full video plays from a signed member source. */
async function expectFullVideo(page: Page) {
  const v = await video();
  await page.goto(url(`/videos/${v.permaLink}`));
  await heading1(page, v.fullName).waitFor();
  await page.getByRole('button', { name: `Play ${v.fullName}`, exact: true }).click();
  const player = page.locator('video');
  await poll(() => player.evaluate((el: HTMLVideoElement) => el.currentSrc)).toMatch(new RegExp(`/media/members/video/${v.id}/full-1920\\.mp4\\?expires=\\d+&sig=[\\w-]+$`));
  await poll(() => player.evaluate((el: HTMLVideoElement) => el.readyState >= 2 || el.currentTime > 0), 30_000).toBe(true);
}

/** Only the trailer: no full-length Play, the member files refused. */
async function expectTrailerOnly(page: Page, token: string, message?: string) {
  const v = await video();
  await page.goto(url(`/videos/${v.permaLink}`));
  await heading1(page, v.fullName).waitFor();
  await page.getByRole('button', { name: `Play the trailer of ${v.fullName}` }).waitFor();
  expect(await page.getByRole('button', { name: `Play ${v.fullName}`, exact: true }).count()).toBe(0);
  if (message) await page.getByRole('region', { name: 'Download' }).getByText(message).waitFor();
  expect((await api(`updates/${v.id}/downloads`, { token })).status).toBe(403);
}

/** Runs `npm run sandbox -- <kind> --user <name>` (its main function) against this server. */
async function sandbox(kind: string, username: string) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await sandboxCli([kind, '--user', username, '--site', site.base], {
    env: { ...process.env, DATA_DIR: site.dataDir, DATABASE_URL: site.dbFile, PAYMENT_SECRET: '', NODE_ENV: '', PAYMENT_SANDBOX: '1' },
    out: (t) => out.push(t),
    err: (t) => err.push(t),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

type Subscription = { status: string; renewsOn?: string; endsOn?: string; expiresAt: string; cancellable: boolean };
const subscriptionOf = async (token: string) => (await api<{ fullAccess: boolean; subscription: Subscription | null }>('payment/subscription', { token })).data;
const monthAfter = (iso: string) => {
  const d = new Date(iso);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d.toISOString();
};

/** The .eml files of one template written for one address. */
function mailsOf(template: string, email: string): string[] {
  const dir = join(site.dataDir, 'mail');
  let files: string[] = [];
  try {
    files = readdirSync(dir);
  } catch {
    return [];
  }
  return files
    .filter((f) => f.endsWith('.eml') && f.includes(`-${template}-`))
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .filter((text) => text.includes(email));
}

/** The payment page at phone and desktop width. */
async function shootPaymentPage(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${SHOTS}/billing-${name}-1440.png`, fullPage: true });
  await page.setViewportSize(MOBILE);
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SHOTS}/billing-${name}-390.png`, fullPage: true });
  await page.setViewportSize(DESKTOP);
}

/** A visitor joins by card or PayPal through the signup form and the Epoch join page, logs in, watches. */
async function joinByEpoch(prefix: string, method: 'Credit Card' | 'Paypal', plan = 'Monthly') {
  const account = newAccount(prefix);
  const page = await open('/signup');
  const form = await fillSignup(page, plan, method, account);
  await form.getByRole('button', { name: 'Proceed to Payment' }).click();
  await approveOnEpoch(page, method === 'Paypal' ? 'PayPal' : 'Credit Card');
  await expectDetails(page, account);
  const token = await logIn(page, account);
  await expectFullVideo(page);
  return { account, page, token };
}

// ---------------------------------------------------------------------------------------------
// Setup
// ---------------------------------------------------------------------------------------------

beforeAll(async () => {
  [browser, site] = await Promise.all([launchChromium(), startOwnServer(PORT, sellingSiteConfig(), { DISABLE_RATE_LIMITS: '1' })]);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

// ---------------------------------------------------------------------------------------------
// Card: the whole life cycle on one member, then a single purchase after the expiry
// ---------------------------------------------------------------------------------------------

describe('card (Epoch emulator)', () => {
  it(
    'signup -> rebill (renews later, Rebill row) -> cancel in the dialog (ends on, access stays, no rebill) -> expiry (renew message) -> a single update bought through /checkout',
    async () => {
      const { account, page, token } = await joinByEpoch('card', 'Credit Card');
      const first = (await subscriptionOf(token)).subscription!;
      expect(first).toMatchObject({ status: 'active', cancellable: true });
      expect(first.renewsOn).toBe(first.expiresAt);

      // The payment page before: renews on the first period's end, one payment.
      await page.goto(url('/payment'));
      const status = block(page, 'paymentStatus');
      const renews = status.getByText(/^Renews on /);
      await renews.waitFor();
      const renewsBefore = await renews.textContent();

      // Rebill, as Epoch's DataPlus would report it.
      const rebill = await sandbox('rebill', account.username);
      expect(rebill.err).toBe('');
      expect(rebill.out).toContain('Site answered 200: rebill: rebilled');
      await poll(async () => (await subscriptionOf(token)).subscription?.expiresAt).toBe(monthAfter(first.expiresAt));
      const me = await api<{ customer: { hasAccess: boolean; validUntil: string } }>('me', { token });
      expect(me.data.customer).toEqual({ hasAccess: true, validUntil: monthAfter(first.expiresAt) });
      await page.reload();
      await status.getByText('Rebill', { exact: true }).waitFor();
      await poll(() => renews.textContent()).not.toBe(renewsBefore);
      await status.getByRole('cell', { name: 'Paid' }).nth(1).waitFor();
      await page.waitForLoadState('networkidle').catch(() => undefined);
      await shootPaymentPage(page, 'payment-renews');

      // Cancel from the payment page, through the confirmation dialog.
      await status.getByRole('button', { name: 'Cancel subscription' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel subscription?' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Yes, cancel subscription' }).click();
      await dialog.waitFor({ state: 'detached' });
      await status.getByText(/^Ends on /).waitFor();
      await status.getByText(/Your subscription is cancelled\. You keep full access until/).waitFor();
      expect(await status.getByRole('button', { name: 'Cancel subscription' }).count()).toBe(0);
      await shootPaymentPage(page, 'payment-cancelled');
      const cancelled = (await subscriptionOf(token)).subscription!;
      expect(cancelled).toMatchObject({ status: 'cancelled', endsOn: monthAfter(first.expiresAt), cancellable: false });
      await expectFullVideo(page);

      // A rebill after the cancellation does not extend.
      const late = await sandbox('rebill', account.username);
      expect(late.out).toContain('rebill: ignored');
      expect((await subscriptionOf(token)).subscription!.expiresAt).toBe(cancelled.expiresAt);

      // The provider ends the membership: the renew message, only the trailer.
      expect((await sandbox('expire', account.username)).out).toContain('expiry: expired');
      await expectTrailerOnly(page, token, 'Your subscription expired, please renew.');
      await page.goto(url('/payment'));
      await status.getByText('Your subscription expired, please renew.').waitFor();

      // The mails the member got: welcome, a receipt per payment, cancelled.
      expect(mailsOf('welcome', account.email)).toHaveLength(1);
      expect(mailsOf('receipt', account.email).length).toBeGreaterThanOrEqual(2);
      expect(mailsOf('cancelled', account.email)).toHaveLength(1);

      // A priced update: Buy -> /checkout -> card -> Epoch -> back -> My Purchases -> plays in full.
      const dvd = (await api<Array<Named & { price?: number }>>('public/dvds?s=10')).data.find((d) => d.price !== undefined)!;
      await page.goto(url(`/dvds/${dvd.permaLink}`));
      await heading1(page, dvd.fullName).waitFor();
      await page.getByRole('button', { name: 'Buy', exact: true }).click();
      await page.waitForURL(/\/checkout$/);
      const checkout = block(page, 'checkout');
      await checkout.getByText(dvd.fullName).first().waitFor();
      expect(await page.evaluate(() => sessionStorage.getItem('CART_CHECKOUT'))).toContain(String(dvd.id));
      await checkout.getByRole('radio', { name: 'Credit Card' }).check();
      await checkout.getByRole('button', { name: /^Pay / }).click();
      await approveOnEpoch(page, 'Credit Card');
      await block(page, 'signupSuccess').getByRole('link', { name: 'Go to My Purchases' }).click();
      await page.waitForURL(/\/myupdates$/);
      await block(page, 'purchasesList').getByText(dvd.fullName).first().waitFor();
      await page.goto(url(`/dvds/${dvd.permaLink}`));
      await page.getByRole('button', { name: `Play ${dvd.fullName}`, exact: true }).click();
      await poll(() => page.locator('video').evaluate((el: HTMLVideoElement) => el.currentSrc)).toMatch(new RegExp(`/media/members/video/${dvd.id}/full-1920\\.mp4\\?expires=`));
      expectNoPageErrors(page);
      await close(page);
    },
    JOURNEY,
  );

  it('refund ends access at once', async () => {
    const { account, page, token } = await joinByEpoch('refund', 'Credit Card');
    expect((await sandbox('refund', account.username)).out).toContain('refund: refunded');
    expect((await subscriptionOf(token)).fullAccess).toBe(false);
    await expectTrailerOnly(page, token);
    await page.goto(url('/payment'));
    const status = block(page, 'paymentStatus');
    // This wait has failed in full CI runs only: once on a payments answer slower than the client's
    // timeout under load (the list gave up at once; it now retries), once with an empty page (the
    // session's `me` answer timed out and the app dropped the token; it now retries and keeps it).
    // Should it fail again, the error holds what the member saw: CI shows failures' messages.
    await status
      .getByRole('cell', { name: 'Refunded' })
      .waitFor()
      .catch(async (error: unknown) => {
        const token = await page.evaluate(() => localStorage.getItem('user-token') !== null).catch(() => 'unknown');
        throw new Error(`refund: /payment (${page.url()}, token kept: ${token}) showed:\n${await page.locator('main').innerText().catch(() => '(no main)')}`, { cause: error });
      });
    expectNoPageErrors(page);
    await close(page);
  }, JOURNEY);
});

// ---------------------------------------------------------------------------------------------
// PayPal: signup, then a chargeback (access gone, the account blocked)
// ---------------------------------------------------------------------------------------------

describe('PayPal (Epoch emulator)', () => {
  it('signup -> chargeback: access gone at once, the session ended, login says the account is blocked', async () => {
    const { account, page, token } = await joinByEpoch('paypal', 'Paypal');
    const charged = await sandbox('chargeback', account.username);
    expect(charged.out).toContain('chargeback: chargeback');
    expect((await api('me', { token })).status).toBe(401);
    // The browser's session was ended too: the app notices and drops it before the form is used.
    await page.goto(url('/login'));
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await poll(() => page.evaluate(() => localStorage.getItem('user-token'))).toBeNull();
    const form = block(page, 'loginForm');
    await form.getByLabel('Username or Email').fill(account.username);
    await form.getByLabel('Password', { exact: true }).fill(account.password);
    await form.getByLabel('Password', { exact: true }).press('Enter');
    await form.getByText('This account is blocked. Please contact our support.').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('user-token'))).toBeNull();
    expectNoPageErrors(page);
    await close(page);
  }, JOURNEY);
});

// ---------------------------------------------------------------------------------------------
// Bitcoin: the BTCPay emulator's checkout page
// ---------------------------------------------------------------------------------------------

describe('bitcoin (BTCPay emulator)', () => {
  it('signup -> invoice -> Pay on the checkout page -> back -> details -> login -> full video; the CLI explains it has no life cycle', async () => {
    const account = newAccount('btc');
    const page = await open('/signup');
    const form = await fillSignup(page, '1 Month', 'Bitcoin', account);
    await form.getByRole('button', { name: 'Proceed to Payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pay with Bitcoin' });
    await dialog.getByText('Sandbox — no real money').waitFor();
    // The invoice page opens in a new tab, as BTCPay's checkout would; the buyer pays there.
    const [checkout] = await Promise.all([page.context().waitForEvent('page'), dialog.getByRole('link', { name: 'Open the invoice page' }).click()]);
    await checkout.waitForURL(/\/sandbox\/btcpay\/i\/\w+$/);
    await checkout.getByText('Status: Waiting for payment').waitFor();
    await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
    await checkout.getByText('Status: Paid').waitFor();
    await checkout.getByText(/InvoiceSettled: HTTP 200/).waitFor();
    await checkout.close();
    // Back on the site, the open invoice notices the payment by itself and moves on.
    await page.waitForURL(/\/signupSuccess\?x_ans_token=/, { timeout: 20_000 });
    await expectDetails(page, account);
    await logIn(page, account);
    await expectFullVideo(page);
    const run = await sandbox('rebill', account.username);
    expect(run.code).toBe(2);
    expect(run.err).toContain('Bitcoin (BTCPay Server) sends none of these notifications');
    expectNoPageErrors(page);
    await close(page);
  }, JOURNEY);
});

// ---------------------------------------------------------------------------------------------
// Gift card: staff verify; then the member renews while logged in
// ---------------------------------------------------------------------------------------------

describe('gift card (staff verification)', () => {
  it('signup -> success page waits -> staff approve -> details appear -> login -> full video -> renewal by the logged-in member (no password) extends', async () => {
    const account = newAccount('gift');
    const page = await open('/signup');
    const form = await fillSignup(page, '1 Month', 'Amazon Gift Card', account);
    await form.getByRole('button', { name: 'Sign Up' }).click();
    await form.getByRole('link', { name: 'Show my login details' }).click();
    await page.waitForURL(/\/signupSuccess\?x_ans_token=/);
    const success = block(page, 'signupSuccess');
    // The account exists while staff verify: the page says so and gives its login details.
    await success.getByText('Thank you! Your payment is in progress and will be verified. Log in to check its status.').waitFor({ timeout: 20_000 });
    await success.getByText('Your account is ready: log in with these details to check the status of your payment.').waitFor();
    await success.getByText(account.username, { exact: true }).waitFor();

    // Staff approve it through the API.
    const staff = newAccount('staff');
    const passwordHash = await hashPassword(staff.password);
    withDb((db) =>
      db
        .prepare('INSERT INTO users (role_id, username, username_lower, email, email_lower, password_hash, avatar, customer, created_at) VALUES (?, ?, ?, ?, ?, ?, NULL, 0, ?)')
        .run(ROLE.staff, staff.username, staff.username.toLowerCase(), staff.email, staff.email.toLowerCase(), passwordHash, new Date().toISOString()),
    );
    const staffToken = (await api<{ token: string }>('login', { method: 'POST', json: { username: staff.username, password: staff.password } })).data.token;
    const paymentId = withDb((db) => (db.prepare('SELECT id FROM payments WHERE username = ?').get(account.username) as { id: number }).id);
    expect((await api<{ outcome: string }>(`payment/${paymentId}/verify`, { method: 'POST', token: staffToken, json: { approve: true } })).data.outcome).toBe('approved');
    // The page was checking by itself: the details show without a reload.
    await expectDetails(page, account);
    const token = await logIn(page, account);
    await expectFullVideo(page);

    // Renewal while logged in: no password to type, the access runs longer.
    const before = (await subscriptionOf(token)).subscription!;
    await page.goto(url('/payment'));
    await block(page, 'paymentStatus').getByRole('link', { name: 'Update membership' }).click();
    await page.waitForURL(/\/signup$/);
    await heading1(page, 'Update membership').waitFor();
    const renewal = await fillSignup(page, '1 Month', 'Credit Card');
    expect(await renewal.getByLabel(/^Password/).count()).toBe(0);
    await renewal.getByRole('button', { name: 'Proceed to Payment' }).click();
    await approveOnEpoch(page, 'Credit Card');
    await block(page, 'signupSuccess').getByText('Thank you, your membership has been extended. You can go on with your account as before.').waitFor({ timeout: 30_000 });
    await poll(async () => (await api<{ customer: { validUntil: string } }>('me', { token })).data.customer.validUntil > before.expiresAt).toBe(true);
    expectNoPageErrors(page);
    await close(page);
  }, JOURNEY);
});

// ---------------------------------------------------------------------------------------------
// A late provider notification
// ---------------------------------------------------------------------------------------------

describe('late notification', () => {
  it('the success page waits and says so, then shows the details as soon as the postback lands, without a reload', async () => {
    const account = newAccount('late');
    const started = await api<{ redirectURL: string; x_ans_token: string }>('payment/createEpochInvoice', {
      method: 'POST',
      json: { ...account, password_confirmation: account.password, tos: true, article_id: 1, provider: 'epochCreditCard' },
    });
    expect(started.status).toBe(201);
    const join = Object.fromEntries(new URL(started.data.redirectURL, site.base).searchParams);
    // The buyer is back before Epoch has posted (common with real billers).
    const page = await open(`/signupSuccess?x_ans_token=${encodeURIComponent(started.data.x_ans_token)}`);
    const success = block(page, 'signupSuccess');
    await success.getByText(/We are waiting for the payment provider to confirm your payment/).waitFor({ timeout: 20_000 });
    expect(await success.getByText(account.username, { exact: true }).count()).toBe(0);
    expect(await success.getByRole('link', { name: 'Go to login!' }).count()).toBe(0);

    // Then the approval postback, as the emulator's join page would have sent it.
    const outcome = joinOutcome({ approved: true, join, amount: 19.95, currency: 'USD', username: account.username, email: account.email });
    const key = emulatorSettings(site.base, existingSecrets(site.dataDir, {}).payment!).digestKey;
    const sent = await sendEpochNotification(site.base, outcome.postback, key);
    expect(sent.status).toBe(200);
    await success.getByText(account.username, { exact: true }).waitFor({ timeout: 30_000 });
    await success.getByRole('link', { name: 'Go to login!' }).waitFor();
    expect((await api('login', { method: 'POST', json: { username: account.username, password: account.password } })).status).toBe(200);
    expectNoPageErrors(page);
    await close(page);
  }, JOURNEY);
});
