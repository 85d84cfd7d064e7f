// Where library files are used: the updates and models (not deleted) that show them as a picture,
// play them as the video or hold them in the gallery, and the places of the live site configuration
// that show them, for the media library's "used by". One query per way of use for a whole page.
import type { AppContext } from '../../context';
import type { MediaUsage } from '../../../schemas/api/media-library';
import { configUses } from './config-usage';

type Use = { id: number; full_name: string; asset_id: number | null };

export async function assetUsage(ctx: Pick<AppContext, 'db'> & Partial<Pick<AppContext, 'configs'>>, assetIds: readonly number[]): Promise<Map<number, MediaUsage[]>> {
  const out = new Map<number, MediaUsage[]>();
  if (!assetIds.length) return out;
  const ids = [...assetIds];
  const [covers, videos, galleries, models] = await Promise.all([
    ctx.db.selectFrom('updates').select(['id', 'full_name', 'image_asset_id as asset_id']).where('image_asset_id', 'in', ids).where('deleted_at', 'is', null).orderBy('id').execute(),
    ctx.db.selectFrom('updates').select(['id', 'full_name', 'video_asset_id as asset_id']).where('video_asset_id', 'in', ids).where('deleted_at', 'is', null).orderBy('id').execute(),
    ctx.db
      .selectFrom('images')
      .innerJoin('updates', 'updates.id', 'images.update_id')
      .select(['updates.id as id', 'updates.full_name as full_name', 'images.asset_id as asset_id'])
      .where('images.asset_id', 'in', ids)
      .where('updates.deleted_at', 'is', null)
      .orderBy('updates.id')
      .execute(),
    ctx.db.selectFrom('models').select(['id', 'full_name', 'image_asset_id as asset_id']).where('image_asset_id', 'in', ids).where('deleted_at', 'is', null).orderBy('id').execute(),
  ]);
  const add = (kind: MediaUsage['kind'], rows: Use[]) => {
    for (const r of rows) {
      const list = out.get(r.asset_id!) ?? [];
      // One entry per item, however many ways it uses the file.
      if (!list.some((u) => u.kind === kind && u.id === r.id)) list.push({ kind, id: r.id, label: r.full_name });
      out.set(r.asset_id!, list);
    }
  };
  add('update', covers);
  add('update', videos);
  add('update', galleries);
  add('model', models);
  // The live configuration (slider slides, logos, banners...) may show library pictures too.
  if (ctx.configs) {
    for (const use of configUses(await ctx.configs.active(), new Set(ids))) {
      const list = out.get(use.assetId) ?? [];
      list.push({ kind: 'config', id: use.pointer, label: use.label });
      out.set(use.assetId, list);
    }
  }
  return out;
}
