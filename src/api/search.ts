// Search (search/{term}, searchMetadata/simple): key + hook side by side.
import type { SearchMetadata, SearchResult } from '../../schemas/api';
import { useApiData } from './use-api';

/** Items per section on the search page. */
export const SEARCH_PAGE_SIZE = 10;
/** Items per section in the header popover's live results. */
export const SEARCH_POPOVER_SIZE = 6;
/** Typing pauses this long before a live search starts. */
export const SEARCH_DEBOUNCE_MS = 500;

export const searchKey = (term: string, size: number) => [`search/${encodeURIComponent(term)}`, { s: size }] as const;

/** Results for `term` (models, galleries, videos, places), `size` per section; a blank term asks nothing. */
export const useSearch = (term: string, size: number) => {
  const trimmed = term.trim();
  return useApiData<SearchResult>(trimmed ? searchKey(trimmed, size) : null, { keepPreviousData: false });
};

export const searchMetadataKey = ['searchMetadata/simple'] as const;
/** Most searched keywords, most viewed updates, most rated models and top tags (the popover's start view). */
export const useSearchMetadata = (enabled = true) => useApiData<SearchMetadata>(enabled ? searchMetadataKey : null);

export const isEmptyResult = (result: SearchResult) =>
  result.models.length + result.galleries.length + result.videos.length + result.places.length === 0;
