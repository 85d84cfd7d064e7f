// The language-prefixed home routes of the seed (`/de`, `/fr`...): the server sets the locale
// cookie in the redirect to `/` itself, so the next page (even one a visitor follows before the
// app has started) is rendered in that language from its first byte. The page's other query
// parameters go along (an affiliate link to `/de?aff=...`). A preview or the studio frame renders
// in the browser, where the app's own `/de` route switches the language.
import type { RequestHandler } from 'express';
import type { SiteConfig } from '../../schemas/config/site-config';
import { routeTableOf } from '../../shared/route-table';
import { PAGE_COOKIE_NAMES } from '../../shared/page-variant';

const ONE_YEAR_S = 365 * 24 * 60 * 60;
const CLIENT_ONLY_QUERY = ['previewtoken', 'studioframe'];

/** The locale a `/de`-style path names, if it is one of the configuration's home routes. */
export function localeOfHomeRoute(config: SiteConfig, pathname: string): string | undefined {
  const path = pathname.replace(/(.)\/$/, '$1').toLowerCase();
  for (const route of routeTableOf(config)) {
    if (route.kind === 'locale' && route.path === path) return route.translateCode;
  }
  return undefined;
}

/** The same cookie the app writes (src/state/storage.ts writePreferenceCookie): a year, the whole site, readable by the app. */
export const localeCookie = (translateCode: string) =>
  `${PAGE_COOKIE_NAMES.locale}=${encodeURIComponent(translateCode)}; Max-Age=${ONE_YEAR_S}; Path=/; SameSite=Lax`;

export function localeHomeRedirect(configs: { active(): Promise<SiteConfig> }): RequestHandler {
  return async (req, res, next) => {
    if (CLIENT_ONLY_QUERY.some((name) => name in req.query)) return next();
    const translateCode = localeOfHomeRoute(await configs.active(), req.path);
    if (!translateCode) return next();
    const mark = req.originalUrl.indexOf('?');
    // Re-serialised, so the Location is always `/` plus a query: it cannot name another host.
    const query = mark < 0 ? '' : new URLSearchParams(req.originalUrl.slice(mark + 1)).toString();
    res.setHeader('Set-Cookie', localeCookie(translateCode));
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(302, query ? `/?${query}` : '/');
  };
}
