// What every new payment has in common, whether it buys a plan (signup) or one update (purchase):
// a random token, the amount from our own price list, status 'pending', then the provider's start
// step whose status and invoice are stored and answered to the browser in the same shape.
import crypto from 'node:crypto';
import type { Insertable } from 'kysely';
import type { AppContext } from '../context';
import type { PaymentsTable } from '../db/schema';
import type { PaymentProviderId } from '../../schemas/payment-providers';
import type { SignupResult } from '../../schemas/api/membership';
import type { SiteConfig } from '../../schemas/config/site-config';
import type { Payment, StartResult } from './provider';
import { isSandboxProvider, sandboxEnabled, sandboxProvider } from './sandbox';
import { giftCardProvider } from './gift-cards';

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

/** Whether the site's endpoint for this provider is switched on. */
export const endpointActive = (config: SiteConfig, provider: string): boolean => config.core.payment.endpoints.some((e) => e.provider === provider && e.isActive);

/**
 * Whether a payment can start with this provider: its endpoint is on and something takes it. Card,
 * PayPal and bitcoin have only the sandbox so far: without it (production, PAYMENT_SANDBOX=0) they
 * are refused up front instead of leaving a payment that nobody can ever pay.
 */
export const providerAvailable = (ctx: AppContext, config: SiteConfig, provider: PaymentProviderId): boolean =>
  endpointActive(config, provider) && (provider === 'amazonVoucher' || sandboxEnabled(ctx.env));

function startWith(ctx: AppContext, payment: Payment, provider: PaymentProviderId): StartResult {
  if (provider === 'amazonVoucher') return giftCardProvider.start(payment, provider);
  if (isSandboxProvider(provider) && sandboxEnabled(ctx.env)) return sandboxProvider.start(payment, provider);
  throw new Error(`no provider takes ${provider} payments: check providerAvailable() first`);
}

/** Starts the payment with the provider, stores what it answered, and returns the browser's answer. */
export async function startPayment(ctx: AppContext, payment: Payment, provider: PaymentProviderId): Promise<SignupResult> {
  const started = startWith(ctx, payment, provider);
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
    ...(started.sandbox ? { sandbox: true } : {}),
  };
}
