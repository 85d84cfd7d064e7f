// What the header search offers for the text typed so far. Empty, it suggests the most searched
// keywords, the most viewed updates and the most rated models; while typing it filters the
// keywords on the client (fuzzy) and, once typing pauses, asks for live results (models, photo
// galleries, videos), always ending with the search page for the typed term.
import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ImageSet, Model, Update } from '../../../schemas/api';
import { SEARCH_DEBOUNCE_MS, SEARCH_POPOVER_SIZE, useSearch, useSearchMetadata } from '../../../src/api/search';
import { useSiteConfig } from '../../../src/config/site-config-context';
import { useLocalizedName, useSoftImages } from '../../../src/ui/card-helpers';
import { formatDate } from '../../../src/ui/format';
import type { fuzzyFilter as FuzzyFilter } from '../../../src/ui/fuzzy-filter';
import { modelHref } from '../../../src/ui/model-card';
import { updateHref } from '../../../src/ui/update-card';
import { useDebouncedValue } from '../../../src/ui/use-debounced-value';

/** Keywords suggested from the most searched list while typing. */
const SUGGESTIONS = 5;
/** Keywords shown before anything is typed. */
const MOST_SEARCHED = 8;

export const searchPageHref = (term: string) => `/search/${encodeURIComponent(term.trim())}`;

export interface SearchOption {
  key: string;
  href: string;
  label: string;
  detail?: string;
  kind: 'keyword' | 'update' | 'model' | 'all';
  image?: ImageSet | undefined;
}

export interface SearchOptionGroup {
  key: string;
  title: string;
  options: SearchOption[];
}

/** What the panel says above the options, if anything. */
export type SearchState = 'searching' | 'failed' | 'no-results' | 'loading-suggestions' | null;

/** fuse.js (about 9 KB gzip) is needed only once the panel is open: fetched then, not with every page. */
function useFuzzyFilter(): typeof FuzzyFilter | null {
  const [filter, setFilter] = useState<typeof FuzzyFilter | null>(null);
  useEffect(() => {
    if (filter) return;
    let current = true;
    void import('../../../src/ui/fuzzy-filter').then((module) => {
      if (current) setFilter(() => module.fuzzyFilter);
    });
    return () => {
      current = false;
    };
  }, [filter]);
  return filter;
}

/** Options for the cards the popover shows: updates and models, with their preview picture. */
function useOptionBuilders() {
  const nameOf = useLocalizedName();
  const soft = useSoftImages();
  const hideHardcore = useSiteConfig().core.fsk12.hideHardcoreUpdates;
  return {
    keyword: (keyword: string): SearchOption => ({ key: `k-${keyword}`, href: searchPageHref(keyword), label: keyword, kind: 'keyword' }),
    updates: (updates: Update[]): SearchOption[] =>
      (hideHardcore ? updates.filter((update) => !update.hardcore) : updates).slice(0, SEARCH_POPOVER_SIZE).map((update) => ({
        key: `u-${update.id}`,
        href: updateHref(update),
        label: nameOf(update),
        detail: formatDate(update.publishDate),
        kind: 'update',
        image: soft ? update.previewImageSoft : update.previewImage,
      })),
    models: (models: Model[]): SearchOption[] =>
      models.slice(0, SEARCH_POPOVER_SIZE).map((model) => ({
        key: `m-${model.id}`,
        href: modelHref(model),
        label: nameOf(model),
        kind: 'model',
        image: soft ? model.imageSoft : model.image,
      })),
  };
}

export function useSearchSuggestions() {
  const { t } = useLingui();
  const [value, setValue] = useState('');
  const term = value.trim();
  const debounced = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const metadata = useSearchMetadata();
  const live = useSearch(debounced, SEARCH_POPOVER_SIZE);
  const fuzzyFilter = useFuzzyFilter();
  const settled = term !== '' && debounced === term;
  const option = useOptionBuilders();
  const data = metadata.data;

  let groups: SearchOptionGroup[];
  if (!term) {
    groups = data
      ? [
          { key: 'most-searched', title: t`Most searched`, options: data.mostSearched.slice(0, MOST_SEARCHED).map((entry) => option.keyword(entry.term)) },
          { key: 'most-viewed', title: t`Most viewed updates`, options: option.updates(data.updates) },
          { key: 'most-rated', title: t`Most rated models`, options: option.models(data.models) },
        ]
      : [];
  } else {
    // Until fuse.js has arrived (a few ms after the panel opened), no keyword suggestions.
    const suggestions = (fuzzyFilter ?? (() => [] as string[]))(
      (data?.mostSearched ?? []).map((entry) => entry.term).filter((keyword) => keyword.toLowerCase() !== term.toLowerCase()),
      term,
      { limit: SUGGESTIONS },
    );
    const found = settled ? live.data : undefined;
    groups = [
      { key: 'suggestions', title: t`Suggestions`, options: suggestions.map(option.keyword) },
      { key: 'models', title: t`Models`, options: option.models(found?.models ?? []) },
      { key: 'galleries', title: t`Photos`, options: option.updates(found?.galleries ?? []) },
      { key: 'videos', title: t`Videos`, options: option.updates(found?.videos ?? []) },
      {
        key: 'all',
        title: t`Search page`,
        options: [{ key: 'all', href: searchPageHref(term), label: t`Show all results for “${term}”`, kind: 'all' }],
      },
    ];
  }
  groups = groups.filter((group) => group.options.length > 0);

  const noResults = settled && live.data !== undefined && live.data.models.length + live.data.galleries.length + live.data.videos.length === 0;
  let state: SearchState = null;
  if (term !== '' && (!settled || (!live.data && !live.error))) state = 'searching';
  else if (term && live.error) state = 'failed';
  else if (noResults) state = 'no-results';
  else if (!term && !data && !metadata.error) state = 'loading-suggestions';

  return { value, setValue, term, groups, state };
}
