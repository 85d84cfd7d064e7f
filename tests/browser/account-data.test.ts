// Issue 27, "Done when" (en and de): a failed rebill shows the right state and the way out, a
// receipt PDF downloads with an invoice number, a data export downloads. Real Chromium against a
// server this file starts (own SQLite data dir), paying through the Epoch emulator; the failed
// rebill is sent by `npm run sandbox -- rebill-failed`'s main function, and the way out is the
// emulator's update-payment page, which rebills at once. Screenshots:
// tests/artifacts/screenshots/account-<language>-<page>-<width>.png.
import { mkdirSync, readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxCli } from '../../server/emulators/sandbox-cli';
import { DESKTOP, launchChromium, MOBILE } from './chromium';
import { sellingSiteConfig, startOwnServer, type OwnServer } from './own-server';

const SHOTS = 'tests/artifacts/screenshots';
/** This file's own server: clear of the shared one and of the other files' offsets. */
const PORT = Number(process.env.BROWSER_TEST_PORT ?? 3199) + 120;
const JOURNEY = 180_000;

let browser: Browser;
let site: OwnServer;

const url = (path: string) => `${site.base}${path}`;
const block = (page: Page, type: string) => page.locator(`[data-block="${type}"]`);

async function api<T = any>(path: string, init: RequestInit & { token?: string; json?: unknown } = {}): Promise<{ status: number; data: T }> {
  const { token, json, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (json !== undefined) headers.set('Content-Type', 'application/json');
  const response = await fetch(url(`/api/${path}`), { ...rest, headers, body: json !== undefined ? JSON.stringify(json) : rest.body });
  const text = await response.text();
  return { status: response.status, data: (text ? JSON.parse(text) : {}).data as T };
}

interface Member {
  username: string;
  email: string;
  password: string;
  token: string;
  hash: string;
}

/** A browser tab in the language, gate and cookie banner accepted, signed in as the member (if given). */
async function tab(translateCode: string, member?: Member, viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport, acceptDownloads: true });
  await context.addInitScript(
    ({ code, token, hash }: { code: string; token?: string; hash?: string }) => {
      if (sessionStorage.getItem('__seeded')) return;
      sessionStorage.setItem('__seeded', '1');
      localStorage.setItem('enter18_ok', String(Date.now() + 86_400_000));
      localStorage.setItem('locale', code);
      if (token && hash) {
        localStorage.setItem('user-token', token);
        localStorage.setItem('hash', hash);
      }
    },
    { code: translateCode, token: member?.token, hash: member?.hash },
  );
  await context.addCookies([
    { name: 'cookie_consent', value: '1', url: site.base },
    { name: 'locale', value: translateCode, url: site.base },
  ]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message.slice(0, 160)}`));
  (page as Page & { errors?: string[] }).errors = errors;
  return page;
}
const expectNoPageErrors = (page: Page) => expect((page as Page & { errors?: string[] }).errors ?? []).toEqual([]);

async function go(page: Page, path: string) {
  await page.goto(url(path));
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 15_000 }).catch(() => {});
}

/** A visitor signs up for Monthly by card and approves on the Epoch emulator's join page; then logs in. */
async function joinByCard(prefix: string, locale: string): Promise<Member> {
  const username = `${prefix}${Date.now().toString(36)}`;
  const account = { username, email: `${username}@example.test`, password: `secret-${username}-pw` };
  const plans = (await api<Array<{ id: number; name: string }>>('articles')).data;
  const monthly = plans.find((p) => p.name === 'Monthly')!;
  const started = await api<{ redirectURL: string }>('register', {
    method: 'POST',
    json: { ...account, tos: true, article_id: monthly.id, provider: 'epochCreditCard', locale },
  });
  expect(started.status).toBe(201);
  const page = await tab('en_US');
  await page.goto(new URL(started.data.redirectURL, site.base).href);
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await page.waitForURL(/\/signupSuccess\?/);
  await page.context().close();
  const login = await api<{ token: string; hash: string }>('login', { method: 'POST', json: { username, password: account.password } });
  expect(login.status).toBe(200);
  return { ...account, ...login.data };
}

/** Runs `npm run sandbox -- <kind> --user <name>` (its main function) against this server. */
async function sandbox(kind: string, username: string) {
  const out: string[] = [];
  const code = await sandboxCli([kind, '--user', username, '--site', site.base], {
    env: { ...process.env, DATA_DIR: site.dataDir, DATABASE_URL: site.dbFile, PAYMENT_SECRET: '', NODE_ENV: '', PAYMENT_SANDBOX: '1' },
    out: (t) => out.push(t),
    err: (t) => out.push(t),
  });
  expect(code, out.join('\n')).toBe(0);
}

const longDate = (iso: string, locale: string) => new Intl.DateTimeFormat(locale.replace('_', '-'), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/account-${name}-1440.png`, fullPage: true });
  await page.setViewportSize(MOBILE);
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/account-${name}-390.png`, fullPage: true });
  await page.setViewportSize(DESKTOP);
}

/** The file a click downloads, as bytes. */
async function downloaded(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 20_000 }), click()]);
  const path = await download.path();
  expect(path).toBeTruthy();
  return { name: download.suggestedFilename(), bytes: readFileSync(path!) };
}

const TEXTS = {
  en_US: {
    failed: (on: string, until: string) => `Your last payment on ${on} did not go through. Your access runs until ${until}.`,
    update: 'Update your card',
    renews: (on: string) => `Renews on ${on}`,
    receipt: (invoice: string) => `Receipt ${invoice}`,
    pdf: 'Download PDF',
    exportButton: 'Download my data',
  },
  de_DE: {
    failed: (on: string, until: string) => `Ihre letzte Zahlung am ${on} ist nicht durchgegangen. Ihr Zugang läuft bis zum ${until}.`,
    update: 'Karte ändern',
    renews: (on: string) => `Verlängert sich am ${on}`,
    receipt: (invoice: string) => `Beleg ${invoice}`,
    pdf: 'PDF herunterladen',
    exportButton: 'Meine Daten herunterladen',
  },
} as const;

beforeAll(async () => {
  [browser, site] = await Promise.all([launchChromium(), startOwnServer(PORT, sellingSiteConfig(), { DISABLE_RATE_LIMITS: '1' })]);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

describe.each(['en_US', 'de_DE'] as const)('a member’s account in %s', (locale) => {
  const t = TEXTS[locale];
  const lang = locale.slice(0, 2);

  it(
    'a failed rebill shows when it failed, until when access runs, and the card update that renews it',
    async () => {
      const member = await joinByCard(`rf${lang}`, locale);
      await sandbox('rebill-failed', member.username);
      const status = (await api<{ subscription: { rebillFailedAt: string; expiresAt: string } }>('payment/subscription', { token: member.token })).data.subscription;
      expect(status.rebillFailedAt).toBeTruthy();

      const page = await tab(locale, member);
      await go(page, '/payment');
      const payment = block(page, 'paymentStatus');
      await payment.getByText(t.failed(longDate(status.rebillFailedAt, locale), longDate(status.expiresAt, locale))).waitFor({ timeout: 20_000 });
      expect(await payment.getByText(/renews automatically|verlängert sich automatisch/).count()).toBe(0);
      await shoot(page, `${lang}-rebill-failed`);

      // The way out: the biller's card update (the emulator's page), which charges again.
      await payment.getByRole('link', { name: t.update }).click();
      await page.waitForURL(/\/sandbox\/epoch\/update-payment\?member_id=/);
      await page.getByRole('button', { name: 'Save card and pay' }).click();
      await page.getByText('Your card was updated and the payment went through.').waitFor();
      await page.getByRole('link', { name: 'Back to the site' }).click();
      await page.waitForURL(/\/payment$/);
      const renewed = (await api<{ subscription: { renewsOn?: string; rebillFailedAt?: string } }>('payment/subscription', { token: member.token })).data.subscription;
      expect(renewed.rebillFailedAt).toBeUndefined();
      await block(page, 'paymentStatus').getByText(t.renews(longDate(renewed.renewsOn!, locale))).waitFor({ timeout: 20_000 });
      expect(await block(page, 'paymentStatus').getByText(t.failed('', '').slice(0, 12)).count()).toBe(0);
      expectNoPageErrors(page);
      await page.context().close();
    },
    JOURNEY,
  );

  it(
    'a receipt opens from the payment list and its PDF downloads with the invoice number; the data export downloads',
    async () => {
      const member = await joinByCard(`rc${lang}`, locale);
      const payments = (await api<Array<{ invoice?: string }>>('payment/mypayment', { token: member.token })).data;
      const invoice = payments[0]!.invoice!;
      expect(invoice).toMatch(/^\d{4}-\d{6}$/);

      const page = await tab(locale, member);
      await go(page, '/payment');
      await block(page, 'paymentStatus').getByRole('link', { name: t.receipt(invoice) }).click();
      await page.waitForURL(new RegExp(`/payment/receipt/${invoice}$`));
      const receipt = block(page, 'receipt');
      await receipt.getByRole('heading', { level: 1, name: t.receipt(invoice) }).waitFor({ timeout: 20_000 });
      await receipt.getByText('EPOCH.COM* Emotions').waitFor();
      await shoot(page, `${lang}-receipt`);
      const pdf = await downloaded(page, () => receipt.getByRole('button', { name: t.pdf }).click());
      expect(pdf.name).toBe(`receipt-${invoice}.pdf`);
      expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.bytes.toString('latin1')).toContain(invoice);
      // The token never travelled in a URL.
      expect(page.url()).not.toContain(member.token);

      await go(page, '/profile');
      const data = block(page, 'accountData');
      await data.getByRole('button', { name: t.exportButton }).waitFor({ timeout: 20_000 });
      await shoot(page, `${lang}-profile`);
      const file = await downloaded(page, () => data.getByRole('button', { name: t.exportButton }).click());
      expect(file.name).toMatch(/^account-data-\d{4}-\d{2}-\d{2}\.json$/);
      const exported = JSON.parse(file.bytes.toString('utf8'));
      expect(exported.account).toMatchObject({ username: member.username, email: member.email });
      expect(exported.payments).toEqual([expect.objectContaining({ invoice, status: 'approved' })]);
      expect(JSON.stringify(exported)).not.toMatch(/password_hash|token_hash/);
      expectNoPageErrors(page);
      await page.context().close();
    },
    JOURNEY,
  );
});
