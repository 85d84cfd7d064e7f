// Logging in ("Login form"): POST login, keep the token, derive the member access token,
// then load the current user. An account with two-factor sign-in answers a challenge instead of a
// token; `loginWithCode` sends it with the code from the app (or a recovery code).
import type { KyInstance } from 'ky';
import type { LoginResult } from '../../schemas/api/membership';
import type { LoginChallenge } from '../../schemas/api/two-factor';
import type { AppStore } from '../app-providers';
import { getData } from '../api/client';
import { tokenAtom, userAtom, type SessionUser } from './session';
import { STORAGE_KEYS, writeStorage } from './storage';

/** The member access token: the hash followed by the digits of created_at (separators removed). */
export const memberAccessToken = (hash: string, createdAt: string) => `${hash}${createdAt.replace(/\D/g, '')}`;

/** A login whose password was right: the user, or the challenge of the two-factor step. */
export type LoginOutcome = { user: SessionUser } | { challenge: string };

/**
 * Logs in and loads the user. Throws ky's HTTPError on a rejected login (401/422 for wrong
 * credentials) or any other failure; nothing is stored then.
 */
export async function login(api: KyInstance, store: AppStore, username: string, password: string): Promise<LoginOutcome> {
  const { data } = await api.post('login', { json: { username, password } }).json<{ data: LoginResult | LoginChallenge }>();
  if ('twoFactorRequired' in data) return { challenge: data.challenge };
  return { user: await startSession(api, store, data) };
}

/** The two-factor step: the login's challenge with a 6-digit code or a recovery code. */
export async function loginWithCode(api: KyInstance, store: AppStore, challenge: string, code: string): Promise<SessionUser> {
  const { data } = await api.post('login/two-factor', { json: { challenge, code } }).json<{ data: LoginResult }>();
  return startSession(api, store, data);
}

async function startSession(api: KyInstance, store: AppStore, data: LoginResult): Promise<SessionUser> {
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
