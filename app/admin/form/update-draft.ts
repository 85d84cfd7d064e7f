// The update form's state, from a stored update (or empty for a new one), and the body it sends:
// media picks only when set, play time and price read from what was typed.
import type { ContentType } from '../../../schemas/api/content';
import type { StaffUpdateCreateBody } from '../../../schemas/api/staff-content';
import type { StaffUpdateWithMedia, UpdateCreate } from '../api/staff-updates';
import { formatPlayTime, parsePlayTime } from './play-time';

export interface UpdateDraft {
  contentType: ContentType;
  fullName: string;
  permaLink: string;
  description: string;
  names: Record<string, string>;
  modelIds: number[];
  tagIds: number[];
  placeId: number | null;
  channelId: number | null;
  categoryId: number | null;
  price: string;
  hardcore: boolean;
  playTime: string;
  photoCount: string;
  imagePool: number;
  chapters: NonNullable<StaffUpdateCreateBody['chapters']>;
  imageAssetIds: number[];
  videoAssetIds: number[];
  galleryAssetIds: number[];
}

export function draftOf(update?: StaffUpdateWithMedia): UpdateDraft {
  return {
    contentType: update?.contentType ?? 'video',
    fullName: update?.fullName ?? '',
    permaLink: update?.permaLink ?? '',
    description: update?.description ?? '',
    names: update?.names ?? {},
    modelIds: update?.modelIds ?? [],
    tagIds: update?.tagIds ?? [],
    placeId: update?.placeId ?? null,
    channelId: update?.channelId ?? null,
    categoryId: update?.categoryId ?? null,
    price: update?.priceDollar != null ? String(update.priceDollar) : '',
    hardcore: update?.hardcore ?? false,
    playTime: formatPlayTime(update?.playTimeSeconds ?? null),
    photoCount: update?.photoCount != null ? String(update.photoCount) : '',
    imagePool: update?.imagePool ?? 0,
    chapters: update?.chapters ?? [],
    imageAssetIds: update?.imageAssetId ? [update.imageAssetId] : [],
    videoAssetIds: update?.videoAssetId ? [update.videoAssetId] : [],
    galleryAssetIds: update?.galleryAssetIds ?? [],
  };
}

export type DraftProblems = Partial<Record<'price' | 'playTime' | 'photoCount', true>>;

/** The body to send, or the fields whose text cannot be read. */
export function bodyOf(draft: UpdateDraft): { body: UpdateCreate; problems: DraftProblems } {
  const problems: DraftProblems = {};
  const price = draft.price.trim() ? Number(draft.price.replace(',', '.')) : null;
  if (price !== null && !(price >= 0)) problems.price = true;
  const playTime = parsePlayTime(draft.playTime);
  if (playTime === undefined) problems.playTime = true;
  const photoCount = draft.photoCount.trim() ? Number(draft.photoCount) : null;
  if (photoCount !== null && !Number.isInteger(photoCount)) problems.photoCount = true;
  const video = draft.contentType === 'video';
  const body: UpdateCreate = {
    contentType: draft.contentType,
    fullName: draft.fullName.trim(),
    permaLink: draft.permaLink.trim(),
    description: draft.description,
    names: draft.names,
    modelIds: draft.modelIds,
    tagIds: draft.tagIds,
    placeId: draft.placeId,
    channelId: draft.channelId,
    categoryId: draft.categoryId,
    priceDollar: price === null || problems.price ? null : Math.round(price * 100) / 100,
    hardcore: draft.hardcore,
    playTimeSeconds: playTime ?? null,
    photoCount: problems.photoCount ? null : photoCount,
    imagePool: draft.imagePool,
    chapters: video ? draft.chapters : [],
  };
  if (draft.imageAssetIds[0]) body.imageAssetId = draft.imageAssetIds[0];
  if (video && draft.videoAssetIds[0]) body.videoAssetId = draft.videoAssetIds[0];
  if (draft.galleryAssetIds.length) body.galleryAssetIds = draft.galleryAssetIds;
  return { body, problems };
}
