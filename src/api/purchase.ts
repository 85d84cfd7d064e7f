// A single-update purchase (core.payment.updatePurchase): POST payment/purchase with the update and
// the payment method answers like a signup (redirect URL, bitcoin invoice); the success page then
// looks the payment up by its token. The price is the server's, never the browser's.
import { useMemo } from 'react';
import type { KyInstance } from 'ky';
import type { PurchaseBody } from '../../schemas/api/requests';
import type { SignupResult } from '../../schemas/api/membership';
import { REGISTRATION_TIMEOUT_MS } from './client';
import { useApi } from './api-context';
import { abandonPayment, fetchPaymentByToken } from './signup';

export const PURCHASE_PATH = 'payment/purchase';

export type { PurchaseBody };

export const purchaseUpdate = async (api: KyInstance, json: PurchaseBody): Promise<SignupResult> =>
  (await api.post(PURCHASE_PATH, { json, timeout: REGISTRATION_TIMEOUT_MS }).json<{ data: SignupResult }>()).data;

/** Stable helpers over the one client. */
export function usePurchaseApi() {
  const api = useApi();
  return useMemo(
    () => ({
      purchase: (body: PurchaseBody) => purchaseUpdate(api, body),
      paymentByToken: (token: string) => fetchPaymentByToken(api, token),
      abandon: (token: string) => abandonPayment(api, token),
    }),
    [api],
  );
}
