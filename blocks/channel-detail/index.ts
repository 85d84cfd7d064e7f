import { Type } from '@sinclair/typebox';
import { defineBlock, type BlockDefinition } from '../define-block';
import { channelKey, channelUpdatesKey } from '../../src/api/channels';
import { isModuleEnabled } from '../../shared/route-table';
import type { ContentType } from '../../schemas/api';
import type { ModuleName } from '../../schemas/config/site-config';

const CHANNEL_LISTS: [ContentType, ModuleName][] = [
  ['photo', 'galleries'],
  ['video', 'videos'],
  ['dvd', 'dvds'],
];

const schema = Type.Object({
  listSize: Type.Integer({ minimum: 1, maximum: 48, description: 'previews in each grid (photos, videos)' }),
});

export const channelDetail: BlockDefinition<typeof schema> = defineBlock({
  type: 'channelDetail',
  title: 'Channel detail',
  module: 'channels',
  description: 'The channel of /channels/{permaLink}: image, name, photo and video counts, then a photo grid and a video grid. An unknown permaLink goes to /404.',
  schema,
  defaults: { listSize: 12 },
  load: () => import('./channel-detail'),
  hydrate: 'never',
  // A list per content type whose module is on, as the component asks for them.
  data: ({ listSize }, { params, config }) => [
    ['data', channelKey(params.permaLink)],
    ...CHANNEL_LISTS.filter(([, module]) => isModuleEnabled(config, module)).map(([type]) => ['list', channelUpdatesKey(params.permaLink, type, listSize)] as const),
  ],
});
