// Public image URLs. Images come from a small deterministic pool generated on first request
// (see media/images.ts); entities reference a pool index, so no files are made at seed time.
import fs from 'node:fs';
import { IMAGE_WIDTHS, type ImageSet } from '../../schemas/api/common';

export const POOL_SIZE = 16;
export const VARIANTS = ['plain', 'soft', 'upright', 'uprightsoft'] as const;
export type Variant = (typeof VARIANTS)[number];

export const publicImage = (pool: number, variant: Variant, width: number) =>
  `/media/public/img/${pool % POOL_SIZE}-${variant}-${width}.jpg`;

// Only POOL_SIZE x 4 distinct sets exist: build each once (it showed up at 10% of a list's CPU).
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

// Video clips are not generated (no encoder on these machines): an operator drops MP4 files into
// <dataDir>/media/video. Only clips that exist are advertised, so players never get a 404.
let clipDir: string | undefined;
let clipCache: { at: number; names: Set<string> } | undefined;

export function setClipDir(dir: string) {
  clipDir = dir;
  clipCache = undefined;
}

export function publicClip(name: string): string | undefined {
  if (!clipDir) return undefined;
  if (!clipCache || Date.now() - clipCache.at > 60_000) {
    let names: string[] = [];
    try {
      names = fs.readdirSync(clipDir);
    } catch {
      /* no clips */
    }
    clipCache = { at: Date.now(), names: new Set(names) };
  }
  return clipCache.names.has(name) ? `/media/public/video/${name}` : undefined;
}
