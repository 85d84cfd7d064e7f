// The processing queue of library files: a media_jobs row per kind of work for a file (picture
// variants, video renditions). Any process sharing the database may run a job, and only one does:
// a worker claims it with one atomic UPDATE (queued, or running under a lease that expired, and due),
// renews the lease while the handler works, and finishes only while its claim still stands (the
// attempt number is the claim's token). A failure is retried with backoff up to MAX_ATTEMPTS, then
// the job is `failed` with its error until an operator reprocesses the file. Each process runs at
// most MEDIA_JOBS_CONCURRENCY jobs at once; the pictures themselves render in the image workers.
import type { Selectable } from 'kysely';
import type { AppContext } from '../../context';
import type { MediaJobsTable } from '../../db/schema';
import type { MediaAssetRow } from '../library/assets';
import type { ProcessingHandler } from './processing-handler';
import { PROCESSING_HANDLERS } from './handlers';
import { assetUsage } from '../library/usage';
import { notifyJobFailed } from '../../desk/job-failure-notify';

export type MediaJobRow = Selectable<MediaJobsTable>;
export type MediaJobState = MediaJobsTable['state'];

/** Claims of one job before it stays `failed`. */
export const MAX_ATTEMPTS = 3;
const LEASE_MS = 60_000;
const POLL_MS = 5_000;
/** Waits before the 2nd and the 3rd attempt. */
const BACKOFF_MS = [30_000, 120_000];
/** A kind this process has no handler for (a newer process's) waits this long before another look. */
const UNKNOWN_KIND_DELAY_MS = 60_000;

const iso = (ms: number) => new Date(ms).toISOString();
const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 2000) || 'failed';

/** The claim was lost (its lease expired and another process took the job): stop working on it. */
class LostClaim extends Error {
  constructor(id: number) {
    super(`media job ${id} was taken over by another process`);
  }
}

export interface MediaJobQueueOptions {
  handlers?: readonly ProcessingHandler[];
  /** Jobs this process runs at once (default MEDIA_JOBS_CONCURRENCY). */
  concurrency?: number;
  leaseMs?: number;
  pollMs?: number;
  /** Wait before attempt n+1 after n failed ones. */
  backoffMs?: (attempts: number) => number;
  /** The clock, ms (default ctx.now()): tests move it instead of waiting. */
  now?: () => number;
}

/** Queues a job of every kind whose handler takes the file; the new jobs. */
export async function enqueueAsset(ctx: AppContext, asset: MediaAssetRow, handlers: readonly ProcessingHandler[] = PROCESSING_HANDLERS): Promise<MediaJobRow[]> {
  const kinds = handlers.filter((h) => h.accepts(asset)).map((h) => h.kind);
  if (!kinds.length) return [];
  const now = ctx.now();
  return ctx.db
    .insertInto('media_jobs')
    .values(kinds.map((kind) => ({ asset_id: asset.id, kind, state: 'queued' as const, progress: 0, attempts: 0, error: null, result: null, lease_until: null, run_after: now, created_at: now, updated_at: now })))
    .returningAll()
    .execute();
}

/** The newest job of each file (its `processing` in the media library). */
export async function latestJobs(ctx: Pick<AppContext, 'db'>, assetIds: readonly number[]): Promise<Map<number, MediaJobRow>> {
  if (!assetIds.length) return new Map();
  const rows = await ctx.db
    .selectFrom('media_jobs')
    .selectAll()
    .where('id', 'in', (eb) => eb.selectFrom('media_jobs').select((e) => e.fn.max('id').as('id')).where('asset_id', 'in', [...assetIds]).groupBy('asset_id'))
    .execute();
  return new Map(rows.map((r) => [r.asset_id, r]));
}

/** Jobs of a file not yet finished (queued or running). */
export const unfinishedJobs = (ctx: AppContext, assetId: number) => ctx.db.selectFrom('media_jobs').selectAll().where('asset_id', '=', assetId).where('state', 'in', ['queued', 'running']).execute();

export class MediaJobQueue {
  readonly concurrency: number;
  private readonly handlers: readonly ProcessingHandler[];
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private readonly backoffMs: (attempts: number) => number;
  private readonly clock: () => number;
  private readonly running = new Set<Promise<void>>();
  private filling: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly ctx: AppContext,
    options: MediaJobQueueOptions = {},
  ) {
    this.handlers = options.handlers ?? PROCESSING_HANDLERS;
    this.concurrency = options.concurrency ?? ctx.env.MEDIA_JOBS_CONCURRENCY;
    this.leaseMs = options.leaseMs ?? LEASE_MS;
    this.pollMs = options.pollMs ?? POLL_MS;
    this.backoffMs = options.backoffMs ?? ((n) => BACKOFF_MS[Math.min(n, BACKOFF_MS.length) - 1] ?? 0);
    this.clock = options.now ?? (() => Date.parse(ctx.now()));
  }

  /** Looks for due jobs every pollMs until stop(). */
  start(): this {
    if (this.concurrency > 0 && !this.timer) {
      this.timer = setInterval(() => this.kick(), this.pollMs);
      this.timer.unref();
      this.kick();
    }
    return this;
  }

  /** Takes due jobs now, up to the free slots (after an upload, a reprocess). */
  kick(): void {
    void this.fill();
  }

  /** Runs due jobs until none is left or running (tests, CLIs). */
  async drain(): Promise<void> {
    for (;;) {
      await this.fill();
      if (!this.running.size) return;
      await Promise.all([...this.running]);
    }
  }

  /** Takes no more jobs and waits for the ones running (an unfinished one is taken over once its lease expires). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.timer = undefined;
    await this.filling;
    await Promise.allSettled([...this.running]);
  }

  /** Claims one due job for this process, or undefined when none is due. */
  async claim(): Promise<MediaJobRow | undefined> {
    const nowMs = this.clock();
    const now = iso(nowMs);
    const db = this.ctx.db;
    // A job whose worker kept dying (its lease expired on the last attempt) is not tried again.
    await db
      .updateTable('media_jobs')
      .set({ state: 'failed', lease_until: null, updated_at: now, error: `stopped while running ${MAX_ATTEMPTS} times (the process ended or hung)` })
      .where('state', '=', 'running')
      .where('lease_until', '<', now)
      .where('attempts', '>=', MAX_ATTEMPTS)
      .execute();
    let due = db
      .selectFrom('media_jobs')
      .select('id')
      .where('run_after', '<=', now)
      .where((eb) => eb.or([eb('state', '=', 'queued'), eb.and([eb('state', '=', 'running'), eb('lease_until', '<', now)])]))
      .orderBy('run_after')
      .orderBy('id')
      .limit(1);
    // PostgreSQL: concurrent claimers skip a row another is taking instead of queueing behind it.
    if (this.ctx.dialect.name === 'postgres') due = due.forUpdate().skipLocked();
    return db
      .updateTable('media_jobs')
      .set((eb) => ({ state: 'running', attempts: eb('attempts', '+', 1), lease_until: iso(nowMs + this.leaseMs), updated_at: now }))
      .where('id', '=', due)
      // Checked again on the row itself: of two claimers that picked the same row, one updates it.
      .where((eb) => eb.or([eb('state', '=', 'queued'), eb.and([eb('state', '=', 'running'), eb('lease_until', '<', now)])]))
      .returningAll()
      .executeTakeFirst();
  }

  private fill(): Promise<void> {
    if (this.filling) {
      this.again = true;
      return this.filling;
    }
    this.filling = (async () => {
      do {
        this.again = false;
        while (!this.stopped && this.running.size < this.concurrency) {
          let job: MediaJobRow | undefined;
          try {
            job = await this.claim();
          } catch (err) {
            this.ctx.logger.warn({ err }, 'claiming a media job failed');
            return;
          }
          if (!job) break;
          const run: Promise<void> = this.execute(job).finally(() => {
            this.running.delete(run);
            this.kick();
          });
          this.running.add(run);
        }
      } while (this.again && !this.stopped);
    })().finally(() => {
      this.filling = undefined;
    });
    return this.filling;
  }

  /** Sets columns of a job while this claim holds it; false when the claim was lost. */
  private async holding(job: MediaJobRow, set: Partial<Omit<MediaJobRow, 'id'>>): Promise<boolean> {
    const result = await this.ctx.db
      .updateTable('media_jobs')
      .set({ ...set, updated_at: iso(this.clock()) })
      .where('id', '=', job.id)
      .where('state', '=', 'running')
      .where('attempts', '=', job.attempts)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  private async execute(job: MediaJobRow): Promise<void> {
    const { ctx } = this;
    const handler = this.handlers.find((h) => h.kind === job.kind);
    if (!handler) {
      // Another version of the site may know it: put it back for a while, not counting the attempt.
      await this.holding(job, { state: 'queued', attempts: job.attempts - 1, lease_until: null, run_after: iso(this.clock() + UNKNOWN_KIND_DELAY_MS) }).catch(() => undefined);
      return;
    }
    const renew = setInterval(() => void this.holding(job, { lease_until: iso(this.clock() + this.leaseMs) }).catch(() => undefined), Math.max(1000, this.leaseMs / 3));
    renew.unref();
    const log = ctx.logger.child({ job: job.id, kind: job.kind, asset: job.asset_id, attempt: job.attempts });
    try {
      const asset = await ctx.db.selectFrom('media_assets').selectAll().where('id', '=', job.asset_id).executeTakeFirst();
      if (!asset || asset.deleted_at) {
        await this.holding(job, { state: 'failed', lease_until: null, error: 'the file was deleted from the media library' });
        return;
      }
      const result = await handler.run(ctx, asset, async (fraction) => {
        const held = await this.holding(job, { progress: Math.min(1, Math.max(0, fraction)), lease_until: iso(this.clock() + this.leaseMs) });
        if (!held) throw new LostClaim(job.id);
      });
      if (await this.holding(job, { state: 'done', progress: 1, result: JSON.stringify(result), error: null, lease_until: null })) {
        log.info('media job done');
        // Updates and models showing the file switch to its new pictures now, not when the caches expire.
        if ((await assetUsage(ctx, [asset.id])).size) await ctx.httpCache.invalidate(`media file ${asset.id} processed`);
      }
    } catch (err) {
      if (err instanceof LostClaim) return log.warn('media job taken over by another process');
      const error = errorText(err);
      const last = job.attempts >= MAX_ATTEMPTS;
      const set = last ? { state: 'failed' as const, lease_until: null, error } : { state: 'queued' as const, lease_until: null, error, run_after: iso(this.clock() + this.backoffMs(job.attempts)) };
      await this.holding(job, set).catch((e: unknown) => log.warn({ err: e }, 'recording a media job failure failed'));
      log.warn({ err }, last ? 'media job failed' : 'media job failed, will retry');
      if (last) {
        const file = await ctx.db.selectFrom('media_assets').select('original_filename').where('id', '=', job.asset_id).executeTakeFirst().catch(() => undefined);
        await notifyJobFailed(ctx, { jobName: `Processing of ${file?.original_filename ?? `file ${job.asset_id}`} (${job.kind})`, key: `media:${job.id}`, error, at: new Date(this.clock()) });
      }
    } finally {
      clearInterval(renew);
    }
  }
}

/** The queue of this server process: polls until stop() (server/main.ts). */
export function startMediaJobs(ctx: AppContext, options: MediaJobQueueOptions = {}): MediaJobQueue {
  const queue = new MediaJobQueue(ctx, options).start();
  if (!queue.concurrency) ctx.logger.info('media processing off in this process (MEDIA_JOBS_CONCURRENCY=0)');
  return queue;
}
