// Rows -> the API shapes of schemas/api/content.ts, their texts in the language asked for
// (localized-texts.ts: English where a text is missing). Relations of a list are loaded in a few
// batched queries (never one query per row).
import type { Kysely } from 'kysely';
import type { Database, ModelRow, NamedRow, PostRow, UpdateRow } from '../db/schema';
import type { Category, Channel, Model, Place, Post, Update } from '../../schemas/api/content';
import type { NamedRef } from '../../schemas/api/common';
import { demoClip, imageSet, pictureSet, posterClipName, publicClip } from '../media/urls';
import { readyImageAssets, readyImageOf } from '../media/processing/ready-images';
import { assetClips } from '../media/processing/video-outputs';
import { fullNamesOf, optionalTextIn, parseTexts, textIn } from './localized-texts';
import { DEFAULT_CONTENT_LANG } from '../../shared/content-lang';
import type { AppContext } from '../context';
import { modelUpdateCounts } from '../queries/catalogue-counts';
import { collator } from '../../shared/intl-formats';

type Db = Kysely<Database>;

interface NamedColumns {
  id: number;
  full_name: string;
  perma_link: string;
  names: string;
}

/** A tag, place, channel, category or model reference with its name in the language. */
export const ref = (r: NamedColumns, lang: string = DEFAULT_CONTENT_LANG): NamedRef => ({
  id: r.id,
  fullName: textIn(parseTexts(r.names), 'fullName', lang, r.full_name),
  permaLink: r.perma_link,
});

/** `imageAsset`: its library picture, when ready (readyImageAssets); else its pool pictures are shown. */
export function toModel(m: ModelRow, contentUpdates = 0, lang: string = DEFAULT_CONTENT_LANG, imageAsset: number | null = null): Model {
  const texts = parseTexts(m.names);
  const names = fullNamesOf(texts);
  const hair = optionalTextIn(texts, 'hair', lang, m.hair);
  const eyes = optionalTextIn(texts, 'eyes', lang, m.eyes);
  const country = optionalTextIn(texts, 'country', lang, m.country);
  return {
    id: m.id,
    fullName: textIn(texts, 'fullName', lang, m.full_name),
    ...(names ? { names } : {}),
    permaLink: m.perma_link,
    rating: Math.round(m.rating * 10) / 10,
    views: m.views,
    ...(m.age != null ? { age: m.age } : {}),
    ...(m.weight != null ? { weight: m.weight } : {}),
    ...(m.height != null ? { height: m.height } : {}),
    ...(hair ? { hair } : {}),
    ...(eyes ? { eyes } : {}),
    gender: m.gender === 'Male' ? 'Male' : 'Female',
    description: textIn(texts, 'description', lang, m.description),
    ...(country ? { country: { name: country } } : {}),
    avatarUrl: pictureSet(m.image_pool, 'upright', imageAsset)['620'],
    image: pictureSet(m.image_pool, 'plain', imageAsset),
    imageSoft: pictureSet(m.image_pool, 'soft', imageAsset),
    imageUpright: pictureSet(m.image_pool, 'upright', imageAsset),
    ...modelTrailer(m),
    content_updates: contentUpdates,
    updated_at: m.updated_at,
    ...(m.meta_title ? { siteMetaTitle: textIn(texts, 'siteMetaTitle', lang, m.meta_title) } : {}),
    ...(m.meta_description ? { siteMetaDescription: textIn(texts, 'siteMetaDescription', lang, m.meta_description) } : {}),
    ...(m.keywords ? { siteKeyWords: m.keywords } : {}),
  };
}

/** A model's trailer; the demo's committed clip gives way to one made from the model's own header picture. */
function modelTrailer(m: ModelRow): { trailerSrc_1920?: string } {
  if (!m.trailer) return {};
  // The stored address names a clip of the public store; its URL starts where public media do.
  const own = publicClip(m.trailer.split('/').pop()!);
  const src = (DEMO_CLIP.test(m.trailer) && publicClip(posterClipName('trailer', m.image_pool))) || own;
  return src ? { trailerSrc_1920: src } : {};
}
const DEMO_CLIP = /^\/media\/public\/video\/trailer-\d\.mp4$/;

/** Models with their number of visible updates (counts cached for all models at once, per hardcore switch). */
export async function modelsWithCounts(ctx: AppContext, rows: ModelRow[], lang: string = DEFAULT_CONTENT_LANG): Promise<Model[]> {
  if (!rows.length) return [];
  const [counts, ready] = await Promise.all([modelUpdateCounts(ctx), readyImageAssets(ctx.db, rows)]);
  return rows.map((r) => toModel(r, counts.get(r.id) ?? 0, lang, readyImageOf(ready, r)));
}

/** A description in the language, when the row has one. */
const describedIn = (row: NamedRow, lang: string) => {
  const description = optionalTextIn(parseTexts(row.names), 'description', lang, row.description);
  return description ? { description } : {};
};

export function toPlace(p: NamedRow, updateCount?: number, lang: string = DEFAULT_CONTENT_LANG): Place {
  return {
    ...ref(p, lang),
    ...describedIn(p, lang),
    image: imageSet(p.image_pool, 'plain'),
    imageSoft: imageSet(p.image_pool, 'soft'),
    ...(updateCount !== undefined ? { updateCount } : {}),
  };
}

export function toChannel(c: NamedRow, counts: { photo: number; video: number; dvd: number } = { photo: 0, video: 0, dvd: 0 }, lang: string = DEFAULT_CONTENT_LANG): Channel {
  return {
    ...ref(c, lang),
    ...describedIn(c, lang),
    image: imageSet(c.image_pool, 'plain'),
    imageSoft: imageSet(c.image_pool, 'soft'),
    photoCount: counts.photo,
    videoCount: counts.video,
    dvdCount: counts.dvd,
  };
}

/** Who reads: the member (own ratings and favourites) and the language of the texts. */
export interface UserContext {
  userId?: number | undefined;
  lang?: string;
}

export async function toUpdates(db: Db, rows: UpdateRow[], user: UserContext = {}): Promise<Update[]> {
  if (!rows.length) return [];
  const lang = user.lang ?? DEFAULT_CONTENT_LANG;
  const ids = rows.map((r) => r.id);
  const placeIds = [...new Set(rows.map((r) => r.place_id).filter((x): x is number => x != null))];
  const channelIds = [...new Set(rows.map((r) => r.channel_id).filter((x): x is number => x != null))];
  const [tags, models, places, channels, ratings, favs, ready] = await Promise.all([
    db
      .selectFrom('update_tags')
      .innerJoin('tags', 'tags.id', 'update_tags.tag_id')
      .select(['update_tags.update_id', 'tags.id', 'tags.full_name', 'tags.perma_link', 'tags.names'])
      .where('update_tags.update_id', 'in', ids)
      .orderBy('tags.full_name')
      .execute(),
    db
      .selectFrom('update_models')
      .innerJoin('models', 'models.id', 'update_models.model_id')
      .select(['update_models.update_id', 'models.id', 'models.full_name', 'models.perma_link', 'models.names'])
      .where('update_models.update_id', 'in', ids)
      .where('models.status', '=', 'published')
      .where('models.deleted_at', 'is', null)
      .orderBy('models.full_name')
      .execute(),
    placeIds.length ? db.selectFrom('places').select(['id', 'full_name', 'perma_link', 'names']).where('id', 'in', placeIds).execute() : [],
    channelIds.length ? db.selectFrom('channels').select(['id', 'full_name', 'perma_link', 'names']).where('id', 'in', channelIds).execute() : [],
    user.userId
      ? db.selectFrom('ratings').select(['target_id', 'rating']).where('user_id', '=', user.userId).where('target_type', '=', 'update').where('target_id', 'in', ids).execute()
      : [],
    user.userId
      ? db.selectFrom('favourites').select('update_id').where('user_id', '=', user.userId).where('update_id', 'in', ids).execute()
      : [],
    readyImageAssets(db, rows),
  ]);
  const group = <T extends NamedColumns & { update_id: number }>(list: T[]) => {
    const m = new Map<number, NamedRef[]>();
    for (const t of list) {
      const arr = m.get(t.update_id) ?? [];
      arr.push(ref(t, lang));
      m.set(t.update_id, arr);
    }
    // Tags were read in English name order; a translated list reads in its own.
    if (lang !== DEFAULT_CONTENT_LANG) {
      const order = collator(lang.replace('_', '-'));
      for (const arr of m.values()) arr.sort((a, b) => order.compare(a.fullName, b.fullName));
    }
    return m;
  };
  const tagsBy = group(tags);
  const modelsBy = group(models);
  const placeBy = new Map(places.map((p) => [p.id, ref(p, lang)]));
  const channelBy = new Map(channels.map((c) => [c.id, ref(c, lang)]));
  const ratingBy = new Map(ratings.map((r) => [r.target_id, r.rating]));
  const favSet = new Set(favs.map((f) => f.update_id));
  return rows.map((u) => {
    const texts = parseTexts(u.names);
    const names = fullNamesOf(texts);
    const place = u.place_id != null ? placeBy.get(u.place_id) : undefined;
    const channel = u.channel_id != null ? channelBy.get(u.channel_id) : undefined;
    const isVideo = u.content_type !== 'photo';
    const asset = readyImageOf(ready, u);
    return {
      id: u.id,
      contentType: u.content_type as Update['contentType'],
      permaLink: u.perma_link,
      fullName: textIn(texts, 'fullName', lang, u.full_name),
      ...(names ? { names } : {}),
      description: textIn(texts, 'description', lang, u.description),
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
      ...(isVideo ? clips(u.image_pool, u.video_asset_id) : {}),
      previewImage: pictureSet(u.image_pool, 'plain', asset),
      previewImageSoft: pictureSet(u.image_pool, 'soft', asset),
      previewImageUpright: pictureSet(u.image_pool, 'upright', asset),
      previewImageUprightSoft: pictureSet(u.image_pool, 'uprightsoft', asset),
      highlightImage: pictureSet(u.image_pool + 3, 'plain', asset),
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

/** The clips of its library video once processed (video_asset_id), else the demo's of its pool. */
function clips(pool: number, videoAsset: number | null): { previewSrc?: string; trailerSrc?: string } {
  const own = videoAsset ? assetClips(videoAsset) : undefined;
  if (own) return own;
  const previewSrc = demoClip('preview', pool);
  const trailerSrc = demoClip('trailer', pool);
  return { ...(previewSrc ? { previewSrc } : {}), ...(trailerSrc ? { trailerSrc } : {}) };
}

export async function toPosts(db: Db, rows: PostRow[], lang: string = DEFAULT_CONTENT_LANG): Promise<Post[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [cats, tags, models] = await Promise.all([
    db.selectFrom('categories').selectAll().where('id', 'in', [...new Set(rows.map((r) => r.category_id))]).execute(),
    db
      .selectFrom('post_tags')
      .innerJoin('tags', 'tags.id', 'post_tags.tag_id')
      .select(['post_tags.post_id', 'tags.id', 'tags.full_name', 'tags.perma_link', 'tags.names'])
      .where('post_tags.post_id', 'in', ids)
      .execute(),
    db
      .selectFrom('post_models')
      .innerJoin('models', 'models.id', 'post_models.model_id')
      .select(['post_models.post_id', 'models.id', 'models.full_name', 'models.perma_link', 'models.names'])
      .where('post_models.post_id', 'in', ids)
      .where('models.status', '=', 'published')
      .where('models.deleted_at', 'is', null)
      .execute(),
  ]);
  const catBy = new Map(cats.map((c) => [c.id, ref(c, lang) as Category]));
  return rows.map((p) => {
    const texts = parseTexts(p.names);
    return {
    id: p.id,
    fullName: textIn(texts, 'fullName', lang, p.full_name),
    permaLink: p.perma_link,
    content: textIn(texts, 'content', lang, p.content),
    category: catBy.get(p.category_id) ?? { id: 0, fullName: '', permaLink: '' },
    tags: tags.filter((t) => t.post_id === p.id).map((t) => ref(t, lang)),
    models: models.filter((t) => t.post_id === p.id).map((t) => ref(t, lang)),
    publishDate: p.publish_date,
    created_at: p.created_at,
    updated_at: p.updated_at,
    previewImage: imageSet(p.image_pool, 'plain'),
    previewImageSoft: imageSet(p.image_pool, 'soft'),
    };
  });
}
