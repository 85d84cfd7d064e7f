// Public image URLs. Images come from a small deterministic pool generated on first request
// (see media/images.ts); entities reference a pool index, so no files are made at seed time.
import { IMAGE_WIDTHS, type ImageSet } from '../../schemas/api/common';
import type { MediaStore } from './storage/media-store';
import { mediaBaseOf } from '../../shared/public-media-url';
import { LIBRARY_IMAGE_VARIANTS, libraryImageName, libraryImageUrl } from '../../shared/library-image-url';

export const POOL_SIZE = 16;
export const VARIANTS = LIBRARY_IMAGE_VARIANTS;
export type Variant = (typeof VARIANTS)[number];

/** Where public image and clip URLs start: `core.deployment.contentServerUrl` (public-base.ts). */
let base = '/media/';

/**
 * Public media URLs from now on start at `contentServerUrl` (`https://cdn.example.com/media/`):
 * `<base>public/img/...`, `<base>public/video/...`. Empty or `/media/` keeps same-origin URLs.
 */
export function usePublicMediaBase(contentServerUrl: string | undefined): void {
  const next = mediaBaseOf(contentServerUrl);
  if (next === base) return;
  base = next;
  sets.clear();
}

export const publicMediaBase = () => base;

export const publicImage = (pool: number, variant: Variant, width: number) => `${base}public/img/${pool % POOL_SIZE}-${variant}-${width}.jpg`;

// Only POOL_SIZE x 4 distinct pool sets exist: build each once (it showed up at 10% of a list's CPU).
const sets = new Map<string, ImageSet>();

export function imageSet(pool: number, variant: Variant): ImageSet {
  const key = `${pool % POOL_SIZE}-${variant}`;
  let set = sets.get(key);
  if (!set) {
    const out = {} as Record<string, string>;
    for (const w of IMAGE_WIDTHS) out[String(w)] = publicImage(pool, variant, w);
    set = Object.freeze(out) as ImageSet;
    sets.set(key, set);
  }
  return set;
}

/** A library picture's processed file name (media/processing/image-variants.ts writes them). */
export const assetImageName = (assetId: number, variant: Variant, width: number) => libraryImageName(assetId, variant, width);
export const ASSET_IMAGE_NAME = /^a[1-9]\d{0,9}-(plain|soft|upright|uprightsoft)-(620|960|1920|3840)\.jpg$/;

/** The URLs of a library picture's variant, once its image-variants job is done (same base as the pool's). */
export function assetImageSet(assetId: number, variant: Variant): ImageSet {
  const key = `a${assetId}-${variant}`;
  let set = sets.get(key);
  if (!set) {
    const out = {} as Record<string, string>;
    for (const w of IMAGE_WIDTHS) out[String(w)] = libraryImageUrl(base, assetId, variant, w);
    set = Object.freeze(out) as ImageSet;
    // Pool sets are few; library sets grow with the library: keep the map bounded.
    if (sets.size > 20_000) sets.clear();
    sets.set(key, set);
  }
  return set;
}

/** A picture's URLs: the library picture's when it has one ready, else its pool's. */
export const pictureSet = (pool: number, variant: Variant, assetId?: number | null): ImageSet => (assetId ? assetImageSet(assetId, variant) : imageSet(pool, variant));

/** A demo clip made from a pool's poster art (media/trailers.ts). */
export type ClipKind = 'trailer' | 'preview';
export const posterClipName = (kind: ClipKind, pool: number) => `poster-${kind}-${pool % POOL_SIZE}.mp4`;

/** The demo clip of a pool: made from its poster art once that exists, the committed abstract clip until then. */
export const demoClip = (kind: ClipKind, pool: number): string | undefined => publicClip(posterClipName(kind, pool)) ?? publicClip(`${kind}-${pool % 4}.mp4`);

// Clips other than the demo's are not generated: an operator puts MP4 files into the public store's `video/` folder (the
// demo clips are installed there on start). Only clips that exist are advertised, so players never
// get a 404. The listing is kept for a minute and refreshed in the background.
let clipStore: MediaStore | undefined;
let clips: { at: number; names: Set<string>; refreshing?: Promise<void> } = { at: 0, names: new Set() };

/** Reads the store's clip listing now (at start, and after a test changes the files). */
export async function loadClips(store: MediaStore): Promise<void> {
  clipStore = store;
  clips = { at: Date.now(), names: new Set(await store.list('video')) };
}

export function publicClip(name: string): string | undefined {
  if (clipStore && !clips.refreshing && Date.now() - clips.at > 60_000) {
    const store = clipStore;
    clips.refreshing = store
      .list('video')
      .then((names) => {
        if (clipStore === store) clips = { at: Date.now(), names: new Set(names) };
      })
      .catch(() => {
        clips.refreshing = undefined;
      });
  }
  return clips.names.has(name) ? `${base}public/video/${name}` : undefined;
}

/** Clip names another process just stored (its announcement said so): advertised now, not after the next listing. */
export function rememberClips(names: string[]): void {
  for (const name of names) clips.names.add(name);
}
