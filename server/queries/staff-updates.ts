// Updates as the staff content area sees them: drafts, scheduled, published and deleted ones, with
// every change recorded in content_changes (who, when, each field before and after).
import type { Kysely, Transaction, Updateable } from 'kysely';
import type { AppContext } from '../context';
import type { Database, UpdateRow, UpdatesTable } from '../db/schema';
import { HttpError } from '../http-error';
import type { ContentChange, StaffUpdate, StaffUpdateCreateBody, StaffUpdateStatus } from '../../schemas/api/staff-content';

type Db = Kysely<Database> | Transaction<Database>;

/** A deleted update can be restored for this long; then the purge job removes it. */
export const RESTORE_DAYS = 30;
const DAY_MS = 86400_000;

/** Content types of which never two are released on the same (UTC) day, as the seed schedules them. */
const ONE_A_DAY = ['video', 'dvd'];

export interface Actor {
  id: number | null;
  username: string;
}

/** A `names` column as its texts (an unreadable one as none). */
export function textsOf(json: string | null): Record<string, string> {
  try {
    const value: unknown = JSON.parse(json ?? '{}');
    return value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).filter(([, v]) => typeof v === 'string' && v !== '')) : {};
  } catch {
    return {};
  }
}

export function statusOf(row: Pick<UpdateRow, 'status' | 'deleted_at' | 'publish_date'>, now: string): StaffUpdateStatus {
  if (row.deleted_at) return 'deleted';
  if (row.status !== 'published') return 'draft';
  return row.publish_date > now ? 'scheduled' : 'published';
}

export async function staffUpdate(db: Db, id: number, now: string): Promise<StaffUpdate | undefined> {
  const row = await db.selectFrom('updates').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const [models, tags, chapters, gallery] = await Promise.all([
    db.selectFrom('update_models').select('model_id').where('update_id', '=', id).orderBy('model_id').execute(),
    db.selectFrom('update_tags').select('tag_id').where('update_id', '=', id).orderBy('tag_id').execute(),
    db.selectFrom('chapters').select(['title', 'start_seconds', 'names']).where('update_id', '=', id).orderBy('position').execute(),
    db.selectFrom('images').select('asset_id').where('update_id', '=', id).where('asset_id', 'is not', null).orderBy('position').execute(),
  ]);
  return {
    id: row.id,
    status: statusOf(row, now),
    contentType: row.content_type as StaffUpdate['contentType'],
    fullName: row.full_name,
    permaLink: row.perma_link,
    description: row.description,
    names: textsOf(row.names),
    publishDate: row.publish_date,
    modelIds: models.map((m) => m.model_id),
    tagIds: tags.map((t) => t.tag_id),
    placeId: row.place_id,
    channelId: row.channel_id,
    categoryId: row.category_id,
    priceDollar: row.price_dollar,
    hardcore: !!row.hardcore,
    playTimeSeconds: row.play_time_seconds,
    photoCount: row.photo_count,
    imagePool: row.image_pool,
    chapters: chapters.map((c) => ({ title: c.title, startSeconds: c.start_seconds, names: textsOf(c.names) })),
    galleryAssetIds: gallery.map((g) => g.asset_id!),
    imageAssetId: row.image_asset_id,
    videoAssetId: row.video_asset_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    deletedAt: row.deleted_at,
    purgeAt: row.deleted_at ? new Date(Date.parse(row.deleted_at) + RESTORE_DAYS * DAY_MS).toISOString() : null,
  };
}

/** The fields that differ, before and after (timestamps and the derived purge time left out). */
export function changesBetween<T extends object>(before: T | undefined, after: T): Record<string, { before: unknown; after: unknown }> {
  const out: Record<string, { before: unknown; after: unknown }> = {};
  const b0 = before as Record<string, unknown> | undefined;
  const a0 = after as Record<string, unknown>;
  for (const key of new Set([...Object.keys(b0 ?? {}), ...Object.keys(a0)])) {
    if (key === 'updatedAt' || key === 'createdAt' || key === 'purgeAt' || key === 'id') continue;
    const b = b0?.[key] ?? null;
    const a = a0[key] ?? null;
    if (JSON.stringify(b) !== JSON.stringify(a)) out[key] = { before: b, after: a };
  }
  return out;
}

export type Entity = 'update' | 'model' | 'tag' | 'channel' | 'place' | 'category' | 'post' | 'plan';

export async function recordChange(db: Db, id: number, action: string, by: Actor, changes: Record<string, { before: unknown; after: unknown }>, at: string, entity: Entity = 'update') {
  await db.insertInto('content_changes').values({ entity, entity_id: id, action, user_id: by.id, username: by.username, changes: JSON.stringify(changes), at }).execute();
}

export async function contentHistory(db: Db, id: number, entity: Entity = 'update'): Promise<ContentChange[]> {
  const rows = await db.selectFrom('content_changes').selectAll().where('entity', '=', entity).where('entity_id', '=', id).orderBy('id', 'desc').limit(500).execute();
  return rows.map((r) => ({ id: r.id, action: r.action, at: r.at, userId: r.user_id, username: r.username, changes: JSON.parse(r.changes) as ContentChange['changes'] }));
}

/** 409 naming the other update when a video or DVD would share its release day with another. */
export async function checkSameDay(db: Db, id: number | null, contentType: string, publishDate: string) {
  if (!ONE_A_DAY.includes(contentType)) return;
  const day = publishDate.slice(0, 10);
  const next = new Date(Date.parse(`${day}T00:00:00.000Z`) + DAY_MS).toISOString();
  let q = db
    .selectFrom('updates')
    .select(['id', 'full_name', 'content_type', 'publish_date'])
    .where('content_type', 'in', ONE_A_DAY)
    .where('status', '=', 'published')
    .where('deleted_at', 'is', null)
    .where('publish_date', '>=', `${day}T00:00:00.000Z`)
    .where('publish_date', '<', next);
  if (id !== null) q = q.where('id', '!=', id);
  const other = await q.orderBy('id').executeTakeFirst();
  if (other) {
    const message = `The ${other.content_type === 'dvd' ? 'DVD' : 'video'} update "${other.full_name}" (id ${other.id}) is already released on ${day}: two video or DVD updates are never released on the same day`;
    throw new HttpError(409, 'same_day_release', message, { publishDate: message });
  }
}

/** 422 naming the field when a referenced model, tag, place, channel or category does not exist. */
export async function checkReferences(db: Db, input: Partial<StaffUpdateCreateBody>) {
  const missing = async (table: 'models' | 'tags' | 'places' | 'channels' | 'categories', ids: number[]) => {
    if (!ids.length) return [];
    const found = new Set((await db.selectFrom(table).select('id').where('id', 'in', ids).execute()).map((r) => r.id));
    return ids.filter((id) => !found.has(id));
  };
  const checks: [keyof StaffUpdateCreateBody, 'models' | 'tags' | 'places' | 'channels' | 'categories', number[]][] = [
    ['modelIds', 'models', input.modelIds ?? []],
    ['tagIds', 'tags', input.tagIds ?? []],
    ['placeId', 'places', input.placeId ? [input.placeId] : []],
    ['channelId', 'channels', input.channelId ? [input.channelId] : []],
    ['categoryId', 'categories', input.categoryId ? [input.categoryId] : []],
  ];
  for (const [field, table, ids] of checks) {
    const gone = await missing(table, ids);
    if (gone.length) throw new HttpError(422, 'unknown_reference', `${field}: no ${table.replace(/s$/, '').replace(/ie$/, 'y')} with id ${gone.join(', ')}`, { [field]: `unknown id ${gone.join(', ')}` });
  }
  const pictures = input.galleryAssetIds ?? [];
  if (pictures.length) {
    const found = new Set((await db.selectFrom('media_assets').select('id').where('id', 'in', pictures).where('kind', '=', 'image').where('deleted_at', 'is', null).execute()).map((r) => r.id));
    const gone = pictures.filter((id) => !found.has(id));
    if (gone.length) throw new HttpError(422, 'unknown_reference', `galleryAssetIds: no picture in the media library with id ${gone.join(', ')}`, { galleryAssetIds: `not a library picture: ${gone.join(', ')}` });
  }
  await checkVideoAsset(db, input.videoAssetId);
}

/** 422 naming the field unless the id (when one is given) is a picture of the media library that is not deleted. */
export async function checkImageAsset(db: Db, id: number | null | undefined) {
  if (id == null) return;
  const asset = await db.selectFrom('media_assets').select(['kind', 'deleted_at']).where('id', '=', id).executeTakeFirst();
  const problem = !asset || asset.deleted_at ? `no media library file with id ${id}` : asset.kind !== 'image' ? `media library file ${id} is a ${asset.kind}, not a picture` : undefined;
  if (problem) throw new HttpError(422, 'unknown_reference', `imageAssetId: ${problem}`, { imageAssetId: problem });
}

/** 422 naming the field unless the id is a library video that is not deleted. */
async function checkVideoAsset(db: Db, id: number | null | undefined) {
  if (id == null) return;
  const asset = await db.selectFrom('media_assets').select(['kind']).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  if (!asset) throw new HttpError(422, 'unknown_reference', `videoAssetId: no library file with id ${id}`, { videoAssetId: `unknown id ${id}` });
  if (asset.kind !== 'video') throw new HttpError(422, 'not_a_video', `videoAssetId: library file ${id} is ${asset.kind === 'image' ? 'an image' : `an ${asset.kind}`}, not a video`, { videoAssetId: 'not a video' });
}

/** Writes the given fields of an update (row, models, tags, chapters). */
export async function writeUpdate(db: Db, id: number, input: Partial<StaffUpdateCreateBody>, now: string) {
  const row: Updateable<UpdatesTable> = { updated_at: now };
  if (input.contentType !== undefined) row.content_type = input.contentType;
  if (input.fullName !== undefined) row.full_name = input.fullName;
  if (input.permaLink !== undefined) row.perma_link = input.permaLink;
  if (input.description !== undefined) row.description = input.description;
  if (input.names !== undefined) row.names = JSON.stringify(Object.fromEntries(Object.entries(input.names).filter(([, v]) => v !== '')));
  if (input.placeId !== undefined) row.place_id = input.placeId;
  if (input.channelId !== undefined) row.channel_id = input.channelId;
  if (input.categoryId !== undefined) row.category_id = input.categoryId;
  if (input.priceDollar !== undefined) row.price_dollar = input.priceDollar;
  if (input.hardcore !== undefined) row.hardcore = input.hardcore ? 1 : 0;
  if (input.playTimeSeconds !== undefined) row.play_time_seconds = input.playTimeSeconds;
  if (input.photoCount !== undefined) row.photo_count = input.photoCount;
  if (input.imagePool !== undefined) row.image_pool = input.imagePool;
  // A gallery of library pictures replaces the update's pictures; its count follows.
  if (input.galleryAssetIds !== undefined) row.photo_count = input.galleryAssetIds.length;
  if (input.imageAssetId !== undefined) row.image_asset_id = input.imageAssetId;
  if (input.videoAssetId !== undefined) row.video_asset_id = input.videoAssetId;
  await db.updateTable('updates').set(row).where('id', '=', id).execute();
  if (input.galleryAssetIds !== undefined) {
    await db.deleteFrom('images').where('update_id', '=', id).execute();
    const pool = input.imagePool ?? 0;
    if (input.galleryAssetIds.length) await db.insertInto('images').values(input.galleryAssetIds.map((asset_id, position) => ({ update_id: id, position, image_pool: pool + position, asset_id }))).execute();
  }
  if (input.modelIds !== undefined) {
    await db.deleteFrom('update_models').where('update_id', '=', id).execute();
    if (input.modelIds.length) await db.insertInto('update_models').values(input.modelIds.map((model_id) => ({ update_id: id, model_id }))).execute();
  }
  if (input.tagIds !== undefined) {
    await db.deleteFrom('update_tags').where('update_id', '=', id).execute();
    if (input.tagIds.length) await db.insertInto('update_tags').values(input.tagIds.map((tag_id) => ({ update_id: id, tag_id }))).execute();
  }
  if (input.chapters !== undefined) {
    await db.deleteFrom('chapters').where('update_id', '=', id).execute();
    if (input.chapters.length) {
      await db
        .insertInto('chapters')
        .values(input.chapters.map((c, position) => ({ update_id: id, position, title: c.title, start_seconds: c.startSeconds, names: JSON.stringify(c.names ?? {}) })))
        .execute();
    }
  }
}

/**
 * The release job: scheduled updates whose time came are announced once (caches of every process
 * dropped, the release recorded). A visitor's query shows them from their publish date on anyway.
 */
export async function releaseDueUpdates(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  const due = await ctx.db
    .selectFrom('updates')
    .select(['id'])
    .where('released', '=', 0)
    .where('publish_date', '<=', now)
    .where('status', '=', 'published')
    .where('deleted_at', 'is', null)
    .execute();
  let released = 0;
  for (const { id } of due) {
    const taken = await ctx.db.updateTable('updates').set({ released: 1 }).where('id', '=', id).where('released', '=', 0).executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) continue; // another process announced it
    await recordChange(ctx.db, id, 'release', { id: null, username: 'system' }, { status: { before: 'scheduled', after: 'published' } }, now);
    released++;
  }
  if (released) await ctx.httpCache.invalidate(`${released} scheduled update(s) released`);
  return released;
}

/** Removes updates and models deleted more than RESTORE_DAYS ago; an update a payment refers to stays (hidden) for the books. */
export async function purgeDeletedUpdates(ctx: AppContext): Promise<number> {
  const cutoff = new Date(Date.parse(ctx.now()) - RESTORE_DAYS * DAY_MS).toISOString();
  const rows = await ctx.db
    .selectFrom('updates')
    .select('id')
    .where('deleted_at', 'is not', null)
    .where('deleted_at', '<=', cutoff)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('payments').select('payments.id').whereRef('payments.update_id', '=', 'updates.id'))))
    .execute();
  const models = await ctx.db.selectFrom('models').select('id').where('deleted_at', 'is not', null).where('deleted_at', '<=', cutoff).execute();
  // Its update and post links and favourites go with it (ON DELETE CASCADE).
  if (models.length) await ctx.db.deleteFrom('models').where('id', 'in', models.map((m) => m.id)).execute();
  for (const { id } of rows) {
    // Its tags, models, pictures, chapters, comments, favourites go with it (ON DELETE CASCADE);
    // a search hit on it finds no row and is dropped.
    await ctx.db.deleteFrom('updates').where('id', '=', id).execute();
  }
  return rows.length + models.length;
}
