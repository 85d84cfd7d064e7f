// npm run bench [-- --updates 100000 --duration 5 --connections 50 --pg --identity --skip-api]
// Seeds a fresh database (SQLite; with --pg a throwaway schema in the PostgreSQL at
// $BENCH_PG_URL or postgres://postgres@127.0.0.1:5432/test), 200 updates by default, starts the
// real server twice on it (one with the response cache, one with HTTP_CACHE=0) and runs autocannon:
// 1. the main public list endpoints and search, uncached (database and serialization) and cached;
// 2. the home page as a visitor gets it (rendered, cached and uncached) against the same HTML saved
//    as a static file and served by the same server (BENCH_STATIC_DIR), printed as ratios.
// Pages are requested with Accept-Encoding: gzip like a browser (--identity: uncompressed). The client
// must be built (dist/client, or CLIENT_DIR); without a build the page section is skipped.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import path from 'node:path';
// @ts-expect-error autocannon ships no types
import autocannon from 'autocannon';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const updates = arg('updates', 200);
const duration = arg('duration', 5);
const connections = arg('connections', 50);
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
if (usePg) await pgAdmin(`CREATE SCHEMA ${pgSchema}`);
const databaseUrl = usePg ? `${pgUrl}?options=${encodeURIComponent(`-c search_path=${pgSchema}`)}` : path.join(dataDir, 'site.db');
const staticDir = path.join(dataDir, 'bench-static');
fs.mkdirSync(staticDir);
const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, PORT: String(port), LOG_LEVEL: 'warn', DEMO_TRAILERS: '0', BENCH_STATIC_DIR: staticDir, REDIS_URL: '', DISABLE_RATE_LIMITS: '1' };
const clientDir = path.resolve(process.env.CLIENT_DIR ?? 'dist/client');
const identity = process.argv.includes('--identity');

const t0 = Date.now();
const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'server/seed/cli.ts', '--updates', String(updates)], { env, stdio: 'inherit' });
if (seeded.status !== 0) process.exit(1);
console.log(`seed: ${((Date.now() - t0) / 1000).toFixed(1)} s`);

/** The real server on `serverPort`; `extra` env on top (HTTP_CACHE=0 for the uncached one). */
async function startServer(serverPort: number, extra: Record<string, string> = {}) {
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

// One after the other: the first writes data/secrets.json, the second reads it.
const cached = await startServer(port);
const uncached = await startServer(port + 1, { HTTP_CACHE: '0' });

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

// Server CPU time per request (Linux /proc): stays meaningful when other work shares the machine.
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
  p99: number;
  cpu: number;
  non2xx: number;
  bytes: number;
}

async function measure(server: { child: ChildProcess; url: string }, url: string, headers: Record<string, string> = {}, conns = connections): Promise<Figures> {
  const before = cpuMs(server.child.pid);
  const result = await autocannon({ url: `${server.url}${url}`, connections: conns, duration, headers });
  const total = Math.max(1, result.requests.total);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, cpu: (cpuMs(server.child.pid) - before) / total, non2xx: result.non2xx, bytes: result.throughput.total / total };
}
const cpuText = (f: Figures) => (Number.isNaN(f.cpu) ? '-' : `${f.cpu.toFixed(2)} ms`);
const non2xx = (f: Figures) => (f.non2xx ? ` (${f.non2xx} non-2xx)` : '');

const apiRows: string[] = [];
if (!process.argv.includes('--skip-api')) {
  for (const url of endpoints) {
    const raw = await measure(uncached, url);
    const hit = await measure(cached, url);
    apiRows.push(
      `| ${url} | ${Math.round(raw.rps)}, ${raw.p50} ms, ${raw.p99} ms${non2xx(raw)}, ${cpuText(raw)} | ${Math.round(hit.rps)}, ${hit.p50} ms, ${hit.p99} ms${non2xx(hit)}, ${cpuText(hit)} |`,
    );
    console.log(apiRows[apiRows.length - 1]);
  }
}

// Pages: the visitor's home page against the same bytes as a plain file from the same server.
const pageRows: string[] = [];
const ratios: string[] = [];
if (fs.existsSync(path.join(clientDir, 'index.html'))) {
  const pageHeaders: Record<string, string> = { accept: 'text/html,application/xhtml+xml', 'accept-language': 'en-US,en;q=0.9', ...(identity ? {} : { 'accept-encoding': 'gzip' }) };
  const html = await (await fetch(`${cached.url}/`, { headers: { accept: 'text/html' } })).text();
  fs.writeFileSync(path.join(staticDir, 'home.html'), html);
  const rendered = /<div id="root">\s*<\/div>/.test(html) ? 'index.html (client rendering: no server renderer yet)' : 'server-rendered';
  // An uncached render can take a second of CPU here: with many connections every request would time
  // out, so rendering without the cache is measured one request at a time, against the file likewise.
  const variants: Array<[string, { child: ChildProcess; url: string }, string, number]> = [
    ['/ (response cache)', cached, '/', connections],
    ['static file, same HTML', cached, '/__bench-static/home.html', connections],
    ['/ (HTTP_CACHE=0)', uncached, '/', 1],
    ['static file, same HTML', cached, '/__bench-static/home.html', 1],
  ];
  const figures: Figures[] = [];
  for (const [label, server, url, conns] of variants) {
    const f = await measure(server, url, pageHeaders, conns);
    figures.push(f);
    pageRows.push(`| ${label} | ${conns} | ${Math.round(f.rps)} | ${f.p50} ms | ${f.p99} ms${non2xx(f)} | ${cpuText(f)} | ${(f.bytes / 1024).toFixed(1)} KB |`);
    console.log(pageRows[pageRows.length - 1]);
  }
  const [hit, file, raw, file1] = figures as [Figures, Figures, Figures, Figures];
  const ratio = (a: number, b: number) => (b ? (a / b).toFixed(2) : '-');
  ratios.push(
    `home page (${rendered}, ${(Buffer.byteLength(html) / 1024).toFixed(1)} KB of HTML, ${identity ? 'identity' : 'gzip'}), rendered/static: ` +
      `req/s ${ratio(hit.rps, file.rps)} and p99 ${ratio(hit.p99, file.p99)} with the response cache (${connections} connections); ` +
      `req/s ${ratio(raw.rps, file1.rps)} and p99 ${ratio(raw.p99, file1.p99)} rendering every request (HTTP_CACHE=0, 1 connection)`,
  );
} else {
  ratios.push(`no client build in ${clientDir}: page figures skipped (npm run build, or CLIENT_DIR)`);
}

for (const s of [cached, uncached]) {
  s.child.removeAllListeners('exit');
  s.child.kill('SIGTERM');
  await new Promise((r) => s.child.once('exit', r));
}
fs.rmSync(dataDir, { recursive: true, force: true });
if (usePg) await pgAdmin(`DROP SCHEMA ${pgSchema} CASCADE`);

console.log(`\n${usePg ? 'PostgreSQL' : 'SQLite'}, ${updates} updates, ${connections} connections, ${duration} s each, ${os.cpus().length} x ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load average ${os.loadavg()[0]!.toFixed(1)}, ${new Date().toISOString().slice(0, 10)}`);
if (apiRows.length) {
  console.log('\n| endpoint | uncached (HTTP_CACHE=0): req/s, p50, p99, server CPU/req | response cache: req/s, p50, p99, server CPU/req |\n|---|---|---|');
  for (const r of apiRows) console.log(r);
}
if (pageRows.length) {
  console.log('\n| home page for a visitor | connections | req/s | p50 | p99 | server CPU/req | bytes/response |\n|---|---|---|---|---|---|---|');
  for (const r of pageRows) console.log(r);
}
for (const r of ratios) console.log(`\n${r}`);
