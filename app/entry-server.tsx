// Server entry, built by Vite as the SSR bundle (scripts/build.mjs) and called by server/render/ for
// every public page: the same App, configuration, block registry and routes as the browser, under a
// StaticRouter. Data: recording passes note what the page's SWR hooks ask for, the server fetches it
// from its own API, and the page is rendered again until nothing new is asked (dependent data takes
// a second pass). The final render streams (renderToPipeableStream) into the built index.html with
// the styled-components styles and the page's head tags in <head>, and the boot snapshot (config,
// locale, theme, data) that lets the browser hydrate without fetching any of it again.
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
import { setServerSanitizer } from '../src/ui/html';

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
  /** The built client's index.html. */
  template: string;
  /** Extra <head> tags for the page: module preloads of its blocks and its language's catalog. */
  headTags?: (page: { blocks: string[]; locale: string }) => string;
  /** HTML sanitizer for server-supplied HTML (posts): DOMPurify needs a DOM the server lacks. */
  sanitizeHtml?: (html: string) => string;
  /** Problems worth a log line (a failed fetch, a block that threw). */
  onWarning?: (message: string, error?: unknown) => void;
}

export type RenderResult =
  | { kind: 'redirect'; location: string }
  | { kind: 'page'; status: number; timings: RenderTimings; pipe: (out: Writable & { flush?: () => void }) => void; abort: () => void };

/** Where the time went (milliseconds), for a Server-Timing header. */
export interface RenderTimings {
  /** Recording renders. */
  record: number;
  /** Waiting for the API answers. */
  fetch: number;
  /** Recording passes made. */
  passes: number;
  /** The final render, up to the shell. */
  shell: number;
}

/** Recording passes before the final render: enough for data that depends on other data. */
const MAX_DATA_PASSES = 3;
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

/**
 * Renders to the end (every boundary), discarding the HTML: a recording pass. Its styles go to
 * styled-components' shared server sheet, where they are generated once per process, not per page.
 */
function renderCompletely(tree: ReactNode, onError: (error: unknown) => void): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const discard = new Writable({ write: (_chunk, _encoding, done) => done() });
    discard.on('finish', () => resolve());
    const stream = renderToPipeableStream(tree, {
      onAllReady: () => stream.pipe(discard),
      onShellError: reject,
      onError,
    });
  });
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
  const { texts: serverTexts, names } = await fetchServerLocale(api, locale);
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

  // Recording passes: render, fetch what the hooks asked for, render again with it.
  const failed = new Set<string>();
  let notFound = false;
  let sink = createRenderSink();
  const timings: RenderTimings = { record: 0, fetch: 0, passes: 0, shell: 0 };
  let clock = performance.now();
  const lap = () => {
    const now = performance.now();
    const elapsed = now - clock;
    clock = now;
    return elapsed;
  };
  for (let pass = 0; pass < MAX_DATA_PASSES; pass += 1) {
    timings.passes += 1;
    const asked = new Map<string, RecordedRequest>();
    const record = recordRequests(
      (key) => key in fallback || failed.has(key) || asked.has(key),
      (recorded) => asked.set(recorded.key, recorded),
    );
    sink = createRenderSink();
    await renderCompletely(appTree({ snapshot, i18n, api, url, sink, swrUse: [record, keep] }), (error) => warn(`rendering ${url} failed in part`, error));
    timings.record += lap();
    if (asked.size === 0) break;
    await Promise.all(
      [...asked.values()].map(async ({ key, run }) => {
        try {
          fallback[key] = await run();
          serverKeys.add(key);
        } catch (error) {
          failed.add(key);
          if (isNotFound(error)) notFound = true;
          else warn(`server rendering of ${url}: a request failed; the browser will retry it`, error);
        }
      }),
    );
    timings.fetch += lap();
  }

  // A detail page whose entity does not exist goes to /404, as the browser would.
  if (notFound && sink.site?.endsWith('details')) return { kind: 'redirect', location: '/404' };

  snapshot.pageMeta = sink.pageMeta;
  snapshot.blocks = [...sink.blockTypes];
  snapshot.blockCount = sink.blockPaths.size;
  const status = sink.site === 'error404' ? 404 : 200;
  const template = templateOf(request.template);
  const headTags = request.headTags?.({ blocks: snapshot.blocks, locale }) ?? '';
  const sheet = new ServerStyleSheet();
  const tree = sheet.collectStyles(appTree({ snapshot, i18n, api, url, sink: createRenderSink(), swrUse: [keep] }));

  return new Promise<RenderResult>((resolve, reject) => {
    const stream = renderToPipeableStream(tree, {
      // Every finished boundary goes inline, however large (a long grid): late boundaries are
      // revealed by inline scripts, which the Content-Security-Policy (script-src 'self') forbids.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellReady: () =>
        resolve({
          kind: 'page',
          status,
          timings: { ...timings, shell: lap() },
          pipe: (out) => pipeDocument(stream, out, { template, lang: bcp47Of(locale), headTags, sheet, snapshot }),
          abort: () => stream.abort(),
        }),
      onShellError: (error) => {
        sheet.seal();
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError: (error) => warn(`rendering ${url} failed in part`, error),
    });
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
