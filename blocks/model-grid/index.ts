import { Type } from '@sinclair/typebox';
import type { BlockDefinition } from '../define-block';
import { withHeading, type WithHeading } from '../shared-props';
import { ColumnSpans } from '../../schemas/config/breakpoints';
import { modelListKey } from '../../src/api/lists';
import { listPagingOf, pageSizesOf, SORT_PARAM } from '../../shared/page-query';
import { isModelSort } from './model-sort';

const schema = Type.Object({
  sort: Type.Union([Type.Literal('name'), Type.Literal('newest'), Type.Literal('rating')], {
    description: 'order until the visitor picks another one (kept in ?sort=)',
  }),
  showSort: Type.Boolean({ description: 'offer the sort select (name, newest, top rated)' }),
  columns: ColumnSpans,
});

export const modelGrid: BlockDefinition<WithHeading<typeof schema>> = withHeading({
  type: 'modelGrid',
  title: 'Model grid (paginated)',
  module: 'models',
  description:
    'The paginated list of all models with a sort select (name, newest, top rated). Page (?p=), page size (?s=, from core.paging) and sort (?sort=) stay in the address.',
  schema,
  defaults: { sort: 'name', showSort: true, columns: { xs: 6, sm: 4, md: 3, lg: 2, xl: 2, xxl: 2 } },
  load: () => import('./model-grid'),
  hydrate: 'visible',
  data: ({ sort }, { query, config }) => {
    const { page, size } = listPagingOf(query, pageSizesOf(config.core.paging));
    const requested = query.get(SORT_PARAM) || undefined;
    return [['list', modelListKey({ p: page, s: size }, isModelSort(requested) ? requested : sort)]];
  },
});
