// Dates and amounts in the visitor's language ("23 December 2026", "19,95 $"). Dates are read in
// UTC like every other date of the site, so a day never shifts between pages and the server.
import { useCallback } from 'react';
import { useAtomValue } from 'jotai';
import { bcp47Of } from '../../shared/locales';
import { localeAtom } from '../state/preferences';
import { dateTimeFormat, numberFormat } from '../../shared/intl-formats';

export function formatLongDate(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(bcp47Of(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

export function formatMoney(amount: number, currency: string, locale: string): string {
  try {
    return numberFormat(bcp47Of(locale), { style: 'currency', currency: currency || 'USD' }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}

export function useLongDate() {
  const locale = useAtomValue(localeAtom);
  return useCallback((iso: string) => formatLongDate(iso, locale), [locale]);
}

export function useMoney() {
  const locale = useAtomValue(localeAtom);
  return useCallback((amount: number, currency = 'USD') => formatMoney(amount, currency, locale), [locale]);
}
