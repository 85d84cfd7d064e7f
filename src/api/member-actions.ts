// Member actions ("Favourites", "Ratings and views"). The server takes the user from the
// bearer token, so no user_id is ever sent.
import { useMemo } from 'react';
import type { KyInstance } from 'ky';
import type { FavouriteRef, ModelFavouriteRef, ModelRatingResult, RatingResult, UpdateStatistic } from '../../schemas/api';
import { useApi } from './api-context';

export type { FavouriteRef, ModelFavouriteRef, RatingResult };

export const FAVOURITES_PATH = 'favourites';
export const FAVOURITE_MODELS_PATH = 'favouriteModels';

export const memberActions = (api: KyInstance) => ({
  addFavourite: async (contentUpdateId: number) =>
    (await api.put(FAVOURITES_PATH, { json: { content_update_id: contentUpdateId } }).json<{ data: FavouriteRef }>()).data,
  removeFavourite: async (favouriteId: number) => {
    await api.delete(`${FAVOURITES_PATH}/${favouriteId}`);
  },
  addModelFavourite: async (modelId: number) =>
    (await api.put(FAVOURITE_MODELS_PATH, { json: { model_id: modelId } }).json<{ data: ModelFavouriteRef }>()).data,
  removeModelFavourite: async (favouriteId: number) => {
    await api.delete(`${FAVOURITE_MODELS_PATH}/${favouriteId}`);
  },
  /** Update ratings go to the update's statistic (statistic id === update id). */
  rateUpdate: async (statisticId: number, rating: number) =>
    (await api.post(`stats/${statisticId}/rating`, { json: { rating } }).json<{ data: UpdateStatistic }>()).data,
  rateModel: async (modelId: number, rating: number) =>
    (await api.post(`models/${modelId}/rating`, { json: { rating } }).json<{ data: ModelRatingResult }>()).data,
  /** Views count for visitors too ("Ratings and views"). */
  recordUpdateView: async (statisticId: number) => {
    await api.post(`stats/${statisticId}/view`);
  },
  recordModelView: async (modelId: number) => {
    await api.post(`models/${modelId}/addView`);
  },
});
export type MemberActions = ReturnType<typeof memberActions>;

/** The member actions over the one client; stable between renders. */
export function useMemberActions(): MemberActions {
  const api = useApi();
  return useMemo(() => memberActions(api), [api]);
}
