// Favourite toggles and star ratings for members ("Favourite" and "Rating"). Visitors
// (and, for model favourites, users `mayFavouriteModels` refuses) get the members-only modal instead.
import { useCallback, useState, useSyncExternalStore } from 'react';
import { useSWRConfig } from 'swr';
import { getList } from '../api/client';
import { useApi } from '../api/api-context';
import {
  FAVOURITE_MODELS_PATH,
  FAVOURITES_PATH,
  useMemberActions,
  type FavouriteRef,
  type MemberActions,
  type ModelFavouriteRef,
  type RatingResult,
} from '../api/member-actions';
import { mayFavouriteModels } from '../../shared/roles';
import type { SessionUser } from '../state/session';
import { readStorage, SESSION_KEYS, writeStorage } from '../state/storage';
import { useMembersOnly } from './use-members-only';

/** Marks every cached favourites list stale, so grids and hearts reload. */
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

/** What differs between update and model favourites: the list, its target column and the calls. */
interface FavouriteKind<Row> {
  path: string;
  targetOf: (row: Row) => number;
  add: (actions: MemberActions, targetId: number) => Promise<unknown>;
  remove: (actions: MemberActions, rowId: number) => Promise<void>;
  /** Who may use it besides being logged in. */
  allowed?: (user: SessionUser) => boolean;
}

const updateFavourites: FavouriteKind<FavouriteRef> = {
  path: FAVOURITES_PATH,
  targetOf: (row) => row.content_update_id,
  add: (actions, id) => actions.addFavourite(id),
  remove: (actions, id) => actions.removeFavourite(id),
};

const modelFavourites: FavouriteKind<ModelFavouriteRef> = {
  path: FAVOURITE_MODELS_PATH,
  targetOf: (row) => row.model_id,
  add: (actions, id) => actions.addModelFavourite(id),
  remove: (actions, id) => actions.removeModelFavourite(id),
  allowed: mayFavouriteModels,
};

/**
 * A heart for one item. `known` is what the server said (it may arrive after the first render);
 * after a toggle the heart shows the toggled state until the item changes.
 */
function useFavourite<Row extends { id: number }>(kind: FavouriteKind<Row>, targetId: number, known: boolean): FavouriteToggle {
  const api = useApi();
  const actions = useMemberActions();
  const reload = useReloadFavourites();
  const { requireMember, modal } = useMembersOnly();
  const [toggled, setToggled] = useState<{ targetId: number; pressed: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const pressed = toggled?.targetId === targetId ? toggled.pressed : known;

  const toggle = useCallback(async () => {
    setBusy(true);
    try {
      if (pressed) {
        // The heart knows the item; removing needs the favourite's own id.
        const { items } = await getList<Row>(api, kind.path);
        const row = items.find((f) => kind.targetOf(f) === targetId);
        if (row) await kind.remove(actions, row.id);
      } else {
        await kind.add(actions, targetId);
      }
      setToggled({ targetId, pressed: !pressed });
      await reload();
    } catch (error) {
      console.warn('favourite toggle failed', error);
    } finally {
      setBusy(false);
    }
  }, [api, actions, reload, kind, pressed, targetId]);

  const onToggle = () => {
    if (!busy) requireMember(() => void toggle(), kind.allowed);
  };
  return { pressed, busy, onToggle, modal };
}

/** The heart of an update: `known` from its statistic's userFavourite. */
export const useUpdateFavourite = (updateId: number, known: boolean) => useFavourite(updateFavourites, updateId, known);

/** The heart of a model: only roles 1 and 3 may use it; `known` from the favouriteModels list. */
export const useModelFavourite = (modelId: number, known: boolean) => useFavourite(modelFavourites, modelId, known);

const noSubscription = () => () => {};

export interface SessionRating {
  /** What the stars show: the user's rating once given, else `average`. */
  value: number;
  /** The average: the server's answer after rating, else the one given. */
  average: number;
  /** True after rating in this session (once per session, then read-only). */
  readOnly: boolean;
  onChange: (rating: number) => void;
  modal: { open: boolean; onClose: () => void };
}

/**
 * Star rating once per session per item. `key` is the permaLink; the flag lives in session storage
 * as `model_rated_{permaLink}` (the only rating key the site stores, so updates use it too). `rate` posts
 * the rating and answers the new average.
 */
export function useSessionRating(key: string, average: number, rate: (rating: number) => Promise<RatingResult | void>): SessionRating {
  const storageKey = SESSION_KEYS.modelRated(key);
  const { requireMember, modal } = useMembersOnly();
  // Read after hydration (the server has no session storage), so server and browser markup agree.
  const stored = useSyncExternalStore(noSubscription, () => readStorage('session', storageKey), () => null);
  // Kept per key: the same page component may show another item after a link.
  const [rated, setRated] = useState<{ key: string; rating: number | null; average: number | null } | null>(null);
  const current = rated?.key === key ? rated : null;
  const given = current ? current.rating : stored === null ? null : Number(stored) || 0;
  const newAverage = current?.average ?? null;
  const onChange = (rating: number) => {
    if (given !== null) return;
    requireMember(() => {
      setRated({ key, rating, average: null });
      writeStorage('session', storageKey, String(rating));
      rate(rating)
        .then((result) => {
          if (result) setRated((r) => (r?.key === key ? { ...r, average: result.rating } : r));
        })
        .catch((error: unknown) => {
          console.warn('rating failed', error);
          setRated({ key, rating: null, average: null });
          writeStorage('session', storageKey, null);
        });
    });
  };
  return { value: given ?? average, average: newAverage ?? average, readOnly: given !== null, onChange, modal };
}
