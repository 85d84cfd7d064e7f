// The cache in front of server-rendered visitor pages: one copy per page and variant (language,
// theme, member or visitor). The page is the path and the query parameters pages read (shared/page-query.ts), which is
// also all the renderer sees: `/?cb=1`, `/?cb=2`... are one copy, not one render each. A preview or
// the studio's frame renders a configuration that is not live: never cached.
// Use: app.get('/{*splat}', visitorPageCache(ctx.httpCache, ctx.configs), renderPage(ctx)).
import type { Request, RequestHandler } from 'express';
import type { HttpCache } from './http-cache';
import { cachedPublicGet, type CachedPublicGetOptions } from './cached-public-get';
import { pageUrlOf } from '../../shared/page-query';
import { PAGE_COOKIE_NAMES, pageVariantKey, pageVariantOf } from '../../shared/page-variant';
import type { SiteConfig } from '../../schemas/config/site-config';
import { parseCookies } from '../render/cookies';

/** Cookies the server renderer reads: one cached copy per value it acts on (shared/page-variant.ts). */
export const PAGE_COOKIES: string[] = Object.values(PAGE_COOKIE_NAMES);
export const PAGE_BYPASS_QUERY = ['previewtoken', 'studioframe'];

export function visitorPageCache(cache: HttpCache, configs: { active(): Promise<SiteConfig> }, options: Partial<CachedPublicGetOptions> = {}): RequestHandler {
  // The language parameter (`?hl=de`) is left out of the URL part: the variant holds the language
  // the renderer picks from it, so an unknown `?hl=` value is the default language's copy, not a render.
  const urlOf = (req: Request) => pageUrlOf(req.originalUrl, { withoutLanguage: true });
  return cachedPublicGet(cache, {
    varyCookies: PAGE_COOKIES,
    bypassQuery: PAGE_BYPASS_QUERY,
    // The renderer picks the language from the URL, the cookie, then Accept-Language: the key is
    // the language it picks (one copy per language, not per header value).
    vary: ['Accept-Language'],
    urlOf,
    variantOf: async (req) => pageVariantKey(pageVariantOf(await configs.active(), new URL(pageUrlOf(req.originalUrl), 'http://page.invalid'), parseCookies(req.headers.cookie), req.headers['accept-language'])),
    ...options,
  });
}
