// @vitest-environment node
// The media processing queue as two server processes sharing one database see it: each job runs
// once, a job whose process stopped answering is taken over when its lease expires, a failing job is
// retried with backoff and then stays failed with its error, and queued jobs survive a restart. On
// SQLite and on PostgreSQL; time moves by a clock the test holds, never by waiting.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { boot } from '../../server/bootstrap';
import { loadConfigFile } from '../../server/config/site-config';
import type { AppContext } from '../../server/context';
import { loadEnv } from '../../server/env';
import { addAsset, type MediaAssetRow } from '../../server/media/library/assets';
import type { ProcessingHandler } from '../../server/media/processing/processing-handler';
import { MAX_ATTEMPTS, MediaJobQueue, enqueueAsset, latestJobs } from '../../server/media/processing/queue';
import { backends, PG_URL, useRealNetwork, type Backend } from './harness';

useRealNetwork();

interface Site {
  ctx: AppContext;
  close(): Promise<void>;
}

/** One "process" of the site on the shared database. */
async function openSite(backend: Backend, dataDir: string, pgSchema: string | undefined): Promise<Site> {
  return boot({
    env: loadEnv({ ...process.env, DISABLE_RATE_LIMITS: '1', SEED_DEMO_CONTENT: '0' }),
    config: loadConfigFile('site-configs/default.json'),
    databaseUrl: backend === 'postgres' ? PG_URL : path.join(dataDir, 'site.db'),
    pgSchema,
    dataDir,
    seedIfEmpty: false,
    watchSchedule: false,
    logger: pino({ level: 'silent' }),
  });
}

async function pgQuery(text: string) {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  await client.query(text);
  await client.end();
}

let seq = 0;
const picture = (ctx: AppContext): Promise<MediaAssetRow> =>
  addAsset(ctx, { kind: 'image', original_filename: `p${++seq}.jpg`, content_type: 'image/jpeg', size: 10, sha256: '0'.repeat(64), storage_key: `assets/test${seq}.jpg`, width: 100, height: 100, uploaded_by: null, created_at: new Date().toISOString() });

/** A clock the test moves (a second ahead: jobs queued by the real clock are due). */
function clock(start = Date.now() + 1000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => void (t += ms) };
}

const job = async (ctx: AppContext, assetId: number) => (await latestJobs(ctx, [assetId])).get(assetId)!;

describe.each(backends)('the media processing queue on %s', (backend) => {
  let dataDir: string;
  let pgSchema: string | undefined;
  let a: Site;
  let b: Site;
  const queues: MediaJobQueue[] = [];
  const queue = (site: Site, handler: ProcessingHandler, options: ConstructorParameters<typeof MediaJobQueue>[1] = {}) => {
    const q = new MediaJobQueue(site.ctx, { handlers: [handler], concurrency: 2, ...options });
    queues.push(q);
    return q;
  };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-queue-'));
    if (backend === 'postgres') {
      pgSchema = `t_${crypto.randomBytes(6).toString('hex')}`;
      await pgQuery(`CREATE SCHEMA ${pgSchema}`);
    }
    a = await openSite(backend, dataDir, pgSchema);
    b = await openSite(backend, dataDir, pgSchema);
  }, 60_000);
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((q) => q.stop()));
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    if (pgSchema) await pgQuery(`DROP SCHEMA ${pgSchema} CASCADE`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs every job exactly once when two processes take jobs at the same time', async () => {
    const runs: number[] = [];
    const handler: ProcessingHandler = {
      kind: 'image-variants',
      accepts: (asset) => asset.kind === 'image',
      async run(_ctx, asset, progress) {
        runs.push(asset.id);
        await progress(0.5);
        return { made: asset.id };
      },
    };
    const assets = [];
    for (let i = 0; i < 8; i++) assets.push(await picture(a.ctx));
    for (const asset of assets) expect(await enqueueAsset(a.ctx, asset, [handler])).toHaveLength(1);
    await Promise.all([queue(a, handler).drain(), queue(b, handler).drain()]);
    expect(runs.sort((x, y) => x - y)).toEqual(assets.map((x) => x.id));
    for (const asset of assets) {
      expect(await job(b.ctx, asset.id)).toMatchObject({ state: 'done', progress: 1, attempts: 1, error: null, result: JSON.stringify({ made: asset.id }) });
    }
  });

  it('gives a job to another process once the lease of the one that stopped answering expires, and ignores the late finish', async () => {
    const t = clock();
    const asset = await picture(a.ctx);
    await enqueueAsset(a.ctx, asset, [
      { kind: 'image-variants', accepts: () => true, run: () => Promise.resolve({}) },
    ]);
    let release!: () => void;
    const hung: ProcessingHandler = {
      kind: 'image-variants',
      accepts: () => true,
      async run(_ctx, _asset, progress) {
        await progress(0.25);
        await new Promise<void>((resolve) => (release = resolve));
        return { by: 'first' };
      },
    };
    const first = queue(a, hung, { now: t.now, leaseMs: 60_000 });
    first.kick();
    await vi.waitFor(async () => expect(await job(a.ctx, asset.id)).toMatchObject({ state: 'running', progress: 0.25, attempts: 1 }));

    const second = queue(b, { kind: 'image-variants', accepts: () => true, run: () => Promise.resolve({ by: 'second' }) }, { now: t.now, leaseMs: 60_000 });
    t.advance(30_000);
    expect(await second.claim()).toBeUndefined();
    t.advance(31_000);
    await second.drain();
    expect(await job(b.ctx, asset.id)).toMatchObject({ state: 'done', attempts: 2, result: JSON.stringify({ by: 'second' }) });

    // The first process wakes up and finishes: its claim is gone, so it changes nothing.
    release();
    await first.drain();
    expect(await job(a.ctx, asset.id)).toMatchObject({ state: 'done', attempts: 2, result: JSON.stringify({ by: 'second' }) });
  });

  it(`retries a failing job with growing waits, then marks it failed with its error after ${MAX_ATTEMPTS} attempts`, async () => {
    const t = clock();
    let calls = 0;
    const failing: ProcessingHandler = {
      kind: 'image-variants',
      accepts: () => true,
      run: () => {
        calls++;
        return Promise.reject(new Error(`the picture could not be decoded (${calls})`));
      },
    };
    const asset = await picture(a.ctx);
    await enqueueAsset(a.ctx, asset, [failing]);
    const q = queue(a, failing, { now: t.now });
    await q.drain();
    expect(await job(a.ctx, asset.id)).toMatchObject({ state: 'queued', attempts: 1, error: 'the picture could not be decoded (1)', run_after: new Date(t.now() + 30_000).toISOString() });
    // Not before its time.
    t.advance(29_000);
    await q.drain();
    expect(calls).toBe(1);
    t.advance(1_000);
    await q.drain();
    expect(await job(a.ctx, asset.id)).toMatchObject({ state: 'queued', attempts: 2, error: 'the picture could not be decoded (2)', run_after: new Date(t.now() + 120_000).toISOString() });
    t.advance(120_000);
    await q.drain();
    expect(await job(a.ctx, asset.id)).toMatchObject({ state: 'failed', attempts: 3, error: 'the picture could not be decoded (3)', lease_until: null });
    t.advance(86400_000);
    await q.drain();
    expect(calls).toBe(3);
  });

  it.each([1, 2])('runs at most %i jobs at once in one process', async (concurrency) => {
    let now = 0;
    let most = 0;
    const gates: (() => void)[] = [];
    const handler: ProcessingHandler = {
      kind: 'image-variants',
      accepts: () => true,
      async run() {
        most = Math.max(most, ++now);
        await new Promise<void>((resolve) => gates.push(resolve));
        now--;
        return {};
      },
    };
    for (let i = 0; i < 4; i++) await enqueueAsset(a.ctx, await picture(a.ctx), [handler]);
    const q = queue(a, handler, { concurrency });
    const drained = q.drain();
    // As many jobs as allowed start (never more); then one is let through and the next starts.
    for (let released = 0; released < 4; released++) {
      await vi.waitFor(() => expect(gates.length).toBe(Math.min(concurrency, 4 - released)));
      gates.shift()!();
    }
    await drained;
    expect(most).toBe(concurrency);
  });

  it('looks for due jobs by itself while started, until stopped', async () => {
    const ran: number[] = [];
    const handler: ProcessingHandler = { kind: 'image-variants', accepts: () => true, run: (_ctx, asset) => (ran.push(asset.id), Promise.resolve({})) };
    const q = queue(b, handler, { pollMs: 20 }).start();
    // Queued by the other process, which does not tell this one.
    const asset = await picture(a.ctx);
    await enqueueAsset(a.ctx, asset, [handler]);
    await vi.waitFor(async () => expect(await job(a.ctx, asset.id)).toMatchObject({ state: 'done' }));
    expect(ran).toEqual([asset.id]);
    await q.stop();
  });

  it('runs the jobs queued before a restart once the site is back', async () => {
    const ran: number[] = [];
    const handler: ProcessingHandler = { kind: 'image-variants', accepts: () => true, run: (_ctx, asset) => (ran.push(asset.id), Promise.resolve({})) };
    const asset = await picture(b.ctx);
    await enqueueAsset(b.ctx, asset, [handler]);
    await b.close();
    b = await openSite(backend, dataDir, pgSchema);
    expect(await job(b.ctx, asset.id)).toMatchObject({ state: 'queued', attempts: 0 });
    await queue(b, handler).drain();
    expect(ran).toEqual([asset.id]);
    expect(await job(b.ctx, asset.id)).toMatchObject({ state: 'done', attempts: 1 });
  });
});
