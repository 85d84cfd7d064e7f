// Operator-written texts in a configuration may be one string or one per locale.
import { Type, type Static } from '@sinclair/typebox';

export const LocalizedText = Type.Union(
  [
    Type.String(),
    Type.Record(Type.String({ pattern: '^[a-z]{2}_[A-Z]{2}$' }), Type.String(), {
      description: 'one text per translate code, e.g. { "en_US": "Hello", "de_DE": "Hallo" }',
      // A key that is no translate code (a typo such as "en_us") would never be shown.
      additionalProperties: false,
      minProperties: 1,
    }),
  ],
  { description: 'a text, or a map from translate code to text' },
);
export type LocalizedText = Static<typeof LocalizedText>;

/** The same schema with its own description, for a field that should say what the text is for. */
export const localizedText = (description: string) => Type.Union(LocalizedText.anyOf, { description });
