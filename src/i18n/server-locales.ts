import type { KyInstance } from 'ky';
import type { Locale } from '../../schemas/api/content';
import { getData } from '../api/client';

/** The server's texts for a locale it supplies (GET public/locales); none when it has no such locale. */
export async function fetchServerLang(api: KyInstance, translateCode: string): Promise<Record<string, string> | undefined> {
  try {
    const locales = await getData<Locale[]>(api, 'public/locales');
    return locales.find((locale) => locale.translateCode === translateCode)?.lang;
  } catch (error) {
    console.warn(`Texts for locale ${translateCode} could not be loaded; showing English.`, error);
    return undefined;
  }
}
