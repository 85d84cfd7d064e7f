// Issue 26, every language crawlable and rendered by the server: `/de` sets the locale cookie in
// its redirect home, so a link followed before the app has started (here: with the app's scripts
// never arriving, and with a click at once) opens a page that is German in the server's HTML; every
// public page's language URL (`?hl=de`) answers in that language with hreflang alternates for all
// four languages; and the started app keeps the language the server chose.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, launchChromium } from './chromium';

let browser: Browser;
let video: string;
let gallery: string;
let model: string;

const api = async (pathname: string) => ((await (await fetch(`${baseUrl()}/api/${pathname}`)).json()) as { data: Array<{ permaLink: string }> }).data[0]!.permaLink;

beforeAll(async () => {
  browser = await launchChromium();
  [video, gallery, model] = await Promise.all([api('public/videos?s=1'), api('public/photos?s=1'), api('public/models?s=1')]);
});
afterAll(async () => {
  await browser?.close();
});

/** A returning visitor (age gate and cookie notice passed) whose older visit stored English in local storage. */
async function visitor({ scripts }: { scripts: boolean }): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: DESKTOP });
  await context.addInitScript((until: string) => {
    if (!localStorage.getItem('enter18_ok')) localStorage.setItem('enter18_ok', until);
    if (!localStorage.getItem('locale')) localStorage.setItem('locale', 'en_US');
  }, String(Date.now() + 86_400_000));
  await context.addCookies([{ name: 'cookie_consent', value: '1', url: baseUrl() }]);
  // The app never arrives: what a visitor has before it started, for as long as it takes.
  if (!scripts) await context.route(/\.m?js(\?|$)/, (route) => route.abort());
  return context;
}

const LANGUAGES = [
  ['en', 'en-US', 'Skip to content'],
  ['de', 'de-DE', 'Zum Inhalt springen'],
  ['fr', 'fr-FR', 'Aller au contenu'],
  ['es', 'es-ES', 'Saltar al contenido'],
] as const;

describe('languages the server renders', () => {
  it('/de, then a link followed before the app started: the next page is German from the server', async () => {
    for (const scripts of [false, true]) {
      const context = await visitor({ scripts });
      const page = await context.newPage();
      await page.goto(new URL('/de', baseUrl()).toString(), { waitUntil: 'commit' });
      await page.waitForURL(new URL('/', baseUrl()).toString(), { waitUntil: 'commit' });
      expect((await context.cookies()).find((cookie) => cookie.name === 'locale')?.value).toBe('de_DE');
      const link = page.locator('header a[href="/models"]').first();
      await link.waitFor({ state: 'attached' });
      const next = page.waitForResponse((response) => new URL(response.url()).pathname === '/models' && response.request().resourceType() === 'document');
      // At once: the page's own link, before (or without) the app.
      expect(await page.evaluate(() => document.documentElement.dataset.appReady ?? null)).toBeNull();
      await link.evaluate((a: HTMLAnchorElement) => a.click());
      const html = await (await next).text();
      expect([scripts, /<html lang="([^"]+)"/.exec(html)?.[1]]).toEqual([scripts, 'de-DE']);
      expect(html).toContain('Zum Inhalt springen');
      expect(html).not.toContain('Skip to content');
      if (scripts) {
        // The started app keeps the server's choice over the older visit's stored English.
        await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 30_000 });
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('de-DE');
        await expect.poll(() => page.evaluate(() => localStorage.getItem('locale'))).toBe('de_DE');
      }
      await context.close();
    }
  });

  it('every public page’s language URL answers in that language, with hreflang for all four and x-default', async () => {
    const pathnames = ['/', '/updates', '/models', `/videos/${video}`, `/photos/${gallery}`, `/models/${model}`, '/news', '/contact'];
    for (const pathname of pathnames) {
      for (const [hl, tag, skip] of LANGUAGES) {
        // Whatever the cookie says: the URL's language.
        const response = await fetch(new URL(`${pathname}?hl=${hl}`, baseUrl()), { headers: { cookie: 'locale=de_DE' } });
        const html = await response.text();
        const head = html.slice(0, html.indexOf('</head>'));
        expect([pathname, hl, response.status, /<html lang="([^"]+)"/.exec(html)?.[1], html.includes(skip)]).toEqual([pathname, hl, 200, tag, true]);
        const hreflangs = [...head.matchAll(/<link rel="alternate" hrefLang="([^"]+)"/g)].map((m) => m[1]).sort();
        expect([pathname, hreflangs]).toEqual([pathname, ['de-DE', 'en-US', 'es-ES', 'fr-FR', 'x-default']]);
        expect(head).toMatch(new RegExp(`<link rel="canonical" href="[^"]*[?&]hl=${hl}"`));
      }
    }
    // A language the site does not offer: the default one, not an error.
    const unknown = await fetch(new URL('/models?hl=it', baseUrl()), { headers: { cookie: 'locale=fr_FR' } });
    expect([unknown.status, /<html lang="([^"]+)"/.exec(await unknown.text())?.[1]]).toEqual([200, 'en-US']);
  });

  it('a French language URL stays French once the app has started, its head naming every language; a switch moves the URL along', async () => {
    const context = await visitor({ scripts: true });
    const page = await context.newPage();
    await page.goto(new URL(`/videos/${video}?hl=fr`, baseUrl()).toString());
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 30_000 });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr-FR');
    expect(await page.locator('head link[rel="alternate"][hreflang]').count()).toBe(5);
    expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toMatch(/\?hl=fr$/);
    expect(await page.locator('head script[type="application/ld+json"]').count()).toBe(1);
    // Switching the language on a language URL names the new one there: a reload keeps it.
    await page.getByRole('button', { name: /Français/ }).first().click();
    await page.getByRole('button', { name: 'Deutsch' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('de-DE');
    await expect.poll(() => new URL(page.url()).searchParams.get('hl')).toBe('de');
    await context.close();
  });
});
