import { Type } from '@sinclair/typebox';
import { defineBlock, type BlockDefinition } from '../define-block';
import { GridColumns } from '../grid-columns';
import { Orientation } from '../shared-props';
import { LocalizedText } from '../../src/i18n/localized-text';

const schema = Type.Object({
  heading: Type.Optional(LocalizedText),
  source: Type.Union([Type.Literal('updates'), Type.Literal('videos'), Type.Literal('photos'), Type.Literal('dvds')], {
    description:
      'which list: all updates, videos, photo galleries or DVDs. On /updates/{contentType} (videos, photos, dvds) the path picks the list of "updates".',
  }),
  orientation: Orientation,
  columns: GridColumns,
});

export const updateGrid: BlockDefinition<typeof schema> = defineBlock({
  type: 'updateGrid',
  title: 'Update grid (paginated)',
  description:
    'A paginated grid of updates, videos, galleries or DVDs for the list pages. Reads the filters ?tag=, ?model=, ?channel=, ?place= and ?y=&m= from the address and shows them as removable chips; page (?p=) and page size (?s=, from core.paging) stay in the address.',
  schema,
  defaults: { source: 'updates', orientation: 'landscape', columns: { xs: 12, sm: 12, md: 6, lg: 6, xl: 4, xxl: 3 } },
  load: () => import('./update-grid'),
});
