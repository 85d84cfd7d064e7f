import { Type } from '@sinclair/typebox';
import { defineBlock, type BlockDefinition } from '../define-block';
import { Align, ImageWidths, SoftImageWidths } from '../shared-props';
import { LocalizedText } from '../../src/i18n/localized-text';

export const SLIDER_AUTOPLAY_MS = 4000;

const Slide = Type.Object(
  {
    title: LocalizedText,
    text: LocalizedText,
    buttonLabel: Type.Optional(LocalizedText),
    buttonLink: Type.String({ pattern: '^/', description: 'same-site path the button leads to' }),
    image: ImageWidths,
    imageSoft: Type.Optional(SoftImageWidths),
    align: Align,
  },
  { additionalProperties: false },
);

export const sliderSchema = Type.Object({
  slides: Type.Array(Slide, { minItems: 1, maxItems: 10 }),
  autoplayMs: Type.Integer({ minimum: 0, maximum: 60000, description: 'ms between slides; 0 stops autoplay' }),
  ratio: Type.Union([Type.Literal('16:9'), Type.Literal('12:5')]),
});

const img = (n: number, variant: 'plain' | 'soft') => ({
  '620': `/media/public/img/${n * 4}-${variant}-620.jpg`,
  '960': `/media/public/img/${n * 4}-${variant}-960.jpg`,
  '1920': `/media/public/img/${n * 4}-${variant}-1920.jpg`,
  '3840': `/media/public/img/${n * 4}-${variant}-3840.jpg`,
});

export const slider: BlockDefinition<typeof sliderSchema> = defineBlock({
  type: 'slider',
  title: 'Slider',
  description: 'Full-width carousel of slides (title, text, signup button, image at four widths), autoplay every 4 s.',
  schema: sliderSchema,
  defaults: {
    slides: [
      { title: 'Girls only', text: 'Experience Emotions in perfection', buttonLink: '/signup', image: img(1, 'plain'), imageSoft: img(1, 'soft'), align: 'left' },
      { title: 'Exclusive content mega site', text: 'New updates every week', buttonLink: '/signup', image: img(2, 'plain'), imageSoft: img(2, 'soft'), align: 'center' },
      { title: 'Pure emotions without restraint', text: 'Unlimited streaming via a fast CDN', buttonLink: '/signup', image: img(3, 'plain'), imageSoft: img(3, 'soft'), align: 'right' },
    ],
    autoplayMs: SLIDER_AUTOPLAY_MS,
    ratio: '12:5',
  },
  load: () => import('./slider'),
});
