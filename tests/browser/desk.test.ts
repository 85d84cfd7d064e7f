// Issue 29, "Done when": the operator's desk as a publisher uses it, in English at 1440 px and in
// German at 390 px, on a server of its own with the real adapters against the built-in emulators.
// English: approve a gift card after seeing its code; refund a card payment (the emulated Epoch
// refunds it, the member loses access, the dashboard counts it); find a member by email and extend
// their access with a reason. German: answer a content-removal request by unpublishing the update;
// hide a comment; change a German interface text and see it on the site. Screenshots:
// tests/artifacts/screenshots/desk-*.png.
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchChromium, MOBILE } from './chromium';
import { sellingSiteConfig, startOwnServer, withDatabase, type OwnServer } from './own-server';
import { addPublisher } from './staff-publishing-helpers';

const SHOTS = 'tests/artifacts/screenshots';
/** This file's server: clear of the shared one and of the other browser files' ports. */
const PORT = Number(process.env.BROWSER_TEST_PORT ?? 3199) + 140;
const STEP = 120_000;
const PUBLISHER = { username: `deskboss${Date.now().toString(36)}`, password: 'desk-publisher-2026' };
const PASSWORD = 'member-pass-2026';

let browser: Browser;
let site: OwnServer;
let staffToken: string;
const url = (path: string) => `${site.base}${path}`;

async function api<T = unknown>(path: string, init: { method?: string; json?: unknown; token?: string } = {}): Promise<{ status: number; data: T }> {
  const res = await fetch(url(path), {
    method: init.method ?? 'GET',
    headers: { ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}), ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}),
  });
  const text = await res.text();
  return { status: res.status, data: (text ? (JSON.parse(text) as { data: T }).data : undefined) as T };
}

const login = async (username: string, password: string) => (await api<{ token: string }>('/api/login', { method: 'POST', json: { username, password } })).data.token;
const hasAccess = async (token: string) => (await api<{ customer: { hasAccess: boolean } }>('/api/me', { token })).data.customer.hasAccess;
const signup = (username: string, extra: Record<string, unknown>) =>
  api<{ redirectURL?: string; x_ans_token: string }>('/api/register', {
    method: 'POST',
    json: { username, email: `${username}@example.test`, password: PASSWORD, password_confirmation: PASSWORD, tos: true, article_id: 2, ...extra },
  });

/** A publisher's browser context in one language, logged in, age gate and cookie banner accepted. */
async function staffContext(
  language: 'en_US' | 'de_DE' | 'fr_FR',
  viewport: { width: number; height: number },
  { session = staffToken, theme = 'light' }: { session?: string; theme?: 'light' | 'dark' } = {},
): Promise<BrowserContext> {
  const ctx = await browser.newContext({ viewport, locale: language.replace('_', '-'), timezoneId: 'UTC', colorScheme: theme });
  await ctx.addInitScript(
    ({ code, session, theme }) => {
      localStorage.setItem('enter18_ok', String(Date.now() + 86_400_000));
      localStorage.setItem('locale', code);
      localStorage.setItem('user-token', session);
      localStorage.setItem('theme', theme);
    },
    { code: language, session, theme },
  );
  await ctx.addCookies([
    { name: 'cookie_consent', value: '1', url: site.base },
    { name: 'locale', value: language, url: site.base },
    { name: 'theme', value: theme, url: site.base },
  ]);
  return ctx;
}

/** The password-reset link of the newest mail to `email` in the server's mail folder (no SMTP_URL: .eml files). */
function resetLinkMailedTo(email: string): string | undefined {
  const dir = join(site.dataDir, 'mail');
  if (!existsSync(dir)) return undefined;
  const mails = readdirSync(dir)
    .map((name) => readFileSync(join(dir, name), 'utf8'))
    .filter((text) => text.includes(email));
  // Quoted-printable bodies break long lines with "=" and write "=" as "=3D".
  const body = mails.at(-1)?.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  return /\/login\/reset\?token=[A-Za-z0-9_-]+/.exec(body ?? '')?.[0];
}

async function open(ctx: BrowserContext, path: string): Promise<Page> {
  const page = await ctx.newPage();
  page.setDefaultTimeout(30_000);
  await page.goto(url(path));
  return page;
}

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/desk-${name}.png`, fullPage: true });
  // Nothing of a staff screen runs off the side, at either width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/** A card signup approved on the emulated Epoch's join page (in a browser, as a buyer would). */
async function cardMember(username: string, extra: Record<string, unknown> = {}) {
  const started = await signup(username, { provider: 'epochCreditCard', ...extra });
  expect(started.status).toBe(201);
  const ctx = await browser.newContext({ viewport: DESKTOP });
  const page = await ctx.newPage();
  await page.goto(new URL(started.data.redirectURL!, site.base).toString());
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await page.waitForURL(/\/signupSuccess\?/);
  await ctx.close();
  const token = await login(username, PASSWORD);
  expect(await hasAccess(token)).toBe(true);
  return token;
}

beforeAll(async () => {
  [browser, site] = await Promise.all([launchChromium(), startOwnServer(PORT, sellingSiteConfig(), { DISABLE_RATE_LIMITS: '1' })]);
  await addPublisher(site.dbFile, PUBLISHER.username, PUBLISHER.password);
  staffToken = await login(PUBLISHER.username, PUBLISHER.password);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

describe('the operator desk', () => {
  it(
    'en: approves a gift card after seeing its code, refunds a card payment through Epoch, and extends a member found by email',
    async () => {
      const stamp = Date.now().toString(36);
      const code = `GIFT-${stamp.toUpperCase()}`;
      const giver = `giver${stamp}`;
      const gift = await signup(giver, { provider: 'amazonVoucher', voucherCodes: [code] });
      expect(gift.status).toBe(201);
      const payer = `payer${stamp}`;
      const payerToken = await cardMember(payer);
      const ctx = await staffContext('en_US', DESKTOP);

      // The staff member's account menu leads to the desk, which opens on the dashboard.
      const home = await open(ctx, '/');
      await home.getByRole('button', { name: `Account menu for ${PUBLISHER.username}` }).click();
      await home.getByRole('link', { name: 'Operator desk' }).click();
      await home.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
      const refundsToday = async (page: Page) => {
        const table = page.getByRole('table', { name: 'Members and payments today, in 7 and in 30 days' });
        return (await table.getByRole('row', { name: /^Refunds/ }).getByRole('cell').first().textContent())!.trim();
      };
      expect(await refundsToday(home)).toBe('0');

      // The gift-card queue: the code is shown before the decision.
      await home.getByRole('navigation', { name: 'Staff area sections' }).getByRole('link', { name: 'Gift cards' }).click();
      const paymentId = withDatabase(site.dbFile, (db) => (db.prepare('SELECT id FROM payments WHERE username = ?').get(giver) as { id: number }).id);
      await home.getByText(code, { exact: true }).waitFor();
      await shoot(home, 'gift-cards-en-1440');
      await home.getByRole('button', { name: `Approve payment ${paymentId}` }).click();
      await home.getByText(`Payment ${paymentId} by ${giver} approved: the member has access.`).waitFor();
      expect(await hasAccess(await login(giver, PASSWORD))).toBe(true);

      // A card payment refunded through Epoch: the member's access ends, the dashboard counts it.
      const payment = withDatabase(site.dbFile, (db) => db.prepare('SELECT id, amount FROM payments WHERE username = ?').get(payer) as { id: number; amount: number });
      await home.goto(url(`/admin/payments/${payment.id}`));
      await home.getByRole('heading', { name: `Payment ${payment.id}` }).waitFor();
      await home.getByRole('button', { name: 'Refund…' }).click();
      const refund = home.getByRole('dialog', { name: /^Refund / });
      await refund.getByText(/The payment provider returns the money now/).waitFor();
      await refund.getByRole('textbox', { name: 'Reason (recorded in the audit log)' }).fill('Charged twice, asked by phone');
      await refund.getByRole('button', { name: 'Refund now' }).click();
      await home.getByText("Refunded through the payment provider. The member's access has ended.").waitFor();
      expect(await hasAccess(payerToken)).toBe(false);
      expect(withDatabase(site.dbFile, (db) => db.prepare("SELECT outcome FROM payment_notifications WHERE payment_id = ? AND kind = 'refund_request'").all(payment.id))).toEqual([{ outcome: 'provider_refunded' }]);
      await home.goto(url('/admin/dashboard'));
      await home.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
      await expect.poll(() => refundsToday(home), { timeout: 15_000 }).toMatch(/^1\b/);

      // A member found by email, given 30 more days with a reason the audit log keeps.
      await home.getByRole('navigation', { name: 'Staff area sections' }).getByRole('link', { name: 'Members' }).click();
      await home.getByRole('searchbox', { name: 'Search' }).fill(`${giver}@example.test`);
      await home.getByRole('link', { name: giver, exact: true }).click();
      await home.getByRole('heading', { name: giver, level: 1 }).waitFor();
      const before = withDatabase(site.dbFile, (db) => db.prepare('SELECT max(expires_at) AS until FROM subscriptions WHERE user_id = (SELECT id FROM users WHERE username = ?)').get(giver) as { until: string });
      await home.getByRole('button', { name: 'Extend access' }).click();
      const extend = home.getByRole('dialog', { name: 'Extend or grant access' });
      await extend.getByRole('spinbutton', { name: 'Days' }).fill('30');
      await extend.getByRole('textbox', { name: /Reason/ }).fill('Support call: the site was down for two days');
      await extend.getByRole('button', { name: 'Extend or grant access' }).click();
      await home.getByRole('status').filter({ hasText: /access until/ }).waitFor();
      const after = withDatabase(site.dbFile, (db) => db.prepare('SELECT max(expires_at) AS until FROM subscriptions WHERE user_id = (SELECT id FROM users WHERE username = ?)').get(giver) as { until: string });
      expect(Date.parse(after.until) - Date.parse(before.until)).toBe(30 * 86_400_000);
      const audit = await api<{ action: string; reason: string; username: string }[]>('/api/staff/audit?targetKind=member', { token: staffToken });
      expect(audit.data[0]).toMatchObject({ action: 'member.extend', reason: 'Support call: the site was down for two days', username: PUBLISHER.username });
      await shoot(home, 'member-en-1440');
      await ctx.close();
    },
    STEP * 3,
  );

  it(
    'de: unpublishes the update a removal request names, hides a comment and changes a German interface text the site then shows',
    async () => {
      const stamp = Date.now().toString(36);
      // One update reported (and unpublished), another commented on.
      const videos = (await api<{ id: number; permaLink: string }[]>('/api/public/videos?s=2')).data;
      const [commented, update] = [videos[0]!, videos[1]!];
      const removal = await api<{ id: number }>('/api/contentremovalrequests', {
        method: 'POST',
        json: { user_name: 'Rita Reporter', email: `rita${stamp}@example.test`, content_update_url: url(`/videos/${update.permaLink}`), reason: 'That is me, shown without my consent.' },
      });
      expect(removal.status).toBe(201);
      const commenter = `fan${stamp}`;
      const commenterToken = await cardMember(commenter);
      const commentText = `Spam link ${stamp}`;
      expect((await api('/api/usercomments', { method: 'POST', token: commenterToken, json: { content_update_id: commented.id, comment: commentText } })).status).toBe(201);
      const publicComments = async () => (await api<{ comment: string }[]>(`/api/updates/${commented.id}/comments?s=100`)).data.map((c) => c.comment);
      expect(await publicComments()).toContain(commentText);
      const ctx = await staffContext('de_DE', MOBILE);

      // The request: opened from the inbox, the reported update unpublished in one step.
      const page = await open(ctx, '/admin/requests');
      await page.getByRole('heading', { name: 'Anfragen', level: 1 }).waitFor();
      await page.getByRole('link', { name: url(`/videos/${update.permaLink}`) }).click();
      await page.getByText('That is me, shown without my consent.').waitFor();
      await shoot(page, 'request-de-390');
      await page.getByRole('button', { name: 'Gemeldetes Update zurückziehen' }).click();
      const confirm = page.getByRole('dialog');
      await confirm.getByRole('textbox', { name: 'Grund (wird protokolliert)' }).fill('Einwilligung widerrufen');
      await confirm.getByRole('button', { name: 'Zurückziehen' }).click();
      await expect.poll(async () => (await api(`/api/public/updates/${update.permaLink}`)).status, { timeout: 15_000 }).toBe(404);
      const history = await api<{ action: string; changes: Record<string, { after: unknown }> }[]>(`/api/staff/updates/${update.id}/history`, { token: staffToken });
      expect(history.data[0]!.action).toBe('unpublish');
      expect(history.data[0]!.changes.request!.after).toBe(`removal #${removal.data.id}`);

      // The comment: hidden from the queue, gone from the update's public comments.
      await page.goto(url('/admin/comments'));
      const card = page.getByRole('article', { name: `Kommentar von ${commenter}` });
      await card.getByText(commentText).waitFor();
      await card.getByRole('button', { name: 'Ausblenden' }).click();
      await expect.poll(publicComments, { timeout: 15_000 }).not.toContain(commentText);

      // An interface text in German: saved in the table, shown on the site.
      await page.goto(url('/admin/translations'));
      await page.getByRole('table', { name: 'Oberflächentexte auf Deutsch, fehlende zuerst' }).waitFor();
      await page.getByRole('searchbox', { name: 'Suchen' }).fill('Login');
      const field = page.getByRole('textbox', { name: 'Text für „Login“', exact: true });
      await field.fill('Einloggen');
      await page.getByRole('button', { name: 'Text für „Login“ speichern', exact: true }).click();
      await page.getByText('Gespeichert.').waitFor();
      await shoot(page, 'translations-de-390');
      const visitor = await browser.newContext({ viewport: DESKTOP, locale: 'de-DE' });
      await visitor.addInitScript(() => localStorage.setItem('enter18_ok', String(Date.now() + 86_400_000)));
      await visitor.addCookies([
        { name: 'cookie_consent', value: '1', url: site.base },
        { name: 'locale', value: 'de_DE', url: site.base },
      ]);
      const sitePage = await visitor.newPage();
      await sitePage.goto(url('/'));
      await sitePage.getByRole('banner').getByRole('link', { name: 'Einloggen' }).waitFor();
      await visitor.close();
      await ctx.close();
    },
    STEP * 3,
  );

  it(
    'fr at 390 px, dark: a publisher gives the link id visitors came by a partner account; the partner signs in to their own figures',
    async () => {
      const stamp = Date.now().toString(36);
      const partner = `luna${stamp}`;
      const partnerEmail = `${partner}@partners.example.test`;

      // The publisher makes a partner account for a blog: its link id, 25 % commission, a reason.
      const ctx = await staffContext('fr_FR', MOBILE, { theme: 'dark' });
      const page = await open(ctx, '/admin/partners');
      await page.getByRole('heading', { name: 'Partenaires', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Nouveau partenaire' }).click();
      const create = page.getByRole('dialog', { name: 'Créer un partenaire' });
      await create.getByRole('textbox', { name: /^Identifiant du lien/ }).fill(partner);
      await create.getByRole('textbox', { name: /^E-mail/ }).fill(partnerEmail);
      await create.getByRole('spinbutton', { name: /^Commission/ }).fill('25');
      await create.getByRole('textbox', { name: /^Motif/ }).fill('Blog partenaire confirmé par e-mail');
      await create.getByRole('button', { name: 'Créer un partenaire' }).click();
      await page.waitForURL(/\/admin\/partners\/\d+$/);
      await page.getByRole('heading', { name: partner, level: 1 }).waitFor();
      const audit = await api<{ action: string; reason: string }[]>('/api/staff/audit?targetKind=partner', { token: staffToken });
      expect(audit.data[0]).toMatchObject({ reason: 'Blog partenaire confirmé par e-mail' });

      // A visitor arrives through the partner's link and joins by card within the 7 days.
      const visitorCtx = await browser.newContext({ viewport: MOBILE });
      await visitorCtx.addInitScript(() => localStorage.setItem('enter18_ok', String(Date.now() + 86_400_000)));
      const landing = await visitorCtx.newPage();
      await landing.goto(url(`/?aff=${partner}`));
      await expect.poll(() => landing.evaluate(() => localStorage.getItem('affiliateId') ?? ''), { timeout: 20_000 }).toMatch(new RegExp(`^${partner}-[A-Za-z0-9]{8}$`));
      const affiliateId = await landing.evaluate(() => localStorage.getItem('affiliateId'));
      await visitorCtx.close();
      await cardMember(`joiner${stamp}`, { affiliateId });
      const paid = withDatabase(site.dbFile, (db) => db.prepare('SELECT amount, currency FROM payments WHERE username = ?').get(`joiner${stamp}`) as { amount: number; currency: string });
      await page.reload();
      await page.getByRole('heading', { name: partner, level: 1 }).waitFor();
      await shoot(page, 'partner-fr-390-dark');
      await ctx.close();

      // The partner sets a password through the mailed link, signs in and reads their own figures.
      await expect.poll(() => resetLinkMailedTo(partnerEmail), { timeout: 20_000 }).toBeTruthy();
      const token = new URL(resetLinkMailedTo(partnerEmail)!, site.base).searchParams.get('token');
      const partnerPassword = 'partner-pass-2026';
      expect((await api('/api/password/reset', { method: 'POST', json: { token, password: partnerPassword, password_confirmation: partnerPassword } })).status).toBe(200);
      const partnerCtx = await staffContext('fr_FR', MOBILE, { session: await login(partner, partnerPassword), theme: 'dark' });
      const own = await open(partnerCtx, '/partner/figures');
      await own.getByRole('heading', { name: 'Vos chiffres de partenaire', level: 1 }).waitFor();
      await own.getByText('Clics : 1 · ventes : 1 · renouvellements : 0 · annulations : 0').waitFor();
      const months = own.getByRole('table', { name: 'Par mois' });
      // 25 % of the amount in whole cents, as a partner would work it out.
      const commission = Math.round((Math.round(paid.amount * 100) * 25) / 100) / 100;
      const money = (n: number) => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: paid.currency }).format(n);
      await months.getByText(money(commission)).waitFor();
      await shoot(own, 'partner-figures-fr-390-dark');
      // The staff area is not theirs.
      const refused = await open(partnerCtx, '/admin');
      await refused.getByRole('heading', { name: 'Réservé au personnel' }).waitFor();
      await partnerCtx.close();
    },
    STEP * 2,
  );
});
