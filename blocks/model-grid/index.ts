import { Type } from '@sinclair/typebox';
import type { BlockDefinition } from '../define-block';
import { withHeading, type WithHeading } from '../shared-props';
import { ColumnSpans } from '../../schemas/config/breakpoints';

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
});
