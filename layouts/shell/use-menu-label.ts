// The visible label of a navigation or footer entry: the operator's title in the visitor's
// language, else the translated default.
import { useLingui } from '@lingui/react';
import { useLocalized } from '../../src/i18n/use-localized';
import type { MenuEntry } from './menu-entries';

export function useMenuLabel(): (entry: MenuEntry) => string {
  const { i18n } = useLingui();
  const localized = useLocalized();
  return (entry) => (entry.title !== undefined ? localized(entry.title) : i18n._(entry.label));
}
