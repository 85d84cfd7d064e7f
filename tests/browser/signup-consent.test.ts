// Consent at signup, in a real browser (en and de) against a server this file starts (its own
// SQLite file, so the test reads what was stored): the plan cards and the consent show prices in
// the visitor's format ("$19.95", "19,95 $"), the rebill date, the name on the statement; the
// button waits for the required checkbox and says so; what was agreed is stored with the payment.
import { mkdirSync, readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchChromium, MOBILE } from './chromium';
import { startOwnServer, withDatabase, type OwnServer } from './own-server';
import { measureLayout, type LayoutProblem } from './layout-probe';

const SHOTS = 'tests/artifacts/screenshots';
const PORT = Number(process.env.BROWSER_TEST_PORT ?? 3199) + 1;

let browser: Browser;
let site: OwnServer;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  site = await startOwnServer(PORT, JSON.parse(readFileSync('site-configs/default.json', 'utf8')), { DISABLE_RATE_LIMITS: '1' });
  browser = await launchChromium();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

async function open(path: string, locale: string, theme: 'light' | 'dark' = 'light', viewport: { width: number; height: number } = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport });
  await context.addInitScript(
    ({ until, chosen }: { until: string; chosen: string }) => {
      if (sessionStorage.getItem('__seeded')) return;
      sessionStorage.setItem('__seeded', '1');
      localStorage.setItem('enter18_ok', until);
      localStorage.setItem('theme', chosen);
    },
    { until: String(Date.now() + 86_400_000), chosen: theme },
  );
  await context.addCookies([
    { name: 'cookie_consent', value: '1', url: site.base },
    { name: 'locale', value: locale, url: site.base },
    { name: 'theme', value: theme, url: site.base },
  ]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  (page as Page & { errors?: string[] }).errors = errors;
  await page.goto(`${site.base}${path}`);
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 15_000 }).catch(() => {});
  return page;
}

const CASES = [
  {
    lang: 'en',
    locale: 'en_US',
    theme: 'light',
    plan: 'Monthly',
    select: 'Select Plan',
    price: '$19.95',
    labels: { email: /^Email/, username: /^Username/, password: /^Password/ },
    order: 'Your order',
    summary: /^Monthly: \$19\.95 now for the first month, then \$19\.95 every month from [A-Z][a-z]+ \d{1,2}, \d{4} until you cancel\.$/,
    statement: 'The charge appears on your card or PayPal statement as EPOCH.COM* Emotions.',
    agree: 'I agree to the terms and to the recurring charge described above.',
    reason: 'Accept the terms',
    method: 'Credit Card',
    button: 'Proceed to Payment',
  },
  {
    lang: 'de',
    locale: 'de_DE',
    // The German run is also the dark theme's.
    theme: 'dark',
    plan: 'Monatlich',
    select: 'Tarif auswählen',
    price: '19,95 $',
    labels: { email: /^E-Mail/, username: /^Benutzername/, password: /^Passwort/ },
    order: 'Ihre Bestellung',
    summary: /^Monatlich: 19,95 \$ jetzt für den ersten Monat, danach 19,95 \$ jeden Monat ab dem \d{1,2}\. [A-Za-zä]+ \d{4}, bis Sie kündigen\.$/,
    statement: 'Die Abbuchung erscheint auf Ihrer Karten- oder PayPal-Abrechnung als EPOCH.COM* Emotions.',
    agree: 'Ich stimme den Bedingungen und der oben beschriebenen wiederkehrenden Abbuchung zu.',
    reason: 'Bitte stimmen Sie den Bedingungen zu',
    method: 'Kreditkarte',
    button: 'Weiter zur Zahlung',
  },
] as const;

// Intl separates amount and sign with a no-break space.
const text = async (page: Page, selector: ReturnType<Page['locator']>) => ((await selector.textContent()) ?? '').replace(/\s+/g, ' ').trim();

describe('signup consent', () => {
  it.each(CASES)('$lang: prices in the visitor format, the consent required, what was agreed stored with the payment', async (c) => {
    const page = await open('/signup', c.locale, c.theme);
    const form = page.locator('[data-block="signupForm"]');
    const card = form.getByRole('listitem', { name: c.plan });
    await card.waitFor();
    expect(await text(page, card.locator('p').first())).toBe(c.price);

    const username = `consent${c.lang}${Date.now().toString(36)}`;
    await form.getByLabel(c.labels.email).fill(`${username}@example.test`);
    await form.getByLabel(c.labels.username).fill(username);
    await form.getByLabel(c.labels.password).fill('consent-test-password');
    await card.getByRole('button', { name: c.select }).click();
    await form.getByRole('radio', { name: c.method }).check();

    const order = form.getByRole('group', { name: c.order });
    const paragraphs = order.locator('p');
    expect(await text(page, paragraphs.nth(0))).toMatch(c.summary);
    expect(await text(page, paragraphs.nth(1))).toBe(c.statement);
    const box = order.getByRole('checkbox', { name: c.agree });
    expect(await box.evaluate((el: HTMLInputElement) => el.required)).toBe(true);
    const submit = form.getByRole('button', { name: c.button });
    expect(await submit.isDisabled()).toBe(true);
    await form.getByText(c.reason, { exact: true }).waitFor();

    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await order.scrollIntoViewIfNeeded();
      const problems: LayoutProblem[] = await page.evaluate(measureLayout);
      expect(problems).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/signup-consent-${c.lang}-${viewport.width}.png`, fullPage: true });
    }

    await box.check();
    expect(await submit.isEnabled()).toBe(true);
    const shown = [await paragraphs.nth(0).textContent(), await paragraphs.nth(1).textContent(), c.agree].join('\n');
    await submit.click();
    await page.waitForURL(/\/sandbox\/epoch\/join\?/);

    const stored = withDatabase(site.dbFile, (db) =>
      db
        .prepare('SELECT c.text, c.amount, c.currency, c.period_months, c.recurring, c.descriptor, c.locale, c.first_rebill_at FROM payment_consents c JOIN payments p ON p.id = c.payment_id WHERE p.username = ?')
        .get(username),
    ) as Record<string, unknown> | undefined;
    expect(stored).toMatchObject({ text: shown, amount: 19.95, currency: 'USD', period_months: 1, recurring: 1, descriptor: 'EPOCH.COM* Emotions', locale: c.locale });
    expect(stored?.first_rebill_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect((page as Page & { errors?: string[] }).errors).toEqual([]);
    await page.context().close();
  }, 120_000);
});

describe('after login', () => {
  it.each([
    { lang: 'en', locale: 'en_US', login: 'Login', name: 'Username or Email', password: 'Password', welcome: 'Welcome!', latest: 'Latest updates' },
    { lang: 'de', locale: 'de_DE', login: 'Anmelden', name: 'Benutzername oder E-Mail', password: 'Passwort', welcome: 'Willkommen!', latest: 'Neueste Updates' },
  ])("$lang: the demo member lands on their home, /welcome: a greeting and the latest updates, no JOIN NOW", async (c) => {
    const page = await open('/login', c.locale);
    const form = page.locator('[data-block="loginForm"]');
    await form.getByLabel(c.name).fill('member');
    await form.getByLabel(c.password, { exact: true }).fill('member-demo-2026');
    await form.getByLabel(c.password, { exact: true }).press('Enter');
    await page.waitForURL(`${site.base}/welcome`);
    await page.getByRole('heading', { level: 1, name: c.welcome }).waitFor();
    const latest = page.locator('[data-block="updateList"]');
    await latest.getByRole('heading', { name: c.latest }).waitFor();
    await expect.poll(() => latest.locator('a[href^="/videos/"], a[href^="/photos/"], a[href^="/dvds/"]').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await page.getByText(/JOIN NOW|JETZT BEITRETEN/i).count()).toBe(0);
    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport);
      const problems: LayoutProblem[] = await page.evaluate(measureLayout);
      expect(problems).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/welcome-${c.lang}-${viewport.width}.png`, fullPage: true });
    }
    expect((page as Page & { errors?: string[] }).errors).toEqual([]);
    await page.context().close();
  }, 60_000);
});
