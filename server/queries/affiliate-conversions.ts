// Affiliate conversions summed per affiliate and currency for a period; a conversion whose payment
// was refunded or charged back since counts as reversed, not as revenue.
import { sql } from 'kysely';
import type { AppContext } from '../context';
import type { AffiliateEarnings } from '../../schemas/api/affiliates';

export async function affiliateEarnings(ctx: AppContext, period: { from?: string; to?: string }): Promise<AffiliateEarnings[]> {
  let q = ctx.db
    .selectFrom('affiliate_conversions as c')
    .innerJoin('payments as p', 'p.id', 'c.payment_id')
    .select((eb) => [
      'c.affiliate_id as affiliateId',
      'c.currency as currency',
      eb.fn.sum<number>(sql`case when p.status = 'approved' and c.kind = 'sale' then 1 else 0 end`).as('sales'),
      eb.fn.sum<number>(sql`case when p.status = 'approved' and c.kind = 'rebill' then 1 else 0 end`).as('rebills'),
      eb.fn.sum<number>(sql`case when p.status = 'approved' then c.amount else 0 end`).as('amount'),
      eb.fn.sum<number>(sql`case when p.status in ('refunded', 'chargeback') then 1 else 0 end`).as('reversed'),
      eb.fn.sum<number>(sql`case when p.status in ('refunded', 'chargeback') then c.amount else 0 end`).as('reversedAmount'),
    ])
    .groupBy(['c.affiliate_id', 'c.currency'])
    .orderBy('c.affiliate_id');
  // Dates are ISO text: a day's bounds compare as strings.
  if (period.from) q = q.where('c.created_at', '>=', `${period.from}T00:00:00.000Z`);
  if (period.to) q = q.where('c.created_at', '<=', `${period.to}T23:59:59.999Z`);
  const rows = await q.execute();
  const money = (n: unknown) => Math.round(Number(n ?? 0) * 100) / 100;
  return rows.map((r) => ({
    affiliateId: r.affiliateId,
    currency: r.currency,
    sales: Number(r.sales ?? 0),
    rebills: Number(r.rebills ?? 0),
    amount: money(r.amount),
    reversed: Number(r.reversed ?? 0),
    reversedAmount: money(r.reversedAmount),
  }));
}
