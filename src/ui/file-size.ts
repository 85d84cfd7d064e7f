// File sizes for download and resolution choices, in the active locale (e.g. "151 kB", "1,2 MB").
import { useAtomValue } from 'jotai';
import { bcp47Of } from '../../shared/locales';
import { localeAtom } from '../state/preferences';
import { numberFormat } from '../../shared/intl-formats';

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** Bytes in decimal units (1 kB = 1000 bytes), one decimal below 10. */
export function formatFileSize(bytes: number, bcp47: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return numberFormat(bcp47, {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit > 0 && value < 10 ? 1 : 0,
  }).format(value);
}

export function useFormatFileSize() {
  const locale = useAtomValue(localeAtom);
  const bcp47 = bcp47Of(locale);
  return (bytes: number) => formatFileSize(bytes, bcp47);
}
