// The query parameters a page reads, in one place: the blocks and hooks that read them take their
// names from here, and the server keeps only these in a page's cache key and render, so unknown
// parameters (`/?cb=1`, `/?cb=2`, ...) cannot each force a fresh server render.
import type { SiteConfig } from '../schemas/config/site-config';

/** A paginated list's page (0-based) and size (`src/routes/use-list-query.ts`). */
export const PAGE_PARAM = 'p';
export const SIZE_PARAM = 's';
/** How many pages from `p` on a list shows after "Load more" (`?pages=3`: pages p..p+2); 1 is left out. */
export const PAGES_PARAM = 'pages';
/** The most pages "Load more" joins, so an edited address cannot ask for thousands of cards at once. */
export const MAX_LOADED_PAGES = 10;
/** The update lists' filters (updateGrid). */
export const UPDATE_FILTER_PARAMS = ['tag', 'model', 'channel', 'place', 'y', 'm'] as const;
/** The news list's filter (newsList). */
export const NEWS_FILTER_PARAMS = ['category'] as const;
/** A list's order (modelGrid, updateGrid). */
export const SORT_PARAM = 'sort';
/**
 * A page's language URL (`/models?hl=de`): the server renders the page in that language, whatever
 * the visitor's cookie or browser says; hreflang and canonical links name these URLs. A value the
 * configuration does not offer renders the default language.
 */
export const LANG_QUERY_PARAM = 'hl';
/** The older name of the same parameter (`?lang=de`), still read so that old links keep working. */
export const LEGACY_LANG_QUERY_PARAM = 'lang';
/** Both names: what a page's language URL may carry. */
export const LANGUAGE_QUERY_PARAMS: readonly string[] = [LANG_QUERY_PARAM, LEGACY_LANG_QUERY_PARAM];
/** The payment a signup-success page looks up. */
export const PAYMENT_TOKEN_PARAM = 'x_ans_token';
/** The biller's answer on its return to the success page (Epoch's `ans`: `Y...` approved, `N...` declined). */
export const PROVIDER_ANSWER_PARAM = 'ans';
/** Where the login page returns to. */
export const LOGIN_RETURN_PARAM = 'from';
/** The single-use token of a password reset link (`/login/reset?token=...`). */
export const RESET_TOKEN_PARAM = 'token';

/** The configured page sizes (`core.paging.pageSize1..3`, 24/48/96 by default), ascending, distinct. */
export const pageSizesOf = ({ pageSize1, pageSize2, pageSize3 }: SiteConfig['core']['paging']): number[] =>
  [...new Set([pageSize1, pageSize2, pageSize3])].sort((a, b) => a - b);

/** A non-negative integer from the query, else `undefined`. */
const readIndex = (raw: string | null): number | undefined => {
  if (raw === null || !/^\d{1,7}$/.test(raw)) return undefined;
  return Number(raw);
};

/**
 * The page and size a list's query asks for: only a configured size is honoured (an edited URL
 * cannot ask for a page of 10 000). The list hook and the blocks' data declarations read it here.
 */
export function listPagingOf(searchParams: URLSearchParams, pageSizes: number[]): { page: number; size: number; pages: number } {
  const defaultSize = pageSizes[0]!;
  const requestedSize = readIndex(searchParams.get(SIZE_PARAM));
  const size = requestedSize !== undefined && pageSizes.includes(requestedSize) ? requestedSize : defaultSize;
  const pages = Math.min(Math.max(readIndex(searchParams.get(PAGES_PARAM)) ?? 1, 1), MAX_LOADED_PAGES);
  return { page: readIndex(searchParams.get(PAGE_PARAM)) ?? 0, size, pages };
}

export const PAGE_QUERY_PARAMS: readonly string[] = [
  PAGE_PARAM,
  SIZE_PARAM,
  PAGES_PARAM,
  ...UPDATE_FILTER_PARAMS,
  ...NEWS_FILTER_PARAMS,
  SORT_PARAM,
  ...LANGUAGE_QUERY_PARAMS,
  PAYMENT_TOKEN_PARAM,
  PROVIDER_ANSWER_PARAM,
  LOGIN_RETURN_PARAM,
  RESET_TOKEN_PARAM,
];

/**
 * The page a URL shows: its path and the page parameters it carries, in a fixed order, first value
 * each, empty ones left out (every reader treats an empty value as a missing one). `withoutLanguage`
 * leaves out the language parameter too: the page cache keys by the language the renderer picks
 * (shared/page-variant.ts), so `?hl=de`, `?hl=xyz` and a cookie's choice share their copies.
 */
export function pageUrlOf(rawUrl: string, { withoutLanguage = false }: { withoutLanguage?: boolean } = {}): string {
  // `//host/...` or `/\host/...` would read as another host wherever it is resolved as a URL:
  // a page's path starts with exactly one slash.
  const url = rawUrl.replace(/^[/\\]+/, '/');
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const path = url.slice(0, mark);
  const given = new URLSearchParams(url.slice(mark + 1));
  const kept = new URLSearchParams();
  for (const name of PAGE_QUERY_PARAMS) {
    if (withoutLanguage && LANGUAGE_QUERY_PARAMS.includes(name)) continue;
    const value = given.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}
