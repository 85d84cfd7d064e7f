// Member actions: favourites (updates and models), ratings, views and update statistics.
// The user is always the bearer token's; a user_id in the payload is ignored. Queries:
// server/queries/member-favourites.ts and ratings-and-views.ts.
import { Router } from 'express';
import type { AppContext } from '../context';
import { addFavouriteModel, addFavouriteUpdate, favouriteModels, favouriteUpdates, isFavouriteUpdate, removeFavouriteModel, removeFavouriteUpdate } from '../queries/member-favourites';
import { addModelView, addUpdateView, modelRating, rate, userRating } from '../queries/ratings-and-views';
import { hasModel } from '../queries/models';
import { publishedUpdate } from '../queries/updates';
import { HttpError, idParam, notFound, send, sendList } from './http';
import { body } from './validate';
import { FavouriteBody, FavouriteModelBody, RatingBody } from '../../schemas/api/requests';
import { optionalUser, requireUser } from '../auth/middleware';
import { modelsWithCounts, toUpdates } from './serialize';
import { mayFavouriteModels } from '../../shared/roles';
import { requestLang } from './localized-texts';

export function memberRouter(ctx: AppContext): Router {
  const r = Router();
  const auth = requireUser(ctx);

  const updateExists = async (id: number) => !!(await publishedUpdate(ctx, id));
  const modelExists = (id: number) => hasModel(ctx, id);

  r.get('/favourites', auth, async (req, res) => {
    const { favourites, updates: rows } = await favouriteUpdates(ctx, req.user!.id);
    const updates = new Map((await toUpdates(ctx.db, rows, { userId: req.user!.id, lang: requestLang(req) })).map((u) => [u.id, u]));
    const data = favourites.filter((f) => updates.has(f.update_id)).map((f) => ({ id: f.id, content_update_id: f.update_id, content_update: updates.get(f.update_id) }));
    sendList(res, data, data.length);
  });

  r.put('/favourites', auth, async (req, res) => {
    const { content_update_id } = body(req, FavouriteBody);
    if (!(await updateExists(content_update_id))) throw notFound('Update');
    const row = await addFavouriteUpdate(ctx, req.user!.id, content_update_id);
    send(res, { id: row.id, content_update_id: row.update_id }, 201);
  });

  // Deleting someone else's favourite looks exactly like deleting a missing one (404).
  r.delete('/favourites/:id', auth, async (req, res) => {
    if (!(await removeFavouriteUpdate(ctx, req.user!.id, idParam(req)))) throw notFound('Favourite');
    send(res, { deleted: true });
  });

  r.get('/favouriteModels', auth, async (req, res) => {
    const { favourites, models: rows } = await favouriteModels(ctx, req.user!.id);
    const models = new Map((await modelsWithCounts(ctx, rows, requestLang(req))).map((m) => [m.id, m]));
    const data = favourites.map((f) => ({ id: f.id, model_id: f.model_id, model: models.get(f.model_id) }));
    sendList(res, data, data.length);
  });

  r.put('/favouriteModels', auth, async (req, res) => {
    const { model_id } = body(req, FavouriteModelBody);
    if (!mayFavouriteModels(req.user)) throw new HttpError(403, 'forbidden', 'Only members can favourite models');
    if (!(await modelExists(model_id))) throw notFound('Model');
    send(res, await addFavouriteModel(ctx, req.user!.id, model_id), 201);
  });

  r.delete('/favouriteModels/:id', auth, async (req, res) => {
    if (!(await removeFavouriteModel(ctx, req.user!.id, idParam(req)))) throw notFound('Favourite');
    send(res, { deleted: true });
  });

  // Rating is not role-gated for models, but needs a member login.
  r.post('/models/:id/rating', auth, async (req, res) => {
    const id = idParam(req);
    const { rating } = body(req, RatingBody, { fieldMessages: { rating: 'Rating must be 0 to 5 in steps of 1' } });
    if (!(await modelExists(id))) throw notFound('Model');
    await rate(ctx, req.user!.id, 'model', id, rating);
    const m = await modelRating(ctx, id);
    send(res, { id, rating: Math.round(m.rating * 10) / 10, userRating: rating, ratingCount: m.rating_count });
  });

  // Update statistics share the update id (statistic.id === update.id).
  r.post('/stats/:id/rating', auth, async (req, res) => {
    const id = idParam(req);
    const { rating } = body(req, RatingBody, { fieldMessages: { rating: 'Rating must be 0 to 5 in steps of 1' } });
    if (!(await updateExists(id))) throw notFound('Update');
    await rate(ctx, req.user!.id, 'update', id, rating);
    send(res, await statistic(id, req.user!.id));
  });

  const views = ctx.limits.perAddress('views');
  r.post('/stats/:id/view', views, async (req, res) => {
    const id = idParam(req);
    if (!(await addUpdateView(ctx, id))) throw notFound('Update');
    send(res, { id });
  });

  r.post('/models/:id/addView', views, async (req, res) => {
    const id = idParam(req);
    if (!(await addModelView(ctx, id))) throw notFound('Model');
    send(res, { id });
  });

  const statistic = async (id: number, userId?: number) => {
    const u = await publishedUpdate(ctx, id);
    if (!u) throw notFound('Update');
    const [mine, favourite] = userId ? await Promise.all([userRating(ctx, userId, 'update', id), isFavouriteUpdate(ctx, userId, id)]) : [undefined, false];
    return {
      id: u.id,
      rating: Math.round(u.rating * 10) / 10,
      viewCount: u.view_count,
      ...(userId ? { userFavourite: favourite } : {}),
      ...(mine !== undefined ? { userRating: mine } : {}),
    };
  };

  r.get('/stats/updates/:id', optionalUser(ctx), async (req, res) => {
    send(res, await statistic(idParam(req), req.user?.id));
  });

  return r;
}
