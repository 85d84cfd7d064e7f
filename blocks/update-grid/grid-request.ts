// What the update grid asks the API for on a page: its list (the route's content type wins) and
// the filters in the address. The component and the block's data declaration read it here, so the
// server loads exactly what the grid will ask for.
import type { ContentType } from '../../schemas/api';
import type { SiteConfig } from '../../schemas/config/site-config';
import type { UpdateListFilters, UpdateListSource } from '../../src/api/lists';
import { isModuleEnabled, updateTypeOfSegment } from '../../shared/route-table';

/** `/updates/{contentType}`: the list each content type shows. */
const TYPE_SOURCES: Record<ContentType, Exclude<UpdateListSource, 'updates'>> = { video: 'videos', photo: 'photos', dvd: 'dvds' };

/** Only values the server accepts are sent (it answers others with 400). */
const yearOf = (raw: string | undefined) => (raw && /^\d{4}$/.test(raw) && Number(raw) >= 1970 ? raw : undefined);
const monthOf = (raw: string | undefined) => (raw && /^\d{1,2}$/.test(raw) && Number(raw) >= 1 && Number(raw) <= 12 ? String(Number(raw)) : undefined);

/** The list the route's content type picks (only for the `updates` source), else undefined. */
export const routeSourceOf = (source: UpdateListSource, contentType: string | undefined) => {
  const routeType = source === 'updates' && contentType ? updateTypeOfSegment(contentType) : undefined;
  return routeType ? TYPE_SOURCES[routeType] : undefined;
};

/** The filters to send, from the address's filter values ('' counts as missing). */
export const gridFiltersOf = (value: (key: keyof UpdateListFilters) => string | undefined): UpdateListFilters => ({
  tag: value('tag'),
  model: value('model'),
  channel: value('channel'),
  place: value('place'),
  y: yearOf(value('y')),
  m: monthOf(value('m')),
});

/** The orders a visitor can pick (the API's `sort`); the first is the default and stays out of the address. */
export type UpdateListSort = 'newest' | 'views' | 'rating' | 'duration';

/** Galleries have no play time, so they cannot be ordered by duration. */
export const sortOptionsOf = (list: UpdateListSource): UpdateListSort[] =>
  list === 'photos' ? ['newest', 'views', 'rating'] : ['newest', 'views', 'rating', 'duration'];

/** The order the address asks for, if the list offers it; else the default (newest). */
export const sortOf = (raw: string | undefined, list: UpdateListSource): UpdateListSort =>
  sortOptionsOf(list).find((option) => option === raw) ?? 'newest';

/** The API's `sort` for a list request: left out for the default, so the default keeps its cache key. */
export const sortParamOf = (sort: UpdateListSort) => (sort === 'newest' ? undefined : sort);

/** The content types the filter offers on /updates: those whose module the configuration enables. */
const TYPE_MODULES = { video: 'videos', photo: 'galleries', dvd: 'dvds' } as const satisfies Record<ContentType, string>;
export const filterTypesOf = (config: SiteConfig): ContentType[] =>
  (Object.keys(TYPE_MODULES) as ContentType[]).filter((type) => isModuleEnabled(config, TYPE_MODULES[type]));

/** The path of the updates list of one type (`/updates/videos`), or of all (`/updates`). */
export const typePathOf = (type: ContentType | undefined) => (type ? `/updates/${TYPE_SOURCES[type]}` : '/updates');

/** The content type a list shows when it is one type's list. */
export const typeOfSource = (list: UpdateListSource): ContentType | undefined =>
  (Object.keys(TYPE_SOURCES) as ContentType[]).find((type) => TYPE_SOURCES[type] === list);

/** What the filter sheet edits: each value a permaLink, a year, a month, or '' for "all". */
export interface FilterDraft {
  tag: string;
  model: string;
  y: string;
  m: string;
}

/** The address parameters a draft sets ('' removes one); a month needs its year. */
export const filterParamsOf = (draft: FilterDraft): Record<keyof FilterDraft, string | undefined> => {
  const y = yearOf(draft.y);
  return { tag: draft.tag || undefined, model: draft.model || undefined, y, m: y ? monthOf(draft.m) : undefined };
};
