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
  slides: Type.Array(Slide, { minItems: 1, maxItems: 10, description: 'the slides in their order, one to ten' }),
  autoplayMs: Type.Integer({ minimum: 0, maximum: 60000, description: 'ms between slides; 0 stops autoplay' }),
  ratio: Type.Union([Type.Literal('16:9'), Type.Literal('12:5')], { description: 'width to height of the slides; 12:5 is lower and wider' }),
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
      {
        title: { en_US: 'Girls only', de_DE: 'Nur Frauen', fr_FR: 'Que des filles', es_ES: 'Solo chicas' },
        text: {
          en_US: 'Experience Emotions in perfection',
          de_DE: 'Emotions in Perfektion erleben',
          fr_FR: 'Vivez Emotions à la perfection',
          es_ES: 'Vive Emotions a la perfección',
        },
        buttonLink: '/signup',
        image: img(1, 'plain'),
        imageSoft: img(1, 'soft'),
        align: 'left',
      },
      {
        title: {
          en_US: 'Exclusive content mega site',
          de_DE: 'Die Megasite für exklusive Inhalte',
          fr_FR: 'Le méga-site de contenus exclusifs',
          es_ES: 'El megasitio de contenido exclusivo',
        },
        text: { en_US: 'New updates every week', de_DE: 'Jede Woche neue Updates', fr_FR: 'Des nouveautés chaque semaine', es_ES: 'Novedades cada semana' },
        buttonLink: '/signup',
        image: img(2, 'plain'),
        imageSoft: img(2, 'soft'),
        align: 'center',
      },
      {
        title: {
          en_US: 'Pure emotions without restraint',
          de_DE: 'Pure Emotionen ohne Zurückhaltung',
          fr_FR: 'Des émotions pures, sans retenue',
          es_ES: 'Emociones puras sin reservas',
        },
        text: {
          en_US: 'Unlimited streaming via a fast CDN',
          de_DE: 'Unbegrenztes Streaming über ein schnelles CDN',
          fr_FR: 'Streaming illimité via un CDN rapide',
          es_ES: 'Streaming ilimitado a través de una CDN rápida',
        },
        buttonLink: '/signup',
        image: img(3, 'plain'),
        imageSoft: img(3, 'soft'),
        align: 'right',
      },
    ],
    autoplayMs: SLIDER_AUTOPLAY_MS,
    ratio: '12:5',
  },
  load: () => import('./slider'),
  hydrate: ({ slides }) => (slides.length > 1 ? 'load' : 'never'),
});
