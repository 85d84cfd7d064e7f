// A page's URL per language (`/models?p=1&hl=de`), the same in the page head's canonical and
// hreflang links (src/seo/page-head.tsx) and in the sitemap (server/seo/router.ts): the configured
// site URL, the path, the parameters that make a different page (paging, filters), then `hl`.
import type { SiteConfig } from '../schemas/config/site-config';
import { permaLinkOf } from './locales';
import { LANG_QUERY_PARAM, NEWS_FILTER_PARAMS, PAGE_PARAM, SIZE_PARAM, UPDATE_FILTER_PARAMS } from './page-query';

/** Query parameters that make a different page for search engines (paging and filters). */
const CANONICAL_PARAMS = [PAGE_PARAM, SIZE_PARAM, ...UPDATE_FILTER_PARAMS, ...NEWS_FILTER_PARAMS];

export function canonicalSearch(search: string): string {
  const from = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of CANONICAL_PARAMS) {
    const value = from.get(name);
    if (value) kept.set(name, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

/** The site's origin for absolute links: the configured site URL (robots.txt names it too). */
export const siteBaseOf = (config: SiteConfig) => config.core.deployment.siteUrl.replace(/\/$/, '');

/** A page's URL in one language: `<base><path>?<paging and filters>&hl=<language>`. */
export function languageUrl(base: string, pathname: string, search: string, translateCode: string): string {
  const url = new URL(`${base}${pathname}${canonicalSearch(search)}`);
  url.searchParams.set(LANG_QUERY_PARAM, permaLinkOf(translateCode));
  return url.toString();
}
