import { Type } from '@sinclair/typebox';
import { defineBlock, type BlockDefinition } from '../define-block';
import { LocalizedText } from '../../src/i18n/localized-text';

const schema = Type.Object({
  heading: Type.Optional(LocalizedText),
  limit: Type.Integer({ minimum: 1, maximum: 200 }),
});

export const tagCloud: BlockDefinition<typeof schema> = defineBlock({
  type: 'tagCloud',
  title: 'Tag cloud',
  description: 'Tags sized by how many updates carry them, each linking to /updates?tag={permaLink}.',
  schema,
  defaults: { limit: 40 },
  load: () => import('./tag-cloud'),
});
