// A member's favourite updates and models. Every call is scoped to the user: someone else's
// favourite is as invisible as a missing one.
import type { AppContext } from '../context';
import type { ModelRow, UpdateRow } from '../db/schema';
import { hidesHardcore, listed } from './visible-updates';
import { listedModels } from './models';

/** The member's favourites, latest first, with the rows of their updates (hidden hardcore ones left out). */
export async function favouriteUpdates(ctx: AppContext, userId: number): Promise<{ favourites: { id: number; update_id: number }[]; updates: UpdateRow[] }> {
  const favourites = await ctx.db.selectFrom('favourites').select(['id', 'update_id']).where('user_id', '=', userId).orderBy('id', 'desc').execute();
  if (!favourites.length) return { favourites, updates: [] };
  let q = listed(ctx.db.selectFrom('updates').selectAll().where('id', 'in', favourites.map((f) => f.update_id)));
  if (await hidesHardcore(ctx)) q = q.where('hardcore', '=', 0);
  return { favourites, updates: await q.execute() };
}

/** Adds the favourite unless it exists; either way answers it. */
export async function addFavouriteUpdate(ctx: AppContext, userId: number, updateId: number): Promise<{ id: number; update_id: number }> {
  await ctx.db
    .insertInto('favourites')
    .values({ user_id: userId, update_id: updateId, created_at: ctx.now() })
    .onConflict((oc) => oc.columns(['user_id', 'update_id']).doNothing())
    .execute();
  return ctx.db.selectFrom('favourites').select(['id', 'update_id']).where('user_id', '=', userId).where('update_id', '=', updateId).executeTakeFirstOrThrow();
}

/** False when the member has no favourite with this id. */
export async function removeFavouriteUpdate(ctx: AppContext, userId: number, id: number): Promise<boolean> {
  const result = await ctx.db.deleteFrom('favourites').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function isFavouriteUpdate(ctx: AppContext, userId: number, updateId: number): Promise<boolean> {
  return !!(await ctx.db.selectFrom('favourites').select('id').where('user_id', '=', userId).where('update_id', '=', updateId).executeTakeFirst());
}

/** The member's favourite models, latest first, with the models' rows. */
export async function favouriteModels(ctx: AppContext, userId: number): Promise<{ favourites: { id: number; model_id: number }[]; models: ModelRow[] }> {
  const favourites = await ctx.db.selectFrom('favourite_models').select(['id', 'model_id']).where('user_id', '=', userId).orderBy('id', 'desc').execute();
  const models = favourites.length ? await listedModels(ctx.db.selectFrom('models').selectAll().where('id', 'in', favourites.map((f) => f.model_id))).execute() : [];
  return { favourites, models };
}

/** Adds the favourite unless it exists; either way answers it. */
export async function addFavouriteModel(ctx: AppContext, userId: number, modelId: number): Promise<{ id: number; model_id: number }> {
  await ctx.db
    .insertInto('favourite_models')
    .values({ user_id: userId, model_id: modelId, created_at: ctx.now() })
    .onConflict((oc) => oc.columns(['user_id', 'model_id']).doNothing())
    .execute();
  return ctx.db.selectFrom('favourite_models').select(['id', 'model_id']).where('user_id', '=', userId).where('model_id', '=', modelId).executeTakeFirstOrThrow();
}

/** False when the member has no favourite model with this id. */
export async function removeFavouriteModel(ctx: AppContext, userId: number, id: number): Promise<boolean> {
  const result = await ctx.db.deleteFrom('favourite_models').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
