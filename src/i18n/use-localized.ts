import { useAtomValue } from 'jotai';
import { localeAtom } from '../state/preferences';
import { useSiteConfig } from '../config/site-config-context';
import type { LocalizedText } from './localized-text';
import { pickLocalized } from './pick-localized';

/** Resolves an operator-written text for the active locale. */
export function useLocalized(): (text: LocalizedText | undefined) => string {
  const locale = useAtomValue(localeAtom);
  const fallback = useSiteConfig().core.locales.default;
  return (text) => pickLocalized(text, locale, fallback);
}
