// Affiliate conversions summed per affiliate and currency for a period; a conversion whose payment
// was refunded or charged back since counts as reversed, not as revenue.
import type { AppContext } from '../context';
import type { AffiliateEarnings } from '../../schemas/api/affiliates';
import { conversionRows } from '../desk/partner-figures';

/**
 * The contract's `affiliateId` is the affiliate commission is paid to: the partner name (the part of
 * the click id before its last dash), not each visitor's click id, so one partner is one row per
 * currency however many visitors they sent.
 */
export async function affiliateEarnings(ctx: AppContext, period: { from?: string; to?: string }): Promise<AffiliateEarnings[]> {
  const byKey = new Map<string, AffiliateEarnings & { amountCents: number; reversedCents: number }>();
  for (const r of await conversionRows(ctx.db, period)) {
    const key = `${r.partner}\u0000${r.currency}`;
    const e = byKey.get(key) ?? { affiliateId: r.partner, currency: r.currency, sales: 0, rebills: 0, amount: 0, reversed: 0, reversedAmount: 0, amountCents: 0, reversedCents: 0 };
    e.sales += r.sales;
    e.rebills += r.rebills;
    e.reversed += r.reversals;
    e.amountCents += r.amountCents;
    e.reversedCents += r.reversedCents;
    byKey.set(key, e);
  }
  return [...byKey.values()]
    .sort((a, b) => a.affiliateId.localeCompare(b.affiliateId) || a.currency.localeCompare(b.currency))
    .map(({ amountCents, reversedCents, ...e }) => ({ ...e, amount: amountCents / 100, reversedAmount: reversedCents / 100 }));
}
