// The payment provider interface. The built-in sandbox and the staff-verified gift cards implement
// it; a real adapter (e.g. Epoch) would implement the same two steps: start a payment, and deliver
// a signed postback.
import type { PaymentsTable } from '../db/schema';
import type { Selectable } from 'kysely';
import type { PaymentProviderId } from '../../schemas/payment-providers';
import type { PaymentStatus, SignupResult } from '../../schemas/api/membership';

export type Payment = Selectable<PaymentsTable>;

/** A new payment waits for the provider, or (gift cards) for staff; card/PayPal get a join page, bitcoin an invoice. */
export type StartResult = Pick<SignupResult, 'redirectURL' | 'invoice' | 'sandbox'> & { status: Extract<PaymentStatus, 'pending' | 'verifying'> };

export interface PaymentProvider<Id extends PaymentProviderId = PaymentProviderId> {
  start(payment: Payment, providerId: Id): StartResult;
}
