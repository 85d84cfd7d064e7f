// Forgotten passwords: POST password/forgot (the answer is the same whether or not the account
// exists) and POST password/reset with the mailed token. Both throw ky's HTTPError on a refusal.
import { useMemo } from 'react';
import type { KyInstance } from 'ky';
import type { PasswordForgotBody, PasswordResetBody } from '../../schemas/api/requests';
import type { PasswordResult } from '../../schemas/api/membership';
import { useApi } from './api-context';

export const PASSWORD_FORGOT_PATH = 'password/forgot';
export const PASSWORD_RESET_PATH = 'password/reset';

export const requestPasswordReset = async (api: KyInstance, json: PasswordForgotBody): Promise<PasswordResult> =>
  (await api.post(PASSWORD_FORGOT_PATH, { json }).json<{ data: PasswordResult }>()).data;

export const resetPassword = async (api: KyInstance, json: PasswordResetBody): Promise<PasswordResult> =>
  (await api.post(PASSWORD_RESET_PATH, { json }).json<{ data: PasswordResult }>()).data;

/** Stable helpers over the one client. */
export function usePasswordResetApi() {
  const api = useApi();
  return useMemo(
    () => ({
      requestReset: (body: PasswordForgotBody) => requestPasswordReset(api, body),
      reset: (body: PasswordResetBody) => resetPassword(api, body),
    }),
    [api],
  );
}
