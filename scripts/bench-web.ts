// npm run bench:web [-- --skip-build --client-dir dist/client --runs 1 --keep-reports]
// Lighthouse (mobile profile: the default configuration, simulated slow 4G and 4x CPU) against the
// production server: builds (npm run build, unless --skip-build or --client-dir), starts
// server/main.ts on a fresh data folder and a free port, and measures home, the updates list, a
// model, a video and signup as a first-time visitor. Prints score, LCP, TBT, CLS, bytes and
// initial JavaScript, then PASS/MISS per budget. Exits non-zero only when it cannot run.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const has = (flag: string) => process.argv.includes(`--${flag}`);
const option = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const runs = Math.max(1, Number(option('runs') ?? 1));
const clientDir = path.resolve(option('client-dir') ?? process.env.CLIENT_DIR ?? 'dist/client');
const build = !has('skip-build') && !option('client-dir') && !process.env.CLIENT_DIR;

const BUDGET = { score: 95, lcpMs: 2000, tbtMs: 150, cls: 0.05, initialJsKb: 150 };

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

/** Bytes on the wire of a gzip-accepting GET (what a browser downloads). */
const gzipBytes = (url: string) =>
  new Promise<number>((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        let n = 0;
        res.on('data', (c: Buffer) => (n += c.length)).on('end', () => resolve(n)).on('error', reject);
      })
      .on('error', reject);
  });

/** Scripts the HTML itself asks for: module entries and modulepreloads. */
async function declaredJs(base: string, pagePath: string) {
  const html = await (await fetch(`${base}${pagePath}`)).text();
  const urls = new Set<string>();
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) urls.add(m[1]!);
  for (const m of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"|<link\b[^>]*href="([^"]+)"[^>]*rel="modulepreload"/g)) urls.add((m[1] ?? m[2])!);
  let total = 0;
  for (const u of urls) total += await gzipBytes(new URL(u, base).href);
  return { bytes: total, files: urls.size };
}

interface PageResult {
  name: string;
  path: string;
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  initialJs: number;
  totalJs: number;
  htmlJs: number;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  networkRequestTime?: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

let server: ChildProcess | undefined;
let chrome: Awaited<ReturnType<typeof chromeLauncher.launch>> | undefined;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-web-'));

async function main() {
  if (build) {
    console.log('building the client (npm run build) ...');
    const built = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
    if (built.status !== 0) throw new Error('npm run build failed');
  }
  if (!fs.existsSync(path.join(clientDir, 'index.html'))) throw new Error(`${clientDir}/index.html missing: build first or pass --client-dir`);

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    // Not NODE_ENV=production: production mode refuses the demo catalogue this measures.
    env: { ...process.env, NODE_ENV: '', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', CLIENT_DIR: clientDir, LOG_LEVEL: 'warn', DEMO_TRAILERS: '0', REDIS_URL: '' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  server.on('exit', (code) => {
    if (code) console.error(`server exited with ${code}`);
  });
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/public/counter`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (i > 300) throw new Error('server did not start within 60 s');
    await new Promise((r) => setTimeout(r, 200));
  }

  const first = async (list: string) => ((await (await fetch(`${base}/api/public/${list}?s=1`)).json()) as { data: Array<{ permaLink: string }> }).data[0]!.permaLink;
  const pages = [
    { name: 'home', path: '/' },
    { name: 'updates', path: '/updates' },
    { name: 'model detail', path: `/models/${encodeURIComponent(await first('models'))}` },
    { name: 'video detail', path: `/videos/${encodeURIComponent(await first('videos'))}` },
    { name: 'signup', path: '/signup' },
  ];

  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const flags = { port: chrome.port, output: 'json' as const, logLevel: 'error' as const, onlyCategories: ['performance'] };
  const reportDir = path.resolve('tests/artifacts/lighthouse');
  if (has('keep-reports')) fs.mkdirSync(reportDir, { recursive: true });

  const results: PageResult[] = [];
  for (const page of pages) {
    const url = `${base}${page.path}`;
    // One unmeasured visit: placeholder images are rendered on first request and cached on disk.
    await lighthouse(url, flags);
    const samples: PageResult[] = [];
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(url, flags);
      if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const audit = (id: string) => lhr.audits[id];
      const items = ((audit('network-requests')?.details as { items?: NetworkItem[] } | undefined)?.items ?? []);
      const metrics = ((audit('metrics')?.details as { items?: Array<Record<string, number>> } | undefined)?.items ?? [])[0] ?? {};
      const load = metrics.observedLoad ?? Infinity;
      const scripts = items.filter((r) => r.resourceType === 'Script');
      samples.push({
        ...page,
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcp: audit('largest-contentful-paint')?.numericValue ?? NaN,
        tbt: audit('total-blocking-time')?.numericValue ?? NaN,
        cls: audit('cumulative-layout-shift')?.numericValue ?? NaN,
        bytes: audit('total-byte-weight')?.numericValue ?? NaN,
        initialJs: scripts.filter((r) => (r.networkRequestTime ?? Infinity) <= load).reduce((n, r) => n + (r.transferSize ?? 0), 0),
        totalJs: scripts.reduce((n, r) => n + (r.transferSize ?? 0), 0),
        htmlJs: 0,
      });
      if (has('keep-reports')) fs.writeFileSync(path.join(reportDir, `${page.name.replace(/\s+/g, '-')}-${i + 1}.json`), JSON.stringify(lhr));
    }
    // The median run by score, so the figures of one row come from one run.
    const pick = samples.find((s) => s.score === median(samples.map((x) => x.score)))!;
    pick.htmlJs = (await declaredJs(base, page.path)).bytes;
    results.push(pick);
    console.log(`${page.name}: score ${pick.score}, LCP ${(pick.lcp / 1000).toFixed(2)} s`);
  }

  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`\nLighthouse ${lighthouseVersion()} mobile (simulated slow 4G, 4x CPU), ${runs} run(s) per page after one warm-up; Chromium ${chromiumVersion()}; ${os.cpus().length} x ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load average ${os.loadavg()[0]!.toFixed(1)}; ${new Date().toISOString().slice(0, 10)}`);
  console.log('| page | path | score | LCP | TBT | CLS | transferred | initial JS (gzip, before load) | JS in HTML + modulepreload (gzip) | all JS (gzip) |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    console.log(`| ${r.name} | ${r.path.length > 40 ? `${r.path.slice(0, 37)}...` : r.path} | ${r.score} | ${(r.lcp / 1000).toFixed(2)} s | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${kb(r.bytes)} | ${kb(r.initialJs)} | ${kb(r.htmlJs)} | ${kb(r.totalJs)} |`);
  }
  console.log(`\nBudgets: score >= ${BUDGET.score}, LCP < ${BUDGET.lcpMs / 1000} s, TBT < ${BUDGET.tbtMs} ms, CLS < ${BUDGET.cls}, initial JS < ${BUDGET.initialJsKb} KB gzip`);
  let misses = 0;
  for (const r of results) {
    const checks: Array<[string, boolean, string]> = [
      ['score', r.score >= BUDGET.score, String(r.score)],
      ['LCP', r.lcp < BUDGET.lcpMs, `${(r.lcp / 1000).toFixed(2)} s`],
      ['TBT', r.tbt < BUDGET.tbtMs, `${Math.round(r.tbt)} ms`],
      ['CLS', r.cls < BUDGET.cls, r.cls.toFixed(3)],
      ['initial JS', r.initialJs < BUDGET.initialJsKb * 1024, kb(r.initialJs)],
    ];
    misses += checks.filter(([, ok]) => !ok).length;
    console.log(`${r.name.padEnd(13)} ${checks.map(([label, ok, value]) => `${ok ? 'PASS' : 'MISS'} ${label} ${value}`).join(' | ')}`);
  }
  console.log(misses ? `\n${misses} budget miss(es) (reported, not failing).` : '\nEvery budget met.');
}

function lighthouseVersion() {
  try {
    return (JSON.parse(fs.readFileSync('node_modules/lighthouse/package.json', 'utf8')) as { version: string }).version;
  } catch {
    return '?';
  }
}

function chromiumVersion() {
  const out = spawnSync(process.env.CHROME_PATH ?? '/usr/bin/chromium', ['--version'], { encoding: 'utf8' });
  return /(\d+\.\d+\.\d+\.\d+)/.exec(out.stdout ?? '')?.[1] ?? '?';
}

async function cleanup() {
  try {
    await chrome?.kill();
  } catch {
    /* already gone */
  }
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => server!.once('exit', r));
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main()
  .then(cleanup)
  .catch(async (e: unknown) => {
    console.error(`bench:web could not run: ${(e as Error).stack ?? String(e)}`);
    await cleanup();
    process.exit(1);
  });
