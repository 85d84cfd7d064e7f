import { Type } from '@sinclair/typebox';
import { defineBlock, type BlockDefinition } from '../define-block';
import { LocalizedText } from '../../src/i18n/localized-text';

const schema = Type.Object({
  heading: Type.Optional(LocalizedText),
  orientation: Type.Union([Type.Literal('landscape'), Type.Literal('upright')]),
});

export const favouritesGrid: BlockDefinition<typeof schema> = defineBlock({
  type: 'favouritesGrid',
  title: 'Favourites grid',
  description: "The member's favourite updates in one grid without paging; each heart removes its favourite.",
  schema,
  defaults: { orientation: 'landscape' },
  load: () => import('./favourites-grid'),
});
