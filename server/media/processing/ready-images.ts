// Which library pictures the site may show: those whose image-variants job is done (their files are
// in the public store) and that are not deleted. Asked once per list being serialized, and only
// when a row of it has a library picture, so the seed's pool pictures cost no query.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export async function readyImageAssets(db: Kysely<Database>, rows: readonly { image_asset_id?: number | null }[]): Promise<Set<number>> {
  const ids = [...new Set(rows.map((r) => r.image_asset_id).filter((id): id is number => id != null))];
  if (!ids.length) return new Set();
  const ready = await db
    .selectFrom('media_jobs')
    .innerJoin('media_assets', 'media_assets.id', 'media_jobs.asset_id')
    .select('media_jobs.asset_id')
    .distinct()
    .where('media_jobs.asset_id', 'in', ids)
    .where('media_jobs.kind', '=', 'image-variants')
    .where('media_jobs.state', '=', 'done')
    .where('media_assets.deleted_at', 'is', null)
    .execute();
  return new Set(ready.map((r) => r.asset_id));
}

/** The row's library picture when it is ready, else null (its pool pictures are shown). */
export const readyImageOf = (ready: Set<number>, row: { image_asset_id?: number | null }): number | null => (row.image_asset_id != null && ready.has(row.image_asset_id) ? row.image_asset_id : null);
