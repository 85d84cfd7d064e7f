// Articles: what a payment buys. Subscription plans, and the one row every single-update
// purchase points at.
import type { Selectable } from 'kysely';
import type { AppContext } from '../context';
import type { ArticlesTable } from '../db/schema';

/** A plan a visitor may choose now (not one staff took off signup). */
export function subscriptionPlan(ctx: AppContext, id: number): Promise<Selectable<ArticlesTable> | undefined> {
  return ctx.db.selectFrom('articles').selectAll().where('id', '=', id).where('article_type', '=', 'SUBSCRIPTION').where('active', '=', 1).executeTakeFirst();
}

/** The single-update article's texts in German, French and Spanish (server/api/localized-texts.ts). */
const SINGLE_UPDATE_TEXTS = JSON.stringify({
  name_de_DE: 'Einzelnes Update',
  name_fr_FR: 'Mise à jour à l’unité',
  name_es_ES: 'Actualización individual',
  article_text_de_DE: 'Ein Update, für immer deins',
  article_text_fr_FR: 'Une mise à jour, à garder pour toujours',
  article_text_es_ES: 'Una actualización, tuya para siempre',
});

/** The article row of single-update payments (created on first use). */
export async function singleUpdateArticleId(ctx: AppContext): Promise<number> {
  const found = await ctx.db.selectFrom('articles').select('id').where('article_type', '=', 'UPDATE').executeTakeFirst();
  if (found) return found.id;
  const row = await ctx.db
    .insertInto('articles')
    .values({ name: 'Single update', article_type: 'UPDATE', price_dollar: 0, price_euro: 0, price_text: '', article_text: 'One update, yours to keep', payment_providers: 'epochCreditCard,epochPaypal,bitcoin', provider_code: 'UPDATE', expires_in_months: 0, recurring: 0, names: SINGLE_UPDATE_TEXTS })
    .returning('id')
    .executeTakeFirstOrThrow();
  await ctx.httpCache.invalidate('single-update article added'); // GET /articles lists it
  return row.id;
}
