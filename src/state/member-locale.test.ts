import { describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai';
import type { KyInstance } from 'ky';
import { followMemberLocale, MEMBER_LOCALE_PATH } from './member-locale';
import { localeAtom } from './preferences';
import { tokenAtom } from './session';

const fakeApi = () => {
  const put = vi.fn((_path: string, _options: { json: { locale: string } }) => Promise.resolve(new Response('{}')));
  return { api: { put } as unknown as KyInstance, saved: () => put.mock.calls.map(([path, options]) => [path, options.json.locale]) };
};

describe('the member language follows the interface', () => {
  it('saves the language when the site starts signed in, on sign-in and on every switch, never for a visitor', () => {
    const store = createStore();
    store.set(localeAtom, 'de_DE');
    const { api, saved } = fakeApi();
    const stop = followMemberLocale(api, store);
    // A visitor: nothing to save.
    store.set(localeAtom, 'fr_FR');
    expect(saved()).toEqual([]);
    store.set(tokenAtom, 'session-1');
    store.set(localeAtom, 'es_ES');
    store.set(localeAtom, 'es_ES');
    expect(saved()).toEqual([
      [MEMBER_LOCALE_PATH, 'fr_FR'],
      [MEMBER_LOCALE_PATH, 'es_ES'],
    ]);
    stop();
    store.set(localeAtom, 'en_US');
    expect(saved()).toHaveLength(2);

    const signedIn = createStore();
    signedIn.set(tokenAtom, 'session-2');
    signedIn.set(localeAtom, 'de_DE');
    const again = fakeApi();
    followMemberLocale(again.api, signedIn)();
    expect(again.saved()).toEqual([[MEMBER_LOCALE_PATH, 'de_DE']]);
  });
});
