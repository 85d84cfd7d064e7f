// @vitest-environment node
// Issue 7, "Done when": a plain GET (what curl or a crawler does) of every public page answers with
// the page's content in HTML, in the configured language. The real express app and database, with
// the server entry (src/entry-server.tsx) loaded through Vite instead of a build.
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { server as mswServer } from '../../mock-api/node';
import { startServer, type TestServer } from './harness';
import { startPageRenderer, type PageRenderer } from './page-renderer';

interface Named {
  permaLink: string;
  fullName: string;
}

let s: TestServer;
let pages: PageRenderer;
let base: string;
let problems: MockInstance[];

beforeAll(async () => {
  // The real network, and no window at all: the renderer must see a server, not a browser.
  mswServer.close();
  s = await startServer('sqlite');
  // Every failed fetch or block that threw while rendering is logged: none may happen here.
  problems = [vi.spyOn(s.ctx.logger, 'warn'), vi.spyOn(s.ctx.logger, 'error')];
  // A second app on the same context (rate limits off, as the harness set them): its catch-all
  // renders pages with the source entry.
  pages = await startPageRenderer(s, 'ssr-test');
  base = pages.base;
}, 120_000);

afterAll(async () => {
  await pages?.close();
  await s?.close();
});

const api = async <T>(pathname: string): Promise<T> => (await s.api(`/api/${pathname}`)).body.data as T;

/** The visible text of an HTML page: what a crawler reads. */
const textOf = (html: string) =>
  html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

async function get(pathname: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${pathname}`, { headers, redirect: 'manual' });
  const html = await response.text();
  return { status: response.status, headers: response.headers, html, text: textOf(html), title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '' };
}

// The first page compiles every block through Vite: slow on a busy machine.
describe('server-rendered pages', { timeout: 60_000 }, () => {
  it('the home page carries its sections, lists and the newest models', async () => {
    const [newest] = await api<Named[]>('public/models?sort=newest&s=12&p=0');
    const page = await get('/');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.html).toMatch(/^<!doctype html>\s*<html lang="en-US">/i);
    expect(page.text).toContain('Welcome to Emotions');
    expect(page.text).toContain(newest!.fullName);
    // The head has the page's own tags, in <head>, and the styles of the rendered components.
    const head = page.html.slice(0, page.html.indexOf('</head>'));
    expect(head).toContain('<title>Emotions</title>');
    expect(head).toContain('<link rel="canonical" href="http://localhost:3000/?hl=en"/>');
    expect(head).toMatch(/hrefLang="de-DE" href="http:\/\/localhost:3000\/\?hl=de"/);
    expect(head).toMatch(/<style data-styled="true"/);
  });

  it('lists: updates, models, news, channels', async () => {
    const [update] = await api<Named[]>('public/updates?p=0&s=24');
    const [model] = await api<Named[]>('public/models?p=0&s=24&sort=name');
    const [post] = await api<Named[]>('public/posts?p=0&s=6');
    const [channel] = await api<Named[]>('public/channels?p=0&s=100');
    expect((await get('/updates')).text).toContain(update!.fullName);
    expect((await get('/models')).text).toContain(model!.fullName);
    expect((await get('/news')).text).toContain(post!.fullName);
    expect((await get('/channels')).text).toContain(channel!.fullName);
  });

  it('detail pages: model, video, gallery and news post, with their own <title>', async () => {
    const [model] = await api<Named[]>('public/models?s=1');
    const [video] = await api<Named[]>('public/videos?s=1');
    const [gallery] = await api<Named[]>('public/photos?s=1');
    const [post] = await api<Named[]>('public/posts?s=1');
    const postDetail = await api<{ content: string }>(`public/posts/${post!.permaLink}`);

    const modelPage = await get(`/models/${model!.permaLink}`);
    expect(modelPage.status).toBe(200);
    expect(modelPage.html).toMatch(new RegExp(`<h1[^>]*>${model!.fullName}</h1>`));
    expect(modelPage.title).toContain(model!.fullName);

    for (const [prefix, entity] of [['videos', video], ['photos', gallery]] as const) {
      const page = await get(`/${prefix}/${entity!.permaLink}`);
      expect(textOf(page.title)).toBe(`${entity!.fullName} | Emotions`);
      expect(page.text).toContain(entity!.fullName);
    }

    const postPage = await get(`/news/${post!.permaLink}`);
    expect(postPage.title).toContain(textOf(post!.fullName).trim());
    // The post's own HTML, sanitized on the server (not reduced to text): a paragraph of it.
    const firstWords = textOf(postDetail.content).trim().split(' ').slice(0, 6).join(' ');
    expect(postPage.text).toContain(firstWords);
    expect(postPage.html).toMatch(/<p>/);
  });

  it('the first view: the largest picture of home and of a model page is in the HTML, announced first in <head>', async () => {
    const [model] = await api<Array<Named & { image: Record<string, string> }>>('public/models?s=1');
    for (const [pathname, sizes] of [['/', '100vw'], [`/models/${model!.permaLink}`, '100vw']] as const) {
      const { html } = await get(pathname);
      const headEnd = html.indexOf('</head>');
      const imagePreloads = [...html.slice(0, headEnd).matchAll(/<link rel="preload" as="image"[^>]*>/g)].map(([tag]) => tag);
      // Announced in <head>, before any other picture, at every width, with the sizes the page draws it at.
      const [preload] = imagePreloads;
      expect(preload, pathname).toMatch(/fetchPriority="high"/);
      expect(imagePreloads.filter((tag) => /fetchPriority="high"/.test(tag)), pathname).toHaveLength(1);
      const srcset = /imageSrcSet="([^"]+)"/.exec(preload!)![1]!;
      expect(srcset.split(', ').map((entry) => entry.split(' ')[1]), pathname).toEqual(['620w', '960w', '1920w', '3840w']);
      expect(preload).toContain(`imageSizes="${sizes}"`);
      // The same picture is a real <img> of the page, fetched first, never lazily.
      const picture = /<img [^>]*fetchPriority="high"[^>]*>/.exec(html.slice(headEnd))?.[0];
      expect(picture, pathname).toContain(`srcSet="${srcset}"`);
      expect(picture).toContain(`sizes="${sizes}"`);
      expect(picture).not.toContain('loading="lazy"');
      if (pathname !== '/') expect(srcset).toContain(`${model!.image['620']} 620w`);
    }
  });

  it('the signup page shows the form and the plans', async () => {
    const plans = await api<Array<{ name: string }>>('articles?fb=article_type&ft=eq&fv=SUBSCRIPTION&s=100');
    const page = await get('/signup');
    expect(page.text).toContain('Choose your plan');
    for (const plan of plans) expect(page.text).toContain(plan.name);
  });

  it('German through ?hl=de, the older ?lang=de and the locale cookie (which /de sets)', async () => {
    for (const [pathname, headers] of [['/?hl=de', {}], ['/?lang=de', {}], ['/signup', { cookie: 'locale=de_DE' }]] as const) {
      const page = await get(pathname, headers);
      expect(page.status, pathname).toBe(200);
      expect(page.html, pathname).toContain('<html lang="de-DE">');
      expect(page.text, pathname).toContain('Zum Inhalt springen');
      expect(page.text, pathname).toContain('Anmelden');
      expect(page.text, pathname).not.toContain('Skip to content');
    }
    expect((await get('/signup', { cookie: 'locale=de_DE' })).text).toContain('Wählen Sie Ihren Tarif');
    expect((await get('/', { cookie: 'locale=xx_XX' })).html).toContain('<html lang="en-US">');
  });

  it('German for a German browser (Accept-Language) on the first visit, until the visitor picks a language', async () => {
    const german = await get('/signup', { 'accept-language': 'de-AT, de;q=0.9, en;q=0.5' });
    expect(german.html).toContain('<html lang="de-DE">');
    expect(german.text).toContain('Wählen Sie Ihren Tarif');
    expect(german.headers.get('vary')).toContain('Accept-Language');
    // The cached copy is per language picked: an English browser right after gets English.
    expect((await get('/signup', { 'accept-language': 'en-GB,en;q=0.8' })).html).toContain('<html lang="en-US">');
    expect((await get('/signup', { 'accept-language': 'it-IT, de;q=0.3' })).html).toContain('<html lang="de-DE">');
    // A choice wins: the cookie, and the language-prefixed home route.
    expect((await get('/signup', { 'accept-language': 'de', cookie: 'locale=en_US' })).html).toContain('<html lang="en-US">');
    expect((await get('/?hl=en', { 'accept-language': 'de' })).html).toContain('<html lang="en-US">');
  });

  it('titles and describes every list and static page in the visitor’s language', async () => {
    const meta = (html: string, name: string) => textOf(new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(html)?.[1] ?? '');
    const french: Array<[string, string]> = [
      ['/updates', 'Mises à jour'],
      ['/updates/videos', 'Vidéos'],
      ['/videos', 'Vidéos'],
      ['/photos', 'Photos'],
      ['/models', 'Modèles'],
      ['/channels', 'Chaînes'],
      ['/places', 'Lieux'],
      ['/news', 'Actualités'],
      ['/search/beach', 'Résultats de recherche pour « beach »'],
      ['/contact', 'Contact'],
      ['/signup', 'Devenez membre'],
      ['/privacy', 'Politique de confidentialité'],
      ['/impress', 'Mentions légales'],
      ['/partner', 'Programme partenaires'],
      ['/productplacement', 'Placement de produit'],
      ['/2257', 'Déclaration 18 U.S.C. 2257'],
    ];
    for (const [pathname, title] of french) {
      const page = await get(pathname, { cookie: 'locale=fr_FR' });
      expect([pathname, page.status, textOf(page.title)]).toEqual([pathname, 200, `${title} | Emotions`]);
      expect(meta(page.html, 'description'), pathname).not.toMatch(/\b(the|and|our|with)\b/);
    }
    const videos = await get('/videos?hl=de');
    expect(textOf(videos.title)).toBe('Videos | Emotions');
    expect(meta(videos.html, 'description')).toBe('Exklusive Videos in bis zu 4K aus unserem eigenen Studio, jede Woche mit neuen Szenen.');
    expect(meta(videos.html, 'keywords')).toBe('Mitgliedschaft, Videos, Fotogalerien, exklusive Inhalte');
    const home = await get('/?hl=es');
    expect(textOf(home.title)).toBe('Emotions');
    expect(meta(home.html, 'description')).toBe('Vive Emotions a la perfección: vídeos y galerías de fotos exclusivos, novedades cada semana.');
    // In English the same pages keep their English titles.
    expect(textOf((await get('/photos')).title)).toBe('Photos | Emotions');
  });

  it('hands the browser its boot state, with the data, safely escaped', async () => {
    const page = await get('/news');
    const json = /<script type="application\/json" id="__SSR_DATA__">([\s\S]*?)<\/script>/.exec(page.html)?.[1];
    expect(json).toBeDefined();
    expect(json).not.toContain('<');
    const snapshot = JSON.parse(json!) as { locale: string; config?: unknown; configVersion: string; fallback: Record<string, unknown>; blocks: string[]; islands?: Record<string, string> };
    expect(snapshot.locale).toBe('en_US');
    // The configuration is named by its version, not carried: the browser asks for that one, and keeps it.
    expect(snapshot.config).toBeUndefined();
    const settings = await fetch(`${base}/api/settings?v=${snapshot.configVersion}`);
    expect(settings.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const { data } = (await settings.json()) as { data: { config: { ui: unknown }; version: string } };
    expect(data.version).toBe(snapshot.configVersion);
    expect(data.config.ui).toBeTruthy();
    // Another version (a page rendered before a publish) is answered as the site is now, and not kept.
    const other = await fetch(`${base}/api/settings?v=older`);
    expect(other.headers.get('cache-control')).toBe('private, no-store');
    expect(((await other.json()) as { data: { version: string } }).data.version).toBe(snapshot.configVersion);
    // The news list hydrates once it comes into view: its code waits, its data is here.
    expect(snapshot.blocks).not.toContain('newsList');
    expect(Object.values(snapshot.islands ?? {})).toContain('visible');
    expect(Object.keys(snapshot.fallback).some((key) => key.includes('public/posts'))).toBe(true);
  });

  it('unknown pages answer 404 with the 404 page; a missing entity goes to /404', async () => {
    const unknown = await get('/no-such-page');
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('data-site="error404"');
    const missing = await get('/models/no-such-model');
    expect(missing.status).toBe(302);
    expect(missing.headers.get('location')).toBe('/404');
  });

  it('answers odd addresses and query strings with a page, or a 400 page when they cannot be decoded', async () => {
    for (const url of ['/search/%ff', '/de/%ff', '/a%00b']) {
      const page = await get(url, { accept: 'text/html' });
      expect([url, page.status, page.title]).toEqual([url, 400, 'Bad request']);
    }
    // Arrays, prototype names and numbers out of range in a page's query go nowhere near a 500.
    for (const url of ['/?lang[]=de', '/models?p=1&p=2', '/updates?sort=constructor&tag=__proto__', '/updates?p=99999999999999&y=abc', '/search/__proto__', '/signupSuccess?x_ans_token[]=a']) {
      expect([url, (await get(url, { accept: 'text/html' })).status]).toEqual([url, 200]);
    }
  });

  it('rendered every page above without a failed request or a block that threw', () => {
    for (const spy of problems) expect(spy.mock.calls.map((call) => call.at(-1))).toEqual([]);
  });

  it('previews render in the browser from the plain index.html', async () => {
    const page = await get('/?previewtoken=abcdefgh123');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<div id="root"></div>');
    expect(page.html).not.toContain('__SSR_DATA__');
  });
});
