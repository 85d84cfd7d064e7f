// The desk's table of interface texts per locale (server/desk/translations.ts): each key of the
// interface catalogs and of the operator's translation records, its English source, the text the
// site shows in the locale and whether that text is missing (falls back to English).
import { Type, type Static } from '@sinclair/typebox';
import { TEXT_MAX, TRANSLATE_CODE_PATTERN } from './locales';

export const DeskTranslationsQuery = Type.Object({
  locale: Type.String({ pattern: TRANSLATE_CODE_PATTERN, description: 'translate code, e.g. de_DE' }),
  q: Type.Optional(Type.String({ maxLength: 100, description: 'part of the key, the English or the current text' })),
  missing: Type.Optional(Type.Boolean({ description: 'true: only missing texts' })),
  p: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000, description: 'page, from 0' })),
  s: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: 'page size (default 30)' })),
});
export type DeskTranslationsQuery = Static<typeof DeskTranslationsQuery>;

export const DeskTranslation = Type.Object({
  key: Type.String({ description: 'the English source text as the catalogs have it, or a key of its own' }),
  english: Type.String({ description: 'the English text' }),
  text: Type.String({ description: 'what the site shows in the locale ("" when missing)' }),
  builtIn: Type.String({ description: 'the catalog text of the locale, if any' }),
  overridden: Type.Boolean({ description: 'the operator has set a text for this key and locale' }),
  missing: Type.Boolean({ description: 'no text in this locale: the site shows English' }),
});
export type DeskTranslation = Static<typeof DeskTranslation>;

export const DeskTranslationBody = Type.Object(
  { text: Type.Union([Type.String({ minLength: 1, maxLength: TEXT_MAX }), Type.Null()], { description: 'an ICU message; null removes the operator text (the catalog text returns)' }) },
  { additionalProperties: false },
);
export type DeskTranslationBody = Static<typeof DeskTranslationBody>;
