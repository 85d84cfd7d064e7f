import type { Locale } from '../../schemas/api/content';
import { serverTextsOf, type ServerTexts } from './server-text-records';

export interface ServerLocale {
  /** The texts the server supplies for the locale, if any. */
  texts?: ServerTexts;
  /** Locale names by translate code, as the server's locale records give them. */
  names: Record<string, string>;
}

/** The server's texts for a locale and the names of its locales, from the locale records (GET public/locales). */
export async function fetchServerLocale(fetchLocales: () => Promise<Locale[]>, translateCode: string): Promise<ServerLocale> {
  try {
    const locales = await fetchLocales();
    const texts = serverTextsOf(locales, translateCode);
    return { ...(texts ? { texts } : {}), names: Object.fromEntries(locales.map((l) => [l.translateCode, l.name])) };
  } catch (error) {
    console.warn(`Texts for locale ${translateCode} could not be loaded; showing the built-in texts.`, error);
    return { names: {} };
  }
}
