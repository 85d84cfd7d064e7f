// The state of a paginated list kept in the URL query, so a list can be linked and reloaded:
// page `p` (0-based), size `s` (one of the configured page sizes), `pages` (how many pages from `p`
// on "Load more" has joined) and the list's own filters. Changing the size or a filter returns to
// the first page; reset clears every filter as well.
// Parameters the list does not own (e.g. `previewtoken`) pass through untouched.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useSiteConfig } from '../config/site-config-context';
import { listPagingOf, MAX_LOADED_PAGES, PAGE_PARAM, PAGES_PARAM, pageSizesOf, SIZE_PARAM } from '../../shared/page-query';

export { PAGE_PARAM, PAGES_PARAM, SIZE_PARAM };

export function usePageSizes(): number[] {
  const { pageSize1, pageSize2, pageSize3 } = useSiteConfig().core.paging;
  return useMemo(() => pageSizesOf({ pageSize1, pageSize2, pageSize3 }), [pageSize1, pageSize2, pageSize3]);
}

export interface ListQueryState<F extends string> {
  /** The first page shown (0-based). */
  page: number;
  size: number;
  /** How many pages from `page` on are shown (1 until "Load more"). */
  pages: number;
  /** True while "Load more" can join another page (the list's length decides whether there is one). */
  canLoadMore: boolean;
  /** Joins the next page to the shown ones; the address follows (`?pages=`) without a new history entry. */
  loadMore: () => void;
  pageSizes: number[];
  /** The value of each filter key ('' or missing -> undefined). */
  filters: Record<F, string | undefined>;
  /** True while any filter is set. */
  filtered: boolean;
  /** The value of a parameter the list reads but does not treat as a filter (e.g. `sort`). */
  get: (name: string) => string | undefined;
  /** `?…` for another page, keeping size, filters and every other parameter. */
  searchFor: (page: number) => string;
  setPage: (page: number) => void;
  /** A new size returns to the first page. */
  setSize: (size: number) => void;
  /** Sets (or with undefined/'' removes) parameters and returns to the first page. */
  setParams: (values: Partial<Record<string, string | undefined>>) => void;
  /** Clears every filter and returns to the first page; the page size stays. */
  reset: () => void;
}

export interface ListQueryOptions<F extends string> {
  /** The query parameters this list treats as filters, e.g. ['tag', 'model', 'y', 'm']. */
  filterKeys?: readonly F[];
  /** Overrides the configured page sizes (the first is the default). */
  pageSizes?: number[];
}

/**
 * Writes `p`/`s`/`pages` only when they differ from the defaults, so plain list URLs stay clean.
 * Every change but "Load more" shows a single page again.
 */
export function withPaging(base: URLSearchParams, page: number, size: number, defaultSize: number, pages = 1): URLSearchParams {
  const next = new URLSearchParams(base);
  if (page > 0) next.set(PAGE_PARAM, String(page));
  else next.delete(PAGE_PARAM);
  if (pages > 1) next.set(PAGES_PARAM, String(Math.min(pages, MAX_LOADED_PAGES)));
  else next.delete(PAGES_PARAM);
  if (size !== defaultSize) next.set(SIZE_PARAM, String(size));
  else next.delete(SIZE_PARAM);
  return next;
}

export function useListQuery<F extends string = never>(options: ListQueryOptions<F> = {}): ListQueryState<F> {
  const configured = usePageSizes();
  const pageSizes = options.pageSizes ?? configured;
  const filterKeys = options.filterKeys ?? ([] as readonly F[]);
  const [searchParams, setSearchParams] = useSearchParams();

  const defaultSize = pageSizes[0]!;
  const { page, size, pages } = listPagingOf(searchParams, pageSizes);

  const filterKey = filterKeys.join(',');
  const filters = useMemo(() => {
    const out = {} as Record<F, string | undefined>;
    for (const key of filterKey ? (filterKey.split(',') as F[]) : []) out[key] = searchParams.get(key) || undefined;
    return out;
  }, [searchParams, filterKey]);
  const filtered = Object.values(filters).some(Boolean);

  const update = useCallback(
    (edit: (params: URLSearchParams) => URLSearchParams) => setSearchParams((current) => edit(current)),
    [setSearchParams],
  );
  const loadMore = useCallback(
    () =>
      setSearchParams((current) => withPaging(current, page, size, defaultSize, pages + 1), {
        // The visitor stays where they are, and Back leaves the list instead of un-joining pages.
        replace: true,
        preventScrollReset: true,
      }),
    [setSearchParams, page, size, defaultSize, pages],
  );

  const setPage = useCallback(
    (next: number) => update((current) => withPaging(current, Math.max(0, Math.floor(next)), size, defaultSize)),
    [update, size, defaultSize],
  );
  const setSize = useCallback(
    (next: number) => update((current) => withPaging(current, 0, pageSizes.includes(next) ? next : defaultSize, defaultSize)),
    [update, pageSizes, defaultSize],
  );
  const setParams = useCallback(
    (values: Partial<Record<string, string | undefined>>) =>
      update((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(values)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, value);
        }
        return withPaging(next, 0, size, defaultSize);
      }),
    [update, size, defaultSize],
  );
  const reset = useCallback(
    () =>
      update((current) => {
        const next = new URLSearchParams(current);
        for (const key of filterKey ? filterKey.split(',') : []) next.delete(key);
        return withPaging(next, 0, size, defaultSize);
      }),
    [update, filterKey, size, defaultSize],
  );

  const searchFor = useCallback(
    (target: number) => {
      const query = withPaging(searchParams, target, size, defaultSize).toString();
      return query ? `?${query}` : '?';
    },
    [searchParams, size, defaultSize],
  );
  const get = useCallback((name: string) => searchParams.get(name) || undefined, [searchParams]);

  const canLoadMore = pages < MAX_LOADED_PAGES;
  return { page, size, pages, canLoadMore, loadMore, pageSizes, filters, filtered, get, searchFor, setPage, setSize, setParams, reset };
}
