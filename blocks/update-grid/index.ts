import { Type } from '@sinclair/typebox';
import type { BlockDefinition } from '../define-block';
import { ColumnSpans } from '../../schemas/config/breakpoints';
import { Orientation, PhoneLayout, withHeading, type WithHeading } from '../shared-props';
import { tagsKey } from '../../src/api/content';
import { updateListKey } from '../../src/api/lists';
import { channelKey } from '../../src/api/channels';
import { modelKey } from '../../src/api/models';
import { placeKey } from '../../src/api/places';
import { listPagingOf, pageSizesOf, SORT_PARAM } from '../../shared/page-query';
import { gridFiltersOf, routeSourceOf, sortOf, sortParamOf } from './grid-request';

const schema = Type.Object({
  source: Type.Union([Type.Literal('updates'), Type.Literal('videos'), Type.Literal('photos'), Type.Literal('dvds')], {
    description:
      'which list: all updates, videos, photo galleries or DVDs. On /updates/{contentType} (videos, photos, dvds) the path picks the list of "updates".',
  }),
  orientation: Orientation,
  columns: ColumnSpans,
  phoneLayout: Type.Optional(PhoneLayout),
});

export const updateGrid: BlockDefinition<WithHeading<typeof schema>> = withHeading({
  type: 'updateGrid',
  title: 'Update grid (paginated)',
  description:
    'A paginated grid of updates, videos, galleries or DVDs for the list pages. Reads the filters ?tag=, ?model=, ?channel=, ?place= and ?y=&m= from the address and shows them as removable chips and in a "Filter" sheet; the order (?sort=views|rating|duration), page (?p=), page size (?s=, from core.paging) and the pages "Load more" joined (?pages=) stay in the address.',
  schema,
  defaults: { source: 'updates', orientation: 'landscape', columns: { xs: 12, sm: 12, md: 6, lg: 6, xl: 4, xxl: 3 } },
  load: () => import('./update-grid'),
  hydrate: 'visible',
  // The page of the list, and the names behind the filter chips (tag, model, channel, place).
  data: ({ source }, { params, query, config }) => {
    const { page, size, pages } = listPagingOf(query, pageSizesOf(config.core.paging));
    const filters = gridFiltersOf((key) => query.get(key) || undefined);
    const list = routeSourceOf(source, params.contentType) ?? source;
    const sort = sortParamOf(sortOf(query.get(SORT_PARAM) || undefined, list));
    return [
      // Every page "Load more" joined, so a reload shows them all at once.
      ...Array.from({ length: pages }, (_, index) => ['list', updateListKey(list, { p: page + index, s: size }, filters, sort)] as const),
      ...(filters.tag ? [['list', tagsKey] as const] : []),
      ['data', modelKey(filters.model)],
      ['data', channelKey(filters.channel)],
      ['data', placeKey(filters.place)],
    ];
  },
});
