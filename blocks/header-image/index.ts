import { Type } from '@sinclair/typebox';
import { defineBlock, type BlockDefinition } from '../define-block';
import { ImageWidths } from '../shared-props';
import { LocalizedText } from '../../src/i18n/localized-text';

const img = {
  '620': '/media/public/img/1-plain-620.jpg',
  '960': '/media/public/img/1-plain-960.jpg',
  '1920': '/media/public/img/1-plain-1920.jpg',
  '3840': '/media/public/img/1-plain-3840.jpg',
};

const schema = Type.Object({
  image: ImageWidths,
  ratio: Type.Union([Type.Literal('16:9'), Type.Literal('12:5'), Type.Literal('3:1')]),
  title: Type.Optional(LocalizedText),
  alt: Type.Optional(LocalizedText),
});

export const headerImage: BlockDefinition<typeof schema> = defineBlock({
  type: 'headerImage',
  title: 'Header image',
  description: 'A wide page header image (16:9 or 12:5) with an optional title over it.',
  schema,
  defaults: { image: img, ratio: '3:1' },
  load: () => import('./header-image'),
});
