// The <head> entries of a page (React 19 hoists them): title, description and keywords in the
// visitor's language, canonical link and hreflang alternates for every available locale.
import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react';
import { useLocation, useParams } from 'react-router';
import type { SiteName } from '../../schemas/config/sites';
import { useSiteConfig } from '../config/site-config-context';
import { bcp47Of, permaLinkOf } from '../../shared/locales';
import { useLocalized } from '../i18n/use-localized';
import { pageMetaAtom } from './page-meta';
import { useRenderSink } from '../ssr/render-sink';
import { siteTitleOf } from './site-titles';
import { LANG_QUERY_PARAM, NEWS_FILTER_PARAMS, PAGE_PARAM, SIZE_PARAM, UPDATE_FILTER_PARAMS } from '../../shared/page-query';

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

export function PageHead({ site }: { site: SiteName }) {
  const config = useSiteConfig();
  const localized = useLocalized();
  const { i18n } = useLingui();
  // A server render has the texts from the blocks rendered before it (layouts/site-page.tsx).
  const sink = useRenderSink();
  const override = useAtomValue(pageMetaAtom) ?? sink?.pageMeta ?? null;
  const { pathname, search } = useLocation();
  const params = useParams();
  const { seo, deployment, locales } = config.core;
  const siteSeo = seo.sites?.[site];
  const name = seo.siteName;
  // A block's entity first, then the operator's title for this site, then the built-in one.
  const builtIn = siteTitleOf(site, params);
  const pageTitle = override?.title || localized(siteSeo?.title) || (builtIn ? i18n._(builtIn) : '');
  const title = pageTitle ? `${pageTitle} | ${name}` : name;
  const description = override?.description || localized(siteSeo?.description) || localized(seo.siteDescription);
  const keywords = override?.keywords || localized(seo.siteKeywords);
  const base = deployment.siteUrl.replace(/\/$/, '');
  const canonical = `${base}${pathname}${canonicalSearch(search)}`;
  const withLang = (code: string) => {
    const url = new URL(canonical);
    url.searchParams.set(LANG_QUERY_PARAM, permaLinkOf(code));
    return url.toString();
  };
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta name="keywords" content={keywords} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <link rel="canonical" href={canonical} />
      {locales.available.map((code) => (
        <link key={code} rel="alternate" hrefLang={bcp47Of(code)} href={withLang(code)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={canonical} />
    </>
  );
}
