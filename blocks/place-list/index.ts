import { Type } from '@sinclair/typebox';
import { defineBlock, type BlockDefinition } from '../define-block';
import { LocalizedText } from '../../src/i18n/localized-text';

const schema = Type.Object({
  heading: Type.Optional(LocalizedText),
  count: Type.Integer({ minimum: 1, maximum: 48 }),
  moreLink: Type.Optional(Type.String({ pattern: '^/' })),
});

export const placeList: BlockDefinition<typeof schema> = defineBlock({
  type: 'placeList',
  title: 'Place list',
  description: 'A row of places (locations) with their images.',
  schema,
  defaults: { count: 6 },
  load: () => import('./place-list'),
});
