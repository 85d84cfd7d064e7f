// The <head> entries of a page (React 19 hoists them): title, description and keywords in the
// visitor's language; for public pages the canonical link to the page's own language URL
// (`?hl=de`), hreflang alternates for every available locale plus x-default, and Open Graph tags
// (og:image from the block's entity, absolute). A detail page's structured data (JSON-LD: the
// block's entity and a BreadcrumbList) goes to the server render's sink, which writes it into the
// server's HTML (app/entry-server.tsx); the browser never renders it.
import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react';
import { useLocation, useParams } from 'react-router';
import type { SiteName } from '../../schemas/config/sites';
import { useSiteConfig } from '../config/site-config-context';
import { bcp47Of } from '../../shared/locales';
import { canonicalSearch, languageUrl, siteBaseOf } from '../../shared/language-url';
import { useLocalized } from '../i18n/use-localized';
import { pageMetaAtom } from './page-meta';
import { useRenderSink } from '../ssr/render-sink';
import { siteTitleOf } from './site-titles';
import { localeAtom } from '../state/preferences';
import { routeTableOf } from '../../shared/route-table';
import type { SiteConfig } from '../../schemas/config/site-config';

export { canonicalSearch };

/** Pages without language URLs: a member's own pages and the 404 page are not for search engines. */
function hasLanguageUrls(config: SiteConfig, site: SiteName): boolean {
  if (site === 'error404') return false;
  return !routeTableOf(config).some((route) => route.kind === 'site' && route.site === site && route.access === 'member');
}

/** JSON for a <script> element: `<`, `>`, `&` and the line separators escaped, so no text in it can end the element. */
export const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

export function PageHead({ site }: { site: SiteName }) {
  const config = useSiteConfig();
  const localized = useLocalized();
  const { i18n } = useLingui();
  const locale = useAtomValue(localeAtom);
  // A server render has the texts from the blocks rendered before it (layouts/site-page.tsx).
  const sink = useRenderSink();
  const override = useAtomValue(pageMetaAtom) ?? sink?.pageMeta ?? null;
  const { pathname, search } = useLocation();
  const params = useParams();
  const { seo, locales } = config.core;
  const siteSeo = seo.sites?.[site];
  const name = seo.siteName;
  // A block's entity first, then the operator's title for this site, then the built-in one.
  const builtIn = siteTitleOf(site, params);
  const pageTitle = override?.title || localized(siteSeo?.title) || (builtIn ? i18n._(builtIn) : '');
  const title = pageTitle ? `${pageTitle} | ${name}` : name;
  const description = override?.description || localized(siteSeo?.description) || localized(seo.siteDescription);
  const keywords = override?.keywords || localized(seo.siteKeywords);
  const base = siteBaseOf(config);
  const public_ = hasLanguageUrls(config, site);
  const urlIn = (code: string) => languageUrl(base, pathname, search, code);
  const canonical = urlIn(locale);
  const image = override?.image ? new URL(override.image, `${base}/`).toString() : undefined;

  if (sink?.setStructuredData && public_ && site.endsWith('details')) {
    const listPath = pathname.replace(/\/[^/]*\/?$/, '') || '/';
    const crumbs = [
      { name, url: languageUrl(base, '/', '', locale) },
      ...(builtIn ? [{ name: i18n._(builtIn), url: languageUrl(base, listPath, '', locale) }] : []),
      ...(pageTitle ? [{ name: pageTitle, url: canonical }] : []),
    ];
    const breadcrumbs = {
      '@type': 'BreadcrumbList',
      itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.url })),
    };
    const entity = override?.structured ? { ...override.structured, url: canonical, inLanguage: bcp47Of(locale) } : undefined;
    sink.setStructuredData({ '@context': 'https://schema.org', '@graph': entity ? [entity, breadcrumbs] : [breadcrumbs] });
  }

  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta name="keywords" content={keywords} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:site_name" content={name} />
      <meta property="og:type" content={override?.ogType ?? 'website'} />
      {image ? <meta property="og:image" content={image} /> : null}
      <meta property="og:locale" content={locale} />
      {locales.available
        .filter((code) => code !== locale)
        .map((code) => (
          <meta key={code} property="og:locale:alternate" content={code} />
        ))}
      {public_ ? (
        <>
          <meta property="og:url" content={canonical} />
          <link rel="canonical" href={canonical} />
          {locales.available.map((code) => (
            <link key={code} rel="alternate" hrefLang={bcp47Of(code)} href={urlIn(code)} />
          ))}
          {/* The default language's URL: what a search engine shows a visitor whose language the site does not offer. */}
          <link rel="alternate" hrefLang="x-default" href={urlIn(locales.default)} />
        </>
      ) : null}
    </>
  );
}
