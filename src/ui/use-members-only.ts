// Members-only actions (favourite, rate, download): a visitor gets the members-only modal, a
// logged-in user the action itself. The actions are in src/api/member-actions.ts (the server takes
// the user from the token); `useSessionRating` in src/ui/use-session-rating.ts keeps ratings to once
// per session. Model favourites are for members and premium members only: pass `mayFavouriteModels`
// from shared/roles.ts as `allowed`, and every other user gets the members-only modal too.
import { useCallback, useState } from 'react';
import { useAtomValue } from 'jotai';
import { userAtom, type SessionUser } from '../state/session';

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
  const [open, setOpen] = useState(false);
  const requireMember = useCallback(
    (memberAction?: () => void, allowed?: (user: SessionUser) => boolean) => {
      if (user && (!allowed || allowed(user))) memberAction?.();
      else setOpen(true);
    },
    [user],
  );
  const onClose = useCallback(() => setOpen(false), []);
  return { requireMember, modal: { open, onClose } };
}
