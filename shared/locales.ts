// Locales: the four built in (with compiled catalogs) and any others the server supplies.
export const BUILT_IN_LOCALES = [
  { translateCode: 'en_US', lingui: 'en', permaLink: 'en', name: 'English' },
  { translateCode: 'de_DE', lingui: 'de', permaLink: 'de', name: 'Deutsch' },
  { translateCode: 'fr_FR', lingui: 'fr', permaLink: 'fr', name: 'Français' },
  { translateCode: 'es_ES', lingui: 'es', permaLink: 'es', name: 'Español' },
] as const;

/**
 * Lingui's pseudolocalization of the English texts (accented letters), for layout and
 * completeness checks: any text left unaccented is not an interface message. It has a compiled
 * catalog but no shipped configuration lists it; a test or QA configuration adds it to
 * `core.locales.available`.
 */
export const PSEUDO_LOCALE = { translateCode: 'xx_XA', lingui: 'pseudo', permaLink: 'xx', name: 'Pseudo' } as const;

/** Every locale with a compiled interface catalog. */
export const COMPILED_LOCALES = [...BUILT_IN_LOCALES, PSEUDO_LOCALE] as const;

export const linguiLocaleOf = (translateCode: string) =>
  COMPILED_LOCALES.find((l) => l.translateCode === translateCode)?.lingui ?? 'en';

/** `en_US` -> `en`: the first segment, used for the language-prefixed home routes. */
export const permaLinkOf = (translateCode: string) => translateCode.split('_')[0]!.toLowerCase();

export const localeNameOf = (translateCode: string) =>
  COMPILED_LOCALES.find((l) => l.translateCode === translateCode)?.name ?? translateCode;

/** BCP 47 tag for Intl and the html lang attribute: `de_DE` -> `de-DE`. */
export const bcp47Of = (translateCode: string) => translateCode.replace('_', '-');
