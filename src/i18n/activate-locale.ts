import type { I18n, Messages } from '@lingui/core';
import { COMPILED_LOCALES, bcp47Of, linguiLocaleOf } from '../../shared/locales';
import { overlayServerTexts, type ServerTexts } from './server-texts';

const catalogs: Record<string, () => Promise<{ messages: Messages }>> = {
  en: () => import('./locales/en/messages.po'),
  de: () => import('./locales/de/messages.po'),
  fr: () => import('./locales/fr/messages.po'),
  es: () => import('./locales/es/messages.po'),
  pseudo: () => import('./locales/pseudo/messages.po'),
};

export const isBuiltInLocale = (translateCode: string) => COMPILED_LOCALES.some((l) => l.translateCode === translateCode);

/**
 * Loads the catalog of a locale and activates it on this app's i18n instance. A locale supplied by
 * the server has no compiled catalog: it starts from English under its own BCP 47 tag (plurals,
 * dates and numbers follow it). Server texts override and extend either (./server-texts.ts).
 */
export async function activateLocale(i18n: I18n, translateCode: string, serverTexts?: ServerTexts): Promise<void> {
  const builtIn = isBuiltInLocale(translateCode);
  const lingui = linguiLocaleOf(translateCode);
  const { messages } = await catalogs[lingui]!();
  i18n.loadAndActivate({
    locale: builtIn ? lingui : bcp47Of(translateCode),
    messages: serverTexts ? overlayServerTexts(messages, serverTexts, lingui === 'en') : messages,
  });
}
