// A gallery's files and their URLs. Member pictures live in the members store
// (`gallery/<pool>-<orientation>-<width>.jpg`); a visitor's previews in the public store
// (`preview/<pool>-<orientation>[-soft].jpg`), derived from the member picture at 620 px. Both are
// rendered placeholders, stored on first use. The picture table points at a pool picture, so galleries
// share files; what a URL may reach is decided by update and position, never by file name.
import type { AppContext } from '../context';
import { PREVIEW_WIDTH, type MemberWidth, type Orientation } from './images';
import { ensureStored } from './storage/media-store';
import { POOL_SIZE } from './urls';

/** Pictures alternate landscape and upright. */
export const orientationOf = (position: number): Orientation => (position % 2 ? 'upright' : 'plain');

type MediaContext = Pick<AppContext, 'media' | 'images'>;

/** A stored file's key and how to render it when the store lacks it. */
export interface Rendering {
  key: string;
  render: () => Promise<string>;
}

/** Members store key of a gallery picture at a width. */
export function memberPictureFile(ctx: Pick<AppContext, 'images'>, pool: number, position: number, width: MemberWidth): Rendering {
  const orientation = orientationOf(position);
  return { key: `gallery/${pool % POOL_SIZE}-${orientation}-${width}.jpg`, render: () => ctx.images.memberFile(pool, orientation, width) };
}

/** Members store key of a gallery picture at a width, stored on first use. */
export function memberPicture(ctx: MediaContext, pool: number, position: number, width: MemberWidth): Promise<string> {
  const { key, render } = memberPictureFile(ctx, pool, position, width);
  return ensureStored(ctx.media.members, key, render);
}

/** Public store key of the preview of a gallery picture (620 px, or soft). */
export function publicPreviewFile(ctx: Pick<AppContext, 'images'>, pool: number, position: number, soft: boolean): Rendering {
  const orientation = orientationOf(position);
  return {
    key: `preview/${pool % POOL_SIZE}-${orientation}${soft ? '-soft' : ''}.jpg`,
    render: () => (soft ? ctx.images.softPreviewFile(pool, orientation) : ctx.images.memberFile(pool, orientation, PREVIEW_WIDTH)),
  };
}

export const previewUrl = (updateId: number, position: number, soft: boolean) => `/media/public/preview/${updateId}/${position}${soft ? '-soft' : ''}.jpg`;
export const PREVIEW_NAME = /^(\d{1,4})(-soft)?\.jpg$/;

export const memberPictureUrl = (updateId: number, position: number, width: MemberWidth) => `/media/members/img/${updateId}/${position}-${width}.jpg`;
export const MEMBER_PICTURE_NAME = /^(\d{1,4})-(620|1920|3840)\.jpg$/;
