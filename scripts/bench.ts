// npm run bench [-- --updates 100000 --duration 5 --connections 50 --pg]
// Seeds a fresh database (SQLite; with --pg a throwaway schema in the PostgreSQL at
// $BENCH_PG_URL or postgres://postgres@127.0.0.1:5432/test), 200 updates by default, starts the
// real server in a child process and runs autocannon against the main public list endpoints and search.
import { spawn, spawnSync } from 'node:child_process';
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
const port = 3900 + Math.floor(Math.random() * 90);
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
const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, PORT: String(port), LOG_LEVEL: 'warn' };

const t0 = Date.now();
const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'server/seed/cli.ts', '--updates', String(updates)], { env, stdio: 'inherit' });
if (seeded.status !== 0) process.exit(1);
console.log(`seed: ${((Date.now() - t0) / 1000).toFixed(1)} s`);

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, stdio: ['ignore', 'inherit', 'inherit'] });
server.on('exit', (code) => {
  if (code) {
    console.error(`server exited with ${code}`);
    process.exit(1);
  }
});
const base = `http://127.0.0.1:${port}`;
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/api/public/counter`)).ok) break;
  } catch {
    /* not up yet */
  }
  if (i > 100) throw new Error('server did not start');
  await new Promise((r) => setTimeout(r, 200));
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

// Server CPU time per request (Linux /proc): stays meaningful when other work shares the machine.
const CLK_TCK = 100;
const cpuMs = () => {
  try {
    const f = fs.readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(f[11]) + Number(f[12])) * 1000) / CLK_TCK;
  } catch {
    return NaN;
  }
};

const rows: string[][] = [];
for (const url of endpoints) {
  const before = cpuMs();
  const result = await autocannon({ url: `${base}${url}`, connections, duration });
  const perReq = (cpuMs() - before) / Math.max(1, result.requests.total);
  const non2xx = result.non2xx ? ` (${result.non2xx} non-2xx)` : '';
  rows.push([url, String(Math.round(result.requests.average)), `${result.latency.p50} ms`, `${result.latency.p99} ms${non2xx}`, Number.isNaN(perReq) ? '-' : `${perReq.toFixed(2)} ms`]);
  console.log(rows[rows.length - 1]!.join('  |  '));
}
server.kill('SIGTERM');
await new Promise((r) => server.on('exit', r));
fs.rmSync(dataDir, { recursive: true, force: true });
if (usePg) await pgAdmin(`DROP SCHEMA ${pgSchema} CASCADE`);

console.log(`\n${usePg ? 'PostgreSQL' : 'SQLite'}, ${updates} updates, ${connections} connections, ${duration} s each, ${os.cpus().length} x ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load average ${os.loadavg()[0]!.toFixed(1)}`);
console.log('| endpoint | req/s | p50 | p99 | server CPU per request |\n|---|---|---|---|---|');
for (const r of rows) console.log(`| ${r.join(' | ')} |`);
