// @vitest-environment node
// Issue 26, every language crawlable: `/de` sets the locale cookie in its redirect home; every
// public page has a URL per language (`?hl=de`) that the server renders in that language, whatever
// the cookie says, with hreflang alternates for every language plus x-default and a canonical link
// to itself; an unknown language is the default one (never an error), and the page cache never
// hands one language's copy to another. Detail pages carry JSON-LD and Open Graph tags; the sitemap
// lists every language. What curl or a crawler gets: the real app and database, the source entry via Vite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { server as mswServer } from '../../mock-api/node';
import { startServer, type TestServer } from './harness';
import { startPageRenderer, type PageRenderer } from './page-renderer';

interface Named {
  permaLink: string;
  fullName: string;
}

let s: TestServer;
let pages: PageRenderer;
const SITE = 'http://localhost:3000';
const LANGUAGES = [
  ['en', 'en-US', 'Skip to content'],
  ['de', 'de-DE', 'Zum Inhalt springen'],
  ['fr', 'fr-FR', 'Aller au contenu'],
  ['es', 'es-ES', 'Saltar al contenido'],
] as const;

beforeAll(async () => {
  mswServer.close();
  s = await startServer('sqlite');
  pages = await startPageRenderer(s, 'languages-test');
}, 120_000);

afterAll(async () => {
  await pages?.close();
  await s?.close();
});

const first = async (pathname: string) => ((await s.api(`/api/${pathname}`)).body.data as Named[])[0]!;

async function get(pathname: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${pages.base}${pathname}`, { headers, redirect: 'manual' });
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const lang = /<html lang="([^"]+)"/.exec(html)?.[1];
  const alternates = Object.fromEntries([...head.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1]!, m[2]!.replace(/&amp;/g, '&')]));
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1]?.replace(/&amp;/g, '&');
  const meta = (property: string) => [...head.matchAll(new RegExp(`<meta property="${property}" content="([^"]*)"`, 'g'))].map((m) => m[1]!);
  const jsonLd = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as { '@graph': Array<Record<string, any>> });
  return { response, status: response.status, html, head, lang, alternates, canonical, meta, jsonLd };
}

describe('a URL per language', { timeout: 120_000 }, () => {
  it('/de sets the locale cookie in its redirect home, keeping the query; the next page is German from its first byte', async () => {
    const redirect = await get('/de?aff=partner1');
    expect(redirect.status).toBe(302);
    expect(redirect.response.headers.get('location')).toBe('/?aff=partner1');
    const cookie = redirect.response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^locale=de_DE;/);
    expect(cookie).toMatch(/Path=\//);
    expect(redirect.response.headers.get('cache-control')).toBe('no-store');
    const next = await get('/models', { cookie: cookie.split(';')[0]! });
    expect(next.lang).toBe('de-DE');
    expect(next.html).toContain('Zum Inhalt springen');
    expect((await get('/FR/')).response.headers.get('set-cookie')).toMatch(/^locale=fr_FR;/);
  });

  it('answers every language at its ?hl= URL, with hreflang for all of them, x-default and a canonical link to itself', async () => {
    const [video, gallery, model] = await Promise.all([first('public/videos?s=1'), first('public/photos?s=1'), first('public/models?s=1')]);
    const pathnames = ['/', '/models?p=1', '/updates', `/videos/${video.permaLink}`, `/photos/${gallery.permaLink}`, `/models/${model.permaLink}`, '/signup'];
    for (const pathname of pathnames) {
      for (const [hl, tag, skip] of LANGUAGES) {
        const url = `${pathname}${pathname.includes('?') ? '&' : '?'}hl=${hl}`;
        // A cookie naming another language: the URL's language wins for this response.
        const page = await get(url, { cookie: 'locale=es_ES', 'accept-language': 'fr' });
        expect([url, page.status, page.lang]).toEqual([url, 200, tag]);
        expect([url, page.html.includes(skip)]).toEqual([url, true]);
        const own = new URL(`${SITE}${pathname}`);
        own.searchParams.set('hl', hl);
        expect([url, page.canonical]).toEqual([url, own.toString()]);
        expect(Object.keys(page.alternates).sort()).toEqual(['de-DE', 'en-US', 'es-ES', 'fr-FR', 'x-default']);
        expect(page.alternates[tag]).toBe(own.toString());
        own.searchParams.set('hl', 'en');
        expect(page.alternates['x-default']).toBe(own.toString());
        expect(page.meta('og:locale')).toEqual([tag.replace('-', '_')]);
        expect(page.meta('og:locale:alternate')).toHaveLength(3);
      }
    }
  });

  it('renders an unknown or garbage language as the default one, never an error, from the default language’s cached copy', async () => {
    const english = await get('/news?hl=en');
    for (const hl of ['it', 'xx', '%3Cscript%3E', 'de-DE-x-%22', '']) {
      const page = await get(`/news?hl=${hl}`, { cookie: 'locale=de_DE' });
      // An empty ?hl= names no language: the cookie's choice stands.
      expect([hl, page.status, page.lang]).toEqual([hl, 200, hl === '' ? 'de-DE' : 'en-US']);
      if (hl && hl !== 'de-DE-x-%22') expect([hl, page.response.headers.get('x-cache')]).toEqual([hl, 'HIT']);
      if (hl && hl !== 'de-DE-x-%22') expect(page.html).toBe(english.html);
    }
    expect((await get('/news?hl=de-DE')).lang).toBe('de-DE');
  });

  it('never serves one language’s cached copy to another', async () => {
    const german = await get('/channels?hl=de');
    expect(german.lang).toBe('de-DE');
    expect((await get('/channels')).lang).toBe('en-US');
    expect((await get('/channels', { cookie: 'locale=fr_FR' })).lang).toBe('fr-FR');
    expect((await get('/channels?hl=es')).lang).toBe('es-ES');
    const vary = (await get('/channels?hl=de')).response.headers.get('vary') ?? '';
    expect(vary).toMatch(/Cookie/);
    expect(vary).toMatch(/Accept-Language/);
  });

  it('gives member pages and the 404 page no language URLs', async () => {
    for (const pathname of ['/profile', '/favourites', '/no-such-page']) {
      const page = await get(pathname);
      expect([pathname, page.canonical, Object.keys(page.alternates)]).toEqual([pathname, undefined, []]);
    }
  });

  it('lists every page once per language in the sitemap, each with all alternates and x-default', async () => {
    const xml = await (await fetch(`${s.url}/sitemap.xml`)).text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>([\s\S]*?)<\/url>/g)].map((m) => ({
      loc: m[1]!.replace(/&#38;/g, '&'),
      links: Object.fromEntries([...m[2]!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((l) => [l[1]!, l[2]!])),
    }));
    const model = await first('public/models?s=1');
    for (const [hl, tag] of LANGUAGES) {
      const loc = `${SITE}/models/${model.permaLink}?hl=${hl}`;
      const entry = entries.find((e) => e.loc === loc);
      expect(entry, loc).toBeDefined();
      expect(entry!.links[tag]).toBe(loc);
      expect(entry!.links['x-default']).toBe(`${SITE}/models/${model.permaLink}?hl=en`);
      expect(Object.keys(entry!.links)).toHaveLength(5);
    }
    expect(entries.filter((e) => e.loc.endsWith('?hl=de')).length).toBe(entries.filter((e) => e.loc.endsWith('?hl=en')).length);
  });
});

describe('structured data and Open Graph on detail pages', { timeout: 120_000 }, () => {
  const breadcrumbOf = (graph: Array<Record<string, any>>) => graph.find((node) => node['@type'] === 'BreadcrumbList')!;

  it('a video: VideoObject and breadcrumbs in the page’s language, with an absolute og:image', async () => {
    const video = await first('public/videos?s=1');
    const page = await get(`/videos/${video.permaLink}?hl=de`);
    expect(page.meta('og:type')).toEqual(['video.other']);
    expect(page.meta('og:image')[0]).toMatch(/^http:\/\/localhost:3000\/media\/public\//);
    const [ld] = page.jsonLd;
    expect(ld!['@graph'].map((node) => node['@type'])).toEqual(['VideoObject', 'BreadcrumbList']);
    const object = ld!['@graph'][0]!;
    expect(object.url).toBe(`${SITE}/videos/${video.permaLink}?hl=de`);
    expect(object.thumbnailUrl[0]).toMatch(/^http:\/\/localhost:3000\/media\/public\//);
    expect(object.uploadDate).toMatch(/^\d{4}-\d\d-\d\d/);
    expect(object.duration).toMatch(/^PT(\d+H)?(\d+M)?(\d+S)?$/);
    const crumbs = breadcrumbOf(ld!['@graph']).itemListElement as Array<{ position: number; name: string; item: string }>;
    expect(crumbs.map((c) => [c.position, c.item])).toEqual([
      [1, `${SITE}/?hl=de`],
      [2, `${SITE}/videos?hl=de`],
      [3, `${SITE}/videos/${video.permaLink}?hl=de`],
    ]);
    expect(crumbs[1]!.name).toBe('Videos');
  });

  it('a gallery: ImageGallery; a model: Person; a post, a place and a channel: breadcrumbs', async () => {
    const [gallery, model, post, place, channel] = await Promise.all([first('public/photos?s=1'), first('public/models?s=1'), first('public/posts?s=1'), first('public/places?s=1'), first('public/channels?s=1')]);
    const typesOf = async (pathname: string) => (await get(pathname)).jsonLd.flatMap((ld) => ld['@graph'].map((node) => node['@type']));
    expect(await typesOf(`/photos/${gallery.permaLink}`)).toEqual(['ImageGallery', 'BreadcrumbList']);
    const person = await get(`/models/${model.permaLink}?hl=fr`);
    expect(person.jsonLd[0]!['@graph'][0]).toMatchObject({ '@type': 'Person', name: expect.any(String), image: expect.stringMatching(/^http:\/\/localhost:3000\//) });
    expect(breadcrumbOf(person.jsonLd[0]!['@graph']).itemListElement[1].name).toBe('Modèles');
    expect(person.meta('og:type')).toEqual(['profile']);
    expect(await typesOf(`/news/${post.permaLink}`)).toEqual(['BreadcrumbList']);
    expect(await typesOf(`/places/${place.permaLink}`)).toEqual(['BreadcrumbList']);
    expect(await typesOf(`/channels/${channel.permaLink}`)).toEqual(['BreadcrumbList']);
    // List pages carry none.
    expect((await get('/videos')).jsonLd).toEqual([]);
  });

  it('keeps a title with </script> inside its JSON-LD', async () => {
    const row = await s.ctx.db.selectFrom('updates').select(['id', 'perma_link']).where('content_type', '=', 'video').where('publish_date', '<=', s.ctx.now()).orderBy('publish_date', 'desc').limit(1).offset(3).executeTakeFirstOrThrow();
    const title = 'Sunset </script><script>alert(1)</script> & <b>more</b>';
    await s.ctx.db.updateTable('updates').set({ full_name: title }).where('id', '=', row.id).execute();
    const page = await get(`/videos/${row.perma_link}?hl=en`);
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('<script>alert(1)');
    const [ld] = page.jsonLd;
    expect(ld!['@graph'][0]!.name).toBe(title);
    expect(breadcrumbOf(ld!['@graph']).itemListElement[2].name).toBe(title);
  });
});
