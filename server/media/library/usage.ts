// Where library files are used: the updates and models (not deleted) that show them, for the media
// library's "used by" and before a file is deleted. One query per content table for a whole page.
import type { AppContext } from '../../context';
import type { MediaUsage } from '../../../schemas/api/media-library';

export async function assetUsage(ctx: Pick<AppContext, 'db'>, assetIds: readonly number[]): Promise<Map<number, MediaUsage[]>> {
  const out = new Map<number, MediaUsage[]>();
  if (!assetIds.length) return out;
  const ids = [...assetIds];
  const [updates, models] = await Promise.all([
    ctx.db.selectFrom('updates').select(['id', 'full_name', 'image_asset_id']).where('image_asset_id', 'in', ids).where('deleted_at', 'is', null).orderBy('id').execute(),
    ctx.db.selectFrom('models').select(['id', 'full_name', 'image_asset_id']).where('image_asset_id', 'in', ids).where('deleted_at', 'is', null).orderBy('id').execute(),
  ]);
  const add = (kind: MediaUsage['kind'], rows: { id: number; full_name: string; image_asset_id: number | null }[]) => {
    for (const r of rows) {
      const list = out.get(r.image_asset_id!) ?? [];
      list.push({ kind, id: r.id, label: r.full_name });
      out.set(r.image_asset_id!, list);
    }
  };
  add('update', updates);
  add('model', models);
  return out;
}
