// Member-area reads: favourite updates and models, the user's payments and purchases.
// Keys and hooks side by side; `null` keys skip the request for visitors.
import type { Update } from '../../schemas/api/content';
import type { Favourite, ModelFavourite, PaymentInfo, PaymentStatus } from '../../schemas/api/membership';
import { useRenderedLoggedIn } from '../state/rendered-user';
import { usePatientRetry, useRetryable } from './patient-retry';
import { useApiData, useApiList } from './use-api';
import { FAVOURITE_MODELS_PATH, FAVOURITES_PATH } from './member-actions';

export const MY_PAYMENTS_PATH = 'payment/mypayment';
export const MY_PURCHASES_PATH = 'payment/mypurchases';

export type { PaymentInfo, PaymentStatus };

export const favouritesKey = [FAVOURITES_PATH] as const;
export const favouriteModelsKey = [FAVOURITE_MODELS_PATH] as const;
export const myPaymentsKey = [MY_PAYMENTS_PATH] as const;
export const myPurchasesKey = [MY_PURCHASES_PATH] as const;

/** All favourite updates (no paging). */
export function useFavourites() {
  const loggedIn = useRenderedLoggedIn();
  return useApiList<Favourite>(loggedIn ? favouritesKey : null);
}

/** All favourite models; `enabled` false skips the request (users who may not favourite models). */
export function useFavouriteModels(enabled = true) {
  const loggedIn = useRenderedLoggedIn();
  return useApiList<ModelFavourite>(loggedIn && enabled ? favouriteModelsKey : null);
}

/**
 * The member's payments. A slow or failed answer is retried a few times before the page says it
 * could not load them (`gaveUp`); `retry` starts again.
 */
export function useMyPayments() {
  const loggedIn = useRenderedLoggedIn();
  const patient = usePatientRetry<PaymentInfo[]>();
  return useRetryable(useApiData<PaymentInfo[]>(loggedIn ? myPaymentsKey : null, patient.config), patient);
}

/** The updates bought one by one (only when update purchase is enabled), newest first. */
export function useMyPurchases(enabled = true) {
  const loggedIn = useRenderedLoggedIn();
  return useApiList<Update>(loggedIn && enabled ? myPurchasesKey : null);
}
