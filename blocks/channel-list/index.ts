import { Type } from '@sinclair/typebox';
import type { BlockDefinition } from '../define-block';
import { withHeading, type WithHeading } from '../shared-props';
import { ColumnSpans } from '../../schemas/config/breakpoints';
import { allChannelsKey } from '../../src/api/lists';

const schema = Type.Object({
  columns: ColumnSpans,
});

export const channelList: BlockDefinition<WithHeading<typeof schema>> = withHeading({
  type: 'channelList',
  title: 'Channel list',
  module: 'channels',
  description: 'Every channel, without paging: image, name, number of photo galleries and videos, linking to /channels/{permaLink}.',
  schema,
  defaults: { columns: { xs: 12, sm: 6, lg: 4 } },
  load: () => import('./channel-list'),
  hydrate: 'never',
  data: () => [['list', allChannelsKey]],
});
