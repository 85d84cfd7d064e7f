// Update detail (video, gallery, DVD), its public preview pictures and the player's sources:
// key + hook side by side.
import { useAtomValue } from 'jotai';
import type { Update } from '../../schemas/api';
import { isLoggedInAtom } from '../state/session';
import { useApiData, useApiList } from './use-api';

export const updateKey = (permaLink: string | undefined) =>
  permaLink ? ([`public/updates/${encodeURIComponent(permaLink)}`] as const) : null;

export const useUpdate = (permaLink: string | undefined) => useApiData<Update>(updateKey(permaLink));

/** One picture of a gallery. Visitors get `scaledSrc1` only; members also the larger ones. */
export interface UpdateImage {
  id: number;
  scaledSrc1: string;
  scaledSrc2?: string;
  originalSrc?: string;
}

/** The public preview pictures of a gallery (the server serves at most 12 per page). */
export const updatePhotosKey = (updateId: number | undefined, size: number) =>
  updateId !== undefined ? ([`public/updates/${updateId}/photos`, { p: 0, s: size }] as const) : null;

export const useUpdatePhotos = (updateId: number | undefined, size: number) =>
  useApiList<UpdateImage>(updatePhotosKey(updateId, size));

export interface VideoSources {
  /** What the player plays. */
  src: string | undefined;
  /** `trailer` for visitors; `full` once members get the whole video. */
  kind: 'trailer' | 'full';
}

/**
 * What the video player plays. Today everyone gets the public trailer; the member issue replaces
 * the logged-in branch with the signed full-length sources (GET updates/{id}/downloads).
 */
export function useVideoSources(update: Update | undefined): VideoSources {
  const loggedIn = useAtomValue(isLoggedInAtom);
  // Seam for members: `loggedIn` will pick the full video here.
  void loggedIn;
  return { src: update?.trailerSrc, kind: 'trailer' };
}
