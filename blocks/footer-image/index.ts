import { Type } from '@sinclair/typebox';
import { defineBlock, type BlockDefinition } from '../define-block';
import { ImageWidths } from '../shared-props';
import { LocalizedText } from '../../src/i18n/localized-text';

const img = {
  '620': '/media/public/img/6-plain-620.jpg',
  '960': '/media/public/img/6-plain-960.jpg',
  '1920': '/media/public/img/6-plain-1920.jpg',
  '3840': '/media/public/img/6-plain-3840.jpg',
};

const schema = Type.Object({
  image: ImageWidths,
  title: Type.Optional(LocalizedText),
  buttonLink: Type.String({ pattern: '^/' }),
});

export const footerImage: BlockDefinition<typeof schema> = defineBlock({
  type: 'footerImage',
  title: 'Footer image',
  description: 'A wide closing image with a call to join.',
  schema,
  defaults: { image: img, buttonLink: '/signup' },
  load: () => import('./footer-image'),
});
