// The languages a content text is written in: English first (the item's own `fullName` and
// `description`), then every other language the site configuration offers (`names`).
import { useSiteConfig } from '../../../src/config/site-config-context';

export const BASE_LOCALE = 'en_US';

export function useSiteLocales(): string[] {
  const available = useSiteConfig().core.locales.available;
  return [BASE_LOCALE, ...available.filter((code) => code !== BASE_LOCALE)];
}

/** The key of a text in `names`: `fullName_de_DE`. */
export const nameKey = (field: string, code: string) => `${field}_${code}`;
