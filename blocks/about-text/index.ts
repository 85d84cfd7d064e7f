import { Type } from '@sinclair/typebox';
import { defineBlock, type BlockDefinition } from '../define-block';
import { ImageWidths, SoftImageWidths } from '../shared-props';
import { LocalizedText } from '../../src/i18n/localized-text';
import { DEFAULT_IMAGE } from './default-image';

const schema = Type.Object({
  slogan: Type.Optional(LocalizedText),
  sections: Type.Array(Type.Object({ heading: LocalizedText, text: LocalizedText }, { additionalProperties: false }), {
    maxItems: 6,
    description: 'up to six sections beside the image, each a heading and its text',
  }),
  image: ImageWidths,
  imageSoft: Type.Optional(SoftImageWidths),
});

export const aboutText: BlockDefinition<typeof schema> = defineBlock({
  type: 'aboutText',
  title: 'About text',
  module: 'about',
  description: 'A slogan and text sections beside an upright image (the about page).',
  schema,
  defaults: {
    slogan: {
      en_US: 'Experience Emotions in perfection',
      de_DE: 'Emotions in Perfektion erleben',
      fr_FR: 'Vivez Emotions à la perfection',
      es_ES: 'Vive Emotions a la perfección',
    },
    sections: [
      {
        heading: { en_US: 'Who we are', de_DE: 'Wer wir sind', fr_FR: 'Qui sommes-nous', es_ES: 'Quiénes somos' },
        text: {
          en_US: 'A small studio producing exclusive photo and video sets with our own crew.',
          de_DE: 'Ein kleines Studio, das mit eigenem Team exklusive Foto- und Videosets produziert.',
          fr_FR: 'Un petit studio qui produit des séries photo et vidéo exclusives avec sa propre équipe.',
          es_ES: 'Un pequeño estudio que produce sesiones de fotos y vídeos exclusivas con su propio equipo.',
        },
      },
      {
        heading: { en_US: 'What you get', de_DE: 'Was Sie erwartet', fr_FR: 'Ce que vous obtenez', es_ES: 'Lo que obtienes' },
        text: {
          en_US: 'New updates every week in up to 4K, galleries in full resolution and unlimited streaming.',
          de_DE: 'Jede Woche neue Updates in bis zu 4K, Galerien in voller Auflösung und unbegrenztes Streaming.',
          fr_FR: 'Des nouveautés chaque semaine jusqu’en 4K, des galeries en pleine résolution et le streaming illimité.',
          es_ES: 'Novedades cada semana en hasta 4K, galerías a resolución completa y streaming ilimitado.',
        },
      },
    ],
    ...DEFAULT_IMAGE,
  },
  load: () => import('./about-text'),
  hydrate: 'never',
});
