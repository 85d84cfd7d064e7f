// Demo trailers and hover clips made from each update's own poster art: the public placeholder
// picture of its pool, slowly zoomed and panned, encoded as a short H.264 MP4 at the poster's 16:9.
// The clip's first frame is the poster itself, so the poster shown before playing (previewImage)
// turns into the clip without a jump. Made in the background after the server listens, one at a
// time, and cached on disk like the pictures; until a pool's clips exist its updates keep the
// committed abstract clips (server/seed/media), and without an ffmpeg binary nothing is made.
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import type { Logger } from 'pino';
import type { ImagePool } from './images';
import type { ImageWorkers } from './image-workers';
import type { MediaStore } from './storage/media-store';
import { loadClips, POOL_SIZE, posterClipName, type ClipKind } from './urls';

export interface ClipShape {
  width: number;
  height: number;
  fps: number;
  seconds: number;
}

/** The trailer a visitor plays and the hover clip of a card; both 16:9 like the poster. */
export const CLIP_SHAPES: Record<ClipKind, ClipShape> = {
  trailer: { width: 1280, height: 720, fps: 24, seconds: 6 },
  preview: { width: 640, height: 360, fps: 24, seconds: 3 },
};

/** Turns raw RGB frames into an MP4 file. */
export interface VideoEncoder {
  encode(frames: AsyncIterable<Buffer>, shape: ClipShape, outFile: string): Promise<void>;
}

/** The window of the poster a frame shows: a slow zoom from the whole picture to 88 % of it, drifting right and up. */
export function kenBurnsWindow(frame: number, frames: number, poster: { width: number; height: number }) {
  const t = frames > 1 ? frame / (frames - 1) : 0;
  // Ease in and out, so the loop's turn is calm.
  const eased = 0.5 - Math.cos(Math.PI * t) / 2;
  const scale = 1 - 0.12 * eased;
  const width = Math.round(poster.width * scale);
  const height = Math.round(poster.height * scale);
  return {
    left: Math.round((poster.width - width) * (0.35 + 0.3 * eased)),
    top: Math.round((poster.height - height) * (0.6 - 0.3 * eased)),
    width,
    height,
  };
}

let clipRuns = 0;

/** The frames of a clip as raw RGB (width x height x 3 bytes each), rendered from the poster with sharp in the image workers. */
export async function* posterFrames(poster: Buffer, shape: ClipShape, workers: ImageWorkers): AsyncGenerator<Buffer> {
  const run = `clip-${++clipRuns}`;
  // Decode once; every frame crops and scales the same pixels.
  const decoded = await workers.render(`${run}-poster`, { input: { bytes: poster }, stages: [[{ removeAlpha: {} }, { raw: {} }]] });
  const source = { raw: decoded.data, width: decoded.width, height: decoded.height, channels: 3 as const };
  const frames = Math.round(shape.fps * shape.seconds);
  for (let frame = 0; frame < frames; frame++) {
    const region = kenBurnsWindow(frame, frames, decoded);
    yield workers.run(`${run}-${frame}`, { input: source, stages: [[{ extract: region }, { resize: { width: shape.width, height: shape.height, fit: 'fill', kernel: 'lanczos3' } }, { raw: {} }]] });
  }
}

/** ffmpeg reading raw frames on stdin: H.264, yuv420p and faststart, so every browser plays it at once. */
export function ffmpegEncoder(binary: string): VideoEncoder {
  return {
    async encode(frames, shape, outFile) {
      const args = [
        '-hide_banner', '-loglevel', 'error', '-y',
        '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${shape.width}x${shape.height}`, '-r', String(shape.fps), '-i', 'pipe:0',
        '-an', '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '26', '-pix_fmt', 'yuv420p', '-movflags', '+faststart',
        outFile,
      ];
      const child = spawn(binary, args, { stdio: ['pipe', 'ignore', 'pipe'] });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const done = new Promise<void>((resolve, reject) => {
        child.on('error', reject);
        child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}: ${stderr.trim()}`))));
      });
      try {
        for await (const frame of frames) {
          if (!child.stdin.write(frame)) await new Promise((resolve) => child.stdin.once('drain', resolve));
        }
      } finally {
        child.stdin.end();
      }
      await done;
    },
  };
}

/**
 * An ffmpeg binary shipped in an npm package (a registry install, no download at install time), or
 * undefined when that package is missing: then the committed clips stay.
 */
export async function findFfmpeg(packageName = '@ffmpeg-installer/ffmpeg'): Promise<string | undefined> {
  try {
    const mod = (await import(/* @vite-ignore */ packageName)) as { path?: string; default?: { path?: string } };
    const binary = mod.path ?? mod.default?.path;
    return binary && fs.existsSync(binary) ? binary : undefined;
  } catch {
    return undefined;
  }
}

export class PosterTrailers {
  private inflight = new Map<string, Promise<string>>();
  constructor(
    private images: ImagePool,
    private dir: string,
    private encoder: VideoEncoder,
  ) {}

  /** The cached clip of a pool, made first if needed (concurrent callers share the work). */
  clip(kind: ClipKind, pool: number): Promise<string> {
    const name = posterClipName(kind, pool);
    const file = path.join(this.dir, name);
    if (fs.existsSync(file)) return Promise.resolve(file);
    let made = this.inflight.get(name);
    if (!made) {
      made = (async () => {
        const poster = await fs.promises.readFile(await this.images.file(`${pool % POOL_SIZE}-plain-1920.jpg`));
        fs.mkdirSync(this.dir, { recursive: true });
        const tmp = `${file}.${process.pid}.tmp.mp4`;
        try {
          await this.encoder.encode(posterFrames(poster, CLIP_SHAPES[kind], this.images.workers), CLIP_SHAPES[kind], tmp);
          fs.renameSync(tmp, file);
        } finally {
          fs.rmSync(tmp, { force: true });
        }
        return file;
      })().finally(() => this.inflight.delete(name));
      this.inflight.set(name, made);
    }
    return made;
  }

  /**
   * Every pool's clips into the public store, one after another, skipping those there already;
   * the clip listing is read again after each pool so its updates switch over at once.
   */
  async fillStore(store: MediaStore, logger?: Logger): Promise<number> {
    let made = 0;
    for (let pool = 0; pool < POOL_SIZE; pool++) {
      for (const kind of ['preview', 'trailer'] as const) {
        const key = `video/${posterClipName(kind, pool)}`;
        if (await store.stat(key)) continue;
        await store.put(key, await this.clip(kind, pool), { link: true });
        made++;
      }
      await loadClips(store);
    }
    if (made) logger?.info({ made }, 'demo trailers made from the poster art');
    return made;
  }
}

/**
 * At start, in the background: makes the poster trailers when an ffmpeg package is installed.
 * Failures are logged; the committed clips keep playing.
 */
export async function startPosterTrailers(options: { images: ImagePool; dir: string; store: MediaStore; logger: Logger }): Promise<void> {
  const binary = await findFfmpeg();
  if (!binary) {
    options.logger.debug('no ffmpeg package installed: the demo keeps its committed clips');
    return;
  }
  await new PosterTrailers(options.images, options.dir, ffmpegEncoder(binary))
    .fillStore(options.store, options.logger)
    .catch((err: unknown) => options.logger.warn({ err }, 'demo trailers could not be made; the committed clips stay'));
}
