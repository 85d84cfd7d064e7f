import { Type } from '@sinclair/typebox';
import { defineBlock, type BlockDefinition } from '../define-block';
import { LocalizedText } from '../../src/i18n/localized-text';

const schema = Type.Object({
  text: LocalizedText,
  subtitle: Type.Optional(LocalizedText),
  level: Type.Union([Type.Literal(1), Type.Literal(2)], { description: 'heading level: 1 for the page title (one per page), 2 for a section' }),
  align: Type.Union([Type.Literal('left'), Type.Literal('center')], { description: 'alignment of the headline and its subtitle' }),
});

export const headline: BlockDefinition<typeof schema> = defineBlock({
  type: 'headline',
  title: 'Headline',
  description: 'A page headline with an optional subtitle.',
  schema,
  defaults: { text: { en_US: 'Headline', de_DE: 'Überschrift', fr_FR: 'Titre', es_ES: 'Título' }, level: 1, align: 'left' },
  load: () => import('./headline'),
  hydrate: 'never',
});
