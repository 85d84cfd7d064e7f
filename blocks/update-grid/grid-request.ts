// What the update grid asks the API for on a page: its list (the route's content type wins) and
// the filters in the address. The component and the block's data declaration read it here, so the
// server loads exactly what the grid will ask for.
import type { ContentType } from '../../schemas/api';
import type { UpdateListFilters, UpdateListSource } from '../../src/api/lists';
import { updateTypeOfSegment } from '../../shared/route-table';

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
