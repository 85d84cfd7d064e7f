// Picking an operator text for a locale, apart from the TypeBox schema of such texts
// (localized-text.ts) so that pages do not ship the schema builder.
import type { LocalizedText } from './localized-text';

/** Picks the text for a locale: exact, else the default locale, else the first one. */
export function pickLocalized(text: LocalizedText | undefined, locale: string, fallbackLocale = 'en_US'): string {
  if (text === undefined) return '';
  if (typeof text === 'string') return text;
  return text[locale] ?? text[fallbackLocale] ?? Object.values(text)[0] ?? '';
}
