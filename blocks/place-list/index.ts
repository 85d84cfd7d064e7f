import { Type } from '@sinclair/typebox';
import type { BlockDefinition } from '../define-block';
import { placesKey } from '../../src/api/content';
import { withHeading, type WithHeading } from '../shared-props';

const schema = Type.Object({
  count: Type.Integer({ minimum: 1, maximum: 48, description: 'how many places the block shows' }),
  moreLink: Type.Optional(Type.String({ pattern: '^/', description: "same-site path of the 'Show all' link beside the heading; left out, no link" })),
});

export const placeList: BlockDefinition<WithHeading<typeof schema>> = withHeading({
  type: 'placeList',
  title: 'Place list',
  module: 'places',
  description: 'A row of places (locations) with their images.',
  schema,
  defaults: { count: 6 },
  load: () => import('./place-list'),
  hydrate: 'never',
  data: ({ count }) => [['list', placesKey(count)]],
});
