import { Type } from '@sinclair/typebox';
import type { BlockDefinition } from '../define-block';
import { modelSourceKey } from '../../src/api/content';
import { withHeading, type WithHeading } from '../shared-props';
import { rotatesWhenRandom } from '../hydration';

const schema = Type.Object({
  source: Type.Union([Type.Literal('recent'), Type.Literal('random'), Type.Literal('mostRated')], {
    description: 'which models: the newest, a random pick on each visit, or the most rated',
  }),
  count: Type.Integer({ minimum: 1, maximum: 48, description: 'how many models the block shows' }),
  moreLink: Type.Optional(Type.String({ pattern: '^/', description: "same-site path of the 'Show all' link beside the heading; left out, no link" })),
});

export const modelList: BlockDefinition<WithHeading<typeof schema>> = withHeading({
  type: 'modelList',
  title: 'Model list',
  module: 'models',
  description: 'A grid of model previews: the most recent, random or most rated models.',
  schema,
  defaults: { source: 'recent', count: 12 },
  load: () => import('./model-list'),
  hydrate: ({ source }) => rotatesWhenRandom(source === 'random', 'never'),
  data: ({ source, count }) => [['list', modelSourceKey(source, count)]],
});
