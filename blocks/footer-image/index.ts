import { Type } from '@sinclair/typebox';
import { defineBlock, type BlockDefinition } from '../define-block';
import { ImageWidths, SoftImageWidths } from '../shared-props';
import { LocalizedText } from '../../src/i18n/localized-text';
import { DEFAULT_IMAGE } from './default-image';

const schema = Type.Object({
  image: ImageWidths,
  imageSoft: Type.Optional(SoftImageWidths),
  title: Type.Optional(LocalizedText),
  buttonLink: Type.String({ pattern: '^/', description: 'same-site path the join button leads to, e.g. /signup' }),
});

export const footerImage: BlockDefinition<typeof schema> = defineBlock({
  type: 'footerImage',
  title: 'Footer image',
  description: 'A wide closing image with a call to join.',
  schema,
  defaults: { ...DEFAULT_IMAGE, buttonLink: '/signup' },
  load: () => import('./footer-image'),
  hydrate: 'never',
});
