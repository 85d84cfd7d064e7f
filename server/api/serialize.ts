// Rows -> the API shapes of schemas/api/content.ts. Relations of a list are loaded in a few
// batched queries (never one query per row).
import type { Kysely } from 'kysely';
import type { Database, ModelRow, NamedRow, PostRow, UpdateRow } from '../db/schema';
import type { Category, Channel, Model, Place, Post, Update } from '../../schemas/api/content';
import type { NamedRef } from '../../schemas/api/common';
import { imageSet, publicClip } from '../media/urls';
import type { AppContext } from '../context';
import { modelUpdateCounts } from '../queries/catalogue-counts';

type Db = Kysely<Database>;

export const parseNames = (json: string): Record<string, string> | undefined => {
  try {
    const v = JSON.parse(json) as Record<string, string>;
    return Object.keys(v).length ? v : undefined;
  } catch {
    return undefined;
  }
};

const ref = (r: { id: number; full_name: string; perma_link: string }): NamedRef => ({
  id: r.id,
  fullName: r.full_name,
  permaLink: r.perma_link,
});

export function toModel(m: ModelRow, contentUpdates = 0): Model {
  const names = parseNames(m.names);
  return {
    id: m.id,
    fullName: m.full_name,
    ...(names ? { names } : {}),
    permaLink: m.perma_link,
    rating: Math.round(m.rating * 10) / 10,
    views: m.views,
    ...(m.age != null ? { age: m.age } : {}),
    ...(m.weight != null ? { weight: m.weight } : {}),
    ...(m.height != null ? { height: m.height } : {}),
    ...(m.hair ? { hair: m.hair } : {}),
    ...(m.eyes ? { eyes: m.eyes } : {}),
    gender: m.gender === 'Male' ? 'Male' : 'Female',
    description: m.description,
    ...(m.country ? { country: { name: m.country } } : {}),
    avatarUrl: imageSet(m.image_pool, 'upright')['620'],
    image: imageSet(m.image_pool, 'plain'),
    imageSoft: imageSet(m.image_pool, 'soft'),
    imageUpright: imageSet(m.image_pool, 'upright'),
    ...(m.trailer && publicClip(m.trailer.split('/').pop()!) ? { trailerSrc_1920: m.trailer } : {}),
    content_updates: contentUpdates,
    updated_at: m.updated_at,
    ...(m.meta_title ? { siteMetaTitle: m.meta_title } : {}),
    ...(m.meta_description ? { siteMetaDescription: m.meta_description } : {}),
    ...(m.keywords ? { siteKeyWords: m.keywords } : {}),
  };
}

/** Models with their number of visible updates (counts cached for all models at once, per hardcore switch). */
export async function modelsWithCounts(ctx: AppContext, rows: ModelRow[]): Promise<Model[]> {
  if (!rows.length) return [];
  const counts = await modelUpdateCounts(ctx);
  return rows.map((r) => toModel(r, counts.get(r.id) ?? 0));
}

export function toPlace(p: NamedRow, updateCount?: number): Place {
  return {
    ...ref(p),
    ...(p.description ? { description: p.description } : {}),
    image: imageSet(p.image_pool, 'plain'),
    imageSoft: imageSet(p.image_pool, 'soft'),
    ...(updateCount !== undefined ? { updateCount } : {}),
  };
}

export function toChannel(c: NamedRow, counts: { photo: number; video: number; dvd: number } = { photo: 0, video: 0, dvd: 0 }): Channel {
  return {
    ...ref(c),
    ...(c.description ? { description: c.description } : {}),
    image: imageSet(c.image_pool, 'plain'),
    imageSoft: imageSet(c.image_pool, 'soft'),
    photoCount: counts.photo,
    videoCount: counts.video,
    dvdCount: counts.dvd,
  };
}

export interface UserContext {
  userId?: number;
}

export async function toUpdates(db: Db, rows: UpdateRow[], user: UserContext = {}): Promise<Update[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const placeIds = [...new Set(rows.map((r) => r.place_id).filter((x): x is number => x != null))];
  const channelIds = [...new Set(rows.map((r) => r.channel_id).filter((x): x is number => x != null))];
  const [tags, models, places, channels, ratings, favs] = await Promise.all([
    db
      .selectFrom('update_tags')
      .innerJoin('tags', 'tags.id', 'update_tags.tag_id')
      .select(['update_tags.update_id', 'tags.id', 'tags.full_name', 'tags.perma_link'])
      .where('update_tags.update_id', 'in', ids)
      .orderBy('tags.full_name')
      .execute(),
    db
      .selectFrom('update_models')
      .innerJoin('models', 'models.id', 'update_models.model_id')
      .select(['update_models.update_id', 'models.id', 'models.full_name', 'models.perma_link'])
      .where('update_models.update_id', 'in', ids)
      .orderBy('models.full_name')
      .execute(),
    placeIds.length ? db.selectFrom('places').select(['id', 'full_name', 'perma_link']).where('id', 'in', placeIds).execute() : [],
    channelIds.length ? db.selectFrom('channels').select(['id', 'full_name', 'perma_link']).where('id', 'in', channelIds).execute() : [],
    user.userId
      ? db.selectFrom('ratings').select(['target_id', 'rating']).where('user_id', '=', user.userId).where('target_type', '=', 'update').where('target_id', 'in', ids).execute()
      : [],
    user.userId
      ? db.selectFrom('favourites').select('update_id').where('user_id', '=', user.userId).where('update_id', 'in', ids).execute()
      : [],
  ]);
  const group = <T extends { update_id: number }>(list: T[]) => {
    const m = new Map<number, NamedRef[]>();
    for (const t of list) {
      const arr = m.get(t.update_id) ?? [];
      arr.push(ref(t as unknown as NamedRow));
      m.set(t.update_id, arr);
    }
    return m;
  };
  const tagsBy = group(tags);
  const modelsBy = group(models);
  const placeBy = new Map(places.map((p) => [p.id, ref(p)]));
  const channelBy = new Map(channels.map((c) => [c.id, ref(c)]));
  const ratingBy = new Map(ratings.map((r) => [r.target_id, r.rating]));
  const favSet = new Set(favs.map((f) => f.update_id));
  return rows.map((u) => {
    const names = parseNames(u.names);
    const place = u.place_id != null ? placeBy.get(u.place_id) : undefined;
    const channel = u.channel_id != null ? channelBy.get(u.channel_id) : undefined;
    const isVideo = u.content_type !== 'photo';
    return {
      id: u.id,
      contentType: u.content_type as Update['contentType'],
      permaLink: u.perma_link,
      fullName: u.full_name,
      ...(names ? { names } : {}),
      description: u.description,
      publishDate: u.publish_date,
      created_at: u.created_at,
      updated_at: u.updated_at,
      hardcore: u.hardcore === 1,
      tags: tagsBy.get(u.id) ?? [],
      models: modelsBy.get(u.id) ?? [],
      ...(place ? { place } : {}),
      ...(channel ? { channel } : {}),
      ...(u.play_time_seconds != null ? { playTimeSeconds: u.play_time_seconds } : {}),
      ...(u.photo_count != null ? { photoCount: u.photo_count } : {}),
      ...(isVideo ? clips(u.image_pool) : {}),
      previewImage: imageSet(u.image_pool, 'plain'),
      previewImageSoft: imageSet(u.image_pool, 'soft'),
      previewImageUpright: imageSet(u.image_pool, 'upright'),
      previewImageUprightSoft: imageSet(u.image_pool, 'uprightsoft'),
      highlightImage: imageSet(u.image_pool + 3, 'plain'),
      statistic: {
        id: u.id,
        rating: Math.round(u.rating * 10) / 10,
        viewCount: u.view_count,
        ...(user.userId ? { userFavourite: favSet.has(u.id) } : {}),
        ...(ratingBy.has(u.id) ? { userRating: ratingBy.get(u.id) } : {}),
      },
      ...(u.price_dollar ? { price: u.price_dollar } : {}),
    };
  });
}

function clips(pool: number): { previewSrc?: string; trailerSrc?: string } {
  const previewSrc = publicClip(`preview-${pool % 4}.mp4`);
  const trailerSrc = publicClip(`trailer-${pool % 4}.mp4`);
  return { ...(previewSrc ? { previewSrc } : {}), ...(trailerSrc ? { trailerSrc } : {}) };
}

export async function toPosts(db: Db, rows: PostRow[]): Promise<Post[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [cats, tags, models] = await Promise.all([
    db.selectFrom('categories').selectAll().where('id', 'in', [...new Set(rows.map((r) => r.category_id))]).execute(),
    db
      .selectFrom('post_tags')
      .innerJoin('tags', 'tags.id', 'post_tags.tag_id')
      .select(['post_tags.post_id', 'tags.id', 'tags.full_name', 'tags.perma_link'])
      .where('post_tags.post_id', 'in', ids)
      .execute(),
    db
      .selectFrom('post_models')
      .innerJoin('models', 'models.id', 'post_models.model_id')
      .select(['post_models.post_id', 'models.id', 'models.full_name', 'models.perma_link'])
      .where('post_models.post_id', 'in', ids)
      .execute(),
  ]);
  const catBy = new Map(cats.map((c) => [c.id, ref(c) as Category]));
  return rows.map((p) => ({
    id: p.id,
    fullName: p.full_name,
    permaLink: p.perma_link,
    content: p.content,
    category: catBy.get(p.category_id) ?? { id: 0, fullName: '', permaLink: '' },
    tags: tags.filter((t) => t.post_id === p.id).map(ref),
    models: models.filter((t) => t.post_id === p.id).map(ref),
    publishDate: p.publish_date,
    created_at: p.created_at,
    updated_at: p.updated_at,
    previewImage: imageSet(p.image_pool, 'plain'),
    previewImageSoft: imageSet(p.image_pool, 'soft'),
  }));
}
