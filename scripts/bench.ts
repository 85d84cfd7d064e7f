// npm run bench [-- --updates 200 --updates-large 100000 --duration 5 --connections 50 --pg --identity --skip-api --images-only --publishing-only]
// Seeds a fresh database (SQLite; with --pg a throwaway schema in the PostgreSQL at
// $BENCH_PG_URL or postgres://postgres@127.0.0.1:5432/test) with --updates (200), starts the real
// server three times on it (one with the response cache, one with HTTP_CACHE=0, one also with
// SSR_KEEP_BLOCKS=0), measures, then does the same at --updates-large (100000; 0 leaves it out):
// 1. the main public list endpoints and search with autocannon, uncached (database and serialization)
//    and cached; at the first size only (--skip-api leaves it out);
// 2. server CPU per uncached page, one request at a time: the home page on the HTTP_CACHE=0 server
//    (its static blocks' markup kept from the render before) and, as first visits with nothing
//    kept, the home page and several model and video pages on the SSR_KEEP_BLOCKS=0 one;
// 3. the cached home page against the same bytes served pre-gzipped from a file by the same server
//    (BENCH_STATIC_DIR: home.html.gz, gzipped once here), requests per second with --connections;
// 4. search p95 (one request at a time on the HTTP_CACHE=0 server, percentile of every latency).
// 5. images: 100 distinct pictures (620 to 1920 px, plain and soft) rendered cold by the image
//    workers, pictures per second with the load average (--images-only: just this figure).
// 6. publishing (--publishing-only: just this): a publisher uploads a 100-picture set (3000x2000
//    JPEGs) over tus into the media library of a fresh SQLite site, names it as a gallery update
//    with its first picture as cover and publishes it; timed from the first byte uploaded until the
//    public API shows the update with its processed cover, and until every picture's 16 public
//    variants are made (outputs per second). --publishing-pictures N changes the set's size.
// Ends with the budgets of issue 13 as PASS/MISS with their ratio to the budget; a MISS never fails
// the run (exit 1 only when it cannot run). Pages are requested with Accept-Encoding: gzip like a
// browser (--identity: uncompressed). The client must be built (dist/client, or CLIENT_DIR); without
// a build the page figures are skipped.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import zlib from 'node:zlib';
import pg from 'pg';
import path from 'node:path';
// @ts-expect-error autocannon ships no types
import autocannon from 'autocannon';
import sharp from 'sharp';
import { ImagePool } from '../server/media/images';
import { ImageWorkers } from '../server/media/image-workers';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const updates = arg('updates', 200);
const updatesLarge = arg('updates-large', 100_000);
const duration = arg('duration', 5);
const connections = arg('connections', 50);
const sizes = updatesLarge > updates ? [updates, updatesLarge] : [updates];
const port = Number(process.env.BENCH_PORT ?? 3900 + Math.floor(Math.random() * 90));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
const usePg = process.argv.includes('--pg');
const pgUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const pgSchema = `bench_${process.pid}`;
const pgAdmin = async (statement: string) => {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
};
const databaseUrl = usePg ? `${pgUrl}?options=${encodeURIComponent(`-c search_path=${pgSchema}`)}` : path.join(dataDir, 'site.db');
const staticDir = path.join(dataDir, 'bench-static');
const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, PORT: String(port), LOG_LEVEL: 'warn', DEMO_TRAILERS: '0', BENCH_STATIC_DIR: staticDir, REDIS_URL: '', DISABLE_RATE_LIMITS: '1' };
const clientDir = path.resolve(process.env.CLIENT_DIR ?? 'dist/client');
const identity = process.argv.includes('--identity');
const hasClient = fs.existsSync(path.join(clientDir, 'index.html'));

// The budgets of issue 13 (bench:web has the Lighthouse ones).
const BUDGET = { homeCpuMs: 25, detailCpuMs: 15, cachedVsStatic: 0.5, searchP95Ms: 10 };
const SEARCH_TERMS = [
  ['sunset', 'a hit'],
  ['golden light', 'a hit, two words'],
  ['xyzzy', 'a miss'],
] as const;

interface Server {
  child: ChildProcess;
  url: string;
}

/** The real server on `serverPort`; `extra` env on top (HTTP_CACHE=0 for the uncached one). */
async function startServer(serverPort: number, extra: Record<string, string> = {}): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env: { ...env, ...extra, PORT: String(serverPort) }, stdio: ['ignore', 'inherit', 'inherit'] });
  child.on('exit', (code) => {
    if (code) {
      console.error(`server exited with ${code}`);
      process.exit(1);
    }
  });
  const url = `http://127.0.0.1:${serverPort}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/api/public/counter`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (i > 300) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  return { child, url };
}

async function stopServer(s: Server) {
  s.child.removeAllListeners('exit');
  if (s.child.exitCode !== null) return;
  s.child.kill('SIGTERM');
  await new Promise((r) => s.child.once('exit', r));
}

const endpoints = [
  '/api/public/updates?s=24',
  '/api/public/updates?s=24&p=20',
  '/api/public/videos?s=24',
  '/api/public/updates?s=24&tag=sunset',
  '/api/public/models?s=24',
  '/api/public/updates/recentPhotos?s=12',
  '/api/public/updates/random?s=12',
  '/api/public/indexLastAndNext',
  '/api/public/tags',
  '/api/public/counter',
  '/api/search/gold',
  '/api/search/xyzzy',
];

// Server CPU time (Linux /proc, user + system, every thread): stays meaningful when other work
// shares the machine, unlike wall-clock figures.
const CLK_TCK = 100;
const cpuMs = (pid: number | undefined) => {
  try {
    const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(f[11]) + Number(f[12])) * 1000) / CLK_TCK;
  } catch {
    return NaN;
  }
};

interface Figures {
  rps: number;
  p50: number;
  p95?: number;
  p99: number;
  cpu: number;
  non2xx: number;
  bytes: number;
  requests: number;
}

/** autocannon for --duration: throughput under load. */
async function measure(server: Server, url: string, headers: Record<string, string> = {}, conns = connections): Promise<Figures> {
  const before = cpuMs(server.child.pid);
  const result = await autocannon({ url: `${server.url}${url}`, connections: conns, duration, headers });
  const total = Math.max(1, result.requests.total);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, cpu: (cpuMs(server.child.pid) - before) / total, non2xx: result.non2xx, bytes: result.throughput.total / total, requests: result.requests.total };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const getOnce = (url: string, headers: Record<string, string>) =>
  new Promise<{ status: number; bytes: number; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve({ status: res.statusCode ?? 0, bytes: chunks.reduce((n, c) => n + c.length, 0), body: Buffer.concat(chunks) })).on('error', reject);
      })
      .on('error', reject);
  });

/** Nearest-rank percentile of sorted values. */
const percentile = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/**
 * One request at a time (one keep-alive connection) for --duration, at least `min` requests, cycling
 * through `urls`: server CPU per request, and the latency of every request as the client saw it
 * (p50/p95/p99 from all of them, not from a histogram).
 */
async function sequential(server: Server, urls: string[], headers: Record<string, string>, min = 20): Promise<Figures> {
  const latencies: number[] = [];
  let non2xx = 0;
  let bytes = 0;
  // One unmeasured request per URL: code paths compiled, the connection open.
  for (const u of urls) await getOnce(`${server.url}${u}`, headers);
  const before = cpuMs(server.child.pid);
  const start = performance.now();
  for (let i = 0; latencies.length < min || performance.now() - start < duration * 1000; i++) {
    const t = performance.now();
    const res = await getOnce(`${server.url}${urls[i % urls.length]}`, headers);
    latencies.push(performance.now() - t);
    if (res.status < 200 || res.status >= 300) non2xx++;
    bytes += res.bytes;
  }
  const elapsed = (performance.now() - start) / 1000;
  const cpu = (cpuMs(server.child.pid) - before) / latencies.length;
  const sorted = [...latencies].sort((a, b) => a - b);
  return { rps: latencies.length / elapsed, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), cpu, non2xx, bytes: bytes / latencies.length, requests: latencies.length };
}

const ms = (n: number) => (Number.isNaN(n) ? '-' : `${n.toFixed(n < 10 ? 2 : 1)} ms`);
const non2xxText = (f: Figures) => (f.non2xx ? ` (${f.non2xx} non-2xx)` : '');
const count = (n: number) => n.toLocaleString('en-US');

interface Budget {
  label: string;
  updates: number;
  measured: number;
  text: string;
  budget: number;
  budgetText: string;
  /** 'max': passes at or under the budget; 'min': at or over it. */
  kind: 'max' | 'min';
}
const budgets: Budget[] = [];
const apiRows: string[] = [];
const pageRows: string[] = [];
const notes: string[] = [];

async function measureSize(size: number, first: boolean) {
  const t0 = Date.now();
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'server/seed/cli.ts', '--updates', String(size)], { env, stdio: 'inherit' });
  if (seeded.status !== 0) throw new Error('seeding failed');
  console.log(`seed ${count(size)} updates: ${((Date.now() - t0) / 1000).toFixed(1)} s`);

  // One after the other: the first writes data/secrets.json, the second reads it.
  const cached = await startServer(port);
  const uncached = await startServer(port + 1, { HTTP_CACHE: '0' });
  // A first visit: no page cache, and no block markup kept from an earlier render of that page.
  const firstVisit = await startServer(port + 2, { HTTP_CACHE: '0', SSR_KEEP_BLOCKS: '0' });
  try {
    if (first && !process.argv.includes('--skip-api')) {
      for (const url of endpoints) {
        const raw = await measure(uncached, url);
        const hit = await measure(cached, url);
        apiRows.push(`| ${url} | ${Math.round(raw.rps)}, ${raw.p50} ms, ${raw.p99} ms${non2xxText(raw)}, ${ms(raw.cpu)} | ${Math.round(hit.rps)}, ${hit.p50} ms, ${hit.p99} ms${non2xxText(hit)}, ${ms(hit.cpu)} |`);
        console.log(apiRows[apiRows.length - 1]);
      }
    }

    if (hasClient) {
      const pageHeaders: Record<string, string> = { accept: 'text/html,application/xhtml+xml', 'accept-language': 'en-US,en;q=0.9', ...(identity ? {} : { 'accept-encoding': 'gzip' }) };
      const homeHtml = async () => (await fetch(`${cached.url}/`, { headers: { accept: 'text/html' } })).text();
      // The cached server's first render runs the cold catalogue queries (at 100,000 updates some
      // time out, and that page is cached as it is): done first, so the pages measured come later.
      await homeHtml();
      const permaLinks = async (list: string) =>
        ((await (await fetch(`${uncached.url}/api/public/${list}?s=12`)).json()) as { data: Array<{ permaLink: string }> }).data.map((d) => `/${list}/${encodeURIComponent(d.permaLink)}`);
      const models = await permaLinks('models');
      const videos = await permaLinks('videos');

      const row = (label: string, conns: number | string, f: Figures) => {
        pageRows.push(`| ${count(size)} | ${label} | ${conns} | ${f.requests} | ${Math.round(f.rps)} | ${ms(f.p50)} | ${ms(f.p99)}${non2xxText(f)} | ${ms(f.cpu)} | ${(f.bytes / 1024).toFixed(1)} KB |`);
        console.log(pageRows[pageRows.length - 1]);
      };
      // Server CPU of a page no cache answers, one request at a time: the home page rendered again
      // (the page cache is off; the markup of its blocks that never hydrate is kept), and first
      // visits (nothing kept; detail pages cycle through a dozen, so only this measures them fairly).
      const home = await sequential(uncached, ['/'], pageHeaders);
      row('/ (HTTP_CACHE=0)', 1, home);
      const homeFirst = await sequential(firstVisit, ['/'], pageHeaders);
      row('/ (HTTP_CACHE=0 SSR_KEEP_BLOCKS=0)', 1, homeFirst);
      const model = await sequential(firstVisit, models, pageHeaders);
      row(`${models.length} model pages (HTTP_CACHE=0 SSR_KEEP_BLOCKS=0)`, 1, model);
      const video = await sequential(firstVisit, videos, pageHeaders);
      row(`${videos.length} video pages (HTTP_CACHE=0 SSR_KEEP_BLOCKS=0)`, 1, video);
      // The cached home against the same bytes from a file, both with the same connections.
      const html = await homeHtml();
      // Gzipped once here; the server sends these bytes as they are (server/bench-static.ts).
      fs.writeFileSync(path.join(staticDir, 'home.html'), html);
      fs.writeFileSync(path.join(staticDir, 'home.html.gz'), zlib.gzipSync(html));
      if (/<div id="root">\s*<\/div>/.test(html)) notes.push(`${count(size)} updates: the home page is index.html (client rendering: no server renderer in ${clientDir}-ssr)`);
      const hit = await measure(cached, '/', pageHeaders);
      row('/ (response cache)', connections, hit);
      const file = await measure(cached, '/__bench-static/home.html', pageHeaders);
      row(`static file, same HTML${identity ? '' : ' pre-gzipped'}`, connections, file);
      // The cache's TTL may end during the run: its new render can differ from the saved file.
      if (Math.abs(hit.bytes - file.bytes) > 0.02 * file.bytes) notes.push(`${count(size)} updates: the cached home (${(hit.bytes / 1024).toFixed(1)} KB a response) was not the same as the file (${(file.bytes / 1024).toFixed(1)} KB): re-rendered during the run`);

      const cpuBudget = (label: string, f: Figures, budget: number) =>
        budgets.push({ label: `${label} uncached CPU`, updates: size, measured: f.cpu, text: ms(f.cpu), budget, budgetText: `<= ${budget} ms`, kind: 'max' });
      cpuBudget('home (blocks kept)', home, BUDGET.homeCpuMs);
      cpuBudget('home first render', homeFirst, BUDGET.homeCpuMs);
      cpuBudget('model page', model, BUDGET.detailCpuMs);
      cpuBudget('video page', video, BUDGET.detailCpuMs);
      const share = hit.rps / file.rps;
      budgets.push({ label: 'cached home / static file req/s', updates: size, measured: share, text: `${(share * 100).toFixed(0)}% (${Math.round(hit.rps)} / ${Math.round(file.rps)})`, budget: BUDGET.cachedVsStatic, budgetText: `>= ${BUDGET.cachedVsStatic * 100}%`, kind: 'min' });
      notes.push(`${count(size)} updates: home HTML ${(Buffer.byteLength(html) / 1024).toFixed(1)} KB, ${(zlib.gzipSync(html).length / 1024).toFixed(1)} KB gzipped`);
    } else if (first) {
      notes.push(`no client build in ${clientDir}: page figures skipped (npm run build, or CLIENT_DIR)`);
    }

    // Search: one request at a time on the HTTP_CACHE=0 server (search is never cached anyway).
    for (const [term, what] of SEARCH_TERMS) {
      const url = `/api/search/${encodeURIComponent(term)}`;
      const found = ((await (await fetch(`${uncached.url}${url}`)).json()) as { data: Record<string, unknown[]> }).data;
      const results = Object.values(found).reduce((n, list) => n + (Array.isArray(list) ? list.length : 0), 0);
      const f = await sequential(uncached, [url], { accept: 'application/json', 'accept-encoding': 'gzip' });
      pageRows.push(`| ${count(size)} | ${url} (${what}, ${results} results) | 1 | ${f.requests} | ${Math.round(f.rps)} | ${ms(f.p50)} | ${ms(f.p99)}${non2xxText(f)} | ${ms(f.cpu)} | ${(f.bytes / 1024).toFixed(1)} KB |`);
      console.log(pageRows[pageRows.length - 1]);
      budgets.push({ label: `search p95 "${term}" (${what})`, updates: size, measured: f.p95!, text: `${ms(f.p95!)} (server CPU ${ms(f.cpu)}/req)`, budget: BUDGET.searchP95Ms, budgetText: `<= ${BUDGET.searchP95Ms} ms${size < 100_000 ? ' (at 100,000)' : ''}`, kind: 'max' });
    }
  } finally {
    await stopServer(cached);
    await stopServer(uncached);
    await stopServer(firstVisit);
  }
}

/** Pictures per second through the image workers, from a cold cache, at the default thread count. */
async function measureImages(): Promise<string> {
  const names = [620, 960, 1920].flatMap((width) => ['plain', 'upright', 'soft', 'uprightsoft'].flatMap((variant) => Array.from({ length: 16 }, (_, pool) => `${pool}-${variant}-${width}.jpg`))).slice(0, 100);
  const workers = new ImageWorkers({ threads: Number(process.env.IMAGE_WORKERS) || undefined, uvThreadpool: Number(process.env.UV_THREADPOOL_SIZE) || 4 });
  const images = new ImagePool(path.join(dataDir, 'bench-img'), workers);
  await workers.warm();
  const before = os.loadavg()[0]!;
  const t0 = performance.now();
  try {
    await Promise.all(names.map((name) => images.file(name)));
  } finally {
    await images.close();
  }
  const seconds = (performance.now() - t0) / 1000;
  return `images: ${names.length} pictures (620 to 1920 px, plain and soft) in ${seconds.toFixed(1)} s with ${workers.threads} worker thread(s): ${(names.length / seconds).toFixed(1)} pictures/s; load average ${before.toFixed(2)} before, ${os.loadavg().map((n) => n.toFixed(2)).join(' ')} after, ${os.cpus().length} cores`;
}

/** Upload to live: see point 6 at the top. Its own site (SQLite) in a folder of the bench's data. */
async function measurePublishing(pictures: number): Promise<string> {
  const dir = path.join(dataDir, 'publishing');
  fs.mkdirSync(dir, { recursive: true });
  const siteEnv = { DATA_DIR: dir, DATABASE_URL: path.join(dir, 'site.db') };
  const run = (args: string[]) => {
    const done = spawnSync(process.execPath, ['--import', 'tsx', ...args], { env: { ...env, ...siteEnv }, stdio: ['ignore', 'ignore', 'inherit'] });
    if (done.status !== 0) throw new Error(`${args.join(' ')} failed`);
  };
  run(['server/seed/cli.ts', '--updates', '20']);
  const password = `bench-${process.pid}-${Date.now()}-Publisher!`;
  run(['scripts/create-staff.ts', '--username', 'benchpublisher', '--email', 'benchpublisher@example.test', '--password', password, '--role', 'publisher']);
  // Distinct pictures (gradients and circles at camera size), made before the clock starts.
  const files = await Promise.all(
    Array.from({ length: pictures }, (_, i) => {
      const hue = (i * 37) % 360;
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="3000" height="2000"><defs><linearGradient id="g"><stop offset="0" stop-color="hsl(${hue},60%,40%)"/><stop offset="1" stop-color="hsl(${(hue + 90) % 360},70%,25%)"/></linearGradient></defs><rect width="3000" height="2000" fill="url(#g)"/><circle cx="${900 + i * 13}" cy="1000" r="${300 + i * 3}" fill="hsl(${(hue + 180) % 360},60%,60%)"/></svg>`;
      return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
    }),
  );
  const server = await startServer(port + 5, siteEnv);
  try {
    const call = async <T = { id: number; token: string }>(pathname: string, init: RequestInit & { json?: unknown; token?: string } = {}): Promise<T> => {
      const headers = new Headers(init.headers);
      if (init.token) headers.set('authorization', `Bearer ${init.token}`);
      if (init.json !== undefined) headers.set('content-type', 'application/json');
      const res = await fetch(`${server.url}${pathname}`, { ...init, headers, body: init.json !== undefined ? JSON.stringify(init.json) : init.body });
      const body = (await res.json().catch(() => undefined)) as { data: T; error?: { message: string } } | undefined;
      if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${pathname}: ${res.status} ${body?.error?.message ?? ''}`);
      return body!.data;
    };
    const { token } = await call('/api/login', { method: 'POST', json: { username: 'benchpublisher', password } });
    const before = os.loadavg()[0]!;
    const t0 = performance.now();
    const ids: number[] = new Array(pictures);
    const metadata = (name: string) => `filename ${Buffer.from(name).toString('base64')},filetype ${Buffer.from('image/jpeg').toString('base64')}`;
    // Four uploads at a time, as a browser's upload queue would send them.
    let next = 0;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let i = next++; i < pictures; i = next++) {
          const res = await fetch(`${server.url}/api/admin/uploads`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0', 'upload-length': String(files[i]!.length), 'upload-metadata': metadata(`set-${i + 1}.jpg`), 'content-type': 'application/offset+octet-stream' },
            body: new Uint8Array(files[i]!),
          });
          ids[i] = Number(res.headers.get('media-asset-id'));
          if (res.status !== 201 || !ids[i]) throw new Error(`upload ${i + 1}: ${res.status}`);
        }
      }),
    );
    const uploaded = performance.now();
    const update = await call('/api/staff/updates', { method: 'POST', token, json: { contentType: 'photo', fullName: 'Bench picture set', permaLink: 'bench-picture-set', imageAssetId: ids[0], galleryAssetIds: ids } });
    await call(`/api/staff/updates/${update.id}/publish`, { method: 'POST', token, json: {} });
    let live = 0;
    let processed = 0;
    let failed = 0;
    for (;;) {
      const now = performance.now();
      if (!live) {
        const shown = await call<Array<{ permaLink: string; previewImage: Record<string, string> }>>(`/api/public/updates?s=5`);
        if (shown.some((u) => u.permaLink === 'bench-picture-set' && u.previewImage['960']?.includes(`/a${ids[0]}-`))) live = now;
      }
      const library = await call<Array<{ id: number; processing: { state: string } | null }>>(`/api/admin/media?s=100&kind=image`, { token });
      const states = library.filter((a) => ids.includes(a.id)).map((a) => a.processing?.state);
      failed = states.filter((st) => st === 'failed').length;
      if (states.length >= Math.min(pictures, 100) && states.every((st) => st === 'done' || st === 'failed')) {
        processed = now;
        if (live) break;
      }
      if (now - t0 > 30 * 60_000) throw new Error('publishing did not finish in 30 minutes');
      await new Promise((r) => setTimeout(r, 250));
    }
    const s = (t: number) => `${((t - t0) / 1000).toFixed(1)} s`;
    const outputs = pictures * 16;
    return `publishing: ${pictures} pictures (3000x2000 JPEG) uploaded in ${s(uploaded)}, the update live with its processed cover after ${s(live)}, all ${outputs} public variants made after ${s(processed)} (${(outputs / ((processed - uploaded) / 1000)).toFixed(1)} outputs/s after the upload${failed ? `, ${failed} failed` : ''}); MEDIA_JOBS_CONCURRENCY ${process.env.MEDIA_JOBS_CONCURRENCY ?? 'default'}, load average ${before.toFixed(2)} before, ${os.loadavg().map((n) => n.toFixed(2)).join(' ')} after, ${os.cpus().length} cores`;
  } finally {
    await stopServer(server);
  }
}

async function main() {
  if (process.argv.includes('--images-only')) {
    console.log(await measureImages());
    return;
  }
  if (process.argv.includes('--publishing-only')) {
    console.log(await measurePublishing(arg('publishing-pictures', 100)));
    return;
  }
  fs.mkdirSync(staticDir);
  notes.push(await measureImages());
  if (usePg) await pgAdmin(`CREATE SCHEMA ${pgSchema}`);
  const started = Date.now();
  for (const [i, size] of sizes.entries()) await measureSize(size, i === 0);
  notes.push(await measurePublishing(arg('publishing-pictures', 100)));
  const minutes = (Date.now() - started) / 60_000;

  const load = os.loadavg().map((n) => n.toFixed(2)).join(' ');
  const machine = `${os.cpus().length} x ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GB, ${os.type()} ${os.release()}, Node ${process.version}`;
  console.log(`\n${usePg ? 'PostgreSQL' : 'SQLite'}, ${sizes.map(count).join(' and ')} updates, ${duration} s per figure, ${connections} connections for throughput, ${minutes.toFixed(1)} min`);
  if (apiRows.length) {
    console.log(`\n| endpoint (${count(sizes[0]!)} updates) | uncached (HTTP_CACHE=0): req/s, p50, p99, server CPU/req | response cache: req/s, p50, p99, server CPU/req |\n|---|---|---|`);
    for (const r of apiRows) console.log(r);
  }
  if (pageRows.length) {
    console.log(`\n| updates | request | connections | requests | req/s | p50 | p99 | server CPU/req | bytes/response |\n|---|---|---|---|---|---|---|---|---|`);
    for (const r of pageRows) console.log(r);
  }
  for (const n of notes) console.log(`\n${n}`);
  if (sizes.length === 1 && updates < 100_000) console.log(`\nThe budgets at 100,000 updates: npm run bench -- --updates 100000`);

  // The budgets last: PASS/MISS and measured/budget (an "at most" budget passes at <= 1x, an "at least" one at >= 1x).
  console.log(`\nBudgets (issue 13), ${new Date().toISOString().replace('T', ' ').slice(0, 16)} UTC, load average ${load}, ${machine}`);
  console.log('| budget | updates | measured | budget | ratio | result |\n|---|---|---|---|---|---|');
  let misses = 0;
  for (const b of budgets) {
    const ratio = b.measured / b.budget;
    const pass = b.kind === 'max' ? ratio <= 1 : ratio >= 1;
    if (!pass) misses++;
    console.log(`| ${b.label} | ${count(b.updates)} | ${b.text} | ${b.budgetText} | ${Number.isFinite(ratio) ? `${ratio.toFixed(2)}x` : '-'} | ${pass ? 'PASS' : 'MISS'} |`);
  }
  console.log(misses ? `\n${misses} budget miss(es) (reported, not failing).` : budgets.length ? '\nEvery budget met.' : '');
}

async function cleanup() {
  agent.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (usePg) await pgAdmin(`DROP SCHEMA IF EXISTS ${pgSchema} CASCADE`).catch(() => undefined);
}

main()
  .then(cleanup)
  .catch(async (e: unknown) => {
    console.error(`bench could not run: ${(e as Error).stack ?? String(e)}`);
    await cleanup();
    process.exit(1);
  });
