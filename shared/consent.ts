// What a visitor agrees to at signup, computed alike by the form (to show it) and the server (to
// store it with the payment): the price, the period, for a recurring plan the rebill amount and the
// date of the first rebill, and the name on the card statement (the biller's billing descriptor).
import type { SiteConfig } from '../schemas/config/site-config';
import { isRedirectProvider } from './payment-providers';
import { billingTermsOf } from './billing-terms';

/** Bumped whenever the consent's wording or terms change: stored with every consent. */
export const CONSENT_VERSION = '2026-11-27';

/** The terms page the consent links to (a seeded page that exists on every site). */
export const TERMS_PATH = '/privacy';

/**
 * What appears on the buyer's card or PayPal statement: the endpoint's billing descriptor (the one
 * receipts show, shared/billing-terms.ts). Bitcoin and gift cards charge no card: no statement line.
 */
export const billingDescriptorOf = (core: Pick<SiteConfig['core'], 'payment' | 'deployment'>, provider: string): string | null =>
  isRedirectProvider(provider) ? billingTermsOf(core, provider).descriptor : null;

/** The plan's fields the terms come from (the articles API's shape). */
export interface ConsentPlan {
  price_dollar: number;
  expiresInMonths?: number;
  recurring?: boolean;
}

export interface ConsentTerms {
  amount: number;
  currency: string;
  /** The paid period in months. */
  periodMonths: number;
  recurring: boolean;
  /** When a recurring plan first charges again (ISO, UTC); null for one-off plans. */
  firstRebillAt: string | null;
  /** The name on the statement; null when no card is charged. */
  descriptor: string | null;
}

/** `iso` plus whole months, in UTC (as the server's billing extends a subscription). */
export function addMonthsUtc(iso: string, months: number): string {
  const d = new Date(iso);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString();
}

/**
 * The terms of buying `plan` with `provider` at `now`. A member whose access runs until a later
 * `paidUntil` gets the new period added after it, so the first rebill comes a period after that.
 */
export function consentTerms(core: Pick<SiteConfig['core'], 'payment' | 'deployment'>, plan: ConsentPlan, provider: string, now: Date | string, paidUntil?: string | null): ConsentTerms {
  const at = typeof now === 'string' ? now : now.toISOString();
  const start = paidUntil && paidUntil > at ? paidUntil : at;
  const periodMonths = plan.expiresInMonths && plan.expiresInMonths > 0 ? plan.expiresInMonths : 1;
  const recurring = plan.recurring === true;
  return {
    amount: plan.price_dollar,
    // Plans are priced in dollars (price_dollar): every payment is in USD.
    currency: 'USD',
    periodMonths,
    recurring,
    firstRebillAt: recurring ? addMonthsUtc(start, periodMonths) : null,
    descriptor: billingDescriptorOf(core, provider),
  };
}
