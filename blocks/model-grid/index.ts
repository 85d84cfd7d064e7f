import { Type } from '@sinclair/typebox';
import { defineBlock, type BlockDefinition } from '../define-block';
import { GridColumns } from '../grid-columns';
import { LocalizedText } from '../../src/i18n/localized-text';

const schema = Type.Object({
  heading: Type.Optional(LocalizedText),
  sort: Type.Union([Type.Literal('name'), Type.Literal('newest'), Type.Literal('rating')], {
    description: 'order until the visitor picks another one (kept in ?sort=)',
  }),
  showSort: Type.Boolean({ description: 'offer the sort select (name, newest, top rated)' }),
  columns: GridColumns,
});

export const modelGrid: BlockDefinition<typeof schema> = defineBlock({
  type: 'modelGrid',
  title: 'Model grid (paginated)',
  description:
    'The paginated list of all models with a sort select (name, newest, top rated). Page (?p=), page size (?s=, from core.paging) and sort (?sort=) stay in the address.',
  schema,
  defaults: { sort: 'name', showSort: true, columns: { xs: 6, sm: 4, md: 3, lg: 2, xl: 2, xxl: 2 } },
  load: () => import('./model-grid'),
});
