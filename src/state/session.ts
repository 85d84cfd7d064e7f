// Who is logged in. The token lives in local storage (`user-token`); the user comes from `me`.
import { atom } from 'jotai';
import type { CurrentUser } from '../../schemas/api/membership';

/** The `me` answer; customer and membership may be missing in older answers, stories and tests. */
export type SessionUser = Pick<CurrentUser, 'id' | 'username' | 'email' | 'role_id' | 'created_at'> & Partial<Pick<CurrentUser, 'customer' | 'membership'>>;

export const tokenAtom = atom<string | null>(null);
export const userAtom = atom<SessionUser | null>(null);
export const isLoggedInAtom = atom((get) => get(userAtom) !== null);

/** A stored token whose `me` kept failing (timeouts, a busy server) after the patient retries: the member is not logged out, but their pages cannot show yet. */
export const sessionUnavailableAtom = atom(false);
