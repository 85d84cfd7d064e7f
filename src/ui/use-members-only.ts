// Members-only actions (favourite, rate, download): a visitor gets the members-only modal, a
// logged-in user the action itself. The actions are in src/api/member-actions.ts (the server takes
// the user from the token); `useSessionRating` in src/ui/use-session-rating.ts keeps ratings to once
// per session. Model favourites are for members and premium members only: pass `mayFavouriteModels`
// from shared/roles.ts as `allowed`, and every other user gets the members-only modal too. A click
// while a stored session is still being restored (a token, no user yet) waits for it instead of
// calling a member a visitor.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { tokenAtom, userAtom, type SessionUser } from '../state/session';

export interface MembersOnly {
  /**
   * Runs `memberAction` for a logged-in user (who passes `allowed`, when given), otherwise opens the
   * members-only modal.
   */
  requireMember: (memberAction?: () => void, allowed?: (user: SessionUser) => boolean) => void;
  /** Spread onto `<MembersOnlyModal />`. */
  modal: { open: boolean; onClose: () => void };
}

export function useMembersOnly(): MembersOnly {
  const user = useAtomValue(userAtom);
  const token = useAtomValue(tokenAtom);
  const [open, setOpen] = useState(false);
  const pending = useRef<{ memberAction?: () => void; allowed?: (user: SessionUser) => boolean } | null>(null);
  const decide = useCallback((current: SessionUser | null, memberAction?: () => void, allowed?: (user: SessionUser) => boolean) => {
    if (current && (!allowed || allowed(current))) memberAction?.();
    else setOpen(true);
  }, []);
  const restoring = token !== null && user === null;
  useEffect(() => {
    if (restoring || !pending.current) return;
    const { memberAction, allowed } = pending.current;
    pending.current = null;
    decide(user, memberAction, allowed);
  }, [restoring, user, decide]);
  const requireMember = useCallback(
    (memberAction?: () => void, allowed?: (user: SessionUser) => boolean) => {
      if (restoring) pending.current = { memberAction, allowed };
      else decide(user, memberAction, allowed);
    },
    [restoring, user, decide],
  );
  const onClose = useCallback(() => setOpen(false), []);
  return { requireMember, modal: { open, onClose } };
}
