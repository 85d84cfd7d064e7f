// The session's user as blocks may show it. A server-rendered page was rendered for a visitor, and a
// block must hydrate with exactly that markup even when the session's user is already known (the
// app waits for hydration before loading the user, but only up to a timeout, and a slow block chunk
// can take longer). So markup that depends on the user reads it through these hooks: null while the
// block hydrates, the user right after. A page rendered in the browser gets the user at once.
import { useSyncExternalStore } from 'react';
import { useAtomValue } from 'jotai';
import { userAtom, type SessionUser } from './session';

const never = () => () => {};

/** False only while React hydrates server HTML. */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );

export function useRenderedUser(): SessionUser | null {
  const user = useAtomValue(userAtom);
  return useHydrated() ? user : null;
}

export const useRenderedLoggedIn = (): boolean => useRenderedUser() !== null;
