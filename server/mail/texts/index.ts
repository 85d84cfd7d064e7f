// Mail texts by site locale; any other locale gets English.
import type { MailTexts } from './mail-texts';
import { enUS } from './en-us';
import { deDE } from './de-de';
import { frFR } from './fr-fr';
import { esES } from './es-es';

export const MAIL_TEXTS: Record<string, MailTexts> = { en_US: enUS, de_DE: deDE, fr_FR: frFR, es_ES: esES };

/** Mail is written in this locale (one of the four), not in a fallback. */
export const isMailLocale = (locale: string | undefined): locale is string => locale !== undefined && locale in MAIL_TEXTS;

/** `de_DE`, `de-DE` or `de` -> `de_DE`; unknown -> `en_US`. */
export function mailLocale(locale: string | undefined): string {
  const normalized = (locale ?? '').replace('-', '_');
  if (MAIL_TEXTS[normalized]) return normalized;
  const language = normalized.split('_')[0]!.toLowerCase();
  return Object.keys(MAIL_TEXTS).find((code) => code.startsWith(`${language}_`)) ?? 'en_US';
}
