// Renders children as a logged-in user (stories and tests): sets the session atoms before the first render.
import type { ReactNode } from 'react';
import { useHydrateAtoms } from 'jotai/utils';
import { tokenAtom, userAtom, type SessionUser } from '../state/session';

export function WithUser({ user, token = 'mock-session-token', children }: { user: SessionUser; token?: string; children: ReactNode }) {
  useHydrateAtoms([
    [tokenAtom, token],
    [userAtom, user],
  ] as const);
  return <>{children}</>;
}
