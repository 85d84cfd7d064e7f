// Signup and payment calls: POST signup/userExists with one
// field; registration through POST payment/createEpochInvoice (card, PayPal: returns the provider's
// join page), PUT userregister (bitcoin: returns an invoice) or POST register (gift cards);
// GET getPaymentByToken/{x_ans_token}; POST payment/abandon when a bitcoin invoice is closed. Registration uses the longer 10 s timeout.
import { useMemo } from 'react';
import type { KyInstance } from 'ky';
import type { PaymentProviderId } from '../../schemas/payment-providers';
import type { SignupBody } from '../../schemas/api/requests';
import type { BitcoinInvoice, PaymentLookup, SignupResult, UserExistsResult } from '../../schemas/api/membership';
import { isRedirectProvider } from '../../shared/payment-providers';
import { REGISTRATION_TIMEOUT_MS } from './client';
import { useApi } from './api-context';
import { clearCartCredentials, readCartCredentials, saveCartCredentials, type CartCredentials } from '../state/cart-checkout';

export const USER_EXISTS_PATH = 'signup/userExists';
export const REGISTER_PATH = 'register';
export const USER_REGISTER_PATH = 'userregister';
export const EPOCH_INVOICE_PATH = 'payment/createEpochInvoice';
export const paymentByTokenPath = (token: string) => `getPaymentByToken/${encodeURIComponent(token)}`;
export const ABANDON_PAYMENT_PATH = 'payment/abandon';

/** What the signup form sends: the server's SignupBody. */
export type SignupPayload = SignupBody;
export type { BitcoinInvoice, PaymentLookup, SignupResult };
export { isRedirectProvider };

/** Which registration call a provider uses. The body is always JSON: nothing ends up in a URL. */
export const registrationCall = (provider: PaymentProviderId): { method: 'post' | 'put'; path: string } =>
  isRedirectProvider(provider)
    ? { method: 'post', path: EPOCH_INVOICE_PATH }
    : provider === 'bitcoin'
      ? { method: 'put', path: USER_REGISTER_PATH }
      : { method: 'post', path: REGISTER_PATH };

/** Whether a username or email is taken; `reserved` when a signup that has not finished holds it. */
export const userExists = async (api: KyInstance, field: { email: string } | { username: string }): Promise<{ exists: boolean; reserved: boolean }> => {
  const body = await api.post(USER_EXISTS_PATH, { json: field }).json<{ data: UserExistsResult }>();
  return { exists: Boolean(body.data?.exists), reserved: body.data?.reserved === true };
};

export const register = async (api: KyInstance, json: SignupPayload): Promise<SignupResult> => {
  const call = registrationCall(json.provider);
  const body = await api[call.method](call.path, { json, timeout: REGISTRATION_TIMEOUT_MS }).json<{ data: SignupResult }>();
  return body.data;
};

export const fetchPaymentByToken = async (api: KyInstance, token: string): Promise<PaymentLookup> =>
  (await api.get(paymentByTokenPath(token)).json<{ data: PaymentLookup }>()).data;

/**
 * The payer closed a bitcoin invoice: it ends unless money is already on its way. Answers the
 * payment's status then: `failed` (ended, the names are free again), `pending` (paid, waiting for
 * BTCPay), or the decision that came first.
 */
export const abandonPayment = async (api: KyInstance, token: string): Promise<PaymentLookup> =>
  (await api.post(ABANDON_PAYMENT_PATH, { json: { token } }).json<{ data: PaymentLookup }>()).data;

/** Stable helpers over the one client. */
export function useSignupApi() {
  const api = useApi();
  return useMemo(
    () => ({
      userExists: (field: { email: string } | { username: string }) => userExists(api, field),
      register: (payload: SignupPayload) => register(api, payload),
      paymentByToken: (token: string) => fetchPaymentByToken(api, token),
      abandon: (token: string) => abandonPayment(api, token),
    }),
    [api],
  );
}

/** The credentials kept for the success page (session storage `CART_CHECKOUT`, never a URL). */
export type CartCheckout = CartCredentials;
export const saveCartCheckout = saveCartCredentials;
export const clearCartCheckout = clearCartCredentials;
export const readCartCheckout = readCartCredentials;

/**
 * Whether the browser may be sent to `url`: same origin, or the configured external join page's
 * origin. Returns the absolute URL, or null.
 */
export function safeRedirectUrl(url: string, currentOrigin: string, joinUrl?: string): string | null {
  let target: URL;
  try {
    target = new URL(url, currentOrigin);
  } catch {
    return null;
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return null;
  if (target.origin === currentOrigin) return target.toString();
  if (joinUrl) {
    try {
      const allowed = new URL(joinUrl, currentOrigin);
      if (allowed.origin === target.origin) return target.toString();
    } catch {
      /* a broken configured URL allows nothing */
    }
  }
  return null;
}
