// Favourite toggles and star ratings for members (section 4, "Favourite" and "Rating"). Visitors
// (and, for model favourites, roles other than 1 and 3) get the members-only modal instead.
import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { getList } from '../api/client';
import { useApi } from '../api/api-context';
import { FAVOURITE_MODELS_PATH, FAVOURITES_PATH, mayFavouriteModels, useMemberActions, type ModelFavouriteRef } from '../api/member-actions';
import type { Favourite } from '../api/member';
import { readStorage, SESSION_KEYS, writeStorage } from '../state/storage';
import { useMembersOnly } from './use-members-only';

/** Marks every cached favourites list stale, so grids and hearts reload (section 4). */
function useReloadFavourites() {
  const { mutate } = useSWRConfig();
  return useCallback(
    () => mutate((key) => Array.isArray(key) && (key[1] === FAVOURITES_PATH || key[1] === FAVOURITE_MODELS_PATH)),
    [mutate],
  );
}

export interface FavouriteToggle {
  pressed: boolean;
  busy: boolean;
  onToggle: () => void;
  /** Spread onto `<MembersOnlyModal />`. */
  modal: { open: boolean; onClose: () => void };
}

/** The heart of an update: `initial` from its statistic's userFavourite. */
export function useUpdateFavourite(updateId: number, initial: boolean): FavouriteToggle {
  const api = useApi();
  const actions = useMemberActions();
  const reload = useReloadFavourites();
  const { requireMember, modal } = useMembersOnly();
  const [pressed, setPressed] = useState(initial);
  const [busy, setBusy] = useState(false);
  const toggle = useCallback(async () => {
    setBusy(true);
    try {
      if (pressed) {
        const { items } = await getList<Favourite>(api, FAVOURITES_PATH);
        const row = items.find((f) => f.content_update_id === updateId);
        if (row) await actions.removeFavourite(row.id);
        setPressed(false);
      } else {
        await actions.addFavourite(updateId);
        setPressed(true);
      }
      await reload();
    } catch (error) {
      console.warn('favourite toggle failed', error);
    } finally {
      setBusy(false);
    }
  }, [api, actions, reload, pressed, updateId]);
  return { pressed, busy, onToggle: () => requireMember(() => void toggle()), modal };
}

/** The heart of a model: only roles 1 and 3 may use it. */
export function useModelFavourite(modelId: number, initial: boolean): FavouriteToggle {
  const api = useApi();
  const actions = useMemberActions();
  const reload = useReloadFavourites();
  const { requireMember, modal } = useMembersOnly();
  const [pressed, setPressed] = useState(initial);
  const [busy, setBusy] = useState(false);
  const toggle = useCallback(async () => {
    setBusy(true);
    try {
      if (pressed) {
        const { items } = await getList<ModelFavouriteRef>(api, FAVOURITE_MODELS_PATH);
        const row = items.find((f) => f.model_id === modelId);
        if (row) await actions.removeModelFavourite(row.id);
        setPressed(false);
      } else {
        await actions.addModelFavourite(modelId);
        setPressed(true);
      }
      await reload();
    } catch (error) {
      console.warn('model favourite toggle failed', error);
    } finally {
      setBusy(false);
    }
  }, [api, actions, reload, pressed, modelId]);
  return { pressed, busy, onToggle: () => requireMember(() => void toggle(), mayFavouriteModels), modal };
}

export interface SessionRating {
  /** What the stars show: the user's rating once given, else `average`. */
  value: number;
  /** True after rating in this session (section 4: once per session, then read-only). */
  readOnly: boolean;
  onChange: (rating: number) => void;
  modal: { open: boolean; onClose: () => void };
}

/**
 * Star rating once per session per item. `key` is the permaLink; the flag lives in session storage
 * as `model_rated_{permaLink}` (section 3, also used for updates). `rate` posts the rating.
 */
export function useSessionRating(key: string, average: number, rate: (rating: number) => Promise<unknown>): SessionRating {
  const storageKey = SESSION_KEYS.modelRated(key);
  const { requireMember, modal } = useMembersOnly();
  const [given, setGiven] = useState<number | null>(() => {
    const stored = readStorage('session', storageKey);
    return stored === null ? null : Number(stored) || 0;
  });
  const onChange = (rating: number) => {
    if (given !== null) return;
    requireMember(() => {
      setGiven(rating);
      writeStorage('session', storageKey, String(rating));
      rate(rating).catch((error: unknown) => {
        console.warn('rating failed', error);
        setGiven(null);
        writeStorage('session', storageKey, null);
      });
    });
  };
  return { value: given ?? average, readOnly: given !== null, onChange, modal };
}
