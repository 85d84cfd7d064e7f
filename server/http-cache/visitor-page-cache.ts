// The cache in front of server-rendered visitor pages: one copy per page, language and theme/locale
// choice. The page is the path and the query parameters pages read (shared/page-query.ts), which is
// also all the renderer sees: `/?cb=1`, `/?cb=2`... are one copy, not one render each. A preview or
// the studio's frame renders a configuration that is not live: never cached.
// Use: app.get('/{*splat}', visitorPageCache(ctx.httpCache), renderPage(ctx)).
import type { RequestHandler } from 'express';
import type { HttpCache } from './http-cache';
import { cachedPublicGet, type CachedPublicGetOptions } from './cached-public-get';
import { pageUrlOf } from '../../shared/page-query';

/** Cookies the server renderer reads; each distinct value is its own cached copy. */
export const PAGE_COOKIES = ['locale', 'theme'];
export const PAGE_BYPASS_QUERY = ['previewtoken', 'studioframe'];

export function visitorPageCache(cache: HttpCache, options: Partial<CachedPublicGetOptions> = {}): RequestHandler {
  return cachedPublicGet(cache, { varyCookies: PAGE_COOKIES, bypassQuery: PAGE_BYPASS_QUERY, vary: ['Accept-Language'], urlOf: (req) => pageUrlOf(req.originalUrl), ...options });
}
