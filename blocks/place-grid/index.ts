import { Type } from '@sinclair/typebox';
import { defineBlock, type BlockDefinition } from '../define-block';
import { GridColumns } from '../grid-columns';
import { LocalizedText } from '../../src/i18n/localized-text';

const schema = Type.Object({
  heading: Type.Optional(LocalizedText),
  columns: GridColumns,
});

export const placeGrid: BlockDefinition<typeof schema> = defineBlock({
  type: 'placeGrid',
  title: 'Place grid (paginated)',
  description: 'The paginated list of all places, by name. Page (?p=) and page size (?s=, from core.paging) stay in the address.',
  schema,
  defaults: { columns: { xs: 12, sm: 6, lg: 4, xxl: 3 } },
  load: () => import('./place-grid'),
});
