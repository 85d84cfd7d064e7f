// Articles: what a payment buys. Subscription plans, and the one row every single-update
// purchase points at.
import type { Selectable } from 'kysely';
import type { AppContext } from '../context';
import type { ArticlesTable } from '../db/schema';

export function subscriptionPlan(ctx: AppContext, id: number): Promise<Selectable<ArticlesTable> | undefined> {
  return ctx.db.selectFrom('articles').selectAll().where('id', '=', id).where('article_type', '=', 'SUBSCRIPTION').executeTakeFirst();
}

/** The article row of single-update payments (created on first use). */
export async function singleUpdateArticleId(ctx: AppContext): Promise<number> {
  const found = await ctx.db.selectFrom('articles').select('id').where('article_type', '=', 'UPDATE').executeTakeFirst();
  if (found) return found.id;
  const row = await ctx.db
    .insertInto('articles')
    .values({ name: 'Single update', article_type: 'UPDATE', price_dollar: 0, price_euro: 0, price_text: '', article_text: 'One update, yours to keep', payment_providers: 'epochCreditCard,epochPaypal,bitcoin', provider_code: 'UPDATE', expires_in_months: 0, recurring: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await ctx.httpCache.invalidate('single-update article added'); // GET /articles lists it
  return row.id;
}
