import { Type } from '@sinclair/typebox';
import type { BlockDefinition } from '../define-block';
import { updateSourceKey } from '../../src/api/content';
import { requestedUpdates } from './requested-updates';
import { Orientation, PhoneLayout, UpdateSource, withHeading, type WithHeading } from '../shared-props';
import { rotatesWhenRandom } from '../hydration';

const schema = Type.Object({
  source: UpdateSource,
  count: Type.Integer({ minimum: 1, maximum: 48, description: 'how many updates the block shows' }),
  orientation: Orientation,
  phoneLayout: Type.Optional(PhoneLayout),
  includeChannels: Type.Array(Type.String(), { description: 'channel permaLinks to keep (empty: all)' }),
  excludeChannels: Type.Array(Type.String(), { description: 'channel permaLinks to leave out' }),
  moreLink: Type.Optional(Type.String({ pattern: '^/', description: "same-site path of the 'Show all' link beside the heading; left out, no link" })),
});

export const updateList: BlockDefinition<WithHeading<typeof schema>> = withHeading({
  type: 'updateList',
  title: 'Update list',
  description:
    'A grid of update previews (videos, galleries, DVDs) from a recent or random list, optionally limited to channels. Used for recent galleries, recent videos and behind the scenes.',
  schema,
  defaults: { source: 'recent', count: 8, orientation: 'landscape', includeChannels: [], excludeChannels: [] },
  load: () => import('./update-list'),
  hydrate: ({ source }) => rotatesWhenRandom(source.startsWith('random'), 'never'),
  data: ({ source, count, includeChannels, excludeChannels }, { config }) => [['list', updateSourceKey(source, requestedUpdates(count, config), includeChannels, excludeChannels)]],
});
