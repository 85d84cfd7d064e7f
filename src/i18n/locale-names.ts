// Locale names as the server's locale records give them: a locale the server supplies is shown
// by its own name ("Italiano"), not its code; built-in locales keep theirs until the list arrives.
import { atom, useAtomValue } from 'jotai';
import { localeNameOf } from '../../shared/locales';

/** Names by translate code from GET public/locales. */
export const localeNamesAtom = atom<Record<string, string>>({});

export function useLocaleNameOf(): (translateCode: string) => string {
  const names = useAtomValue(localeNamesAtom);
  return (translateCode) => names[translateCode] || localeNameOf(translateCode);
}
