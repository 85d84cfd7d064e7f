import { Type } from '@sinclair/typebox';
import { defineBlock, type BlockDefinition } from '../define-block';
import { LocalizedText } from '../../src/i18n/localized-text';

const schema = Type.Object({
  html: LocalizedText,
  narrow: Type.Boolean({ description: 'limit the line length for reading' }),
});

export const richText: BlockDefinition<typeof schema> = defineBlock({
  type: 'richText',
  title: 'Rich text',
  description: 'Operator-written HTML (headings, paragraphs, lists, links), sanitized before rendering.',
  schema,
  defaults: { html: { en_US: '<p>Text</p>', de_DE: '<p>Text</p>', fr_FR: '<p>Texte</p>', es_ES: '<p>Texto</p>' }, narrow: true },
  load: () => import('./rich-text'),
  hydrate: 'never',
});
