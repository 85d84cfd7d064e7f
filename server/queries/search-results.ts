// Search: matching ids from the full-text index (SQLite FTS5 / PostgreSQL tsvector, db/dialect.ts)
// turned into rows in rank order, the searched terms ("most searched", "recently searched") and
// the header popover's lists.
import { sql } from 'kysely';
import type { AppContext } from '../context';
import type { ModelRow, NamedRow, UpdateRow } from '../db/schema';
import { searchTokens } from '../db/dialect';
import { foldAccents } from '../../shared/fold-accents';
import { hidesHardcore, visibleUpdates } from './visible-updates';
import { tagCounts } from './catalogue-counts';

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
  const hide = await hidesHardcore(ctx);
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

/** Terms "most searched" weighs before keeping those that still find something. */
const MOST_SEARCHED_CANDIDATES = 30;
const MOST_SEARCHED_SIZE = 10;
const TOP_TAGS = 20;

/** Whether a term finds anything a visitor may see: a model, a place or a visible update. */
async function findsSomething(ctx: AppContext, term: string): Promise<boolean> {
  if (!searchTokens(term).length) return false;
  const [models, places] = await Promise.all([find(ctx, ['model'], term, 1), find(ctx, ['place'], term, 1)]);
  return models.length > 0 || places.length > 0 || (await matchingUpdates(ctx, ['photo', 'video', 'dvd'], term, 1)).length > 0;
}

/**
 * The most searched terms that lead to results today: a term counted when it found something may
 * find nothing later (updates hidden by hideHardcoreUpdates, content removed), and a suggestion
 * that opens an empty search page is a dead end.
 */
async function mostSearchedTerms(ctx: AppContext): Promise<{ term: string; count: number }[]> {
  const rows = await ctx.db.selectFrom('searches').select(['term', 'count']).orderBy('count', 'desc').orderBy('term').limit(MOST_SEARCHED_CANDIDATES).execute();
  const found = await Promise.all(rows.map((r) => findsSomething(ctx, r.term)));
  return rows.filter((_, i) => found[i]).slice(0, MOST_SEARCHED_SIZE).map((r) => ({ term: r.term, count: Number(r.count) }));
}

/** The tags with the most visible updates, biggest first. */
async function topTags(ctx: AppContext): Promise<{ id: number; full_name: string; perma_link: string; names: string; updateCount: number }[]> {
  const counts = await tagCounts(ctx);
  const top = [...counts].filter(([, n]) => n > 0).sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, TOP_TAGS);
  if (!top.length) return [];
  const rows = await ctx.db.selectFrom('tags').select(['id', 'full_name', 'perma_link', 'names']).where('id', 'in', top.map(([id]) => id)).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return top.flatMap(([id, n]) => {
    const tag = byId.get(id);
    return tag ? [{ ...tag, updateCount: n }] : [];
  });
}

/** The search popover's suggestions: most searched terms, most viewed updates, best rated models, biggest tags. */
export async function searchSuggestions(ctx: AppContext, size: number) {
  const [mostSearched, updates, models, tags] = await Promise.all([
    mostSearchedTerms(ctx),
    (await visibleUpdates(ctx, {})).selectAll('updates').orderBy('updates.view_count', 'desc').orderBy('updates.id').limit(size).execute(),
    ctx.db.selectFrom('models').selectAll().orderBy('rating', 'desc').orderBy('rating_count', 'desc').orderBy('id').limit(size).execute(),
    topTags(ctx),
  ]);
  return { mostSearched, updates, models, tags };
}
