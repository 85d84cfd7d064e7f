// Search: matching ids from the full-text index (SQLite FTS5 / PostgreSQL tsvector, db/dialect.ts)
// turned into rows in rank order, the searched terms ("most searched", "recently searched") and
// the header popover's lists.
import { sql } from 'kysely';
import type { AppContext } from '../context';
import type { ModelRow, NamedRow, UpdateRow } from '../db/schema';
import { searchTokens } from '../db/dialect';
import { foldAccents } from '../../shared/fold-accents';
import { visibleUpdates } from './visible-updates';

const keepOrder = <T extends { id: number }>(ids: number[], rows: T[]) => {
  const by = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => by.get(id)).filter((r): r is T => r !== undefined);
};

// Matching ids are public and the same for everyone: cache them briefly per normalized term (the
// header popover repeats terms as the user types). Rows are still loaded per request.
const find = (ctx: AppContext, kinds: string[], term: string, limit: number) =>
  ctx.cache.get(`search:${kinds.join(',')}:${limit}:${searchTokens(term).join(' ')}`, () => ctx.dialect.search(ctx.db, kinds, term, limit));

export async function matchingModels(ctx: AppContext, term: string, size: number): Promise<ModelRow[]> {
  const ids = await find(ctx, ['model'], term, size);
  return ids.length ? keepOrder(ids, await ctx.db.selectFrom('models').selectAll().where('id', 'in', ids).execute()) : [];
}

export async function matchingPlaces(ctx: AppContext, term: string, size: number): Promise<NamedRow[]> {
  const ids = await find(ctx, ['place'], term, size);
  return ids.length ? keepOrder(ids, await ctx.db.selectFrom('places').selectAll().where('id', 'in', ids).execute()) : [];
}

/** Visible updates of the given kinds (photo, video, dvd) in rank order. */
export async function matchingUpdates(ctx: AppContext, kinds: string[], term: string, size: number): Promise<UpdateRow[]> {
  // Over-fetch: scheduled or hidden updates are dropped after ranking.
  const ids = await find(ctx, kinds, term, size * 3);
  if (!ids.length) return [];
  // Fetch by primary key and apply visibility here: a publish_date condition in SQL would make
  // the planner walk the date index instead of looking up 30 ids.
  const hide = (await ctx.configs.active()).core.fsk12.hideHardcoreUpdates;
  const now = ctx.now();
  const rows = (await ctx.db.selectFrom('updates').selectAll().where('id', 'in', ids).execute()).filter((u) => u.publish_date <= now && !(hide && u.hardcore));
  return keepOrder(ids, rows).slice(0, size);
}

/** Longest term "most searched" keeps: longer ones are sentences or junk, not what people look for. */
export const SEARCHED_TERM_MAX = 40;

/** A term as "most searched" counts it ("  Jardín   Sol" -> "jardin sol"), or null when too short or too long. */
export function searchedTermKey(term: string): string | null {
  const key = foldAccents(term).trim().replace(/\s+/g, ' ');
  return key.length >= 2 && key.length <= SEARCHED_TERM_MAX ? key : null;
}

/** The day whose rows of `search_clients` this process last cleared away, per database. */
const purgedBefore = new WeakMap<object, string>();

/**
 * Counts a search of a normalized term for "most searched": once per client (a pseudonymous id of
 * its address) and day, so repeating a search does not move the term up.
 */
export async function recordSearch(ctx: AppContext, term: string, client: string): Promise<void> {
  const now = ctx.now();
  const day = now.slice(0, 10);
  if (purgedBefore.get(ctx.db) !== day) {
    purgedBefore.set(ctx.db, day);
    await ctx.db.deleteFrom('search_clients').where('day', '<', day).execute();
  }
  const first = await ctx.db
    .insertInto('search_clients')
    .values({ day, term, client })
    .onConflict((oc) => oc.columns(['day', 'term', 'client']).doNothing())
    .executeTakeFirst();
  if (!Number(first.numInsertedOrUpdatedRows ?? 0)) return;
  await ctx.db
    .insertInto('searches')
    .values({ term, count: 1, last_searched_at: now })
    .onConflict((oc) => oc.column('term').doUpdateSet({ count: sql`searches.count + 1`, last_searched_at: now }))
    .execute();
}

export async function recentSearches(ctx: AppContext, size: number) {
  const rows = await ctx.db.selectFrom('searches').select(['term', 'count', 'last_searched_at']).orderBy('last_searched_at', 'desc').orderBy('term').limit(size).execute();
  return rows.map((r) => ({ term: r.term, count: Number(r.count), lastSearchedAt: r.last_searched_at }));
}

/** The search popover's suggestions: most searched terms, most viewed updates, best rated models, biggest tags. */
export async function searchSuggestions(ctx: AppContext, size: number) {
  const [mostSearched, updates, models, tags] = await Promise.all([
    ctx.db.selectFrom('searches').select(['term', 'count']).orderBy('count', 'desc').orderBy('term').limit(10).execute(),
    (await visibleUpdates(ctx, {})).selectAll('updates').orderBy('updates.view_count', 'desc').orderBy('updates.id').limit(size).execute(),
    ctx.db.selectFrom('models').selectAll().orderBy('rating', 'desc').orderBy('rating_count', 'desc').orderBy('id').limit(size).execute(),
    ctx.db
      .selectFrom('tags')
      .innerJoin('update_tags', 'update_tags.tag_id', 'tags.id')
      .select(['tags.id', 'tags.full_name', 'tags.perma_link', 'tags.names', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy(['tags.id', 'tags.full_name', 'tags.perma_link', 'tags.names'])
      .orderBy('n', 'desc')
      .limit(20)
      .execute(),
  ]);
  return {
    mostSearched: mostSearched.map((m) => ({ term: m.term, count: Number(m.count) })),
    updates,
    models,
    tags: tags.map((t) => ({ id: t.id, full_name: t.full_name, perma_link: t.perma_link, names: t.names, updateCount: Number(t.n) })),
  };
}
