// Models: filtered and sorted pages, random picks, one by permalink or id.
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Static } from '@sinclair/typebox';
import type { AppContext } from '../context';
import type { Database, ModelRow } from '../db/schema';
import type { ModelListQuery } from '../../schemas/api/requests';
import type { PageOf, PageWindow } from './page';
import { seededOrder } from './seeded-order';

const SORTS = {
  name: [['full_name', 'asc']],
  newest: [['created_at', 'desc']],
  rating: [['rating', 'desc']],
  views: [['views', 'desc']],
} as const satisfies Record<ModelSort, unknown>;
export type ModelSort = NonNullable<Static<typeof ModelListQuery>['sort']>;
export type ModelFilters = Pick<Static<typeof ModelListQuery>, 'gender' | 'hair' | 'eyes' | 'country' | 'letter' | 'q'>;

/** Published and not deleted: drafts and deleted models exist for staff only (server/api/staff-models.ts). */
export const listedModels = <Q extends SelectQueryBuilder<Database, 'models', object>>(q: Q): Q =>
  q.where('models.status', '=', 'published').where('models.deleted_at', 'is', null) as Q;

function filtered(ctx: AppContext, f: ModelFilters) {
  let q = listedModels(ctx.db.selectFrom('models'));
  if (f.gender) q = q.where('gender', '=', f.gender);
  for (const key of ['hair', 'eyes', 'country'] as const) {
    const v = f[key];
    if (v) q = q.where(key, '=', v);
  }
  if (f.letter) q = q.where(sql<string>`lower(substr(full_name, 1, 1))`, '=', f.letter.slice(0, 1).toLowerCase());
  if (f.q) {
    // Escape LIKE wildcards so user text only matches literally.
    const escaped = f.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
    q = q.where(sql<string>`lower(full_name)`, 'like', sql<string>`${`%${escaped}%`} escape '\\'`);
  }
  return q;
}

export async function modelPage(ctx: AppContext, f: ModelFilters, sort: ModelSort, { size, offset }: PageWindow): Promise<PageOf<ModelRow>> {
  const q = filtered(ctx, f);
  let rows = q.selectAll();
  for (const [col, dir] of SORTS[sort]) rows = rows.orderBy(col, dir);
  const [list, count] = await Promise.all([rows.orderBy('id').limit(size).offset(offset).execute(), q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()]);
  return { rows: list, total: Number(count.n) };
}

export function randomModels(ctx: AppContext, f: ModelFilters, size: number, seed: number): Promise<ModelRow[]> {
  return filtered(ctx, f).selectAll().orderBy(seededOrder('id', seed)).limit(size).execute();
}

export function modelByPermalink(ctx: AppContext, permalink: string): Promise<ModelRow | undefined> {
  return listedModels(ctx.db.selectFrom('models').selectAll().where('perma_link', '=', permalink)).executeTakeFirst();
}

export async function hasModel(ctx: AppContext, id: number): Promise<boolean> {
  return !!(await listedModels(ctx.db.selectFrom('models').select('id').where('id', '=', id)).executeTakeFirst());
}
