// The paginated public lists: key + hook side by side. Every list is
// `GET public/<list>?p=&s=&<filters>` with the total in the `maxresults` header.
import useSWR from 'swr';
import { useAtomValue } from 'jotai';
import type { Channel, Model, ModelSort, Place, Tag, Update } from '../../schemas/api';
import { getList } from './client';
import { useApi } from './api-context';
import { useApiList, withContentLang } from './use-api';
import { localeAtom } from '../state/preferences';

export type UpdateListSource = 'updates' | 'videos' | 'photos' | 'dvds';

/** Filters of the update lists: permaLinks of tag, model, channel and place; year and month (1-12). */
export interface UpdateListFilters {
  tag?: string | undefined;
  model?: string | undefined;
  channel?: string | undefined;
  place?: string | undefined;
  y?: string | undefined;
  m?: string | undefined;
}

export interface Paging {
  /** 0-based page. */
  p: number;
  s: number;
}

/** The API's order of an update list (`newest` when left out). */
export type UpdateListOrder = 'views' | 'rating' | 'duration';

export const updateListKey = (source: UpdateListSource, paging: Paging, filters: UpdateListFilters = {}, sort?: UpdateListOrder) =>
  [`public/${source}`, { ...paging, ...filters, ...(sort ? { sort } : {}) }] as const;

/** One page of updates, videos, photo galleries or DVDs. */
export const useUpdateListPage = (source: UpdateListSource, paging: Paging, filters?: UpdateListFilters, sort?: UpdateListOrder) =>
  useApiList<Update>(updateListKey(source, paging, filters, sort));

/** Models by name for a filter's choice, only while `enabled` (the largest page the API serves). */
export const useModelChoicesWhen = (enabled: boolean) => useApiList<Model>(enabled ? modelListKey({ p: 0, s: 100 }, 'name') : null);

/** The tag list (same key as the tag cloud's, so they share one request), only while `enabled`. */
export const useTagsWhen = (enabled: boolean) => useApiList<Tag>(enabled ? ['public/tags', { s: 100 }] : null);

export type { ModelSort };

export const modelListKey = (paging: Paging, sort: ModelSort) => ['public/models', { ...paging, sort }] as const;

/** One page of models in the given order (the server's default is by name). */
export const useModelListPage = (paging: Paging, sort: ModelSort) => useApiList<Model>(modelListKey(paging, sort));

export const placeListKey = (paging: Paging) => ['public/places', { ...paging }] as const;

/** One page of places, by name. */
export const usePlaceListPage = (paging: Paging) => useApiList<Place>(placeListKey(paging));

/** The largest page the server serves (MAX_PAGE_SIZE of the API). */
export const CHANNELS_PER_REQUEST = 100;
/** A bound on the pages fetched for "all channels", so a wrong header cannot loop for ever. */
const MAX_CHANNEL_PAGES = 20;

/** The first page of channels: usually all of them, and what a server render loads beforehand. */
export const allChannelsKey = ['public/channels', { p: 0, s: CHANNELS_PER_REQUEST }] as const;

/** Every channel, however many pages of `CHANNELS_PER_REQUEST` that takes (the channels list has no paging). */
export function useAllChannels() {
  const api = useApi();
  const lang = useAtomValue(localeAtom);
  const first = useApiList<Channel>(allChannelsKey);
  const total = first.data?.total ?? 0;
  const loaded = first.data?.items.length ?? 0;
  // Further pages only when the first one says there are more (rare: over a hundred channels).
  const rest = useSWR<Channel[]>(loaded > 0 && loaded < total ? ['more', 'public/channels', lang, total] : null, async () => {
    const items: Channel[] = [];
    for (let page = 1; loaded + items.length < total && page < MAX_CHANNEL_PAGES; page += 1) {
      const next = await getList<Channel>(api, 'public/channels', withContentLang({ p: page, s: CHANNELS_PER_REQUEST }, lang));
      if (next.items.length === 0) break;
      items.push(...next.items);
    }
    return items;
  });
  const complete = first.data && (loaded === 0 || loaded >= total || rest.data);
  return {
    data: complete ? { items: [...first.data!.items, ...(rest.data ?? [])], total } : undefined,
    error: first.error ?? rest.error,
    mutate: () => Promise.all([first.mutate(), rest.mutate()]),
  };
}
