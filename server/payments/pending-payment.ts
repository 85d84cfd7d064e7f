// What every new payment has in common, whether it buys a plan (signup) or one update (purchase):
// a random token, the amount from our own price list, status 'pending', then the provider's start
// step whose status and invoice are stored and answered to the browser in the same shape.
import crypto from 'node:crypto';
import type { Insertable } from 'kysely';
import type { AppContext } from '../context';
import type { PaymentsTable } from '../db/schema';
import type { PaymentProviderId } from '../../schemas/payment-providers';
import type { SignupResult } from '../../schemas/api/membership';
import type { Payment } from './provider';
import { sandboxProvider } from './sandbox';

type Specific = Pick<Insertable<PaymentsTable>, 'user_id' | 'article_id' | 'provider' | 'amount' | 'username' | 'email'> &
  Partial<Pick<Insertable<PaymentsTable>, 'update_id' | 'password_hash' | 'voucher_codes' | 'affiliate_id'>>;

/** A pending USD payment row; `amount` must come from the plan or update, never from the browser. */
export function pendingPayment(fields: Specific, now: string): Insertable<PaymentsTable> {
  return {
    token: crypto.randomBytes(24).toString('base64url'),
    status: 'pending',
    currency: 'USD',
    password_hash: '',
    voucher_codes: null,
    affiliate_id: null,
    invoice: null,
    created_at: now,
    updated_at: now,
    paid_at: null,
    ...fields,
  };
}

/** Starts the payment with the provider, stores what it answered, and returns the browser's answer. */
export async function startPayment(ctx: AppContext, payment: Payment, provider: PaymentProviderId): Promise<SignupResult> {
  const started = sandboxProvider.start(payment, provider);
  await ctx.db
    .updateTable('payments')
    .set({ status: started.status, invoice: started.invoice ? JSON.stringify(started.invoice) : null })
    .where('id', '=', payment.id)
    .execute();
  return {
    x_ans_token: payment.token,
    status: started.status,
    ...(started.redirectURL ? { redirectURL: started.redirectURL } : {}),
    ...(started.invoice ? { invoice: started.invoice } : {}),
  };
}
