// Which language a page is shown in, the same on the server and in the browser: a language-prefixed
// home route (`/de`) or a page's language URL (`?hl=de`: an unknown language there is the default
// one, never the cookie's), then the visitor's remembered choice (the
// `locale` cookie on the server, local storage in the browser), then the browser's languages
// (Accept-Language on the server, navigator.languages in the browser: a German browser gets German
// on its first visit), then the configured default.
import type { SiteConfig } from '../schemas/config/site-config';
import { routeTableOf } from './route-table';
import { LANG_QUERY_PARAM, LEGACY_LANG_QUERY_PARAM } from './page-query';
import { permaLinkOf } from './locales';

/** The locale a URL asks for, if any. */
export function localeFromUrl(config: SiteConfig, url: { pathname: string; search: string }): string | undefined {
  const path = url.pathname.replace(/(.)\/$/, '$1').toLowerCase();
  for (const route of routeTableOf(config)) {
    if (route.kind === 'locale' && route.path === path) return route.translateCode;
  }
  const query = new URLSearchParams(url.search);
  const linked = query.get(LANG_QUERY_PARAM) || query.get(LEGACY_LANG_QUERY_PARAM);
  return linked ? (localeOfLanguageParam(config.core.locales.available, linked) ?? config.core.locales.default) : undefined;
}

/** The offered locale a `?hl=` value names: its perma link (`de`), BCP 47 tag (`de-DE`) or translate code (`de_DE`), any case. */
export function localeOfLanguageParam(available: readonly string[], value: string): string | undefined {
  const wanted = value.trim().toLowerCase().replace('_', '-');
  return available.find((code) => permaLinkOf(code) === wanted || code.toLowerCase().replace('_', '-') === wanted);
}

/**
 * The first of the browser's languages the site has, by language (`de-AT` finds `de_DE`): an
 * Accept-Language header (`de-CH, de;q=0.9, en;q=0.5`, by weight) or navigator.languages (in order).
 */
export function browserLocale(available: readonly string[], browser: string | readonly string[] | null | undefined): string | undefined {
  if (!browser) return undefined;
  const tags =
    typeof browser === 'string'
      ? browser
          .split(',')
          .slice(0, 20)
          .map((part, i) => {
            const [tag = '', ...params] = part.split(';');
            const q = Number(params.map((p) => p.trim()).find((p) => p.startsWith('q='))?.slice(2) ?? 1);
            return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, i };
          })
          .filter((x) => x.q > 0 && x.tag !== '*')
          .sort((a, b) => b.q - a.q || a.i - b.i)
          .map((x) => x.tag)
      : browser;
  for (const tag of tags) {
    const [language = '', region] = tag.toLowerCase().split(/[-_]/);
    const exact = region ? available.find((code) => code.toLowerCase() === `${language}_${region}`) : undefined;
    const found = exact ?? available.find((code) => permaLinkOf(code) === language);
    if (found) return found;
  }
  return undefined;
}

export function pickLocale(
  config: SiteConfig,
  url: { pathname: string; search: string },
  remembered: string | null | undefined,
  browser?: string | readonly string[] | null,
): string {
  const { available, default: fallback } = config.core.locales;
  return localeFromUrl(config, url) ?? (remembered && available.includes(remembered) ? remembered : (browserLocale(available, browser) ?? fallback));
}
