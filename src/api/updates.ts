// Update detail (video, gallery, DVD), its pictures, the player's sources and the member downloads:
// keys + hooks side by side. Member files come as signed URLs (GET updates/{id}/downloads,
// GET updates/{id}/photos), asked for only when the user has access to the update. They work only in
// the browser that asked (the answer sets its media cookie) and for minutes (a video: its playing
// time on top), so a page left open fetches fresh ones when a link has expired (`renewIfExpired`).
import type { Update, UpdateDownloads, UpdateImage } from '../../schemas/api';
import type { ListResult } from './client';
import { usePatientRetry, useRetryable } from './patient-retry';
import { useRenderedUser } from '../state/rendered-user';
import { hasAccessTo } from '../state/subscription';
import { useApiData, useApiList } from './use-api';

export const updateKey = (permaLink: string | undefined) =>
  permaLink ? ([`public/updates/${encodeURIComponent(permaLink)}`] as const) : null;

export const useUpdate = (permaLink: string | undefined) => useApiData<Update>(updateKey(permaLink));

export type { UpdateImage };

/** The public preview pictures of a gallery: only its first few (as many as the live gallery page shows). */
export const updatePhotosKey = (updateId: number | undefined, size: number) =>
  updateId !== undefined ? ([`public/updates/${updateId}/photos`, { p: 0, s: size }] as const) : null;

export const useUpdatePhotos = (updateId: number | undefined, size: number) =>
  useApiList<UpdateImage>(updatePhotosKey(updateId, size));

// Signed URLs must not change under a playing video: no revalidation on focus or reconnect.
const SIGNED = { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false } as const;

export const updateDownloadsKey = (updateId: number) => [`updates/${updateId}/downloads`] as const;
export const memberPhotosKey = (updateId: number) => [`updates/${updateId}/photos`] as const;

/** Whether the logged-in user may have this update's member files. */
export function useHasAccess(update: Pick<Update, 'id'> | undefined): boolean {
  const user = useRenderedUser();
  return !!update && hasAccessTo(user, update.id);
}

/** The member downloads of an update; no request for visitors and members without access. */
export function useUpdateDownloads(update: Pick<Update, 'id'> | undefined) {
  const access = useHasAccess(update);
  return useApiData<UpdateDownloads>(access && update ? updateDownloadsKey(update.id) : null, SIGNED);
}

/**
 * Every picture of a gallery with its signed large versions; members with access only. A slow or
 * failed answer is retried a few times (`gaveUp` once that is over); `retry` starts again.
 */
export function useMemberPhotos(update: Pick<Update, 'id'> | undefined) {
  const access = useHasAccess(update);
  const patient = usePatientRetry<ListResult<UpdateImage>>();
  return useRetryable(useApiList<UpdateImage>(access && update ? memberPhotosKey(update.id) : null, { ...SIGNED, ...patient.config }), patient);
}

/** One member file: a video resolution or a zip. */
export interface MemberFile {
  id: string;
  /** Pixel width of the pictures or the video (the original zip: 3840). */
  width: number;
  url: string;
  /** Bytes, when the server knows it. */
  filesize?: number;
}

/** The full-length video files, highest resolution first. */
export function videoFiles(downloads: UpdateDownloads | undefined): MemberFile[] {
  if (!downloads) return [];
  const files: MemberFile[] = [];
  if (downloads.videoSrc_3840) files.push({ id: '3840', width: 3840, url: downloads.videoSrc_3840, filesize: downloads.videoSrc_3840_filesize });
  if (downloads.videoSrc_1920) files.push({ id: '1920', width: 1920, url: downloads.videoSrc_1920, filesize: downloads.videoSrc_1920_filesize });
  return files;
}

/** The gallery zips, original resolution first. */
export function zipFiles(downloads: UpdateDownloads | undefined): MemberFile[] {
  if (!downloads) return [];
  const files: MemberFile[] = [];
  if (downloads.galleryzip_original_url)
    files.push({ id: 'original', width: 3840, url: downloads.galleryzip_original_url, filesize: downloads.galleryzip_original_filesize });
  if (downloads.galleryzip_2_url) files.push({ id: '1920', width: 1920, url: downloads.galleryzip_2_url, filesize: downloads.galleryzip_2_filesize });
  return files;
}

/** Full HD first: it starts quickly everywhere; members switch up to 4K themselves. */
export const DEFAULT_VIDEO_WIDTH = 1920;

export interface VideoSources {
  /** What the player plays (undefined while a member's sources load, or without any clip). */
  src: string | undefined;
  /** `trailer` for visitors and members without access; `full` for members with access. */
  kind: 'trailer' | 'full';
  /** The full-length files to choose from, highest resolution first (empty for trailers). */
  files: MemberFile[];
  /** Width of the file `src` points at (full videos only). */
  width?: number;
  /** A member's sources are still loading: the player waits instead of starting the trailer. */
  loading: boolean;
  /** Asks for fresh signed URLs (the current ones expired while the page was open). */
  renew: () => Promise<unknown>;
}

/**
 * What the video player plays: the full-length video through its signed URL for a member with
 * access (at `width`, else Full HD), the public trailer for everyone else. A member whose sources
 * fail (an expired subscription the session did not know about yet) falls back to the trailer.
 */
export function useVideoSources(update: Update | undefined, width?: number): VideoSources {
  const access = useHasAccess(update);
  const downloads = useUpdateDownloads(update);
  const files = videoFiles(downloads.data);
  const renew = () => downloads.mutate();
  if (access && !downloads.data && !downloads.error) return { src: undefined, kind: 'full', files: [], loading: true, renew };
  if (files.length > 0) {
    const chosen = files.find((f) => f.width === width) ?? files.find((f) => f.width === DEFAULT_VIDEO_WIDTH) ?? files[0]!;
    return { src: chosen.url, kind: 'full', files, width: chosen.width, loading: false, renew };
  }
  return { src: update?.trailerSrc, kind: 'trailer', files: [], loading: false, renew };
}

/** True once a signed URL's `expires` (unix seconds) has passed; unsigned URLs never expire. */
export function isExpiredUrl(url: string, nowMs = Date.now()): boolean {
  const match = /[?&]expires=(\d+)/.exec(url);
  return match ? Number(match[1]) * 1000 <= nowMs : false;
}

/**
 * After a signed file failed to load: fetches fresh URLs when this one has expired (true), else
 * leaves it (a fresh URL that fails would fail again; no loop).
 */
export function renewIfExpired(url: string | undefined, renew: () => Promise<unknown>, nowMs = Date.now()): boolean {
  if (!url || !isExpiredUrl(url, nowMs)) return false;
  void renew();
  return true;
}
