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
import type { Payment } from '../billing/adapter';
import { holdUntil, releaseClaims } from './claims';

type Specific = Pick<Insertable<PaymentsTable>, 'user_id' | 'article_id' | 'provider' | 'amount' | 'username' | 'email'> &
  Partial<Pick<Insertable<PaymentsTable>, 'update_id' | 'password_hash' | 'voucher_codes' | 'affiliate_id' | 'locale'>>;

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
 * Whether a payment can start with this provider: its endpoint is on and an adapter serves it
 * (server/billing/registry.ts). Without one (no EPOCH_* / BTCPAY_* settings, and no emulators in
 * production or with PAYMENT_SANDBOX=0) it is refused up front instead of leaving a payment that
 * nobody can ever pay.
 */
export const providerAvailable = (ctx: AppContext, config: SiteConfig, provider: PaymentProviderId): boolean =>
  endpointActive(config, provider) && !!ctx.billing.adapterFor(provider, { config });

/**
 * What the provider's page and invoice show, and the product code: the plan's, or for a single
 * update the "Single update" article's (Epoch needs one for every join; the price is the update's).
 */
async function whatIsBought(ctx: AppContext, payment: Payment) {
  const plan = await ctx.db.selectFrom('articles').select(['name', 'provider_code', 'article_type']).where('id', '=', payment.article_id).executeTakeFirst();
  const update = payment.update_id != null ? await ctx.db.selectFrom('updates').select('full_name').where('id', '=', payment.update_id).executeTakeFirst() : undefined;
  // A single update is sold under the 'Single update' article: its provider_code is the biller's
  // product for one-off purchases (the operator sets it, as for plans).
  return { productCode: plan?.provider_code ?? '', description: update?.full_name ?? plan?.name ?? '' };
}

/** Starts the payment with the provider's adapter, stores what it answered, and returns the browser's answer. */
export async function startPayment(ctx: AppContext, payment: Payment, provider: PaymentProviderId): Promise<SignupResult> {
  const config = await ctx.configs.active();
  const adapter = ctx.billing.adapterFor(provider, { config });
  if (!adapter) throw new Error(`no adapter serves ${provider} payments: check providerAvailable() first`);
  let started: Awaited<ReturnType<typeof adapter.start>>;
  try {
    started = await adapter.start({ payment, provider, ...(await whatIsBought(ctx, payment)), siteUrl: ctx.siteOrigin.current(), locale: payment.locale });
  } catch (error) {
    // Nothing can be paid: the payment ends now, so its claims do not hold the names for an hour.
    const now = ctx.now();
    await ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('payments').set({ status: 'failed', password_hash: '', updated_at: now }).where('id', '=', payment.id).where('status', '=', 'pending').execute();
      await releaseClaims(trx, payment.id, now);
    });
    throw error;
  }
  // A bitcoin invoice can be paid until BTCPay expires it: the claims last as long.
  if (started.invoice?.expiresAt) await holdUntil(ctx.db, payment.id, started.invoice.expiresAt);
  await ctx.db
    .updateTable('payments')
    .set({
      status: started.status,
      invoice: started.invoice ? JSON.stringify(started.invoice) : null,
      ...(started.providerTransactionId ? { provider_transaction_id: started.providerTransactionId } : {}),
    })
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
