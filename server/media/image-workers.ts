// Image work (sharp) runs in worker threads, never on the request thread, with bounded
// concurrency: a few threads, each rendering one picture at a time with one libvips thread, and a
// bounded queue. Why: sharp's and argon2's async work share libuv's thread pool (4 threads unless
// UV_THREADPOOL_SIZE says otherwise); a gallery's 39 renders queued at once once made every login
// wait 21 s. With at most `threads` renders running, the rest of that pool stays free for password
// hashing and file reads. Work is deduplicated per output: callers asking for the same picture
// while it renders share the one render.
import { Piscina } from 'piscina';
import { HttpError } from '../http-error';
import { imageWorkersOf } from '../env';

/** One picture's recipe: an SVG (or a file) put through stages of sharp steps, each stage's bytes the next one's input. */
export interface ImageRecipe {
  input: { svg: string; density?: number } | { file: string } | { bytes: Uint8Array } | { raw: Uint8Array; width: number; height: number; channels: 3 | 4 };
  stages: ImageStep[][];
}
export type ImageStep =
  | { resize: { width: number; height?: number; fit?: 'fill' | 'cover'; position?: 'attention' | 'entropy'; withoutEnlargement?: boolean; kernel?: 'lanczos3' } }
  | { autoOrient: Record<string, never> }
  | { extract: { left: number; top: number; width: number; height: number } }
  | { removeAlpha: Record<string, never> }
  | { raw: Record<string, never> }
  | { blur: number }
  | { modulate: { saturation?: number; brightness?: number } }
  | { png: Record<string, never> }
  | { jpeg: { quality: number; progressive?: boolean } };

/** A rendering: its bytes (an encoded picture, or raw pixels) and its dimensions. */
export interface Rendered {
  data: Buffer;
  width: number;
  height: number;
  channels: number;
}

/** The queue is full: the request answers 503 with Retry-After, and the client tries again shortly. */
export class ImageQueueFullError extends HttpError {
  constructor() {
    super(503, 'busy', 'The server is busy making pictures; please try again in a few seconds');
  }
}

export interface ImageWorkerOptions {
  /** Renders at once; default max(1, cores - 1), at most libuv's pool size - 2. */
  threads?: number;
  /** Distinct renders that may wait beyond the running ones. */
  maxQueue?: number;
  /** libuv's thread pool size this process started with (UV_THREADPOOL_SIZE; Node's default 4). */
  uvThreadpool?: number;
}

/** Render threads for a setting: at least one, leaving two libuv threads to password hashing and file reads. */
export function imageThreads(setting: number | undefined, uvSize: number): number {
  return Math.max(1, Math.min(imageWorkersOf({ IMAGE_WORKERS: setting }), uvSize - 2));
}

const WORKER = new URL(`./image-worker.mjs`, import.meta.url);

export class ImageWorkers {
  readonly threads: number;
  readonly maxQueue: number;
  private pool: Piscina | undefined;
  private inflight = new Map<string, Promise<Rendered>>();

  constructor(options: ImageWorkerOptions = {}) {
    this.threads = imageThreads(options.threads, options.uvThreadpool ?? 4);
    this.maxQueue = options.maxQueue ?? 500;
  }

  /** Loads sharp in this thread (half a second of blocking dlopen) before the server takes requests; workers need it loaded here. */
  async warm(): Promise<void> {
    await import('sharp');
  }

  /** Renders running or waiting. */
  get pending(): number {
    return this.inflight.size;
  }

  /** Renders finished by the workers since start. */
  get completed(): number {
    return this.pool?.completed ?? 0;
  }

  /** The bytes of `recipe`; a second call with the same output key while it renders waits for the same render. */
  async run(key: string, recipe: ImageRecipe): Promise<Buffer> {
    return (await this.render(key, recipe)).data;
  }

  /** The bytes of `recipe` with their dimensions (raw pixels need them). */
  render(key: string, recipe: ImageRecipe): Promise<Rendered> {
    const running = this.inflight.get(key);
    if (running) return running;
    if (this.inflight.size >= this.threads + this.maxQueue) return Promise.reject(new ImageQueueFullError());
    const work = this.start()
      .then((pool) => pool.run(recipe) as Promise<{ data: Uint8Array; width: number; height: number; channels: number }>)
      .then(({ data, ...info }) => ({ data: Buffer.from(data.buffer, data.byteOffset, data.byteLength), ...info }))
      .finally(() => this.inflight.delete(key));
    this.inflight.set(key, work);
    return work;
  }

  /** Stops the threads once the renders under way are done (ending a worker inside libvips can take the process down). */
  async close(): Promise<void> {
    await Promise.allSettled([...this.inflight.values()]);
    const pool = this.pool;
    this.pool = undefined;
    await pool?.destroy();
  }

  private async start(): Promise<Piscina> {
    if (!this.pool) {
      // sharp loaded in the main thread keeps its native libraries loaded while workers come and go (lovell/sharp#2263).
      await this.warm();
      this.pool ??= new Piscina({ filename: WORKER.href, minThreads: 0, maxThreads: this.threads, idleTimeout: 30_000, concurrentTasksPerWorker: 1 });
    }
    return this.pool;
  }
}
