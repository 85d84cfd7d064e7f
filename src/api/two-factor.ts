// Two-factor sign-in in the account settings: its state, set-up, confirm, turn off and new
// recovery codes. Each call throws ky's HTTPError on a refusal.
import { useMemo } from 'react';
import type { TwoFactorConfirmBody, TwoFactorProofBody, TwoFactorRecoveryCodes, TwoFactorSetup, TwoFactorStatus } from '../../schemas/api/two-factor';
import { useRenderedLoggedIn } from '../state/rendered-user';
import { useApi } from './api-context';
import { useApiData } from './use-api';

export const TWO_FACTOR_PATH = 'account/two-factor';

export type { TwoFactorSetup, TwoFactorStatus };

export function useTwoFactorStatus() {
  const loggedIn = useRenderedLoggedIn();
  return useApiData<TwoFactorStatus>(loggedIn ? [TWO_FACTOR_PATH] : null);
}

export function useTwoFactorApi() {
  const api = useApi();
  return useMemo(
    () => ({
      start: async () => (await api.post(`${TWO_FACTOR_PATH}/setup`, { json: {} }).json<{ data: TwoFactorSetup }>()).data,
      confirm: async (json: TwoFactorConfirmBody) => (await api.post(`${TWO_FACTOR_PATH}/confirm`, { json }).json<{ data: TwoFactorRecoveryCodes }>()).data,
      disable: async (json: TwoFactorProofBody) => (await api.post(`${TWO_FACTOR_PATH}/disable`, { json }).json<{ data: TwoFactorStatus }>()).data,
      newRecoveryCodes: async (json: TwoFactorProofBody) => (await api.post(`${TWO_FACTOR_PATH}/recovery-codes`, { json }).json<{ data: TwoFactorRecoveryCodes }>()).data,
    }),
    [api],
  );
}
