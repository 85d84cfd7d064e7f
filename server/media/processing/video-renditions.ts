// The video job: an uploaded clip becomes the member renditions the player offers (2160p and
// 1080p, never above the source's own height; a smaller source plays at its own size), a public
// trailer (its first seconds, at a lower bitrate), a silent hover clip of a few seconds, and a
// poster picture from 10 % into it. Everything is rendered into a temporary folder first and put
// into the stores only when all of it succeeded, so a file that fails leaves nothing behind; the
// result (video-outputs.ts) is put last and is what the site reads.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import crypto from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import type { AppContext } from '../../context';
import type { MediaAssetRow } from '../library/assets';
import type { MediaStore } from '../storage/media-store';
import { loadClips } from '../urls';
import type { ProcessingHandler } from './processing-handler';
import { describeFile, probeVideo, runFfmpeg, type ProbedVideo } from './ffmpeg-run';
import { forgetVideoOutputs, videoKeys, videoOutputsReason, type VideoOutput, type VideoRenditionsResult } from './video-outputs';

/** The member heights, from the player's slots (4K Ultra HD, Full HD). */
export const RENDITION_HEIGHTS = [2160, 1080] as const;
/** The trailer visitors play: at most this long, and never more than half the video (the rest is for members). */
export const TRAILER_SECONDS = 30;
export const TRAILER_HEIGHT = 720;
/** The hover clip of a card: at most this long, and at most a third of the video. */
export const PREVIEW_SECONDS = 4;
export const PREVIEW_WIDTH = 480;
/** The poster's and the hover clip's longer side at most. */
export const POSTER_WIDTH = 1920;
/** Where the poster frame (and the hover clip) starts, as a share of the duration. */
const POSTER_AT = 0.1;

const H264 = ['-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'high', '-pix_fmt', 'yuv420p', '-movflags', '+faststart'];
const even = 'trunc(iw/2)*2:trunc(ih/2)*2';

/** The shorter side: "1080p" of a phone's portrait clip is 1080 wide. */
const shortSide = (probe: ProbedVideo) => Math.min(probe.width, probe.height);

/** Scales the shorter side to `size`, never up; both sides even, as H.264 in yuv420p needs. */
function shortSideTo(probe: ProbedVideo, size: number): string {
  if (size >= shortSide(probe)) return `scale=${even}`;
  return probe.width >= probe.height ? `scale=-2:${size}` : `scale=${size}:-2`;
}

/** Fits the longer side within `size`, never up; both sides even. */
function longSideWithin(probe: ProbedVideo, size: number): string {
  return probe.width >= probe.height ? `scale='trunc(min(${size},iw)/2)*2':-2` : `scale=-2:'trunc(min(${size},ih)/2)*2'`;
}

interface Step {
  /** Which store and key the file goes to once every step succeeded. */
  store: 'public' | 'members';
  key: string;
  file: string;
  args: (source: string) => string[];
  /** Seconds of output (for progress). */
  seconds: number;
  /** Rough share of the work (seconds x pixels). */
  weight: number;
}

/** The member heights (of the shorter side) made of a source: the ladder's up to its own, or its own when it is below them all. */
export function renditionHeights(sourceHeight: number): number[] {
  const fit = RENDITION_HEIGHTS.filter((h) => h <= sourceHeight);
  return fit.length ? [...fit] : [sourceHeight - (sourceHeight % 2)];
}

/** Seconds the trailer and hover clip last, and where the hover clip starts. */
export function clipTimes(duration: number) {
  const trailer = Math.min(TRAILER_SECONDS, duration / 2);
  const preview = Math.min(PREVIEW_SECONDS, duration / 3);
  const posterAt = duration * POSTER_AT;
  return { trailer, preview, posterAt, previewFrom: Math.max(0, Math.min(posterAt, duration - preview)) };
}

const seconds = (s: number) => s.toFixed(3);

function plan(assetId: number, probe: ProbedVideo, dir: string): Step[] {
  const t = clipTimes(probe.duration);
  const audio = (bitrate: string) => (probe.audio ? ['-map', '0:a:0', '-c:a', 'aac', '-b:a', bitrate, '-ac', '2'] : ['-an']);
  const pixels = (h: number) => Math.max(0.2, (h / 1080) ** 2);
  const steps: Step[] = renditionHeights(shortSide(probe)).map((height) => ({
    store: 'members',
    key: videoKeys.rendition(assetId, height),
    file: path.join(dir, `${height}p.mp4`),
    seconds: probe.duration,
    weight: probe.duration * pixels(height),
    args: (source) => [
      '-i', source, '-map', '0:v:0',
      '-vf', shortSideTo(probe, height),
      ...H264, '-crf', '21', '-maxrate', height >= 2160 ? '16M' : height >= 1080 ? '6M' : '3M', '-bufsize', height >= 2160 ? '32M' : '12M',
      ...audio('160k'),
    ],
  }));
  const trailerHeight = Math.min(TRAILER_HEIGHT, shortSide(probe));
  steps.push(
    {
      store: 'public',
      key: videoKeys.poster(assetId),
      file: path.join(dir, 'poster.jpg'),
      seconds: 0,
      weight: 0.05,
      args: (source) => ['-ss', seconds(t.posterAt), '-i', source, '-frames:v', '1', '-vf', longSideWithin(probe, POSTER_WIDTH), '-q:v', '3'],
    },
    {
      store: 'public',
      key: videoKeys.preview(assetId),
      file: path.join(dir, 'preview.mp4'),
      seconds: t.preview,
      weight: t.preview * pixels(270),
      args: (source) => ['-ss', seconds(t.previewFrom), '-i', source, '-t', seconds(t.preview), '-map', '0:v:0', '-vf', `${longSideWithin(probe, PREVIEW_WIDTH)},fps=24`, ...H264, '-crf', '30', '-maxrate', '600k', '-bufsize', '1200k', '-an'],
    },
    // The trailer last: with it in the public store, the site switches the update over (video-outputs.ts).
    {
      store: 'public',
      key: videoKeys.trailer(assetId),
      file: path.join(dir, 'trailer.mp4'),
      seconds: t.trailer,
      weight: t.trailer * pixels(trailerHeight),
      args: (source) => ['-i', source, '-t', seconds(t.trailer), '-map', '0:v:0', '-vf', shortSideTo(probe, trailerHeight), ...H264, '-crf', '26', '-maxrate', '2M', '-bufsize', '4M', ...audio('96k')],
    },
  );
  return steps;
}

/** Progress that only grows, reported at most every percent, each report after the one before. */
function steadyProgress(report: (fraction: number) => Promise<void>) {
  let last = -1;
  let chain = Promise.resolve();
  return {
    set(fraction: number) {
      const f = Math.min(1, Math.max(0, fraction));
      if (f < last + 0.01 && !(f === 1 && last < 1)) return;
      last = f;
      chain = chain.then(() => report(f));
      // A failed report fails the job at the next settled(), not as an unhandled rejection before it.
      chain.catch(() => undefined);
    },
    /** Waits for the reports so far; a failing report (the job taken away) fails the job. */
    settled: () => chain,
  };
}

/** What a step made, read back from the file (ffmpeg rounds sizes and times its own way). */
async function outputOf(step: Step): Promise<VideoOutput> {
  const probe = step.seconds ? await probeVideo(step.file) : { ...(await describeFile(step.file)), duration: 0 };
  const size = (await fsp.stat(step.file)).size;
  return { key: step.key, store: step.store, width: probe.width, height: probe.height, ...(step.seconds ? { seconds: Math.round(probe.duration * 1000) / 1000 } : {}), size };
}

/** Makes every output of one library video; see the file's header. */
export async function renderVideo(ctx: AppContext, asset: MediaAssetRow, progress: (fraction: number) => Promise<void>): Promise<VideoRenditionsResult> {
  const steady = steadyProgress(progress);
  steady.set(0);
  const parent = path.join(ctx.dataDir, 'processing');
  // A run of this job that a crash or restart broke off left its folder: the job runs once at a time, so it can go.
  for (const old of await fsp.readdir(parent).catch(() => [])) {
    if (old.startsWith(`video-a${asset.id}-`)) await fsp.rm(path.join(parent, old), { recursive: true, force: true });
  }
  const dir = path.join(parent, `video-a${asset.id}-${crypto.randomBytes(4).toString('hex')}`);
  await fsp.mkdir(dir, { recursive: true });
  const put: { store: MediaStore; key: string }[] = [];
  try {
    const source = path.join(dir, 'source');
    await pipeline(await ctx.media.library.stream(asset.storage_key), fs.createWriteStream(source));
    const probe = await probeVideo(source);
    const steps = plan(asset.id, probe, dir);
    const total = steps.reduce((sum, s) => sum + s.weight, 0);
    let done = 0;
    for (const step of steps) {
      await runFfmpeg({ args: [...step.args(source), '-y', step.file], seconds: step.seconds, onProgress: (f) => steady.set((0.98 * (done + f * step.weight)) / total) });
      done += step.weight;
      steady.set((0.98 * done) / total);
      await steady.settled();
    }
    const storeOf = (step: Step) => ctx.media[step.store];
    const outputs = await Promise.all(steps.map(outputOf));
    const result: VideoRenditionsResult = {
      assetId: asset.id,
      durationSeconds: Math.round(probe.duration * 1000) / 1000,
      source: { width: probe.width, height: probe.height, audio: probe.audio },
      renditions: outputs.filter((o) => o.store === 'members'),
      poster: outputs.find((o) => o.key === videoKeys.poster(asset.id))!,
      preview: outputs.find((o) => o.key === videoKeys.preview(asset.id))!,
      trailer: outputs.find((o) => o.key === videoKeys.trailer(asset.id))!,
    };
    // Whole files, in the order the site relies on: renditions, poster, hover clip, trailer, result.
    for (const step of steps) {
      put.push({ store: storeOf(step), key: step.key });
      await storeOf(step).put(step.key, step.file);
    }
    const manifest = path.join(dir, 'result.json');
    await fsp.writeFile(manifest, JSON.stringify(result));
    put.push({ store: ctx.media.members, key: videoKeys.manifest(asset.id) });
    await ctx.media.members.put(videoKeys.manifest(asset.id), manifest);
    steady.set(1);
    await steady.settled();
    return result;
  } catch (err) {
    // Nothing half-published: what this run put goes again.
    await Promise.all(put.map(({ store, key }) => store.delete(key).catch(() => undefined)));
    throw err;
  } finally {
    forgetVideoOutputs(asset.id);
    await fsp.rm(dir, { recursive: true, force: true });
  }
}

/** After a job: every process forgets what it read of the file's outputs and lists its clips, and visitors' cached answers are dropped. */
async function announce(ctx: AppContext, assetId: number): Promise<void> {
  await loadClips(ctx.media.public);
  await ctx.httpCache.invalidate(videoOutputsReason(assetId));
}

export const videoRenditions: ProcessingHandler = {
  kind: 'video-renditions',
  accepts: (asset) => asset.kind === 'video',
  async run(ctx, asset, progress) {
    const result = await renderVideo(ctx, asset, progress);
    await announce(ctx, asset.id);
    return result;
  },
};
