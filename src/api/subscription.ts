// The member's subscription: GET payment/subscription (plan, status, renews on / ends on, whether
// it may be cancelled) and POST payment/subscription/cancel (answers the account status with the cancelled subscription;
// 502 with the provider's refusal). Keys and hooks side by side; `null` keys skip the request.
import { useMemo } from 'react';
import type { KyInstance } from 'ky';
import type { AccountStatus, AccountSubscription, SubscriptionStatus } from '../../schemas/api/membership';
import { useRenderedLoggedIn } from '../state/rendered-user';
import { useApi } from './api-context';
import { usePatientRetry } from './patient-retry';
import { useApiData, withContentLang } from './use-api';
import { useAtomValue } from 'jotai';
import { localeAtom } from '../state/preferences';

export const SUBSCRIPTION_PATH = 'payment/subscription';
export const CANCEL_SUBSCRIPTION_PATH = 'payment/subscription/cancel';

export type { AccountStatus, AccountSubscription, SubscriptionStatus };

export const accountStatusKey = [SUBSCRIPTION_PATH] as const;

/** Answers the account status with the plan named in `lang`, as the page shows it. */
export const cancelSubscription = async (api: KyInstance, lang: string): Promise<AccountStatus> =>
  (await api.post(CANCEL_SUBSCRIPTION_PATH, { searchParams: withContentLang(undefined, lang) }).json<{ data: AccountStatus }>()).data;

/** The member's subscription and access; nothing for visitors. A slow or failed answer is retried a few times. */
export function useAccountStatus() {
  const loggedIn = useRenderedLoggedIn();
  const patient = usePatientRetry<AccountStatus>();
  return useApiData<AccountStatus>(loggedIn ? accountStatusKey : null, patient.config);
}

/** Stable helpers over the one client. */
export function useSubscriptionActions() {
  const api = useApi();
  const lang = useAtomValue(localeAtom);
  return useMemo(() => ({ cancel: () => cancelSubscription(api, lang) }), [api, lang]);
}
