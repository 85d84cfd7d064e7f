// Which /api answers are the same for every visitor and may be cached, and the middleware that
// applies it. Everything else under /api (member calls, previews, search with its "most searched"
// side effect, statistics) stays `private, no-store`.
import type { Request, RequestHandler } from 'express';
import type { HttpCache } from './http-cache';
import { beforeHeaders } from './before-headers';
import { cachedPublicGet, PRIVATE_CACHE_CONTROL } from './cached-public-get';

/** Paths relative to /api. */
const CACHEABLE: RegExp[] = [
  /^\/settings$/,
  /^\/translations$/,
  /^\/openapi\.json$/,
  // Catalogue lists and details, locales, tags, counters, random lists (a seeded pick: shared/random-rotation.ts).
  /^\/public\//,
  /^\/searchMetadata\/simple$/,
  /^\/recentlysearched$/,
  /^\/articles$/,
  /^\/affiliatecampaigns$/,
  /^\/updates\/\d+\/chapters$/,
];

export const isCacheableApiPath = (path: string) => CACHEABLE.some((re) => re.test(path));

export function publicApiCache(cache: HttpCache): RequestHandler {
  const cacheable = (req: Request) => isCacheableApiPath(req.path);
  // Vary: Authorization keeps shared caches (a CDN) from handing a visitor's copy to a member.
  const cached = cachedPublicGet(cache, { cacheable, vary: ['Accept-Language', 'Authorization'] });
  return (req, res, next) => {
    if (!cacheable(req) || (req.method !== 'GET' && req.method !== 'HEAD')) {
      beforeHeaders(res, () => {
        const control = res.getHeader('Cache-Control');
        if (control === undefined || control === 'no-store') res.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL);
      });
    }
    cached(req, res, next);
  };
}
