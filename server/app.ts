// Assembles the express app: security headers, compression, request logs, /api, /media, the built
// client and the server-rendered pages (else index.html). main.ts starts it; tests start it on a
// random port.
import path from 'node:path';
import express, { type Request, type Response } from 'express';
import compression from 'compression';
import helmet from 'helmet';
import type { AppContext } from './context';
import { ssrDirOf } from './env';
import { HttpError } from './http-error';
import { errorHandler } from './error-handler';
import { apiRouter } from './api/router';
import { libraryFileRouter } from './api/media-library';
import { inProcessData } from './api/public/in-process-data';
import { mediaRouter } from './media/router';
import { publicMediaBaseMiddleware } from './media/public-base';
import { emulatorsRouter } from './emulators/router';
import { seoRouter } from './seo/router';
import { siteConfigSchemaRouter } from './config/schema-router';
import { renderPage, type RenderPageOptions } from './render/render-page';
import { localeHomeRedirect } from './render/locale-routes';
import { ageGateRoute, noScriptFormRoute } from './render/no-script-forms';
import { AGE_GATE_PATH } from '../shared/age-confirmation';
import { customScriptRouter } from './render/custom-script';
import { benchStaticRouter } from './bench-static';
import { publicApiCache, visitorPageCache } from './http-cache';
import { MAX_DOCUMENT_BYTES } from '../shared/config-checks/size-limits';
import { createHash } from 'node:crypto';
import { colorSchemeScript } from '../shared/color-scheme';

/** The CSP sources of the colour-scheme check's two fixed texts. */
const colorSchemeScriptHashes = () =>
  (['light', 'dark'] as const).map((scheme) => `'sha256-${createHash('sha256').update(colorSchemeScript(scheme)).digest('base64')}'`);

export interface AppOptions {
  /** The built client (default CLIENT_DIR). */
  clientDir?: string;
  /** Server rendering: the SSR bundle's folder (default SSR_DIR, else `<clientDir>-ssr`), or a loader for tests. */
  render?: Partial<RenderPageOptions>;
}

export function createApp(ctx: AppContext, options: AppOptions = {}) {
  const app = express();
  const clientDir = path.resolve(options.clientDir ?? ctx.env.CLIENT_DIR);
  app.disable('x-powered-by');
  // X-Forwarded-For only from the proxies TRUST_PROXY names (none by default): req.ip is what the
  // rate limits count, so a client must not be able to choose it.
  app.set('trust proxy', ctx.env.TRUST_PROXY);
  app.set('etag', 'weak');

  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // The colour-scheme check at the top of a page's head (shared/color-scheme.ts), by its hash.
          scriptSrc: ["'self'", ...colorSchemeScriptHashes()],
          styleSrc: ["'self'", "'unsafe-inline'"], // styled-components injects <style>
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          mediaSrc: ["'self'", 'blob:', 'https:'],
          connectSrc: ["'self'"],
          frameAncestors: ["'self'"], // the studio previews the site in a same-origin iframe
          upgradeInsecureRequests: null, // plain-http deployments (and localhost) must keep working
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(compression());
  // Every link this request mails or hands out is built on its origin, when its Host is ours.
  app.use(ctx.siteOrigin.middleware);

  // One structured line per request; the query string is dropped (media URLs carry tokens).
  app.use((req, res, next) => {
    const start = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      ctx.logger.info({ method: req.method, path: req.originalUrl.split('?')[0], status: res.statusCode, ms: Math.round(ms * 10) / 10, user: req.user?.id }, 'request');
    });
    next();
  });

  // A NUL character is never part of a valid address, and PostgreSQL refuses it in any text.
  app.use((req, _res, next) => {
    if (req.originalUrl.includes('%00')) throw new HttpError(400, 'bad_encoding', 'The address is not valid: it contains a NUL character');
    next();
  });

  // Public image and clip URLs start at the live configuration's contentServerUrl.
  app.use(publicMediaBaseMiddleware(ctx));

  // Keep the raw body: payment postbacks are signed over the exact bytes.
  const json = express.json({ limit: '256kb', verify: (req, _res, buf) => ((req as Request & { rawBody?: Buffer }).rawBody = Buffer.from(buf)) });
  // Site configurations may be bigger than other bodies: twice the checked document limit (room for
  // indentation and the name), so the size check answers with its 422 and path, not this 413.
  app.use('/api/configs', express.json({ limit: MAX_DOCUMENT_BYTES * 2 }));
  // Visitors' public answers come from the response cache (ETag, 304); see server/http-cache.
  app.use('/api', publicApiCache(ctx.httpCache), json, apiRouter(ctx));
  app.use('/api', (_req: Request, _res: Response) => {
    throw new HttpError(404, 'not_found', 'Unknown API endpoint');
  });
  app.use('/media', libraryFileRouter(ctx));
  app.use('/media', mediaRouter(ctx));
  const emulators = emulatorsRouter(ctx);
  if (emulators) app.use('/sandbox', emulators);
  // Without the sandbox (production mode, PAYMENT_SANDBOX=0) its addresses are not pages either.
  app.use('/sandbox', (_req: Request, res: Response) => {
    res.status(404).json({ error: { code: 'not_found', message: 'There is no payment sandbox on this site' } });
  });
  app.use(seoRouter(ctx));
  // The configuration schema for editors anywhere (not under /api: a stable, public file).
  app.use(siteConfigSchemaRouter());
  // The configuration's customJS as a same-origin script (the CSP forbids inline scripts).
  app.use(customScriptRouter(ctx));

  // npm run bench only: the rendered home page saved as a file (and pre-gzipped), served through the same stack.
  if (ctx.env.BENCH_STATIC_DIR) app.use('/__bench-static', benchStaticRouter(ctx.env.BENCH_STATIC_DIR));

  app.use(
    express.static(clientDir, {
      index: false,
      // No "add a trailing slash" redirect for folders: it echoes the request's path into Location
      // (`/\evil.example/%2e%2e` became `/\evil.example/%2e%2e/`, which browsers resolve off-site).
      // A folder is not a page; the page renderer answers it (a 404 page).
      redirect: false,
      setHeaders(res, file) {
        // Vite puts content-hashed files under /assets: cache them forever.
        if (file.includes(`${path.sep}assets${path.sep}`)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  // A missing hashed asset or media file must not get index.html (the browser would try to run it).
  app.use(['/media', '/assets'], (_req: Request, res: Response) => {
    res.status(404).json({ error: { code: 'not_found', message: 'File not found' } });
  });
  // Every other GET is a page: rendered on the server (server/render), else the client's index.html.
  const ssrDir = path.resolve(options.render?.ssrDir ?? ssrDirOf(ctx.env, clientDir));
  // Visitors' rendered pages are cached like the public API (keyed by URL, locale and theme cookies).
  // Their data comes from the API's public reads in-process, not over HTTP to this server.
  const pages = renderPage(ctx, { loadData: inProcessData(ctx), ...options.render, clientDir, ssrDir });
  // `/de` and friends set the locale cookie and redirect home (server/render/locale-routes.ts).
  app.get('/{*splat}', localeHomeRedirect(ctx.configs), visitorPageCache(ctx.httpCache, ctx.configs), pages);
  // Forms sent without JavaScript: the age gate's, and those with a password or personal data.
  app.post(AGE_GATE_PATH, ...ageGateRoute());
  app.post('/{*splat}', noScriptFormRoute(ctx), pages);

  app.use(errorHandler(ctx.logger));

  return app;
}
