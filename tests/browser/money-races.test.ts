// Issue 27, "Done when": two tabs racing for one username (English) and two tabs racing for one
// update (German) each end with one charge that gave access and the other never taken, as the
// pages show it: the second tab is stopped before it reaches the biller, with the reason next to
// the field or above the Pay button. A server of its own (SQLite, bitcoin and single purchases
// on) with the real adapters against the built-in emulators. Screenshots:
// tests/artifacts/screenshots/money-races-*.png (390 and 1440 px).
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords';
import { ROLE } from '../../shared/roles';
import { DESKTOP, launchChromium, MOBILE } from './chromium';
import { sellingSiteConfig, startOwnServer, withDatabase, type OwnServer } from './own-server';

const SHOTS = 'tests/artifacts/screenshots';
/** This file's server: clear of the shared one and of the other browser files' ports. */
const PORT = Number(process.env.BROWSER_TEST_PORT ?? 3199) + 102;
const RACE = 120_000;

let browser: Browser;
let site: OwnServer;
const url = (path: string) => `${site.base}${path}`;
const block = (page: Page, type: string) => page.locator(`[data-block="${type}"]`);

/** A browser context on the site in one language: age gate and cookie banner accepted, maybe logged in. */
async function context(language: 'en_US' | 'de_DE', token?: string): Promise<BrowserContext> {
  const ctx = await browser.newContext({ viewport: DESKTOP, locale: language.replace('_', '-') });
  await ctx.addInitScript(
    ({ code, session }) => {
      localStorage.setItem('enter18_ok', String(Date.now() + 86_400_000));
      localStorage.setItem('locale', code);
      if (session) localStorage.setItem('user-token', session);
    },
    { code: language, session: token ?? '' },
  );
  await ctx.addCookies([
    { name: 'cookie_consent', value: '1', url: site.base },
    { name: 'locale', value: language, url: site.base },
  ]);
  return ctx;
}

async function open(ctx: BrowserContext, path: string): Promise<Page> {
  const page = await ctx.newPage();
  await page.goto(url(path));
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 15_000 }).catch(() => {});
  return page;
}

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/money-races-${name}-1440.png`, fullPage: true });
  await page.setViewportSize(MOBILE);
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/money-races-${name}-390.png`, fullPage: true });
  await page.setViewportSize(DESKTOP);
}

const paymentsOf = (username: string) =>
  withDatabase(site.dbFile, (db) => db.prepare('SELECT status FROM payments WHERE lower(username) = lower(?) ORDER BY id').all(username) as { status: string }[]);

/** On the Epoch emulator's join page: the buyer approves; the browser comes back to the site. */
async function approveOnEpoch(page: Page) {
  await page.waitForURL(/\/sandbox\/epoch\/join\?/);
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await page.waitForURL(/\/signupSuccess\?/);
}

beforeAll(async () => {
  [browser, site] = await Promise.all([launchChromium(), startOwnServer(PORT, sellingSiteConfig(), { DISABLE_RATE_LIMITS: '1' })]);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

describe('money races', () => {
  it(
    'en: two tabs sign up with one username; the second is told next to the field before paying; the first pays and gets the account',
    async () => {
      const username = `racer${Date.now().toString(36)}`;
      const tabs = await Promise.all([context('en_US'), context('en_US')]);
      const [first, second] = await Promise.all(tabs.map((ctx) => open(ctx, '/signup')));
      const fill = async (page: Page, email: string) => {
        const form = block(page, 'signupForm');
        await form.getByRole('button', { name: 'Select Plan' }).first().waitFor();
        await form.getByLabel(/^Email/).fill(email);
        await form.getByLabel(/^Username/).fill(username);
        await form.getByLabel(/^Password/).fill(`secret-${username}-pw`);
        await form.getByRole('listitem', { name: 'Monthly' }).getByRole('button', { name: 'Select Plan' }).click();
        await form.getByRole('radio', { name: 'Credit Card' }).check();
        await form.getByRole('checkbox', { name: /^I agree to the terms/ }).check();
        return form;
      };
      const formA = await fill(first!, `${username}@example.test`);
      const formB = await fill(second!, `${username}-other@example.test`);
      // Both pressed at once: exactly one reaches Epoch's page.
      await Promise.all([formA.getByRole('button', { name: 'Proceed to Payment' }).click(), formB.getByRole('button', { name: 'Proceed to Payment' }).click()]);
      const reserved = 'This username is being used in a signup that has not finished yet. Please choose another one.';
      const atEpoch = async (page: Page) => page.waitForURL(/\/sandbox\/epoch\/join\?/, { timeout: 15_000 }).then(() => true, () => false);
      const [aLeft, bLeft] = await Promise.all([atEpoch(first!), atEpoch(second!)]);
      expect([aLeft, bLeft].filter(Boolean)).toHaveLength(1);
      const [payer, stopped] = aLeft ? [first!, second!] : [second!, first!];
      const stoppedForm = block(stopped, 'signupForm');
      await stoppedForm.getByRole('alert').getByText(reserved).waitFor();
      const field = stoppedForm.getByLabel(/^Username/);
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      await expect.poll(() => field.evaluate((el) => (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' '))).toContain(reserved);
      await shoot(stopped, 'username-reserved');
      // Nothing was started for the stopped tab: one payment, pending at Epoch.
      expect(paymentsOf(username)).toEqual([{ status: 'pending' }]);

      await approveOnEpoch(payer);
      await block(payer, 'signupSuccess').getByText('Thank you, your membership is ready. These are your login details:').waitFor({ timeout: 30_000 });
      // One charge, and it gave the account; the stopped tab never paid.
      expect(paymentsOf(username)).toEqual([{ status: 'approved' }]);
      await Promise.all(tabs.map((ctx) => ctx.close()));
    },
    RACE,
  );

  it(
    'de: two tabs of one member buy one update; the second is stopped above the Pay button; the first pays; the payment page shows one paid payment',
    async () => {
      const username = `kaeufer${Date.now().toString(36)}`;
      const password = `secret-${username}-pw`;
      const hash = await hashPassword(password);
      withDatabase(site.dbFile, (db) =>
        db
          .prepare('INSERT INTO users (role_id, username, username_lower, email, email_lower, password_hash, customer, created_at, locale) VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?)')
          .run(ROLE.member, username, username, `${username}@example.test`, `${username}@example.test`, hash, new Date().toISOString(), 'de_DE'),
      );
      const login = await fetch(url('/api/login'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
      const token = ((await login.json()) as { data: { token: string } }).data.token;
      const dvd = ((await (await fetch(url('/api/public/dvds?s=10'))).json()) as { data: { id: number; permaLink: string; fullName: string; price?: number }[] }).data.find((d) => d.price !== undefined)!;

      const member = await context('de_DE', token);
      const [first, second] = await Promise.all([open(member, `/dvds/${dvd.permaLink}`), open(member, `/dvds/${dvd.permaLink}`)]);
      const toCheckout = async (page: Page) => {
        await page.getByRole('button', { name: 'Kaufen', exact: true }).click();
        await page.waitForURL(/\/checkout$/);
        const checkout = block(page, 'checkout');
        await checkout.getByRole('radio', { name: 'Kreditkarte' }).check();
        return checkout;
      };
      const checkoutA = await toCheckout(first!);
      const checkoutB = await toCheckout(second!);
      await checkoutA.getByRole('button', { name: / bezahlen$/ }).click();
      await first!.waitForURL(/\/sandbox\/epoch\/join\?/);
      // The second tab, while the first is on Epoch's page: stopped before paying.
      await checkoutB.getByRole('button', { name: / bezahlen$/ }).click();
      await checkoutB
        .getByRole('alert')
        .getByText('Eine Zahlung für dieses Update ist noch nicht abgeschlossen (vielleicht in einem anderen Tab). Schließen Sie diese ab oder versuchen Sie es in einer Stunde erneut.')
        .waitFor();
      expect(second!.url()).toMatch(/\/checkout$/);
      await shoot(second!, 'update-pending-de');

      await approveOnEpoch(first!);
      await block(first!, 'signupSuccess').getByRole('link', { name: 'Zu meinen Käufen' }).waitFor({ timeout: 30_000 });
      // Trying again in the second tab: already bought, nothing charged.
      await checkoutB.getByRole('button', { name: / bezahlen$/ }).click();
      await checkoutB.getByRole('alert').getByText('Sie haben dieses Update bereits gekauft: Es ist in Ihren Käufen und bereit zum Ansehen.').waitFor();
      expect(paymentsOf(username)).toEqual([{ status: 'approved' }]);

      // The payment page lists the one charge, paid.
      await second!.goto(url('/payment'));
      const list = block(second!, 'paymentStatus').getByRole('table');
      await list.waitFor();
      const rows = list.getByRole('row');
      await expect.poll(() => rows.count()).toBe(2);
      await rows.nth(1).getByText('Bezahlt').waitFor();
      await member.close();
    },
    RACE,
  );
});
