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
import { ServerStyleSheet } from 'styled-components';
import type { SiteConfig } from '../schemas/config/site-config';
import { clientRegistry as blockRegistry, getBlock } from '../blocks/client-registry';
import type { ClientBlock } from '../blocks/define-block';
import { preloadBlocks } from '../src/ssr/preload-blocks';
import { App } from './app';
import { createApiClient, isNotFound } from '../src/api/client';
import { activateLocale } from '../src/i18n/activate-locale';
import { fetchServerLocale } from '../src/i18n/server-locales';
import { bcp47Of } from '../shared/locales';
import { pickLocale } from '../src/i18n/pick-locale';
import { PREFERENCE_COOKIES } from '../src/state/storage';
import { bootSnapshotScript, type BootSnapshot } from '../src/ssr/boot-snapshot';
import { splitLeadingHeadTags, splitTemplate, type PageTemplate } from '../src/ssr/html-template';
import { createRenderSink, RenderSinkContext, type RenderSink } from '../src/ssr/render-sink';
import { keepServerData, recordRequests, type RecordedRequest } from '../src/ssr/swr-server-data';
import { declaredData } from './declared-data';
import { defaultLayouts } from './default-layouts';
import { setServerSanitizer } from '../src/ui/html';
import { dataRequestOf, loadStatusOf, type DataLoader, type DataRequest } from '../src/ssr/data-loader';
import { getData } from '../src/api/client';
import type { Locale } from '../schemas/api/content';

export type { DataLoader, DataRequest };

export interface RenderRequest {
  /** Path and query of the page, e.g. `/models?p=1`. */
  url: string;
  /** The live configuration. */
  config: SiteConfig;
  /** The request's cookies (`locale`, `theme`). */
  cookies: Record<string, string | undefined>;
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
}

export type RenderResult =
  | { kind: 'redirect'; location: string }
  | { kind: 'page'; status: number; timings: RenderTimings; pipe: (out: Writable & { flush?: () => void }) => void; abort: () => void };

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
  // The same element tree as src/main.tsx hydrates (the sink provider renders nothing of its own).
  return (
    <RenderSinkContext.Provider value={sink}>
      <StrictMode>
        <App start={{ snapshot, i18n, api, Router, swrUse }} />
      </StrictMode>
    </RenderSinkContext.Provider>
  );
}

function themeOf(config: SiteConfig, cookie: string | undefined): string | null {
  return cookie && config.ui.themes.available.some((theme) => theme.id === cookie) ? cookie : null;
}

export async function render(request: RenderRequest): Promise<RenderResult> {
  const { config, cookies, url } = request;
  const warn = request.onWarning ?? (() => {});
  if (request.sanitizeHtml) setServerSanitizer(request.sanitizeHtml);
  const location = new URL(url, 'http://server.invalid');
  const locale = pickLocale(config, location, cookies[PREFERENCE_COOKIES.locale]);
  const api = createApiClient({
    baseUrl: request.apiOrigin,
    getToken: () => null, // the server renders the visitor's view; sessions start in the browser
    getLocale: () => locale,
    onUnauthorized: () => {},
  }).extend({ headers: { 'accept-encoding': 'identity', ...request.apiHeaders } });

  const i18n = setupI18n();
  // Server texts for this locale (an answer of the API's cache): the page renders with them, and
  // the browser hydrates with the same texts from the snapshot.
  const timings: RenderTimings = { record: 0, fetch: 0, passes: 0, shell: 0, loaded: 0, fetched: 0 };
  // In-process when the server can answer the request itself; over HTTP otherwise.
  const load = (data: DataRequest | null, overHttp: () => Promise<unknown>) => {
    const inProcess = data ? request.loadData?.(data) : undefined;
    if (inProcess) timings.loaded += 1;
    else timings.fetched += 1;
    return inProcess ?? overHttp();
  };
  const fetchLocales = () => load({ kind: 'data', path: 'public/locales' }, () => getData<Locale[]>(api, 'public/locales')) as Promise<Locale[]>;
  const { texts: serverTexts, names } = await fetchServerLocale(fetchLocales, locale);
  await Promise.all([activateLocale(i18n, locale, serverTexts), blocksReady]);
  const localeNames = Object.fromEntries(config.core.locales.available.filter((code) => names[code]).map((code) => [code, names[code]!]));

  const snapshot: BootSnapshot = {
    config,
    locale,
    ...(serverTexts ? { serverTexts } : {}),
    localeNames,
    theme: themeOf(config, cookies[PREFERENCE_COOKIES.theme]),
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
  let clock = performance.now();
  const lap = () => {
    const now = performance.now();
    const elapsed = now - clock;
    clock = now;
    return elapsed;
  };
  const loadAll = (requests: Iterable<{ key: string; resolved: unknown; run?: () => Promise<unknown> }>) =>
    Promise.all(
      [...requests].map(async ({ key, resolved, run }) => {
        try {
          fallback[key] = await load(dataRequestOf(resolved), run ?? (() => Promise.reject(new Error(`no way to fetch ${key}`))));
          serverKeys.add(key);
        } catch (error) {
          failed.add(key);
          if (isNotFound(error) || loadStatusOf(error) === 404) notFound = true;
          else warn(`server rendering of ${url}: a request failed; the browser will retry it`, error);
        }
      }),
    );

  // What the page's blocks declare, in one round of parallel loads before the render.
  await loadAll(declaredData(config, location, locale, defaultLayouts, (type, error) => warn(`the data declaration of block ${type} threw`, error)));
  timings.fetch += lap();

  // Render; a request nobody declared (a hook asking for data the server does not have) makes
  // that render a recording pass: its data is loaded and the page rendered again.
  const template = templateOf(request.template);
  for (let pass = 1; ; pass += 1) {
    timings.passes = pass;
    const asked = new Map<string, RecordedRequest>();
    const used = new Set<string>();
    const record = recordRequests(
      (key) => {
        used.add(key);
        return key in fallback || failed.has(key) || asked.has(key);
      },
      (recorded) => asked.set(recorded.key, recorded),
    );
    const sink = createRenderSink();
    const sheet = new ServerStyleSheet();
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
    // The browser gets what this render used (a declared request no block made stays out).
    for (const key of Object.keys(fallback)) {
      if (!used.has(key)) {
        delete fallback[key];
        serverKeys.delete(key);
      }
    }
    snapshot.pageMeta = sink.pageMeta;
    snapshot.blocks = [...sink.blockTypes];
    snapshot.blockCount = sink.blockPaths.size;
    const headTags = request.headTags?.({ blocks: snapshot.blocks, locale }) ?? '';
    return {
      kind: 'page',
      status: sink.site === 'error404' ? 404 : 200,
      timings: { ...timings, shell: lap() },
      pipe: (out) => pipeDocument(stream, out, { template, lang: bcp47Of(locale), headTags, sheet, snapshot }),
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
}

/**
 * Streams the page: the template's head with React's head tags and the collected styles, then the
 * rendered body as React writes it, then the boot snapshot and the rest of the template. Styles of
 * parts that finish later (suspended boundaries) go in front of the chunk that brings them.
 */
function pipeDocument(stream: PipeableStream, out: Writable & { flush?: () => void }, parts: DocumentParts) {
  const { template, lang, headTags, sheet, snapshot } = parts;
  const decoder = new StringDecoder('utf8');
  let started = false;
  let styles = '';
  const send = (text: string, done: () => void) => {
    const ok = out.write(text);
    out.flush?.(); // through compression: send what is ready now
    if (ok) done();
    else out.once('drain', done);
  };
  const writer = new Writable({
    write(chunk: Buffer, _encoding, done) {
      let text = decoder.write(chunk);
      const current = sheet.getStyleTags();
      if (!started) {
        started = true;
        const { head, rest } = splitLeadingHeadTags(text);
        text = `${template.headOpen(lang)}${head}${headTags}${current}${template.bodyOpen}${rest}`;
      } else if (current !== styles) {
        text = `${current}${text}`;
      }
      styles = current;
      send(text, done);
    },
    final(done) {
      const rest = decoder.end();
      sheet.seal();
      // A function replacement: `$&` and friends in the data must stay text.
      out.end(`${rest}${template.bodyClose.replace('</div>', () => `</div>${bootSnapshotScript(snapshot)}`)}`);
      done();
    },
  });
  out.on('close', () => {
    if (!writer.writableFinished) stream.abort(new Error('the visitor left'));
  });
  stream.pipe(writer);
}
