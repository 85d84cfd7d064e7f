import { Type } from '@sinclair/typebox';
import { defineBlock, type BlockDefinition } from '../define-block';
import { LocalizedText } from '../../src/i18n/localized-text';

const schema = Type.Object({
  heading: Type.Optional(LocalizedText),
  source: Type.Union([Type.Literal('recent'), Type.Literal('random'), Type.Literal('mostRated')]),
  count: Type.Integer({ minimum: 1, maximum: 48 }),
  moreLink: Type.Optional(Type.String({ pattern: '^/' })),
});

export const modelList: BlockDefinition<typeof schema> = defineBlock({
  type: 'modelList',
  title: 'Model list',
  description: 'A grid of model previews: the most recent, random or most rated models.',
  schema,
  defaults: { source: 'recent', count: 12 },
  load: () => import('./model-list'),
});
