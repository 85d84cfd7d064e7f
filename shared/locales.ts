// Locales: the four built in (with compiled catalogs) and any others the server supplies.
export const BUILT_IN_LOCALES = [
  { translateCode: 'en_US', lingui: 'en', permaLink: 'en', name: 'English' },
  { translateCode: 'de_DE', lingui: 'de', permaLink: 'de', name: 'Deutsch' },
  { translateCode: 'fr_FR', lingui: 'fr', permaLink: 'fr', name: 'Français' },
  { translateCode: 'es_ES', lingui: 'es', permaLink: 'es', name: 'Español' },
] as const;

export const linguiLocaleOf = (translateCode: string) =>
  BUILT_IN_LOCALES.find((l) => l.translateCode === translateCode)?.lingui ?? 'en';

/** `en_US` -> `en`: the first segment, used for the language-prefixed home routes. */
export const permaLinkOf = (translateCode: string) => translateCode.split('_')[0]!.toLowerCase();

export const localeNameOf = (translateCode: string) =>
  BUILT_IN_LOCALES.find((l) => l.translateCode === translateCode)?.name ?? translateCode;

/** BCP 47 tag for Intl and the html lang attribute: `de_DE` -> `de-DE`. */
export const bcp47Of = (translateCode: string) => translateCode.replace('_', '-');
