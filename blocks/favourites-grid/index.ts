import { Type } from '@sinclair/typebox';
import type { BlockDefinition } from '../define-block';
import { withHeading, type WithHeading } from '../shared-props';

const schema = Type.Object({
  orientation: Type.Union([Type.Literal('landscape'), Type.Literal('upright')], { description: 'preview image shape: landscape 16:9 or upright 2:3' }),
});

export const favouritesGrid: BlockDefinition<WithHeading<typeof schema>> = withHeading({
  type: 'favouritesGrid',
  title: 'Favourites grid',
  description: "The member's favourite updates in one grid without paging; each heart removes its favourite.",
  schema,
  defaults: { orientation: 'landscape' },
  load: () => import('./favourites-grid'),
  hydrate: 'load',
});
