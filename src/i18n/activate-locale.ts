import type { I18n, Messages } from '@lingui/core';
import { COMPILED_LOCALES, linguiLocaleOf } from '../../shared/locales';

const catalogs: Record<string, () => Promise<{ messages: Messages }>> = {
  en: () => import('./locales/en/messages.po'),
  de: () => import('./locales/de/messages.po'),
  fr: () => import('./locales/fr/messages.po'),
  es: () => import('./locales/es/messages.po'),
  pseudo: () => import('./locales/pseudo/messages.po'),
};

export const isBuiltInLocale = (translateCode: string) => COMPILED_LOCALES.some((l) => l.translateCode === translateCode);

/**
 * A locale supplied by the server ("plus locales supplied by the server") has no
 * compiled catalog: start from English and replace every plain text the server translates.
 * Translation records are keyed by the English text (`langKey`).
 */
export function overlayServerTranslations(english: Messages, lang: Record<string, string>): Messages {
  return Object.fromEntries(
    Object.entries(english).map(([id, compiled]) => {
      const source = typeof compiled === 'string' ? compiled : Array.isArray(compiled) && compiled.every((p) => typeof p === 'string') ? compiled.join('') : null;
      return [id, source !== null && lang[source] ? lang[source] : compiled];
    }),
  ) as Messages;
}

/** Loads the catalog of a locale and activates it on this app's i18n instance. */
export async function activateLocale(i18n: I18n, translateCode: string, serverLang?: Record<string, string>): Promise<void> {
  if (isBuiltInLocale(translateCode) || !serverLang) {
    const lingui = linguiLocaleOf(translateCode);
    const { messages } = await catalogs[lingui]!();
    i18n.loadAndActivate({ locale: lingui, messages });
    return;
  }
  const { messages } = await catalogs.en!();
  i18n.loadAndActivate({ locale: translateCode.replace('_', '-'), messages: overlayServerTranslations(messages, serverLang) });
}
