// Mail follows the language a member uses the site in: when the site starts with a member signed
// in, when a member signs in, and whenever a signed-in member's interface language changes (the
// language menu, a language-prefixed home page, a German browser's first visit), the language is
// saved to the account (PUT me/locale). A failed save changes nothing on screen: the
// next change or sign-in tries again.
import type { createStore } from 'jotai';
import type { KyInstance } from 'ky';
import { localeAtom } from './preferences';
import { tokenAtom } from './session';

export const MEMBER_LOCALE_PATH = 'me/locale';

export function followMemberLocale(api: KyInstance, store: ReturnType<typeof createStore>): () => void {
  let saved: { token: string | null; locale: string | null } = { token: null, locale: null };
  const sync = () => {
    const now = { token: store.get(tokenAtom), locale: store.get(localeAtom) };
    if (!now.token || (now.token === saved.token && now.locale === saved.locale)) {
      saved = now;
      return;
    }
    saved = now;
    api.put(MEMBER_LOCALE_PATH, { json: { locale: now.locale } }).catch(() => {
      saved = { token: null, locale: now.locale };
    });
  };
  sync();
  const offToken = store.sub(tokenAtom, sync);
  const offLocale = store.sub(localeAtom, sync);
  return () => {
    offToken();
    offLocale();
  };
}
