// Fractions as percentages in the active locale ("42 %" in German and French, "42%" in English).
import { useAtomValue } from 'jotai';
import { bcp47Of } from '../../../shared/locales';
import { numberFormat } from '../../../shared/intl-formats';
import { localeAtom } from '../../../src/state/preferences';

export function usePercent() {
  const bcp47 = bcp47Of(useAtomValue(localeAtom));
  return (fraction: number) => numberFormat(bcp47, { style: 'percent', maximumFractionDigits: 0 }).format(Math.min(1, Math.max(0, fraction)));
}
