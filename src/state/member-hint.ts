// Keeps the member hint cookie (shared/member-hint.ts) in step with the session token: set while a
// token is stored, removed at logout or when the API rejects the session.
import type { createStore } from 'jotai';
import { MEMBER_HINT_COOKIE } from '../../shared/member-hint';
import { tokenAtom } from './session';
import { writePreferenceCookie } from './storage';

const hasHint = () => typeof document !== 'undefined' && document.cookie.split(';').some((part) => part.trim().startsWith(`${MEMBER_HINT_COOKIE}=`));

export function followMemberHint(store: ReturnType<typeof createStore>): () => void {
  const sync = () => {
    const member = store.get(tokenAtom) !== null;
    if (member !== hasHint()) writePreferenceCookie(MEMBER_HINT_COOKIE, member ? '1' : null);
  };
  sync();
  return store.sub(tokenAtom, sync);
}
