// Logging in ("Login form"): POST login, keep the token, derive the member access token,
// then load the current user.
import type { KyInstance } from 'ky';
import type { LoginResult } from '../../schemas/api/membership';
import type { AppStore } from '../app-providers';
import { getData } from '../api/client';
import { tokenAtom, userAtom, type SessionUser } from './session';
import { STORAGE_KEYS, writeStorage } from './storage';

/** The member access token: the hash followed by the digits of created_at (separators removed). */
export const memberAccessToken = (hash: string, createdAt: string) => `${hash}${createdAt.replace(/\D/g, '')}`;

/**
 * Logs in and loads the user. Throws ky's HTTPError on a rejected login (401/422 for wrong
 * credentials) or any other failure; nothing is stored then.
 */
export async function login(api: KyInstance, store: AppStore, username: string, password: string): Promise<SessionUser> {
  const { data } = await api.post('login', { json: { username, password } }).json<{ data: LoginResult }>();
  writeStorage('local', STORAGE_KEYS.userToken, data.token);
  writeStorage('local', STORAGE_KEYS.hash, data.hash);
  store.set(tokenAtom, data.token);
  try {
    const user = await getData<SessionUser>(api, 'me');
    writeStorage('local', STORAGE_KEYS.userAccessToken, memberAccessToken(data.hash, user.created_at));
    store.set(userAtom, user);
    return user;
  } catch (error) {
    // A login whose user cannot be loaded is no login: leave nothing half stored.
    for (const key of [STORAGE_KEYS.userToken, STORAGE_KEYS.hash, STORAGE_KEYS.userAccessToken]) writeStorage('local', key, null);
    store.set(tokenAtom, null);
    throw error;
  }
}
