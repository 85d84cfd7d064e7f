// What the video job (video-renditions.ts) makes of a library video, where it is stored, and how
// the site finds it again. Member renditions go to the members store, the trailer, hover clip and
// poster to the public one; every name carries the asset id. The job's result is also written,
// last, beside the renditions (`video/a<id>-renditions.json` in the members store, never served),
// so whoever serves the outputs knows they are complete without a job table or a listing.
import type { AppContext } from '../../context';
import { publicClip, rememberClips } from '../urls';

export interface VideoOutput {
  key: string;
  store: 'public' | 'members';
  width: number;
  height: number;
  /** Seconds (videos only). */
  seconds?: number;
  /** Bytes. */
  size: number;
}

/** The job's result (stored with the job, and beside the renditions). */
export type VideoRenditionsResult = {
  assetId: number;
  /** Of the source, seconds. */
  durationSeconds: number;
  source: { width: number; height: number; audio: boolean };
  /** Largest first. */
  renditions: VideoOutput[];
  trailer: VideoOutput;
  preview: VideoOutput;
  poster: VideoOutput;
};

export const videoKeys = {
  /** Members store: the full video at one height (`video/a12-1080p.mp4`). */
  rendition: (assetId: number, height: number) => `video/a${assetId}-${height}p.mp4`,
  /** Public store. */
  trailer: (assetId: number) => `video/a${assetId}-trailer.mp4`,
  /** Public store: the silent hover clip of a card. */
  preview: (assetId: number) => `video/a${assetId}-preview.mp4`,
  /** Public store. */
  poster: (assetId: number) => `img/a${assetId}-poster.jpg`,
  /** Members store: the result, written last. */
  manifest: (assetId: number) => `video/a${assetId}-renditions.json`,
};

/** The cache invalidation a finished video job sends every process (see followVideoOutputs). */
export const videoOutputsReason = (assetId: number) => `video renditions of library file ${assetId}`;
const REASON = /^(?:remote: )?video renditions of library file ([1-9]\d*)$/;

/**
 * Every process hears of a finished video job through the cache invalidation it sends (shared
 * with REDIS_URL): before serving again, it forgets what it read of the file's outputs and lists
 * its new clips, so no process caches an answer with the demo clips after the job finished.
 */
export function followVideoOutputs(ctx: Pick<AppContext, 'httpCache'>): void {
  ctx.httpCache.onInvalidate((reason) => {
    const assetId = Number(REASON.exec(reason)?.[1]);
    if (!assetId) return;
    forgetVideoOutputs(assetId);
    rememberClips([videoKeys.preview(assetId), videoKeys.trailer(assetId)].map((key) => key.slice('video/'.length)));
  });
}

/** The public poster file names the media router serves from the public store's `img/`. */
export const POSTER_NAME = /^a[1-9]\d{0,9}-poster\.jpg$/;

// Range requests of a playing video each ask; the answer changes only when a job finishes.
const CACHE_MS = 10_000;
const cache = new Map<number, { at: number; result: VideoRenditionsResult | undefined }>();

/** Forgets what was read of an asset's outputs (its job just finished or failed, in this process). */
export const forgetVideoOutputs = (assetId: number) => void cache.delete(assetId);

/** The finished outputs of a library video, or undefined while it has none (not processed, processing, failed). */
export async function videoOutputs(ctx: AppContext, assetId: number): Promise<VideoRenditionsResult | undefined> {
  const hit = cache.get(assetId);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.result;
  let result: VideoRenditionsResult | undefined;
  try {
    const key = videoKeys.manifest(assetId);
    if (await ctx.media.members.stat(key)) {
      const parsed = JSON.parse((await ctx.media.members.read(key)).toString()) as VideoRenditionsResult;
      if (parsed.assetId === assetId && Array.isArray(parsed.renditions) && parsed.renditions.length) result = parsed;
    }
  } catch (err) {
    ctx.logger.warn({ err, assetId }, 'the video outputs of a library file could not be read');
  }
  cache.set(assetId, { at: Date.now(), result });
  return result;
}

/** The member player's slots (the resolution picker's widths, see schemas/api/content.ts UpdateDownloads). */
export type MemberSlot = 1920 | 3840;

/**
 * Which rendition stands in each of the member player's slots: 3840 for 2160p, 1920 for the best
 * below it (1080p, or the source's own size when it is smaller: nothing is upscaled).
 */
export function memberSlots(result: VideoRenditionsResult): Partial<Record<MemberSlot, VideoOutput>> {
  const out: Partial<Record<MemberSlot, VideoOutput>> = {};
  const uhd = result.renditions.find((r) => r.height >= 2160);
  const hd = result.renditions.find((r) => r.height < 2160);
  if (uhd) out[3840] = uhd;
  if (hd) out[1920] = hd;
  return out;
}

/**
 * The trailer and hover clip of an update playing a library video, once its job has put them in
 * the public store (the trailer is put after the hover clip, so with it both are there); undefined
 * until then, and the update keeps its demo clips. Reads the public store's cached clip listing.
 */
export function assetClips(assetId: number): { trailerSrc: string; previewSrc?: string } | undefined {
  const name = (key: string) => key.slice('video/'.length);
  const trailerSrc = publicClip(name(videoKeys.trailer(assetId)));
  if (!trailerSrc) return undefined;
  const previewSrc = publicClip(name(videoKeys.preview(assetId)));
  return { trailerSrc, ...(previewSrc ? { previewSrc } : {}) };
}

/** The demo's one full video, which stands in for every update without processed renditions of its own. */
export const DEMO_FULL_VIDEO = 'video/full.mp4';

/**
 * The members store's files of an update's player slots: its library video's renditions once
 * processed, else the demo's full video in both slots when the store has it, else none.
 */
export async function memberVideos(ctx: AppContext, videoAssetId: number | null | undefined): Promise<Partial<Record<MemberSlot, { key: string; size: number; seconds?: number }>>> {
  const result = videoAssetId ? await videoOutputs(ctx, videoAssetId) : undefined;
  if (result) return memberSlots(result);
  const demo = await ctx.media.members.stat(DEMO_FULL_VIDEO);
  if (!demo) return {};
  const file = { key: DEMO_FULL_VIDEO, size: demo.size };
  return { 1920: file, 3840: file };
}
