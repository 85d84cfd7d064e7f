// The media_assets rows: what staff uploaded into the library (uploads.ts adds them).
import { sql } from 'kysely';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../context';
import type { MediaAssetsTable } from '../../db/schema';
import type { PageOf, PageWindow } from '../../queries/page';
import type { MediaKind } from './kinds';

export type MediaAssetRow = Selectable<MediaAssetsTable>;

export interface AssetFilters {
  /** Part of the original file name, any case. */
  q?: string;
  kind?: MediaKind;
}

export async function assetPage(ctx: AppContext, f: AssetFilters, { size, offset }: PageWindow): Promise<PageOf<MediaAssetRow>> {
  let q = ctx.db.selectFrom('media_assets').where('deleted_at', 'is', null);
  if (f.kind) q = q.where('kind', '=', f.kind);
  if (f.q) {
    // LIKE wildcards in the search text match literally.
    const escaped = f.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
    q = q.where('filename_lower', 'like', sql<string>`${`%${escaped}%`} escape '\\'`);
  }
  const [rows, count] = await Promise.all([
    q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(size).offset(offset).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** A library file that is not deleted. */
export const assetById = (ctx: AppContext, id: number) => ctx.db.selectFrom('media_assets').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();

export async function addAsset(ctx: AppContext, row: Omit<MediaAssetRow, 'id' | 'deleted_at' | 'filename_lower'>): Promise<MediaAssetRow> {
  return ctx.db
    .insertInto('media_assets')
    .values({ ...row, filename_lower: row.original_filename.toLowerCase(), deleted_at: null })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Marks a file deleted (it stays in the store, so the deletion can be undone); false when there was none. */
export async function softDeleteAsset(ctx: AppContext, id: number): Promise<string | undefined> {
  const at = ctx.now();
  const result = await ctx.db.updateTable('media_assets').set({ deleted_at: at }).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) ? at : undefined;
}
