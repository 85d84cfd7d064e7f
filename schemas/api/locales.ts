// Staff writes of locales and their texts (the public reads: Locale in ./content.ts).
import { Type, type Static } from '@sinclair/typebox';

export const TRANSLATE_CODE_PATTERN = '^[a-z]{2}_[A-Z]{2}$';
/** Text keys are stored in a column of 191 characters. */
export const TEXT_KEY_MAX = 191;
export const TEXT_MAX = 10_000;

export const TranslateCode = Type.String({ pattern: TRANSLATE_CODE_PATTERN, description: 'translate code, e.g. it_IT' });

/** A text, or null to remove it (the key falls back to English). */
const TextOrRemove = Type.Union([Type.String({ maxLength: TEXT_MAX }), Type.Null()]);

export const LocaleBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 64, description: 'the name the language menu shows, e.g. Italiano' }),
    id: Type.Optional(Type.String({ pattern: '^[a-z]{2}-[A-Z]{2}$', description: 'e.g. it-IT (default: from the translate code)' })),
    permaLink: Type.Optional(Type.String({ pattern: '^[a-z]{2}$', description: 'e.g. it (default: from the translate code)' })),
    langCode: Type.Optional(Type.String({ pattern: '^[a-z]{2}$', description: 'e.g. it (default: from the translate code)' })),
    lang: Type.Optional(
      Type.Record(Type.String(), TextOrRemove, {
        maxProperties: 5000,
        description:
          'Texts by key, merged into the stored ones (null removes one). A key is an interface text in English as the catalogs have it ("Search", "{from}–{to} of {all}"), a translation record\'s langKey whose lang_en_US is such a text, or a key of its own. Texts are ICU messages.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type LocaleBody = Static<typeof LocaleBody>;

/** A translation record: `langKey` and one `lang_<translateCode>` text per locale. */
export const TranslationRecord = Type.Object(
  { langKey: Type.String({ minLength: 1, maxLength: TEXT_KEY_MAX }) },
  { additionalProperties: false, patternProperties: { '^lang_[a-z]{2}_[A-Z]{2}$': TextOrRemove }, description: 'langKey and lang_<translateCode> texts, e.g. lang_en_US, lang_it_IT' },
);
export type TranslationRecord = { langKey: string } & Record<`lang_${string}`, string | null>;

export const TranslationsBody = Type.Object(
  { records: Type.Array(TranslationRecord, { minItems: 1, maxItems: 1000, description: 'records to add or change; a null text removes that text' }) },
  { additionalProperties: false },
);
export type TranslationsBody = Static<typeof TranslationsBody>;
