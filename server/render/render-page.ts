// Public pages as HTML from the server: the express handler around the SSR bundle's `render`
// (app/entry-server.tsx, built into SSR_DIR by scripts/build.mjs). Falls back to the client's
// index.html (rendered in the browser) when the bundle is missing, for previews and the studio frame,
// and when a render fails.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { AppContext } from '../context';
import type { Refusal } from '../auth/limits';
import type { DataLoader, render as renderEntry } from '../../app/entry-server';
import { parseCookies } from './cookies';
import { sanitizePostHtml } from './sanitize';
import { preloadTags, type ViteManifest } from './vite-manifest';
import { configVersionOf } from '../config/config-version';
import { customScriptTag } from './custom-script';
import { isCacheRefresh, skipCache } from '../http-cache';
import { pageUrlOf } from '../../shared/page-query';
import { pageVariantOf } from '../../shared/page-variant';
import { tooManyPageHtml } from './too-many-page';
import { previewLocaleOf, withPageLanguage } from './preview-language';
import { bcp47Of } from '../../shared/locales';

export interface ServerEntry {
  render: typeof renderEntry;
}

export interface RenderPageOptions {
  /** The built client (index.html, assets, .vite/manifest.json). */
  clientDir: string;
  /** The SSR bundle (entry-server.mjs). */
  ssrDir: string;
  /** Loads the server entry another way (tests: through Vite, without a build). */
  loadEntry?: () => Promise<ServerEntry>;
  /** The page template when the client is not built (tests: the source index.html). */
  template?: string;
  /** Answers the render's API requests in-process (server/api/public/in-process-data.ts); without it they go over HTTP. */
  loadData?: DataLoader;
}

/** Pages with a configuration other than the live one render in the browser. */
const CLIENT_ONLY_QUERY = ['previewtoken', 'studioframe'];

/** Where this process reaches itself: the address and port the request came in on. */
function ownOrigin(req: Request): string {
  const address = (req.socket.localAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  const host = address.includes(':') ? `[${address}]` : address;
  return `http://${host}:${req.socket.localPort}`;
}

/** A file read again only when it changes (a rebuild while the server runs). */
function watchedFile<T>(file: string, parse: (text: string) => T): () => T | null {
  let cached: { at: number; value: T } | undefined;
  return () => {
    let at: number;
    try {
      at = fs.statSync(file).mtimeMs;
    } catch {
      return null;
    }
    if (!cached || cached.at !== at) cached = { at, value: parse(fs.readFileSync(file, 'utf8')) };
    return cached.value;
  };
}

/** The page a visitor over the render limit gets instead (server/render/too-many-page.ts), never cached. */
async function sendTooMany(ctx: AppContext, req: Request, res: Response, refusal: Refusal) {
  const config = await ctx.configs.active();
  const variant = pageVariantOf(config, new URL(pageUrlOf(req.originalUrl), 'http://page.invalid'), parseCookies(req.headers.cookie), req.headers['accept-language']);
  res.status(429);
  res.setHeader('Retry-After', String(refusal.retryAfterSeconds));
  res.setHeader('Cache-Control', 'no-store');
  res.type('html').send(tooManyPageHtml(config, variant, refusal.retryAfterSeconds, req.originalUrl));
}

export function renderPage(ctx: AppContext, options: RenderPageOptions): RequestHandler {
  const indexFile = path.join(options.clientDir, 'index.html');
  const bundleFile = path.join(options.ssrDir, 'entry-server.mjs');
  const readIndex = watchedFile(indexFile, (text) => text);
  const readViteManifest = watchedFile(path.join(options.clientDir, '.vite', 'manifest.json'), (text) => JSON.parse(text) as ViteManifest);

  let entry: Promise<ServerEntry | null> | undefined;
  const loadEntry = () =>
    (entry ??= (options.loadEntry ?? (() => import(pathToFileURL(bundleFile).href) as Promise<ServerEntry>))().catch((err: unknown) => {
      const missing = !options.loadEntry && !fs.existsSync(bundleFile);
      if (missing) ctx.logger.info({ bundle: bundleFile }, 'no server-rendering bundle: pages render in the browser (npm run build makes it)');
      else ctx.logger.error({ err }, 'the server-rendering bundle could not be loaded: pages render in the browser');
      return null;
    }));
  // Load the bundle (and every block's code) with the server, not with its first visitor.
  void loadEntry();

  const sendIndex = (res: Response, translateCode?: string) => {
    const html = readIndex() ?? options.template;
    if (!html) {
      res.status(503).type('text').send('The client is not built yet: run npm run build (npm start does it for you).');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    if (translateCode) res.setHeader('Content-Language', bcp47Of(translateCode));
    res.type('html').send(translateCode ? withPageLanguage(html, translateCode) : html);
  };

  return async (req: Request, res: Response, _next: NextFunction) => {
    const template = options.template ?? readIndex();
    const server = template && !CLIENT_ONLY_QUERY.some((name) => name in req.query) ? await loadEntry() : null;
    if (!server || !template) {
      // A preview link carrying a language (`&hl=de`, `/de?previewtoken=…`) is that language's page.
      // `//` or `/\` first would read as a host (an empty one throws): the address is a path here.
      const address = new URL(req.originalUrl.replace(/^[/\\]+/, '/'), 'http://page.invalid');
      sendIndex(res, await previewLocaleOf(ctx.configs, address, ctx.now()).catch(() => undefined));
      return;
    }
    // A page the cache did not have costs a render: limited per client and address, answered with
    // a page built without a render. The cache refreshing a stale page is the server's own work,
    // not a visitor's render.
    const refusal = isCacheRefresh(req) ? undefined : await ctx.limits.takePageRender(req);
    if (refusal) {
      await sendTooMany(ctx, req, res, refusal);
      return;
    }
    try {
      const config = await ctx.configs.active();
      const manifest = readViteManifest();
      const customTag = customScriptTag(config, req.path);
      const result = await server.render({
        // Only the parameters pages read, as in the page cache's key: the cached copy is this render.
        url: pageUrlOf(req.originalUrl),
        config,
        configVersion: configVersionOf(config),
        cookies: parseCookies(req.headers.cookie),
        acceptLanguage: req.headers['accept-language'],
        apiOrigin: ownOrigin(req),
        // API calls the render still makes over HTTP (undeclared data) count for this visitor, not for the server itself.
        apiHeaders: ctx.limits.renderHeaders(req),
        loadData: options.loadData,
        islands: ctx.env.SSR_MODE !== 'full',
        keepBlocks: ctx.env.SSR_KEEP_BLOCKS,
        // A form sent without JavaScript (./no-script-forms.ts).
        scriptNeeded: res.locals.scriptNeeded === true,
        template,
        // The customJS script (deferred; it waits for the app to start) goes with the preloads.
        headTags: (page) => (manifest ? preloadTags(manifest, page) : '') + customTag,
        sanitizeHtml: sanitizePostHtml,
        onWarning: (message, err) => ctx.logger.warn({ err, path: req.path }, message),
        onDebug: (message) => ctx.logger.debug({ path: req.path }, message),
      });
      if (result.kind === 'redirect') {
        res.redirect(302, result.location);
        return;
      }
      const { record, fetch, passes, shell, loaded, fetched, kept } = result.timings;
      res.status(result.status);
      res.setHeader(
        'Server-Timing',
        `record;dur=${record.toFixed(1)};desc="${passes} render${passes === 1 ? '' : 's'}", fetch;dur=${fetch.toFixed(1)};desc="${loaded} in-process, ${fetched} over HTTP", shell;dur=${shell.toFixed(1)};desc="${kept} kept block${kept === 1 ? '' : 's'}"`,
      );
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      // A form's answer (./no-script-forms.ts) is not the page: never kept.
      res.setHeader('Cache-Control', res.locals.scriptNeeded === true ? 'no-store' : 'no-cache');
      // A page missing data that failed to load is sent, but not kept: the next visitor gets a new render.
      if (!result.complete) skipCache(res);
      result.pipe(res);
    } catch (err) {
      ctx.logger.error({ err, path: req.path }, 'server rendering failed: the page renders in the browser');
      if (!res.headersSent) sendIndex(res);
      else {
        skipCache(res); // half a page must never be served from the cache
        res.end();
      }
    }
  };
}
