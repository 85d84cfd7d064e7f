// Which language a page is shown in, the same on the server and in the browser: a language-prefixed
// home route (`/de`) or an hreflang link's `?lang=de`, then the visitor's remembered choice (the
// `locale` cookie on the server, local storage in the browser), then the configured default.
import type { SiteConfig } from '../schemas/config/site-config';
import { routeTableOf } from './route-table';
import { LANG_QUERY_PARAM } from './page-query';
import { permaLinkOf } from './locales';

/** The locale a URL asks for, if any. */
export function localeFromUrl(config: SiteConfig, url: { pathname: string; search: string }): string | undefined {
  const path = url.pathname.replace(/(.)\/$/, '$1').toLowerCase();
  for (const route of routeTableOf(config)) {
    if (route.kind === 'locale' && route.path === path) return route.translateCode;
  }
  const linked = new URLSearchParams(url.search).get(LANG_QUERY_PARAM);
  return linked ? config.core.locales.available.find((code) => permaLinkOf(code) === linked) : undefined;
}

export function pickLocale(config: SiteConfig, url: { pathname: string; search: string }, remembered: string | null | undefined): string {
  const { available, default: fallback } = config.core.locales;
  return localeFromUrl(config, url) ?? (remembered && available.includes(remembered) ? remembered : fallback);
}
