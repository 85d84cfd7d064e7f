// Public model lists and details.
import { Router, type Request } from 'express';
import { sql } from 'kysely';
import { validQuery } from '../validate';
import { ModelListQuery } from '../../../schemas/api/requests';
import type { AppContext } from '../../context';
import { HttpError, listSize, notFound, paging, queryString, send, sendList } from '../http';
import { modelsWithCounts } from '../serialize';

const SORTS = {
  name: [['full_name', 'asc']],
  newest: [['created_at', 'desc']],
  rating: [['rating', 'desc']],
  views: [['views', 'desc']],
} as const;

function modelQuery(ctx: AppContext, req: Request) {
  let q = ctx.db.selectFrom('models');
  const gender = queryString(req, 'gender');
  if (gender) {
    if (gender !== 'Male' && gender !== 'Female') throw new HttpError(400, 'validation_failed', 'gender must be Male or Female', { gender: 'must be Male or Female' });
    q = q.where('gender', '=', gender);
  }
  for (const key of ['hair', 'eyes', 'country'] as const) {
    const v = queryString(req, key);
    if (v) q = q.where(key, '=', v);
  }
  const letter = queryString(req, 'letter');
  if (letter) q = q.where(sql<string>`lower(substr(full_name, 1, 1))`, '=', letter.slice(0, 1).toLowerCase());
  const name = queryString(req, 'q');
  if (name) {
    // Escape LIKE wildcards so user text only matches literally.
    const escaped = name.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
    q = q.where(sql<string>`lower(full_name)`, 'like', sql<string>`${`%${escaped}%`} escape '\\'`);
  }
  return q;
}

export function modelsRouter(ctx: AppContext): Router {
  const r = Router();

  r.get('/public/models', validQuery(ModelListQuery), async (req, res) => {
    const { size, offset } = paging(req);
    const sortKey = (queryString(req, 'sort') ?? 'name') as keyof typeof SORTS;
    const sort = SORTS[sortKey];
    if (!sort) throw new HttpError(400, 'validation_failed', `sort must be one of ${Object.keys(SORTS).join(', ')}`, { sort: 'unknown sort' });
    const q = modelQuery(ctx, req);
    let rows = q.selectAll();
    for (const [col, dir] of sort) rows = rows.orderBy(col, dir);
    const [list, count] = await Promise.all([
      rows.orderBy('id').limit(size).offset(offset).execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    sendList(res, await modelsWithCounts(ctx, list), Number(count.n));
  });

  r.get('/public/modelsrandom', validQuery(ModelListQuery), async (req, res) => {
    const rows = await modelQuery(ctx, req).selectAll().orderBy(sql`random()`).limit(listSize(req)).execute();
    send(res, await modelsWithCounts(ctx, rows));
  });

  r.get('/public/models/:permalink', async (req, res) => {
    const row = await ctx.db.selectFrom('models').selectAll().where('perma_link', '=', String(req.params.permalink)).executeTakeFirst();
    if (!row) throw notFound('Model');
    const [model] = await modelsWithCounts(ctx, [row]);
    send(res, model);
  });

  return r;
}
