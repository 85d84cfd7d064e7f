// A gallery's files and their URLs. Member pictures live in the members store
// (`gallery/<pool>-<orientation>-<width>.jpg`, or `gallery/a<asset>-<width>.jpg` for an uploaded
// picture); a visitor's previews in the public store (`preview/<pool>-<orientation>[-soft].jpg`, or
// `preview/a<asset>[-soft].jpg`), derived from the member picture at 620 px. Both are made on first
// use and stored, so every process sharing the store serves them. A picture row points at a pool
// placeholder or at a library picture; what a URL may reach is decided by update and position,
// never by file name.
import type { AppContext } from '../context';
import { PREVIEW_WIDTH, type MemberWidth, type Orientation } from './images';
import { ensureStored } from './storage/media-store';
import { POOL_SIZE } from './urls';

/** Pictures alternate landscape and upright. */
export const orientationOf = (position: number): Orientation => (position % 2 ? 'upright' : 'plain');

type MediaContext = Pick<AppContext, 'media' | 'images' | 'db'>;

/** A gallery picture as the images table holds it. */
export interface GalleryPicture {
  position: number;
  image_pool: number;
  asset_id: number | null;
}

/** The uploaded original of a library picture (deleted ones too: a gallery keeps its pictures). */
async function libraryOriginal(ctx: MediaContext, assetId: number): Promise<Buffer> {
  const row = await ctx.db.selectFrom('media_assets').select('storage_key').where('id', '=', assetId).executeTakeFirst();
  if (!row) throw new Error(`library picture ${assetId} is gone`);
  return ctx.media.library.read(row.storage_key);
}

/** A stored file's key and how to render it when the store lacks it. */
export interface Rendering {
  key: string;
  render: () => Promise<string>;
}

/** Members store key of a gallery picture at a width. */
export function memberPictureFile(ctx: MediaContext, picture: GalleryPicture, width: MemberWidth): Rendering {
  const assetId = picture.asset_id;
  if (assetId !== null) return { key: `gallery/a${assetId}-${width}.jpg`, render: () => ctx.images.assetPicture(assetId, width, false, () => libraryOriginal(ctx, assetId)) };
  const pool = picture.image_pool;
  const orientation = orientationOf(picture.position);
  return { key: `gallery/${pool % POOL_SIZE}-${orientation}-${width}.jpg`, render: () => ctx.images.memberFile(pool, orientation, width) };
}

/** Members store key of a gallery picture at a width, stored on first use. */
export function memberPicture(ctx: MediaContext, picture: GalleryPicture, width: MemberWidth): Promise<string> {
  const { key, render } = memberPictureFile(ctx, picture, width);
  return ensureStored(ctx.media.members, key, render);
}

/** Public store key of the preview of a gallery picture (620 px, or soft). */
export function publicPreviewFile(ctx: MediaContext, picture: GalleryPicture, soft: boolean): Rendering {
  const assetId = picture.asset_id;
  if (assetId !== null) {
    return { key: `preview/a${assetId}${soft ? '-soft' : ''}.jpg`, render: () => ctx.images.assetPicture(assetId, PREVIEW_WIDTH, soft, () => libraryOriginal(ctx, assetId)) };
  }
  const pool = picture.image_pool;
  const orientation = orientationOf(picture.position);
  return {
    key: `preview/${pool % POOL_SIZE}-${orientation}${soft ? '-soft' : ''}.jpg`,
    render: () => (soft ? ctx.images.softPreviewFile(pool, orientation) : ctx.images.memberFile(pool, orientation, PREVIEW_WIDTH)),
  };
}

export const previewUrl = (updateId: number, position: number, soft: boolean) => `/media/public/preview/${updateId}/${position}${soft ? '-soft' : ''}.jpg`;
export const PREVIEW_NAME = /^(\d{1,4})(-soft)?\.jpg$/;

export const memberPictureUrl = (updateId: number, position: number, width: MemberWidth) => `/media/members/img/${updateId}/${position}-${width}.jpg`;
export const MEMBER_PICTURE_NAME = /^(\d{1,4})-(620|1920|3840)\.jpg$/;
