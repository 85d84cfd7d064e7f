// The payment provider interface. The built-in sandbox implements it; a real adapter (e.g. Epoch)
// would implement the same two steps: start a payment, and deliver a signed postback.
import type { PaymentsTable } from '../db/schema';
import type { Selectable } from 'kysely';

export type ProviderId = 'epochCreditCard' | 'epochPaypal' | 'bitcoin' | 'amazonVoucher';
export type Payment = Selectable<PaymentsTable>;

export interface StartResult {
  status: 'pending' | 'verifying';
  /** Card/PayPal: where the browser goes to pay (a hosted join page). */
  redirectURL?: string;
  invoice?: { address: string; amountBtc: string; amountUsd: number; expiresAt: string; payUrl: string };
}

export interface PaymentProvider {
  start(payment: Payment, providerId: ProviderId): StartResult;
}
