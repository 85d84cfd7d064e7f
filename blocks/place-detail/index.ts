import { Type } from '@sinclair/typebox';
import { defineBlock, type BlockDefinition } from '../define-block';
import { Orientation } from '../shared-props';
import { placeKey, placeUpdatesKey } from '../../src/api/places';

const schema = Type.Object({
  listSize: Type.Integer({ minimum: 1, maximum: 48, description: 'update previews shown below the place' }),
  orientation: Orientation,
});

export const placeDetail: BlockDefinition<typeof schema> = defineBlock({
  type: 'placeDetail',
  title: 'Place detail',
  module: 'places',
  description: 'The place of /places/{permaLink}: header image with its name, description and the updates shot there. An unknown permaLink goes to /404.',
  schema,
  defaults: { listSize: 12, orientation: 'landscape' },
  load: () => import('./place-detail'),
  hydrate: 'never',
  data: ({ listSize }, { params }) => [
    ['data', placeKey(params.permaLink)],
    ['list', placeUpdatesKey(params.permaLink, listSize)],
  ],
});
