import { Type } from '@sinclair/typebox';
import { defineBlock, type BlockDefinition } from '../define-block';
import { ImageWidths, SoftImageWidths } from '../shared-props';
import { LocalizedText } from '../../src/i18n/localized-text';
import { DEFAULT_IMAGE } from './default-image';

const schema = Type.Object({
  slogan: Type.Optional(LocalizedText),
  sections: Type.Array(Type.Object({ heading: LocalizedText, text: LocalizedText }, { additionalProperties: false }), { maxItems: 6 }),
  image: ImageWidths,
  imageSoft: Type.Optional(SoftImageWidths),
});

export const aboutText: BlockDefinition<typeof schema> = defineBlock({
  type: 'aboutText',
  title: 'About text',
  description: 'A slogan and text sections beside an upright image (the about page).',
  schema,
  defaults: {
    slogan: 'Experience Emotions in perfection',
    sections: [
      { heading: 'Who we are', text: 'A small studio producing exclusive photo and video sets with our own crew.' },
      { heading: 'What you get', text: 'New updates every week in up to 4K, galleries in full resolution and unlimited streaming.' },
    ],
    ...DEFAULT_IMAGE,
  },
  load: () => import('./about-text'),
});
