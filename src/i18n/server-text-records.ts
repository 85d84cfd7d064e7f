// The texts a locale gets from the server's locale records (GET public/locales), before they are
// laid over the interface catalog (./server-texts.ts).
import type { Locale } from '../../schemas/api/content';

export const ENGLISH = 'en_US';

export interface ServerTexts {
  /** The locale's texts by key. */
  lang: Record<string, string>;
  /** English texts by key: which message a key names and the fallback for keys the locale lacks. */
  english: Record<string, string>;
}

/** The server texts a locale needs from the server's locale list; none when the server has none. */
export function serverTextsOf(locales: readonly Locale[], translateCode: string): ServerTexts | undefined {
  const langOf = (code: string) => locales.find((l) => l.translateCode === code)?.lang ?? {};
  const texts = { lang: langOf(translateCode), english: langOf(ENGLISH) };
  return Object.keys(texts.lang).length || Object.keys(texts.english).length ? texts : undefined;
}
