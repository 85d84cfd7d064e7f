import { Type } from '@sinclair/typebox';
import { defineBlock, type BlockDefinition } from '../define-block';

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
});
