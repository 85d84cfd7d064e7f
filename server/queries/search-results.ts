// Search: matching ids from the full-text index (SQLite FTS5 / PostgreSQL tsvector, db/dialect.ts)
// turned into rows in rank order, the searched terms ("most searched", "recently searched") and
// the header popover's lists.
import { listedModels } from './models';
import { sql } from 'kysely';
import type { AppContext } from '../context';
import type { ModelRow, NamedRow, UpdateRow } from '../db/schema';
import { searchTokens } from '../db/dialect';
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
  return ids.length ? keepOrder(ids, await listedModels(ctx.db.selectFrom('models').selectAll().where('id', 'in', ids)).execute()) : [];
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
  const rows = (await ctx.db.selectFrom('updates').selectAll().where('id', 'in', ids).execute()).filter((u) => u.publish_date <= now && u.status === 'published' && u.deleted_at === null && !(hide && u.hardcore));
  return keepOrder(ids, rows).slice(0, size);
}

/** Longest term "most searched" keeps: longer ones are sentences or junk, not what people look for. */
export const SEARCHED_TERM_MAX = 40;

/**
 * How many distinct clients must have searched a term (and found something) before it is shown to
 * everyone in "recently" and "most searched": one visitor alone can never publish their text. Three
 * is enough that a term is something several people look for, small enough for a small site.
 */
export const SEARCH_TERM_MIN_CLIENTS = 3;

/** Days a term not yet listed keeps its clients; past them it starts counting anew. */
const PENDING_CLIENT_DAYS = 30;

/**
 * A term as "most searched" counts it: its words as the search reads them (lowercase, no accents,
 * no punctuation or markup, single spaces: `  Jardín   "Sol"` -> "jardin sol"), or null when too
 * short or too long.
 */
export function searchedTermKey(term: string): string | null {
  const key = searchTokens(term).join(' ');
  return key.length >= 2 && key.length <= SEARCHED_TERM_MAX ? key : null;
}

/** The day whose rows of `search_clients` this process last cleared away, per database. */
const purgedBefore = new WeakMap<object, string>();

async function purgeOldClients(ctx: AppContext, now: string) {
  const day = now.slice(0, 10);
  if (purgedBefore.get(ctx.db) === day) return;
  purgedBefore.set(ctx.db, day);
  await ctx.db.deleteFrom('search_clients').where('day', '<', day).execute();
  const pendingSince = new Date(Date.parse(now) - PENDING_CLIENT_DAYS * 86_400_000).toISOString();
  await ctx.db.deleteFrom('search_term_clients').where('seen_at', '<', pendingSince).execute();
}

/**
 * Counts a search of a normalized term that found something: once per client (a pseudonymous id
 * of its address) and day for "most searched", so repeating a search does not move the term up;
 * and, until the term is listed, as one of the distinct clients it needs (SEARCH_TERM_MIN_CLIENTS).
 * A term staff hid is not counted at all.
 */
export async function recordSearch(ctx: AppContext, term: string, client: string): Promise<void> {
  const now = ctx.now();
  await purgeOldClients(ctx, now);
  if (await ctx.db.selectFrom('hidden_search_terms').select('term').where('term', '=', term).executeTakeFirst()) return;
  const first = await ctx.db
    .insertInto('search_clients')
    .values({ day: now.slice(0, 10), term, client })
    .onConflict((oc) => oc.columns(['day', 'term', 'client']).doNothing())
    .executeTakeFirst();
  if (!Number(first.numInsertedOrUpdatedRows ?? 0)) return;
  const row = await ctx.db
    .insertInto('searches')
    .values({ term, count: 1, last_searched_at: now })
    .onConflict((oc) => oc.column('term').doUpdateSet({ count: sql`searches.count + 1`, last_searched_at: now }))
    .returning('clients')
    .executeTakeFirstOrThrow();
  if (Number(row.clients) >= SEARCH_TERM_MIN_CLIENTS) return;
  await ctx.db
    .insertInto('search_term_clients')
    .values({ term, client, seen_at: now })
    .onConflict((oc) => oc.columns(['term', 'client']).doNothing())
    .execute();
  const { n } = await ctx.db.selectFrom('search_term_clients').select((eb) => eb.fn.countAll<number>().as('n')).where('term', '=', term).executeTakeFirstOrThrow();
  const clients = Math.min(Number(n), SEARCH_TERM_MIN_CLIENTS);
  await ctx.db.updateTable('searches').set({ clients }).where('term', '=', term).execute();
  // Listed from now on: who searched it is no longer needed.
  if (clients >= SEARCH_TERM_MIN_CLIENTS) await ctx.db.deleteFrom('search_term_clients').where('term', '=', term).execute();
}

/** Searched terms visitors may see: searched by enough clients and not hidden by staff. */
const listedSearches = (ctx: AppContext) =>
  ctx.db
    .selectFrom('searches')
    .where('clients', '>=', SEARCH_TERM_MIN_CLIENTS)
    .where('term', 'not in', ctx.db.selectFrom('hidden_search_terms').select('term'));

export async function recentSearches(ctx: AppContext, size: number) {
  const rows = await listedSearches(ctx).select(['term', 'count', 'last_searched_at']).orderBy('last_searched_at', 'desc').orderBy('term').limit(size).execute();
  return rows.map((r) => ({ term: r.term, count: Number(r.count), lastSearchedAt: r.last_searched_at }));
}

/** Hides a term from "recently" and "most searched" for good, recording who and why; the hidden term as stored. */
export async function hideSearchTerm(ctx: AppContext, term: string, staffUserId: number, reason: string) {
  const hidden = { term, hidden_by: staffUserId, reason, hidden_at: ctx.now() };
  await ctx.db
    .insertInto('hidden_search_terms')
    .values(hidden)
    .onConflict((oc) => oc.column('term').doUpdateSet({ hidden_by: staffUserId, reason, hidden_at: hidden.hidden_at }))
    .execute();
  await ctx.db.deleteFrom('searches').where('term', '=', term).execute();
  await ctx.db.deleteFrom('search_term_clients').where('term', '=', term).execute();
  await ctx.db.deleteFrom('search_clients').where('term', '=', term).execute();
  return { term, hiddenBy: staffUserId, reason, hiddenAt: hidden.hidden_at };
}

/** The terms staff hid, newest first, with who and why. */
export async function hiddenSearchTerms(ctx: AppContext) {
  const rows = await ctx.db.selectFrom('hidden_search_terms').selectAll().orderBy('hidden_at', 'desc').orderBy('term').execute();
  return rows.map((r) => ({ term: r.term, hiddenBy: r.hidden_by, reason: r.reason, hiddenAt: r.hidden_at }));
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
  const rows = await listedSearches(ctx).select(['term', 'count']).orderBy('count', 'desc').orderBy('term').limit(MOST_SEARCHED_CANDIDATES).execute();
  const found = await Promise.all(rows.map((r) => findsSomething(ctx, r.term)));
  return rows.filter((_, i) => found[i]).slice(0, MOST_SEARCHED_SIZE).map((r) => ({ term: r.term, count: Number(r.count) }));
}

/** Every tag's English name and per-language texts, in a stable order. */
export const tagNames = (ctx: AppContext) => ctx.db.selectFrom('tags').select(['full_name', 'names']).orderBy('id').execute();

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
    listedModels(ctx.db.selectFrom('models').selectAll()).orderBy('rating', 'desc').orderBy('rating_count', 'desc').orderBy('id').limit(size).execute(),
    topTags(ctx),
  ]);
  return { mostSearched, updates, models, tags };
}
