// Starting and ending a session ("Session").
import type { KyInstance } from 'ky';
import type { AppStore } from '../app-providers';
import { getData } from '../api/client';
import { isTransient, RETRY_DELAYS_MS } from '../api/patient-retry';
import { assignLocation } from '../api/browser-navigation';
import { sessionUnavailableAtom, tokenAtom, userAtom, type SessionUser } from './session';
import { STORAGE_KEYS, writeStorage } from './storage';

/**
 * A stored token fetches the current user. A refused token clears the session silently ('token
 * expired'). A slow or failed answer (timeout, network, a busy server) is tried again after the
 * patient pauses and never logs the member out: they keep their token, and the next page loads
 * try again (before, one answer slower than the client's timeout under load logged members out).
 */
export async function loadSessionUser(api: KyInstance, store: AppStore): Promise<void> {
  store.set(sessionUnavailableAtom, false);
  for (let attempt = 0; store.get(tokenAtom); attempt++) {
    try {
      store.set(userAtom, await getData<SessionUser>(api, 'me'));
      return;
    } catch (error) {
      if (!isTransient(error)) {
        clearSession(store);
        return;
      }
      const pause = RETRY_DELAYS_MS[attempt];
      if (pause === undefined) {
        store.set(sessionUnavailableAtom, true);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}

/** Where a member lands whose session ended while using the site: the login page says why. */
export const AUTOLOGOUT_PATH = '/login/autologout';

/**
 * A request that carried the token was answered 401. While a stored session is still being
 * restored (no user known yet) the token was stale: it is forgotten silently and the visitor stays
 * on the page as a guest. Once a member was logged in, the session ended during use: log out to the
 * login page, which says so.
 */
export function endRejectedSession(store: AppStore): void {
  const wasLoggedIn = store.get(userAtom) !== null;
  clearSession(store);
  if (wasLoggedIn && typeof window !== 'undefined') assignLocation(AUTOLOGOUT_PATH);
}

export function clearSession(store: AppStore): void {
  for (const key of [STORAGE_KEYS.userToken, STORAGE_KEYS.hash, STORAGE_KEYS.userAccessToken, STORAGE_KEYS.loginToken]) {
    writeStorage('local', key, null);
  }
  store.set(tokenAtom, null);
  store.set(userAtom, null);
  store.set(sessionUnavailableAtom, false);
}

/**
 * Logout: call logout (a failure is only logged), clear the session, then go to
 * `target` with a full reload so no member data stays in memory. The same as the shell's logout in
 * app/app.tsx, for blocks that offer a logout of their own (the member menu).
 */
export async function logout(api: KyInstance, store: AppStore, target = '/'): Promise<void> {
  if (store.get(tokenAtom)) await api.post('logout').catch((error: unknown) => console.warn('logout failed', error));
  clearSession(store);
  if (typeof window !== 'undefined') assignLocation(target);
}
