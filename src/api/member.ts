// Member-area reads (section 7): the favourite updates and the user's payments. Keys and hooks side by
// side; `null` keys skip the request for visitors.
import { useAtomValue } from 'jotai';
import type { Update } from '../../schemas/api/content';
import { isLoggedInAtom } from '../state/session';
import { useApiData, useApiList } from './use-api';
import { FAVOURITES_PATH } from './member-actions';

export const MY_PAYMENTS_PATH = 'payment/mypayment';

export interface Favourite {
  id: number;
  content_update_id: number;
  content_update: Update;
}

export type PaymentStatus = 'pending' | 'verifying' | 'approved' | 'declined' | 'failed';

export interface PaymentInfo {
  id: number;
  status: PaymentStatus;
  amount: number;
  currency: string;
  /** When the payment was made (absent while pending). */
  paid?: string;
  /** Plan name. */
  for: string;
  /** Provider id, e.g. epochCreditCard. */
  via: string;
  created_at: string;
}

export const favouritesKey = [FAVOURITES_PATH] as const;
export const myPaymentsKey = [MY_PAYMENTS_PATH] as const;

/** All favourite updates (no paging). */
export function useFavourites() {
  const loggedIn = useAtomValue(isLoggedInAtom);
  return useApiList<Favourite>(loggedIn ? favouritesKey : null);
}

export function useMyPayments() {
  const loggedIn = useAtomValue(isLoggedInAtom);
  return useApiData<PaymentInfo[]>(loggedIn ? myPaymentsKey : null);
}
