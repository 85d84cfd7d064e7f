import { Type } from '@sinclair/typebox';
import { defineBlock, type BlockDefinition } from '../define-block';
import { LocalizedText } from '../../src/i18n/localized-text';

const schema = Type.Object({
  items: Type.Array(Type.Object({ title: LocalizedText, text: LocalizedText }, { additionalProperties: false }), {
    maxItems: 6,
    description: 'up to six slogans, each a short title and a line of text',
  }),
});

export const slogans: BlockDefinition<typeof schema> = defineBlock({
  type: 'slogans',
  title: 'Slogans',
  description: 'A band of short slogans with icons.',
  schema,
  defaults: {
    items: [
      {
        title: { en_US: 'Girls only', de_DE: 'Nur Frauen', fr_FR: 'Que des filles', es_ES: 'Solo chicas' },
        text: {
          en_US: 'Handpicked models, shot by our own crew.',
          de_DE: 'Handverlesene Models, fotografiert von unserem eigenen Team.',
          fr_FR: 'Des modèles triées sur le volet, filmées par notre propre équipe.',
          es_ES: 'Modelos seleccionadas a mano, fotografiadas por nuestro propio equipo.',
        },
      },
      {
        title: {
          en_US: 'Exclusive content mega site',
          de_DE: 'Die Megasite für exklusive Inhalte',
          fr_FR: 'Le méga-site de contenus exclusifs',
          es_ES: 'El megasitio de contenido exclusivo',
        },
        text: {
          en_US: 'Videos, photo galleries and DVDs you find nowhere else.',
          de_DE: 'Videos, Fotogalerien und DVDs, die es nirgendwo sonst gibt.',
          fr_FR: 'Des vidéos, des galeries photo et des DVD introuvables ailleurs.',
          es_ES: 'Vídeos, galerías de fotos y DVD que no encontrarás en ningún otro sitio.',
        },
      },
      {
        title: {
          en_US: 'Pure emotions without restraint',
          de_DE: 'Pure Emotionen ohne Zurückhaltung',
          fr_FR: 'Des émotions pures, sans retenue',
          es_ES: 'Emociones puras sin reservas',
        },
        text: {
          en_US: 'Experience Emotions in perfection.',
          de_DE: 'Emotions in Perfektion erleben.',
          fr_FR: 'Vivez Emotions à la perfection.',
          es_ES: 'Vive Emotions a la perfección.',
        },
      },
    ],
  },
  load: () => import('./slogans'),
  hydrate: 'never',
});
