// Express middleware that serves visitors' GET responses from the process's response cache:
// `ETag` + `Cache-Control` on every cacheable answer, `304` to a matching `If-None-Match`, and on a
// miss the handler's output (JSON or a streamed render) is recorded as it goes out. Anything that
// depends on who asks (an Authorization header, a preview token) is never cached and is marked
// `private, no-store`. A handler opts out of caching by setting a `private` Cache-Control itself.
// An answer older than the TTL is stale-while-revalidate: whoever asks gets the stale copy at once
// and one background replay of the request (`background-request.ts`) replaces it.
import crypto from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import type { HttpCache } from './http-cache';
import type { CachedResponse } from './response-cache';
import { etagMatches } from './conditional';
import { beforeHeaders } from './before-headers';
import { isCacheRefresh, replayInBackground } from './background-request';

export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
export const PRIVATE_CACHE_CONTROL = 'private, no-store';
/** A versioned answer that never changes (the configuration a page names): kept for good, by the browser too. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export interface CachedPublicGetOptions {
  /** Which requests may be cached at all (default: every GET/HEAD). */
  cacheable?: (req: Request) => boolean;
  /** Cookies whose values change the response, e.g. the locale and theme choices. */
  varyCookies?: string[];
  /** Query parameters that make a request personal (preview, studio frame): never cached. */
  bypassQuery?: string[];
  /** The URL part of the key (default: the whole URL, query included). */
  urlOf?: (req: Request) => string;
  /** The language part of the key (default: the first tag of Accept-Language). */
  localeOf?: (req: Request) => string;
  /**
   * Instead of the language and the cookies' raw values: what of the request the handler acts on,
   * normalised (pages: shared/page-variant.ts), so made-up values share one copy.
   */
  variantOf?: (req: Request) => Promise<string>;
  /** Cache-Control of cached responses (default: revalidate every time; the 304 is cheap). */
  cacheControl?: string;
  /** Request headers listed in Vary besides Accept-Encoding. */
  vary?: string[];
  /** Responses larger than this are passed through without being stored. */
  maxBodyBytes?: number;
}

/** Headers that belong to one connection or one encoding, not to the stored representation. */
const UNSTORED = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'date', 'etag', 'cache-control', 'vary', 'set-cookie', 'x-cache', 'age', 'server-timing']);

const firstLanguage = (req: Request) => {
  const tag = String(req.headers['accept-language'] ?? '').split(',')[0]!.split(';')[0]!.trim().toLowerCase().slice(0, 16);
  return tag === '*' ? '' : tag;
};

function cookieValue(header: string | undefined, name: string): string {
  if (!header) return '';
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim().slice(0, 64);
  }
  return '';
}

const weakEtag = (body: Buffer) => `W/"${body.length.toString(16)}-${crypto.createHash('sha1').update(body).digest('base64').slice(0, 27)}"`;

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml)|image\/svg)/;

const SKIP = Symbol('http-cache skip');

/**
 * For a handler that finds out after its headers went out that its answer is incomplete (a server
 * render that failed mid-stream): the response is not stored.
 */
export function skipCache(res: Response) {
  (res as Response & { [SKIP]?: true })[SKIP] = true;
}

/** How long a request waits for an identical one already being answered before answering itself. */
const COALESCE_WAIT_MS = 10_000;

export function cachedPublicGet(cache: HttpCache, options: CachedPublicGetOptions = {}): RequestHandler {
  const cacheControl = options.cacheControl ?? PUBLIC_CACHE_CONTROL;
  const vary = ['Accept-Encoding', ...(options.vary ?? ['Accept-Language']), ...(options.varyCookies?.length ? ['Cookie'] : [])].join(', ');
  const localeOf = options.localeOf ?? firstLanguage;
  const urlOf = options.urlOf ?? ((req: Request) => req.originalUrl);
  const maxBody = options.maxBodyBytes ?? 2 * 1024 * 1024;

  const keyOf = async (req: Request) =>
    [
      urlOf(req),
      ...(options.variantOf ? [await options.variantOf(req)] : [localeOf(req), ...(options.varyCookies ?? []).map((name) => cookieValue(req.headers.cookie, name))]),
    ].join('\u0000');

  const serve = (req: Request, res: Response, key: string, hit: CachedResponse, stale = false) => {
    for (const [name, value] of Object.entries(hit.headers)) res.setHeader(name, value);
    res.setHeader('ETag', hit.etag);
    res.setHeader('Cache-Control', hit.immutable ? IMMUTABLE_CACHE_CONTROL : cacheControl);
    res.setHeader('Vary', vary);
    res.setHeader('Age', String(Math.max(0, Math.floor((cache.store.now() - hit.storedAt) / 1000))));
    res.setHeader('X-Cache', stale ? 'STALE' : 'HIT');
    if (etagMatches(req.headers['if-none-match'], hit.etag)) {
      res.removeHeader('Content-Type');
      res.status(304).end();
      return;
    }
    res.status(hit.status);
    let body = hit.body;
    const type = String(hit.headers['content-type'] ?? '');
    if (body.length >= 1024 && COMPRESSIBLE.test(type) && req.acceptsEncodings('gzip') === 'gzip') {
      body = cache.store.gzipOf(key, hit);
      res.setHeader('Content-Encoding', 'gzip'); // compression() leaves encoded bodies alone
    }
    res.setHeader('Content-Length', String(body.length));
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  // Misses being answered right now, by key: after an invalidation under load, one request per key
  // renders and the others wait for its copy instead of all rendering the same page.
  const inFlight = new Map<string, Promise<void>>();
  // Stale entries being refreshed by the server, by key: one refresh each, whoever asks meanwhile
  // gets the stale copy.
  const refreshing = new Set<string>();

  const refresh = (req: Request, key: string, stale: CachedResponse) => {
    refreshing.add(key);
    let timer: NodeJS.Timeout | undefined;
    const replay = replayInBackground(req, options.varyCookies ?? []).then((status) => {
      // The page is gone or moved (404, redirect): the stale copy must not outlive the refresh.
      // A failure (0, 5xx) keeps serving it until it is too old (stale-if-error).
      if (status >= 300 && status < 500 && cache.store.lookup(key)?.entry === stale) cache.store.delete(key);
    });
    // A refresh that never ends must not stop the next one.
    void Promise.race([replay, new Promise((resolve) => (timer = setTimeout(resolve, COALESCE_WAIT_MS)))]).finally(() => {
      clearTimeout(timer);
      refreshing.delete(key);
    });
  };

  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const personal = !!req.headers.authorization || (options.bypassQuery ?? []).some((q) => req.query[q] !== undefined);
    if (personal) {
      beforeHeaders(res, () => {
        if (!/\bprivate\b/.test(String(res.getHeader('Cache-Control') ?? ''))) res.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL);
      });
      return next();
    }
    if (!cache.enabled || (options.cacheable && !options.cacheable(req))) return next();

    const key = await keyOf(req);
    // The server refreshing a stale entry: render and record, never answer from the cache.
    const own = isCacheRefresh(req);
    const found = own ? undefined : cache.store.lookup(key);
    if (found?.stale) {
      if (!refreshing.has(key)) refresh(req, key, found.entry);
      return serve(req, res, key, found.entry, true);
    }
    let hit = found?.entry;
    if (!hit && !own && inFlight.has(key)) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([inFlight.get(key), new Promise((resolve) => (timer = setTimeout(resolve, COALESCE_WAIT_MS)))]);
      clearTimeout(timer);
      hit = cache.store.get(key);
    }
    if (hit) return serve(req, res, key, hit);

    // Miss: let the handler answer and record what it sends.
    if (!own && !inFlight.has(key)) {
      const done = new Promise<void>((resolve) => res.once('close', resolve));
      inFlight.set(key, done);
      void done.then(() => inFlight.delete(key));
    }
    const generation = cache.store.generation;
    let recording = req.method === 'GET';
    let headers: CachedResponse['headers'] = {};
    let immutable = false;
    // The copy's age counts from when the answer was made (its headers), not from when its last byte left.
    let answeredAt = 0;
    const chunks: Buffer[] = [];
    let size = 0;
    beforeHeaders(res, (status) => {
      answeredAt = cache.store.now();
      const control = String(res.getHeader('Cache-Control') ?? '');
      const optedOut = /\bprivate\b/.test(control) || res.getHeader('Set-Cookie') !== undefined;
      if (optedOut || (status !== 200 && status !== 304)) {
        recording = false;
        return;
      }
      immutable = control === IMMUTABLE_CACHE_CONTROL;
      if (!immutable) res.setHeader('Cache-Control', cacheControl);
      res.setHeader('Vary', vary);
      res.setHeader('X-Cache', 'MISS');
      if (status !== 200) {
        recording = false;
        return;
      }
      headers = {};
      for (const [name, value] of Object.entries(res.getHeaders())) {
        if (value !== undefined && !UNSTORED.has(name)) headers[name] = Array.isArray(value) ? value.map(String) : String(value);
      }
    });
    const record = (chunk: unknown, encoding: unknown) => {
      if (!recording || chunk === undefined || chunk === null || typeof chunk === 'function') return;
      const buf = Buffer.isBuffer(chunk) ? chunk : typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk as Uint8Array);
      size += buf.length;
      if (size > maxBody) {
        recording = false;
        chunks.length = 0;
      } else chunks.push(buf);
    };
    const write = res.write;
    const end = res.end;
    res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
      record(chunk, rest[0]);
      return (write as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
    } as Response['write'];
    res.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
      record(chunk, rest[0]);
      return (end as (...a: unknown[]) => Response).call(this, chunk, ...rest);
    } as Response['end'];
    res.once('finish', () => {
      if (!recording || res.statusCode !== 200 || (res as Response & { [SKIP]?: true })[SKIP]) return;
      const body = Buffer.concat(chunks);
      const etagFn = req.app.get('etag fn') as ((body: Buffer, encoding?: string) => string) | undefined;
      const sent = res.getHeader('ETag');
      const etag = typeof sent === 'string' ? sent : etagFn ? etagFn(body) : weakEtag(body);
      cache.store.set(key, { status: 200, headers, body, etag, storedAt: answeredAt, ...(immutable ? { immutable } : {}) }, generation);
    });
    next();
  };
}
