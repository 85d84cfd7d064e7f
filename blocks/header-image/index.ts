import { Type } from '@sinclair/typebox';
import { defineBlock, type BlockDefinition } from '../define-block';
import { ImageWidths, SoftImageWidths } from '../shared-props';
import { LocalizedText } from '../../src/i18n/localized-text';
import { DEFAULT_IMAGE } from './default-image';

const schema = Type.Object({
  image: ImageWidths,
  imageSoft: Type.Optional(SoftImageWidths),
  ratio: Type.Union([Type.Literal('16:9'), Type.Literal('12:5'), Type.Literal('3:1')], {
    description: 'width to height of the image; the wider, the lower the header (3:1 leaves little room for a title on a phone)',
  }),
  title: Type.Optional(LocalizedText),
  alt: Type.Optional(LocalizedText),
});

export const headerImage: BlockDefinition<typeof schema> = defineBlock({
  type: 'headerImage',
  title: 'Header image',
  description: 'A wide page header image (16:9 or 12:5) with an optional title over it.',
  schema,
  defaults: { ...DEFAULT_IMAGE, ratio: '3:1' },
  load: () => import('./header-image'),
  hydrate: 'never',
});
