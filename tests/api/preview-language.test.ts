// @vitest-environment node
// A preview link that carries a language (`&hl=de`, the older `&lang=de_DE`, or `/de?previewtoken=…`)
// is served as that language's page: QA's preview in German says so from its first byte, and the
// app in the browser picks the same language from the same URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, liveVersion, startServer, useRealNetwork, type TestServer } from './harness';
import { startPageRenderer, type PageRenderer } from './page-renderer';
import { pickLocale } from '../../shared/pick-locale';
import { defaultSiteConfig } from '../setup/site-config-fixtures';

useRealNetwork();

describe.each(backends)('preview links with a language on %s', (backend) => {
  let s: TestServer;
  let pages: PageRenderer;
  let token: string;

  const page = async (pathname: string) => {
    const res = await fetch(`${pages.base}${pathname}`, { redirect: 'manual' });
    return { status: res.status, language: res.headers.get('content-language'), html: await res.text() };
  };
  const htmlLang = (html: string) => /<html lang="([^"]*)">/.exec(html)?.[1];

  beforeAll(async () => {
    s = await startServer(backend);
    pages = await startPageRenderer(s, `preview-language-${backend}`);
    const staff = (await s.api('/api/login', { method: 'POST', json: { username: 'staff', password: 'staff-demo-2026' } })).body.data.token as string;
    const config = (await s.api('/api/settings')).body.data.config;
    const created = await s.api('/api/configs', { method: 'POST', token: staff, json: { config, name: 'QA in German', baseVersion: await liveVersion(s, staff) } });
    token = created.body.data.token;
  }, 90_000);
  afterAll(async () => {
    await pages?.close();
    await s?.close();
  });

  it('serves a preview link with ?hl=de, ?lang=de_DE or a /de path as the German page', async () => {
    for (const pathname of [`/?previewtoken=${token}&hl=de`, `/?previewtoken=${token}&lang=de_DE`, `/de?previewtoken=${token}`, `/models?previewtoken=${token}&hl=de-DE`]) {
      const res = await page(pathname);
      expect([pathname, res.status, res.language, htmlLang(res.html)]).toEqual([pathname, 200, 'de-DE', 'de-DE']);
      // The app in the browser reads the same URL (shared/pick-locale.ts), whatever QA chose before.
      const url = new URL(pathname, 'https://site.invalid');
      expect(pickLocale(defaultSiteConfig, url, 'fr_FR', ['en-US'])).toBe('de_DE');
    }
  });

  it('keeps a preview link without a language, and other pages, as they were', async () => {
    const plain = await page(`/?previewtoken=${token}`);
    expect([plain.status, plain.language, htmlLang(plain.html)]).toEqual([200, null, 'en']);
    // A language the site does not offer is the default one, as for visitors' language URLs.
    const unknown = await page(`/?previewtoken=${token}&hl=xx`);
    expect([unknown.status, unknown.language, htmlLang(unknown.html)]).toEqual([200, 'en-US', 'en-US']);
    // A token that never existed or is malformed still gets the page (the app shows the notice), in the asked language.
    const missing = await page('/?previewtoken=AAAAAAAAAAAAAAAAAAAA&hl=es');
    expect([missing.status, missing.language]).toEqual([200, 'es-ES']);
    const malformed = await page('/?previewtoken=%3Cscript%3E&hl=de');
    expect([malformed.status, malformed.language, htmlLang(malformed.html)]).toEqual([200, null, 'en']);
  });
});
