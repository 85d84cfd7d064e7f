// Server entry, built by Vite as the SSR bundle (scripts/build.mjs) and called by server/render/ for
// every public page: the same App, configuration, block registry and routes as the browser, under a
// StaticRouter. Data: the page's blocks declare their API requests (blocks/define-block.ts `data`),
// the server loads them all at once (in-process through `loadData`, else from its own API over HTTP)
// and renders once. A render whose hooks ask for something undeclared becomes a recording pass: that
// data is loaded and the page rendered again. The render that is sent streams
// (renderToPipeableStream) into the built index.html with the styled-components styles and the page's
// head tags in <head>, and the boot snapshot (config, locale, theme, data) that lets the browser
// hydrate without fetching any of it again.
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream, type PipeableStream } from 'react-dom/server';
import { Writable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { StaticRouter } from 'react-router';
import { setupI18n, type I18n } from '@lingui/core';
import type { Middleware } from 'swr';
import type { KyInstance } from 'ky';
import type { ServerStyleSheet } from 'styled-components';
import type { SiteConfig } from '../schemas/config/site-config';
import { clientRegistry as blockRegistry, getBlock } from '../blocks/client-registry';
import type { ClientBlock } from '../blocks/define-block';
import { preloadBlocks } from '../src/ssr/preload-blocks';
import { App } from './app';
import { createApiClient, isNotFound } from '../src/api/client';
import { activateLocale, compileServerTexts } from '../src/i18n/activate-locale';
import { fetchServerLocale } from '../src/i18n/server-locales';
import { bcp47Of } from '../shared/locales';
import { PAGE_COOKIE_NAMES, pageVariantOf, themeOf } from '../shared/page-variant';
import { colorSchemeScriptTag, offersThemeSwitch, schemeOf } from '../shared/color-scheme';
import { bootSnapshotScript, type BootSnapshot } from '../src/ssr/boot-snapshot';
import { splitLeadingHeadTags, splitTemplate, type PageTemplate } from '../src/ssr/html-template';
import { createRenderSink, RenderSinkContext, type RenderSink } from '../src/ssr/render-sink';
import { serverStyleSheet } from '../src/ssr/server-style-sheet';
import { ageGateMarkup } from '../layouts/shell/age-gate-template';
import { scriptNeededMarkup } from '../layouts/shell/script-needed-notice';
import { fragmentSession, type FragmentSession } from '../src/ssr/kept-fragments';
import { keepServerData, recordRequests, type RecordedRequest } from '../src/ssr/swr-server-data';
import { declaredData, declaredDataAfter } from './declared-data';
import { islandPlan } from './island-plan';
import { defaultLayouts } from './default-layouts';
import { setServerSanitizer } from '../src/ui/html';
import { scriptSafeJson } from '../src/seo/page-head';
import { dataRequestOf, loadStatusOf, type DataLoader, type DataRequest } from '../src/ssr/data-loader';
import { getData, getList } from '../src/api/client';
import type { Locale } from '../schemas/api/content';

export type { DataLoader, DataRequest };

export interface RenderRequest {
  /** Path and query of the page, e.g. `/models?p=1`. */
  url: string;
  /** The live configuration. */
  config: SiteConfig;
  /**
   * Its content version (server/config/config-version.ts): the page then names it instead of
   * carrying the configuration, and the browser asks `/api/settings?v=` for it, cached for good.
   */
  configVersion?: string;
  /** The request's cookies (`locale`, `theme`). */
  cookies: Record<string, string | undefined>;
  /** The request's Accept-Language: the language of a visitor who has not picked one. */
  acceptLanguage?: string;
  /** Where this process reaches its own API, e.g. `http://127.0.0.1:3000`. */
  apiOrigin: string;
  /** Headers for those API calls (e.g. the visitor's address for logs and limits). */
  apiHeaders?: Record<string, string>;
  /** Answers API requests in-process (server/api/public/in-process-data.ts); others go over HTTP to apiOrigin. */
  loadData?: DataLoader;
  /** The built client's index.html. */
  template: string;
  /** Extra <head> tags for the page: module preloads of its blocks and its language's catalog. */
  headTags?: (page: { blocks: string[]; locale: string }) => string;
  /** HTML sanitizer for server-supplied HTML (posts): DOMPurify needs a DOM the server lacks. */
  sanitizeHtml?: (html: string) => string;
  /** Problems worth a log line (a failed fetch, a block that threw). */
  onWarning?: (message: string, error?: unknown) => void;
  /** Details for a debug log line (requests no block declared). */
  onDebug?: (message: string) => void;
  /**
   * Islands (default): blocks hydrate when they choose, and only their code and data go to the
   * browser. False hydrates every block at load (SSR_MODE=full); so does a member's page.
   */
  islands?: boolean;
  /**
   * Keeps the markup of blocks that never hydrate between renders, used again while their data is
   * the same (default; src/ssr/kept-fragments.ts). False renders every block every time.
   */
  keepBlocks?: boolean;
  /** A form was sent without JavaScript (server/render/no-script-forms.ts): the page says it needs it. */
  scriptNeeded?: boolean;
}

export type RenderResult =
  | { kind: 'redirect'; location: string }
  | { kind: 'page'; status: number; timings: RenderTimings; /** False when some data failed to load (the browser retries it): not for the cache. */ complete: boolean; pipe: (out: Writable) => void; abort: () => void };

/** Where the time went (milliseconds), for a Server-Timing header. */
export interface RenderTimings {
  /** Renders thrown away because they asked for data nobody declared. */
  record: number;
  /** Waiting for the API answers. */
  fetch: number;
  /** Requests answered in-process, and over HTTP (by the API of this server). */
  loaded: number;
  fetched: number;
  /** Renders made (1 when the blocks declared everything the page asked for). */
  passes: number;
  /** The render that is sent. */
  shell: number;
  /** Blocks that never hydrate whose markup was kept from an earlier render. */
  kept: number;
}

/** Renders at most: the last one is sent even if it still asked for data (that part loads in the browser). */
const MAX_RENDERS = 4;
/** A render still running after this is cut short; pending parts render in the browser. */
const RENDER_TIMEOUT_MS = 10_000;

// Every block's code is loaded once at start, so server renders never wait for (or suspend on) it.
const allBlocks = Object.keys(blockRegistry)
  .map(getBlock)
  .filter((block): block is ClientBlock => block !== undefined);
const blocksReady = preloadBlocks(allBlocks);

const templates = new Map<string, PageTemplate>();
const templateOf = (html: string) => {
  let template = templates.get(html);
  if (!template) {
    template = splitTemplate(html);
    templates.set(html, template);
  }
  return template;
};

interface TreeInput {
  snapshot: BootSnapshot;
  i18n: I18n;
  api: KyInstance;
  url: string;
  sink: RenderSink;
  swrUse: Middleware[];
}

function appTree({ snapshot, i18n, api, url, sink, swrUse }: TreeInput): ReactNode {
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>;
  // The same element tree as app/start-app.tsx hydrates (the sink provider renders nothing of its own).
  return (
    <RenderSinkContext.Provider value={sink}>
      <StrictMode>
        <App start={{ snapshot, i18n, api, Router, swrUse }} />
      </StrictMode>
    </RenderSinkContext.Provider>
  );
}

export async function render(request: RenderRequest): Promise<RenderResult> {
  const { config, cookies, url } = request;
  const warn = request.onWarning ?? (() => {});
  if (request.sanitizeHtml) setServerSanitizer(request.sanitizeHtml);
  const location = new URL(url, 'http://server.invalid');
  // What the page cache keys its copies by (shared/page-variant.ts): nothing else of the request counts.
  const variant = pageVariantOf(config, location, cookies, request.acceptLanguage);
  const { locale } = variant;
  const api = createApiClient({
    baseUrl: request.apiOrigin,
    getToken: () => null, // the server renders the visitor's view; sessions start in the browser
    getLocale: () => locale,
    onUnauthorized: () => {},
  }).extend({ headers: { 'accept-encoding': 'identity', ...request.apiHeaders } });

  const i18n = setupI18n();
  // Server texts for this locale (an answer of the API's cache): the page renders with them, and
  // the browser hydrates with the same texts from the snapshot.
  const timings: RenderTimings = { record: 0, fetch: 0, passes: 0, shell: 0, loaded: 0, fetched: 0, kept: 0 };
  // In-process when the server can answer the request itself; over HTTP otherwise.
  const load = (data: DataRequest | null, overHttp: () => Promise<unknown>) => {
    const inProcess = data ? request.loadData?.(data) : undefined;
    if (inProcess) timings.loaded += 1;
    else timings.fetched += 1;
    return inProcess ?? overHttp();
  };
  const fetchLocales = () => load({ kind: 'data', path: 'public/locales' }, () => getData<Locale[]>(api, 'public/locales')) as Promise<Locale[]>;
  const { texts: serverTexts, names } = await fetchServerLocale(fetchLocales, locale);
  const serverMessages = serverTexts ? await compileServerTexts(locale, serverTexts) : undefined;
  await Promise.all([activateLocale(i18n, locale, serverMessages ? { messages: serverMessages } : undefined), blocksReady]);
  const localeNames = Object.fromEntries(config.core.locales.available.filter((code) => names[code]).map((code) => [code, names[code]!]));

  const snapshot: BootSnapshot = {
    config,
    ...(request.configVersion ? { configVersion: request.configVersion } : {}),
    locale,
    ...(serverMessages ? { serverMessages } : {}),
    localeNames,
    theme: variant.theme,
    pageMeta: null,
    fallback: {},
    blocks: [],
    blockCount: 0,
  };
  const { fallback } = snapshot;
  // Hooks with server data render as the browser will hydrate them: with it, not "loading".
  const serverKeys = new Set<string>();
  const keep = keepServerData(serverKeys);

  const failed = new Set<string>();
  let notFound = false;
  // A member's view of a block can differ from the visitor's HTML: their pages hydrate in full.
  const islands = request.islands !== false && !variant.member;
  const hydrationOf = islands ? islandPlan(config, (type, error) => warn(`the hydrate choice of block ${type} threw`, error)) : undefined;
  let clock = performance.now();
  const lap = () => {
    const now = performance.now();
    const elapsed = now - clock;
    clock = now;
    return elapsed;
  };
  // A declared request the server cannot answer in-process goes over HTTP, as its hook would.
  const overHttp = (data: DataRequest | null, key: string) => () =>
    data ? (data.kind === 'list' ? getList(api, data.path, data.params) : getData(api, data.path, data.params)) : Promise.reject(new Error(`no way to fetch ${key}`));
  const loadAll = (requests: Iterable<{ key: string; resolved: unknown; run?: () => Promise<unknown> }>) =>
    Promise.all(
      [...requests].map(async ({ key, resolved, run }) => {
        const data = dataRequestOf(resolved);
        try {
          fallback[key] = await load(data, run ?? overHttp(data, key));
          serverKeys.add(key);
        } catch (error) {
          failed.add(key);
          if (isNotFound(error) || loadStatusOf(error) === 404) notFound = true;
          else warn(`server rendering of ${url}: a request failed; the browser will retry it`, error);
        }
      }),
    );

  // What the page's blocks declare, in one round of parallel loads before the render, and a second
  // for requests keyed by an answer of the first.
  const declaration = { config, location, locale, fallbackLayouts: defaultLayouts, onError: (type: string, error: unknown) => warn(`the data declaration of block ${type} threw`, error) };
  await loadAll(declaredData(declaration));
  await loadAll(declaredDataAfter(declaration, fallback).filter(({ key }) => !(key in fallback) && !failed.has(key)));
  timings.fetch += lap();

  // Render; a request nobody declared (a hook asking for data the server does not have) makes
  // that render a recording pass: its data is loaded and the page rendered again.
  const template = templateOf(request.template);
  for (let pass = 1; ; pass += 1) {
    timings.passes = pass;
    const asked = new Map<string, RecordedRequest>();
    const used = new Set<string>();
    const record = recordRequests(
      (key, toBrowser) => {
        if (toBrowser) used.add(key);
        return key in fallback || failed.has(key) || asked.has(key);
      },
      (recorded) => asked.set(recorded.key, recorded),
    );
    const sheet = serverStyleSheet();
    const kept =
      islands && request.keepBlocks !== false
        ? fragmentSession({ config, texts: [serverTexts ?? null, localeNames], locale, theme: variant.theme }, fallback, sheet)
        : undefined;
    const sink = createRenderSink(hydrationOf, kept);
    const stream = await renderToEnd(sheet.collectStyles(appTree({ snapshot, i18n, api, url, sink, swrUse: [record, keep] })), (error) => warn(`rendering ${url} failed in part`, error)).catch(
      (error: unknown) => {
        sheet.seal();
        throw error;
      },
    );
    if (asked.size > 0 && pass < MAX_RENDERS) {
      stream.abort();
      sheet.seal();
      timings.record += lap();
      request.onDebug?.(`server rendering of ${url}: requests no block declared (declare them in the block's \`data\`): ${[...asked.keys()].join(' ')}`);
      await loadAll(asked.values());
      timings.fetch += lap();
      continue;
    }
    // A detail page whose entity does not exist goes to /404, as the browser would.
    if (notFound && sink.site?.endsWith('details')) {
      stream.abort();
      sheet.seal();
      return { kind: 'redirect', location: '/404' };
    }
    kept?.seal();
    // A visitor without the confirmation cookie gets the gate in the page, before the first paint.
    const ageGate = variant.ageConfirmed ? '' : ageGateMarkup({ config, locale, themeChoice: variant.theme, i18n, sheet, back: url });
    const notice = request.scriptNeeded ? scriptNeededMarkup({ config, themeChoice: variant.theme, i18n, sheet }) : '';
    // The browser gets what this render used, in blocks that hydrate (a declared request no block
    // made stays out, and so does the data of blocks that never hydrate).
    for (const key of Object.keys(fallback)) {
      if (!used.has(key)) {
        delete fallback[key];
        serverKeys.delete(key);
      }
    }
    // The structured data is the server HTML's (in <head> below), not the browser's.
    if (sink.pageMeta) {
      const { structured: _structured, ...meta } = sink.pageMeta;
      snapshot.pageMeta = meta;
    }
    snapshot.blocks = [...sink.blockTypes];
    snapshot.blockCount = sink.blockPaths.size;
    if (sink.islands.size) snapshot.islands = Object.fromEntries(sink.islands);
    const structured = sink.structuredData ? `<script type="application/ld+json">${scriptSafeJson(sink.structuredData)}</script>` : '';
    // Where the system's colour scheme picks the theme, the page checks it before it paints (shared/color-scheme.ts).
    const schemeCheck = offersThemeSwitch(config) && !themeOf(config, request.cookies[PAGE_COOKIE_NAMES.theme]) ? colorSchemeScriptTag(schemeOf(config, variant.theme)) : '';
    const headTags = schemeCheck + (request.headTags?.({ blocks: snapshot.blocks, locale }) ?? '') + structured;
    return {
      kind: 'page',
      status: sink.site === 'error404' ? 404 : 200,
      timings: { ...timings, shell: lap(), kept: kept?.reused ?? 0 },
      complete: failed.size === 0,
      pipe: (out) => pipeDocument(stream, out, { template, lang: bcp47Of(locale), headTags, sheet, snapshot, kept, ageGate, notice }),
      abort: () => stream.abort(),
    };
  }
}

/**
 * Renders the whole page (every boundary) and resolves with the stream before anything is written:
 * whether the render can be sent is known only at its end (a request nobody declared, a missing
 * entity). Styles go to the page's sheet.
 */
function renderToEnd(tree: ReactNode, onError: (error: unknown) => void): Promise<PipeableStream> {
  return new Promise<PipeableStream>((resolve, reject) => {
    const stream = renderToPipeableStream(tree, {
      // Every finished boundary goes inline, however large (a long grid): late boundaries are
      // revealed by inline scripts, which the Content-Security-Policy (script-src 'self') forbids.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => resolve(stream),
      onShellError: (error) => reject(error instanceof Error ? error : new Error(String(error))),
      onError,
    });
    // A render still waiting then is cut short: pending parts render in the browser.
    setTimeout(() => stream.abort(new Error('server render timed out')), RENDER_TIMEOUT_MS).unref();
  });
}

interface DocumentParts {
  template: PageTemplate;
  lang: string;
  headTags: string;
  sheet: ServerStyleSheet;
  snapshot: BootSnapshot;
  /** Keeps the markup of the page's `never` blocks for later renders. */
  kept?: FragmentSession;
  /** The age gate over the page (layouts/shell/age-gate-template.tsx), before the app's root; '' when confirmed. */
  ageGate: string;
  /** Says that a form needs JavaScript, before the app's root; '' on every other page. */
  notice: string;
}

/**
 * Writes the page in one piece: the template's head with React's head tags and the collected
 * styles, the age gate (for a visitor who has not confirmed), the rendered body, the boot snapshot and the rest of the
 * template. The render is complete before this runs (renderToEnd), so streaming would gain
 * nothing: React hands its output over in 2 KB chunks, and a write (and compression flush) per
 * chunk cost more server time than the rest of sending the page. For the same reason the styles
 * are serialised once, not per chunk.
 */
function pipeDocument(stream: PipeableStream, out: Writable, parts: DocumentParts) {
  const { template, lang, headTags, sheet, snapshot, kept, ageGate, notice } = parts;
  const decoder = new StringDecoder('utf8');
  const body: string[] = [];
  const writer = new Writable({
    write(chunk: Buffer, _encoding, done) {
      body.push(decoder.write(chunk));
      done();
    },
    final(done) {
      body.push(decoder.end());
      const styles = sheet.getStyleTags();
      sheet.seal();
      const html = body.join('');
      kept?.keep(html);
      const { head, rest } = splitLeadingHeadTags(html);
      // A function replacement: `$&` and friends in the data must stay text.
      const close = template.bodyClose.replace('</div>', () => `</div>${bootSnapshotScript(snapshot)}`);
      // Behind the gate the page is inert (no focus, not read) and does not scroll.
      const rootOpen = ageGate ? '<div id="root" inert>' : '<div id="root">';
      // The gate comes first in the body: the browser paints what it has parsed, and a page of 150 KB
      // arrives in pieces, so a gate after the page let the page show before it (0.4-0.9 s).
      const bodyOpen = (ageGate ? template.bodyOpen.replace(/<body\b/, '<body style="overflow:hidden"') : template.bodyOpen).replace(/<div id="root">$/, () => `${ageGate}${notice}${rootOpen}`);
      out.end(`${template.headOpen(lang)}${head}${headTags}${styles}${bodyOpen}${rest}${close}`);
      done();
    },
  });
  out.on('close', () => {
    if (!writer.writableFinished) stream.abort(new Error('the visitor left'));
  });
  stream.pipe(writer);
}
