// The member's credentials (account settings): change password and email, confirm an email change
// from the mailed link, the signed-in devices and signing them out. Each call throws ky's HTTPError
// on a refusal.
import { useMemo } from 'react';
import type { AccountSession, EmailChangeBody, EmailChangeResult, EmailConfirmBody, PasswordChangeBody, SignedOut } from '../../schemas/api/account';
import type { PasswordResult } from '../../schemas/api/membership';
import { useRenderedLoggedIn } from '../state/rendered-user';
import { useApi } from './api-context';
import { useApiData } from './use-api';

export const ACCOUNT_SESSIONS_PATH = 'account/sessions';
export const accountSessionsKey = [ACCOUNT_SESSIONS_PATH] as const;

export type { AccountSession };

/** The signed-in devices of the member, this one marked `current`. */
export function useAccountSessions() {
  const loggedIn = useRenderedLoggedIn();
  return useApiData<AccountSession[]>(loggedIn ? accountSessionsKey : null);
}

/** Stable helpers over the one client. */
export function useAccountApi() {
  const api = useApi();
  return useMemo(
    () => ({
      changePassword: async (json: PasswordChangeBody) => (await api.post('account/password', { json }).json<{ data: PasswordResult }>()).data,
      changeEmail: async (json: EmailChangeBody) => (await api.post('account/email', { json }).json<{ data: EmailChangeResult }>()).data,
      confirmEmail: async (json: EmailConfirmBody) => (await api.post('account/email/confirm', { json }).json<{ data: EmailChangeResult }>()).data,
      signOut: async (id: number) => (await api.delete(`${ACCOUNT_SESSIONS_PATH}/${id}`).json<{ data: SignedOut }>()).data,
      signOutOthers: async () => (await api.post(`${ACCOUNT_SESSIONS_PATH}/sign-out-others`).json<{ data: SignedOut }>()).data,
    }),
    [api],
  );
}
