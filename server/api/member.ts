// Member actions: favourites (updates and models), ratings, views and update statistics.
// The user is always the bearer token's; a user_id in the payload is ignored.
import { Router } from 'express';
import { sql } from 'kysely';
import type { AppContext } from '../context';
import { HttpError, idParam, notFound, send, sendList } from './http';
import { body } from './validate';
import { FavouriteBody, FavouriteModelBody, RatingBody } from '../../schemas/api/requests';
import { optionalUser, requireUser } from '../auth/middleware';
import { modelsWithCounts, toUpdates } from './serialize';
import { perAddress } from '../auth/limits';
import { mayFavouriteModels } from '../../shared/roles';

export function memberRouter(ctx: AppContext): Router {
  const r = Router();
  const auth = requireUser(ctx);

  const updateExists = async (id: number) => !!(await ctx.db.selectFrom('updates').select('id').where('id', '=', id).where('publish_date', '<=', ctx.now()).executeTakeFirst());
  const modelExists = async (id: number) => !!(await ctx.db.selectFrom('models').select('id').where('id', '=', id).executeTakeFirst());

  r.get('/favourites', auth, async (req, res) => {
    const favs = await ctx.db.selectFrom('favourites').select(['id', 'update_id']).where('user_id', '=', req.user!.id).orderBy('id', 'desc').execute();
    const rows = favs.length ? await ctx.db.selectFrom('updates').selectAll().where('id', 'in', favs.map((f) => f.update_id)).execute() : [];
    const updates = new Map((await toUpdates(ctx.db, rows, { userId: req.user!.id })).map((u) => [u.id, u]));
    const data = favs.filter((f) => updates.has(f.update_id)).map((f) => ({ id: f.id, content_update_id: f.update_id, content_update: updates.get(f.update_id) }));
    sendList(res, data, data.length);
  });

  r.put('/favourites', auth, async (req, res) => {
    const { content_update_id } = body(req, FavouriteBody);
    if (!(await updateExists(content_update_id))) throw notFound('Update');
    await ctx.db
      .insertInto('favourites')
      .values({ user_id: req.user!.id, update_id: content_update_id, created_at: ctx.now() })
      .onConflict((oc) => oc.columns(['user_id', 'update_id']).doNothing())
      .execute();
    const row = await ctx.db.selectFrom('favourites').select(['id', 'update_id']).where('user_id', '=', req.user!.id).where('update_id', '=', content_update_id).executeTakeFirstOrThrow();
    send(res, { id: row.id, content_update_id: row.update_id }, 201);
  });

  // Deleting someone else's favourite looks exactly like deleting a missing one (404).
  r.delete('/favourites/:id', auth, async (req, res) => {
    const result = await ctx.db.deleteFrom('favourites').where('id', '=', idParam(req)).where('user_id', '=', req.user!.id).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw notFound('Favourite');
    send(res, { deleted: true });
  });

  r.get('/favouriteModels', auth, async (req, res) => {
    const favs = await ctx.db.selectFrom('favourite_models').select(['id', 'model_id']).where('user_id', '=', req.user!.id).orderBy('id', 'desc').execute();
    const rows = favs.length ? await ctx.db.selectFrom('models').selectAll().where('id', 'in', favs.map((f) => f.model_id)).execute() : [];
    const models = new Map((await modelsWithCounts(ctx, rows)).map((m) => [m.id, m]));
    const data = favs.map((f) => ({ id: f.id, model_id: f.model_id, model: models.get(f.model_id) }));
    sendList(res, data, data.length);
  });

  r.put('/favouriteModels', auth, async (req, res) => {
    const { model_id } = body(req, FavouriteModelBody);
    if (!mayFavouriteModels(req.user)) throw new HttpError(403, 'forbidden', 'Only members can favourite models');
    if (!(await modelExists(model_id))) throw notFound('Model');
    await ctx.db
      .insertInto('favourite_models')
      .values({ user_id: req.user!.id, model_id, created_at: ctx.now() })
      .onConflict((oc) => oc.columns(['user_id', 'model_id']).doNothing())
      .execute();
    const row = await ctx.db.selectFrom('favourite_models').select(['id', 'model_id']).where('user_id', '=', req.user!.id).where('model_id', '=', model_id).executeTakeFirstOrThrow();
    send(res, row, 201);
  });

  r.delete('/favouriteModels/:id', auth, async (req, res) => {
    const result = await ctx.db.deleteFrom('favourite_models').where('id', '=', idParam(req)).where('user_id', '=', req.user!.id).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw notFound('Favourite');
    send(res, { deleted: true });
  });

  /** One rating per user and item; the average is recomputed from the ratings table. */
  const rate = async (userId: number, type: 'update' | 'model', id: number, rating: number) => {
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
  };

  // Rating is not role-gated for models (specification, section 6), but needs a member login.
  r.post('/models/:id/rating', auth, async (req, res) => {
    const id = idParam(req);
    const { rating } = body(req, RatingBody, { fieldMessages: { rating: 'Rating must be 0 to 5 in steps of 1' } });
    if (!(await modelExists(id))) throw notFound('Model');
    await rate(req.user!.id, 'model', id, rating);
    const m = await ctx.db.selectFrom('models').select(['rating', 'rating_count']).where('id', '=', id).executeTakeFirstOrThrow();
    send(res, { id, rating: Math.round(m.rating * 10) / 10, userRating: rating, ratingCount: m.rating_count });
  });

  // Update statistics share the update id (statistic.id === update.id).
  r.post('/stats/:id/rating', auth, async (req, res) => {
    const id = idParam(req);
    const { rating } = body(req, RatingBody, { fieldMessages: { rating: 'Rating must be 0 to 5 in steps of 1' } });
    if (!(await updateExists(id))) throw notFound('Update');
    await rate(req.user!.id, 'update', id, rating);
    send(res, await statistic(id, req.user!.id));
  });

  const views = perAddress(120);
  r.post('/stats/:id/view', views, async (req, res) => {
    const id = idParam(req);
    const result = await ctx.db.updateTable('updates').set({ view_count: sql`view_count + 1` }).where('id', '=', id).where('publish_date', '<=', ctx.now()).executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw notFound('Update');
    send(res, { id });
  });

  r.post('/models/:id/addView', views, async (req, res) => {
    const id = idParam(req);
    const result = await ctx.db.updateTable('models').set({ views: sql`views + 1` }).where('id', '=', id).executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw notFound('Model');
    send(res, { id });
  });

  const statistic = async (id: number, userId?: number) => {
    const u = await ctx.db.selectFrom('updates').select(['id', 'rating', 'view_count']).where('id', '=', id).where('publish_date', '<=', ctx.now()).executeTakeFirst();
    if (!u) throw notFound('Update');
    const [mine, fav] = userId
      ? await Promise.all([
          ctx.db.selectFrom('ratings').select('rating').where('user_id', '=', userId).where('target_type', '=', 'update').where('target_id', '=', id).executeTakeFirst(),
          ctx.db.selectFrom('favourites').select('id').where('user_id', '=', userId).where('update_id', '=', id).executeTakeFirst(),
        ])
      : [undefined, undefined];
    return {
      id: u.id,
      rating: Math.round(u.rating * 10) / 10,
      viewCount: u.view_count,
      ...(userId ? { userFavourite: !!fav } : {}),
      ...(mine ? { userRating: mine.rating } : {}),
    };
  };

  r.get('/stats/updates/:id', optionalUser(ctx), async (req, res) => {
    send(res, await statistic(idParam(req), req.user?.id));
  });

  return r;
}
