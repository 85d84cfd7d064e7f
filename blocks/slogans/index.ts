import { Type } from '@sinclair/typebox';
import { defineBlock, type BlockDefinition } from '../define-block';
import { LocalizedText } from '../../src/i18n/localized-text';

const schema = Type.Object({
  items: Type.Array(Type.Object({ title: LocalizedText, text: LocalizedText }, { additionalProperties: false }), { maxItems: 6 }),
});

export const slogans: BlockDefinition<typeof schema> = defineBlock({
  type: 'slogans',
  title: 'Slogans',
  description: 'A band of short slogans with icons.',
  schema,
  defaults: {
    items: [
      { title: 'Girls only', text: 'Handpicked models, shot by our own crew.' },
      { title: 'Exclusive content mega site', text: 'Videos, photo galleries and DVDs you find nowhere else.' },
      { title: 'Pure emotions without restraint', text: 'Experience Emotions in perfection.' },
    ],
  },
  load: () => import('./slogans'),
});
