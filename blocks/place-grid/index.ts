import { Type } from '@sinclair/typebox';
import type { BlockDefinition } from '../define-block';
import { withHeading, type WithHeading } from '../shared-props';
import { ColumnSpans } from '../../schemas/config/breakpoints';
import { placeListKey } from '../../src/api/lists';
import { listPagingOf, pageSizesOf } from '../../shared/page-query';

const schema = Type.Object({
  columns: ColumnSpans,
});

export const placeGrid: BlockDefinition<WithHeading<typeof schema>> = withHeading({
  type: 'placeGrid',
  title: 'Place grid (paginated)',
  module: 'places',
  description: 'The paginated list of all places, by name. Page (?p=) and page size (?s=, from core.paging) stay in the address.',
  schema,
  defaults: { columns: { xs: 12, sm: 6, lg: 4, xxl: 3 } },
  load: () => import('./place-grid'),
  hydrate: 'visible',
  data: (_props, { query, config }) => {
    const { page, size } = listPagingOf(query, pageSizesOf(config.core.paging));
    return [['list', placeListKey({ p: page, s: size })]];
  },
});
