// Who is logged in. The token lives in local storage (`user-token`); the user comes from `me`.
import { atom } from 'jotai';

export interface SessionUser {
  id: number;
  username: string;
  email: string;
  role_id: number;
  created_at: string;
  customer?: { hasAccess: boolean; validUntil?: string | null };
}

export const tokenAtom = atom<string | null>(null);
export const userAtom = atom<SessionUser | null>(null);
export const isLoggedInAtom = atom((get) => get(userAtom) !== null);
