import { Type } from '@sinclair/typebox';
import { defineBlock, type BlockDefinition } from '../define-block';
import { modelKey, modelUpdatesKey } from '../../src/api/models';

const schema = Type.Object({
  listSize: Type.Integer({ minimum: 1, maximum: 48, description: "previews in each of the model's lists (galleries, videos)" }),
  showVideos: Type.Boolean({ description: "show the 'Videos: N' list below 'Galleries: N'" }),
});

export const modelDetail: BlockDefinition<typeof schema> = defineBlock({
  type: 'modelDetail',
  title: 'Model detail',
  module: 'models',
  description:
    "The model of /models/{permaLink}: trailer (or header image), avatar, name, rating, favourite heart, details table, description, then 'Galleries: N' and 'Videos: N'. An unknown permaLink goes to /404.",
  schema,
  defaults: { listSize: 12, showVideos: true },
  load: () => import('./model-detail'),
  hydrate: 'load',
  // The lists are the model's, by the page's permaLink (the model's own): loaded with it, not after it.
  data: ({ listSize, showVideos }, { params }) => [
    ['data', modelKey(params.permaLink)],
    ['list', modelUpdatesKey('photos', params.permaLink, listSize)],
    ['list', modelUpdatesKey('videos', showVideos ? params.permaLink : undefined, listSize)],
  ],
});
