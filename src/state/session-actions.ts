// Starting and ending a session ("Session").
import type { KyInstance } from 'ky';
import type { AppStore } from '../app-providers';
import { getData } from '../api/client';
import { tokenAtom, userAtom, type SessionUser } from './session';
import { STORAGE_KEYS, writeStorage } from './storage';

/** A stored token fetches the current user; a failure clears the token silently ('token expired'). */
export async function loadSessionUser(api: KyInstance, store: AppStore): Promise<void> {
  if (!store.get(tokenAtom)) return;
  try {
    store.set(userAtom, await getData<SessionUser>(api, 'me'));
  } catch {
    clearSession(store);
  }
}

export function clearSession(store: AppStore): void {
  for (const key of [STORAGE_KEYS.userToken, STORAGE_KEYS.hash, STORAGE_KEYS.userAccessToken, STORAGE_KEYS.loginToken]) {
    writeStorage('local', key, null);
  }
  store.set(tokenAtom, null);
  store.set(userAtom, null);
}

/**
 * Logout: call logout (a failure is only logged), clear the session, then go to
 * `target` with a full reload so no member data stays in memory. The same as the shell's logout in
 * app/app.tsx, for blocks that offer a logout of their own (the member menu).
 */
export async function logout(api: KyInstance, store: AppStore, target = '/'): Promise<void> {
  if (store.get(tokenAtom)) await api.post('logout').catch((error: unknown) => console.warn('logout failed', error));
  clearSession(store);
  if (typeof window !== 'undefined') window.location.assign(target);
}
