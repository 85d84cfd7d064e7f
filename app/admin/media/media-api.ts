// The media library's requests (server/api/media-library.ts): the list with search, kind filter
// and paging, one file, a preview link and deletion, each with its SWR key beside its fetcher.
import { useMemo } from 'react';
import type { KyInstance } from 'ky';
import type { MediaAsset, MediaDeletion, MediaPreviewLink } from '../../../schemas/api/media-library';
import { getData } from '../../../src/api/client';
import { useApi } from '../../../src/api/api-context';
import { useApiData, useApiList } from '../../../src/api/use-api';

export type MediaKind = MediaAsset['kind'];
export const MEDIA_KINDS: readonly MediaKind[] = ['image', 'video', 'archive'];

export type { MediaProcessing, MediaUsage } from '../../../schemas/api/media-library';
/** A library file with what its background jobs say and where it is used. */
export type LibraryAsset = MediaAsset;

export const MEDIA_PATH = 'admin/media';
export const MEDIA_PAGE_SIZE = 24;
/** The tus endpoint (server/media/library/uploads.ts), absolute for tus-js-client. */
export const UPLOADS_PATH = '/api/admin/uploads';
/** The answer header of an upload's last request: the id of the library file it became. */
export const ASSET_ID_HEADER = 'Media-Asset-Id';

export interface MediaQuery {
  q?: string;
  kind?: MediaKind;
  /** 0-based page */
  p?: number;
  s?: number;
}

export const mediaListKey = ({ q, kind, p = 0, s = MEDIA_PAGE_SIZE }: MediaQuery) => [MEDIA_PATH, { q: q?.trim() || undefined, kind, p, s }] as const;

/** True for every SWR key of the library's list: after an upload or a deletion all its pages are stale. */
export const isMediaListKey = (key: unknown) => Array.isArray(key) && key[0] === 'list' && key[1] === MEDIA_PATH;

/** How often the list asks again while a file of it waits for or runs its background jobs. */
export const PROCESSING_REFRESH_MS = 2_000;

/** True while a file's jobs have not finished: its state and progress on screen go stale. */
export const isProcessing = (asset: Pick<MediaAsset, 'processing'>) => asset.processing?.state === 'queued' || asset.processing?.state === 'running';

// Processing runs on the server after the upload: the grid follows it until every file is done.
export const useMediaList = (query: MediaQuery) =>
  useApiList<LibraryAsset>(mediaListKey(query), { refreshInterval: (list) => (list?.items.some(isProcessing) ? PROCESSING_REFRESH_MS : 0) });

/** Preview links live five minutes: fetched again after four, and not on every focus. */
const PREVIEW_REFRESH_MS = 4 * 60_000;

/** The signed preview link of a picture (null for other kinds: they have no thumbnail). */
export const useMediaPreview = (asset: Pick<MediaAsset, 'id' | 'kind'>) =>
  useApiData<MediaPreviewLink>(asset.kind === 'image' ? [`${MEDIA_PATH}/${asset.id}/preview`] : null, {
    refreshInterval: PREVIEW_REFRESH_MS,
    revalidateOnFocus: false,
  });

export const mediaActions = (api: KyInstance) => ({
  one: (id: number) => getData<LibraryAsset>(api, `${MEDIA_PATH}/${id}`),
  remove: async (id: number) => (await api.delete(`${MEDIA_PATH}/${id}`).json<{ data: MediaDeletion }>()).data,
});

export function useMediaActions() {
  const api = useApi();
  return useMemo(() => mediaActions(api), [api]);
}
