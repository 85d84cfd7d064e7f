// Response caching for visitors: see server/http-cache/README.md.
export { HttpCache, httpCacheOptionsFromEnv, type HttpCacheOptions } from './http-cache';
export { cachedPublicGet, skipCache, PUBLIC_CACHE_CONTROL, PRIVATE_CACHE_CONTROL, type CachedPublicGetOptions } from './cached-public-get';
export { isCacheRefresh } from './background-request';
export { publicApiCache, isCacheableApiPath } from './public-api-cache';
export { visitorPageCache, PAGE_COOKIES, PAGE_BYPASS_QUERY } from './visitor-page-cache';
