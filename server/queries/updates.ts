// Updates as visitors and members get them: sorted pages, recent, random and last-and-next lists of
// the visible ones (visible-updates.ts), single updates by permalink or id, a member's purchases.
import type { Static } from '@sinclair/typebox';
import type { AppContext } from '../context';
import type { UpdateListQuery } from '../../schemas/api/requests';
import type { UpdateRow } from '../db/schema';
import type { PageOf, PageWindow } from './page';
import { seededOrder } from './seeded-order';
import { createPrng } from '../../shared/seeded-random';
import { countUpdates, hidesHardcore, listed, visibleUpdates, type UpdateFilters, type UpdatesQuery } from './visible-updates';

const SORTS = {
  newest: [['publish_date', 'desc'], ['id', 'desc']],
  oldest: [['publish_date', 'asc'], ['id', 'asc']],
  rating: [['rating', 'desc'], ['id', 'desc']],
  views: [['view_count', 'desc'], ['id', 'desc']],
  name: [['full_name', 'asc'], ['id', 'asc']],
  // Postgres puts NULLs first in a descending order, SQLite last: updates without a play time go last in both.
  duration: [['play_time_seconds', 'desc nulls last'], ['id', 'desc']],
} as const satisfies Record<UpdateSort, unknown>;
export type UpdateSort = NonNullable<Static<typeof UpdateListQuery>['sort']>;

function ordered(q: UpdatesQuery, sort: UpdateSort) {
  let out = q.selectAll('updates');
  for (const [col, dir] of SORTS[sort]) {
    out = dir === 'desc nulls last' ? out.orderBy(`updates.${col}`, (order) => order.desc().nullsLast()) : out.orderBy(`updates.${col}`, dir);
  }
  return out;
}

/** One page of a filtered, sorted list and the length of the whole list. */
export async function updatePage(ctx: AppContext, f: UpdateFilters, sort: UpdateSort, { size, offset }: PageWindow): Promise<PageOf<UpdateRow>> {
  const q = await visibleUpdates(ctx, f);
  const [rows, total] = await Promise.all([ordered(q, sort).limit(size).offset(offset).execute(), countUpdates(ctx, f)]);
  return { rows, total };
}

export async function recentUpdates(ctx: AppContext, f: UpdateFilters, size: number): Promise<UpdateRow[]> {
  return ordered(await visibleUpdates(ctx, f), 'newest').limit(size).execute();
}

export async function randomUpdates(ctx: AppContext, f: UpdateFilters, size: number, seed: number): Promise<UpdateRow[]> {
  const total = await countUpdates(ctx, f);
  const q = await visibleUpdates(ctx, f);
  let rows = total > 2000 ? await sampleById(ctx, q, size, seed) : [];
  // Ordering by a seeded hash sorts the whole filtered set: fine for small sets, and the fallback.
  if (rows.length < Math.min(size, total)) rows = await q.selectAll('updates').orderBy(seededOrder('updates.id', seed)).limit(size).execute();
  return rows;
}

/** Large sets: seek from seeded ids along the primary key (each seek stops at the first match). */
async function sampleById(ctx: AppContext, q: UpdatesQuery, size: number, seed: number): Promise<UpdateRow[]> {
  const range = await ctx.cache.get('update-id-range', () =>
    ctx.db.selectFrom('updates').select([(eb) => eb.fn.min<number>('id').as('lo'), (eb) => eb.fn.max<number>('id').as('hi')]).executeTakeFirstOrThrow(),
  );
  const lo = Number(range.lo);
  const hi = Number(range.hi);
  const prng = createPrng(seed);
  const picked = new Map<number, UpdateRow>();
  const seek = (from: number) => q.selectAll('updates').where('updates.id', '>=', from).orderBy('updates.id').limit(1).executeTakeFirst();
  for (let attempt = 0; attempt < size * 3 && picked.size < size; attempt++) {
    const row = await seek(prng.int(lo, hi));
    if (row) picked.set(row.id, row);
  }
  return [...picked.values()];
}

/** The `size` newest published updates, and every scheduled one (up to 50), soonest first. */
/** The most scheduled updates indexLastAndNext lists. */
export const MAX_NEXT_UPDATES = 50;

export async function lastAndNextUpdates(ctx: AppContext, f: UpdateFilters, size: number, nextSize = MAX_NEXT_UPDATES): Promise<{ last: UpdateRow[]; next: UpdateRow[] }> {
  const last = await ordered(await visibleUpdates(ctx, f), 'newest').limit(size).execute();
  const next = await ordered(await visibleUpdates(ctx, { ...f, future: true }), 'oldest').limit(Math.min(nextSize, MAX_NEXT_UPDATES)).execute();
  return { last, next };
}

/** An update by permalink, scheduled ones too (the countdown links to them), never a hidden hardcore one. */
export async function updateByPermalink(ctx: AppContext, permalink: string): Promise<UpdateRow | undefined> {
  let q = listed(ctx.db.selectFrom('updates').selectAll().where('perma_link', '=', permalink));
  if (await hidesHardcore(ctx)) q = q.where('hardcore', '=', 0);
  return q.executeTakeFirst();
}

/** Whether a visitor may see the update (published, not a hidden hardcore one). */
export async function isVisibleUpdate(ctx: AppContext, id: number): Promise<boolean> {
  return !!(await (await visibleUpdates(ctx, {})).select(['updates.id']).where('updates.id', '=', id).executeTakeFirst());
}

/** A published update by id, for members' calls (favourites, ratings, content, purchases); never a hidden hardcore one. */
export async function publishedUpdate(ctx: AppContext, id: number): Promise<UpdateRow | undefined> {
  return (await visibleUpdates(ctx, {})).selectAll('updates').where('updates.id', '=', id).executeTakeFirst();
}

/** The updates a member bought one by one, latest purchase first (hidden hardcore ones left out, like everywhere). */
export async function purchasedUpdates(ctx: AppContext, userId: number): Promise<UpdateRow[]> {
  let q = ctx.db
    .selectFrom('purchases')
    .innerJoin('updates', 'updates.id', 'purchases.update_id')
    .selectAll('updates')
    .where('purchases.user_id', '=', userId)
    .where('updates.deleted_at', 'is', null);
  if (await hidesHardcore(ctx)) q = q.where('updates.hardcore', '=', 0);
  return q.orderBy('purchases.id', 'desc').execute();
}
