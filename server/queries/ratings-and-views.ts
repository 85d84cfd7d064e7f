// Members' ratings of updates and models (one per user and item; the average is recomputed from
// the ratings table) and view counters.
import { sql } from 'kysely';
import type { AppContext } from '../context';
import { hidesHardcore } from './visible-updates';

export type RatingTarget = 'update' | 'model';

export async function rate(ctx: AppContext, userId: number, type: RatingTarget, id: number, rating: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('ratings')
      .values({ user_id: userId, target_type: type, target_id: id, rating, created_at: ctx.now() })
      .onConflict((oc) => oc.columns(['user_id', 'target_type', 'target_id']).doUpdateSet({ rating }))
      .execute();
    const agg = await trx
      .selectFrom('ratings')
      .select([(eb) => eb.fn.avg<number>('rating').as('avg'), (eb) => eb.fn.countAll<number>().as('n')])
      .where('target_type', '=', type)
      .where('target_id', '=', id)
      .executeTakeFirstOrThrow();
    const table = type === 'update' ? 'updates' : 'models';
    await trx.updateTable(table).set({ rating: Number(agg.avg), rating_count: Number(agg.n) }).where('id', '=', id).execute();
  });
}

/** A model's average rating and number of ratings. */
export function modelRating(ctx: AppContext, id: number): Promise<{ rating: number; rating_count: number }> {
  return ctx.db.selectFrom('models').select(['rating', 'rating_count']).where('id', '=', id).executeTakeFirstOrThrow();
}

/** What this user rated the item, if anything. */
export async function userRating(ctx: AppContext, userId: number, type: RatingTarget, id: number): Promise<number | undefined> {
  return (await ctx.db.selectFrom('ratings').select('rating').where('user_id', '=', userId).where('target_type', '=', type).where('target_id', '=', id).executeTakeFirst())?.rating;
}

/** Counts one more view of a visible update (published, not a hidden hardcore one); false when there is none. */
export async function addUpdateView(ctx: AppContext, id: number): Promise<boolean> {
  let q = ctx.db.updateTable('updates').set({ view_count: sql`view_count + 1` }).where('id', '=', id).where('publish_date', '<=', ctx.now());
  if (await hidesHardcore(ctx)) q = q.where('hardcore', '=', 0);
  const result = await q.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Counts one more view of a model; false when there is none with this id. */
export async function addModelView(ctx: AppContext, id: number): Promise<boolean> {
  const result = await ctx.db.updateTable('models').set({ views: sql`views + 1` }).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
