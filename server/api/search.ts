// Search: full-text (SQLite FTS5 / PostgreSQL tsvector via the dialect layer), prefix matching,
// case- and accent-insensitive; plus the header popover's metadata and recent searches.
import { Router } from 'express';
import { sql } from 'kysely';
import { validQuery } from './validate';
import { SearchQuery } from '../../schemas/api/requests';
import type { AppContext } from '../context';
import { listSize, send, sendList } from './http';
import { modelsWithCounts, toPlace, toUpdates } from './serialize';
import { visibleUpdates } from './public/update-query';
import { normalizeText, searchTokens } from '../db/dialect';
import { optionalUser } from '../auth/middleware';

const keepOrder = <T extends { id: number }>(ids: number[], rows: T[]) => {
  const by = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => by.get(id)).filter((r): r is T => r !== undefined);
};

export function searchRouter(ctx: AppContext): Router {
  const r = Router();

  // Matching ids are public and the same for everyone: cache them briefly per normalized term (the
  // header popover repeats terms as the user types). Rows are still loaded and serialized per request.
  const find = (kinds: string[], term: string, limit: number) =>
    ctx.cache.get(`search:${kinds.join(',')}:${limit}:${searchTokens(term).join(' ')}`, () => ctx.dialect.search(ctx.db, kinds, term, limit));

  const updatesFor = async (kinds: string[], term: string, size: number, userId?: number) => {
    // Over-fetch: scheduled or hidden updates are dropped after ranking.
    const ids = await find(kinds, term, size * 3);
    if (!ids.length) return [];
    // Fetch by primary key and apply visibility here: a publish_date condition in SQL would make
    // the planner walk the date index instead of looking up 30 ids.
    const hide = (await ctx.configs.active()).core.fsk12.hideHardcoreUpdates;
    const now = ctx.now();
    const rows = (await ctx.db.selectFrom('updates').selectAll().where('id', 'in', ids).execute()).filter((u) => u.publish_date <= now && !(hide && u.hardcore));
    return toUpdates(ctx.db, keepOrder(ids, rows).slice(0, size), { userId });
  };

  r.get('/search/:term', validQuery(SearchQuery), optionalUser(ctx), async (req, res) => {
    const term = String(req.params.term).slice(0, 100);
    const size = listSize(req, 10);
    const empty = { models: [], galleries: [], videos: [], places: [] };
    if (!searchTokens(term).length) return send(res, empty);
    const [modelIds, placeIds] = await Promise.all([
      find(['model'], term, size),
      find(['place'], term, size),
    ]);
    const [models, places, galleries, videos] = await Promise.all([
      modelIds.length ? ctx.db.selectFrom('models').selectAll().where('id', 'in', modelIds).execute() : [],
      placeIds.length ? ctx.db.selectFrom('places').selectAll().where('id', 'in', placeIds).execute() : [],
      updatesFor(['photo'], term, size, req.user?.id),
      updatesFor(['video', 'dvd'], term, size, req.user?.id),
    ]);
    const data = {
      models: await modelsWithCounts(ctx, keepOrder(modelIds, models)),
      galleries,
      videos,
      places: keepOrder(placeIds, places).map((p) => toPlace(p)),
    };
    // Remember the term for "most searched" (normalized, so "Beach" and "beach" count together).
    const key = normalizeText(term).trim().replace(/\s+/g, ' ').slice(0, 64);
    // ?record=0 (live results while typing) keeps partial words out of "most searched".
    if (req.query.record !== '0' && key.length >= 2 && (data.models.length || data.galleries.length || data.videos.length || data.places.length)) {
      await ctx.db
        .insertInto('searches')
        .values({ term: key, count: 1, last_searched_at: ctx.now() })
        .onConflict((oc) => oc.column('term').doUpdateSet({ count: sql`searches.count + 1`, last_searched_at: ctx.now() }))
        .execute();
    }
    send(res, data);
  });

  r.get('/searchMetadata/simple', async (req, res) => {
    const size = listSize(req, 6);
    send(res, await ctx.cache.get(`search-metadata:${size}:${(await ctx.configs.active()).core.fsk12.hideHardcoreUpdates}`, () => metadata(size)));
  });

  const metadata = async (size: number) => {
    const [mostSearched, updates, models, tags] = await Promise.all([
      ctx.db.selectFrom('searches').select(['term', 'count']).orderBy('count', 'desc').orderBy('term').limit(10).execute(),
      (await visibleUpdates(ctx, {})).selectAll('updates').orderBy('updates.view_count', 'desc').orderBy('updates.id').limit(size).execute(),
      ctx.db.selectFrom('models').selectAll().orderBy('rating', 'desc').orderBy('rating_count', 'desc').orderBy('id').limit(size).execute(),
      ctx.db
        .selectFrom('tags')
        .innerJoin('update_tags', 'update_tags.tag_id', 'tags.id')
        .select(['tags.id', 'tags.full_name', 'tags.perma_link', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy(['tags.id', 'tags.full_name', 'tags.perma_link'])
        .orderBy('n', 'desc')
        .limit(20)
        .execute(),
    ]);
    return {
      mostSearched: mostSearched.map((m) => ({ term: m.term, count: Number(m.count) })),
      updates: await toUpdates(ctx.db, updates),
      models: await modelsWithCounts(ctx, models),
      tags: tags.map((t) => ({ id: t.id, fullName: t.full_name, permaLink: t.perma_link, updateCount: Number(t.n) })),
    };
  };

  r.get('/recentlysearched', async (req, res) => {
    const rows = await ctx.db.selectFrom('searches').select(['term', 'count', 'last_searched_at']).orderBy('last_searched_at', 'desc').orderBy('term').limit(listSize(req, 10)).execute();
    sendList(res, rows.map((r) => ({ term: r.term, count: Number(r.count), lastSearchedAt: r.last_searched_at })), rows.length);
  });

  return r;
}
