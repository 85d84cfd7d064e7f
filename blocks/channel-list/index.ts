import { Type } from '@sinclair/typebox';
import { defineBlock, type BlockDefinition } from '../define-block';
import { GridColumns } from '../grid-columns';
import { LocalizedText } from '../../src/i18n/localized-text';

const schema = Type.Object({
  heading: Type.Optional(LocalizedText),
  columns: GridColumns,
});

export const channelList: BlockDefinition<typeof schema> = defineBlock({
  type: 'channelList',
  title: 'Channel list',
  description: 'Every channel, without paging: image, name, number of photo galleries and videos, linking to /channels/{permaLink}.',
  schema,
  defaults: { columns: { xs: 12, sm: 6, lg: 4 } },
  load: () => import('./channel-list'),
});
