// npm run bench:web [-- --skip-build --client-dir dist/client --runs 3 --keep-reports --pages home,signup] (BENCH_PORT: the server's port, else a free one)
// Lighthouse (mobile profile: the default configuration, simulated slow 4G and 4x CPU) against the
// production server: builds (npm run build, unless --skip-build or --client-dir), starts
// server/main.ts on a fresh data folder and a free port, and measures home, the updates list, a
// model, a video and signup as a first-time visitor, --runs times each after one warm-up. Prints the
// median of each metric per page (score, LCP, TBT, CLS, bytes, initial JavaScript) and the home
// page's HTML size, then the budgets of issue 13 as PASS/MISS with measured/budget, with the date,
// load average and machine. A MISS never fails the run: it exits non-zero only when it cannot run.
// --pages measures only the named pages (by the first word of their names), to try a change quickly.
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
const runs = Math.max(1, Number(option('runs') ?? 3));
const clientDir = path.resolve(option('client-dir') ?? process.env.CLIENT_DIR ?? 'dist/client');
const build = !has('skip-build') && !option('client-dir') && !process.env.CLIENT_DIR;

// Issue 13: every page, and the home page's HTML before compression.
const BUDGET = { score: 98, lcpMs: 1500, tbtMs: 100, cls: 0.02, initialJsKb: 100, homeHtmlKb: 80 };

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

/** Scripts the HTML itself asks for: module entries and modulepreloads (not the app's, held in an inert template until it starts). */
async function declaredJs(base: string, pagePath: string) {
  const html = (await (await fetch(`${base}${pagePath}`)).text()).replace(/<template id="app-preloads">[\s\S]*?<\/template>/g, '');
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

/** One Lighthouse run; a run whose trace broke (NO_NAVSTART and the like, seen on a busy machine) is tried again twice. */
async function lighthouseRun(url: string, flags: Parameters<typeof lighthouse>[1]) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (!lhr.runtimeError) return lhr;
    if (attempt === 3) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    console.log(`${url}: ${lhr.runtimeError.code}, running again`);
  }
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

  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
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
  ].filter((page) => !option('pages') || option('pages')!.split(',').includes(page.name.split(' ')[0]!));

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
      const lhr = await lighthouseRun(url, flags);
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
    // The median of each metric on its own (a row's figures may come from different runs).
    const mid = (key: 'score' | 'lcp' | 'tbt' | 'cls' | 'bytes' | 'initialJs' | 'totalJs') => median(samples.map((x) => x[key]));
    const pick: PageResult = { ...page, score: mid('score'), lcp: mid('lcp'), tbt: mid('tbt'), cls: mid('cls'), bytes: mid('bytes'), initialJs: mid('initialJs'), totalJs: mid('totalJs'), htmlJs: (await declaredJs(base, page.path)).bytes };
    results.push(pick);
    console.log(`${page.name}: score ${pick.score}, LCP ${(pick.lcp / 1000).toFixed(2)} s (median of ${samples.map((x) => x.score).join(', ')})`);
  }
  // What the server sends for the home page before compression (fetch decompresses).
  const homeHtml = Buffer.byteLength(await (await fetch(`${base}/`, { headers: { accept: 'text/html' } })).text());

  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`\nLighthouse ${lighthouseVersion()} mobile (simulated slow 4G, 4x CPU), ${runs} run(s) per page after one warm-up; Chromium ${chromiumVersion()}; ${os.cpus().length} x ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load average ${os.loadavg()[0]!.toFixed(1)}; ${new Date().toISOString().slice(0, 10)}`);
  console.log('| page | path | score | LCP | TBT | CLS | transferred | initial JS (gzip, before load) | JS in HTML + modulepreload (gzip) | all JS (gzip) |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    console.log(`| ${r.name} | ${r.path.length > 40 ? `${r.path.slice(0, 37)}...` : r.path} | ${r.score} | ${(r.lcp / 1000).toFixed(2)} s | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${kb(r.bytes)} | ${kb(r.initialJs)} | ${kb(r.htmlJs)} | ${kb(r.totalJs)} |`);
  }
  console.log(`\nhome HTML: ${kb(homeHtml)} before compression, ${kb(await gzipBytes(`${base}/`))} gzipped`);

  // The budgets last, one row per page: value, measured/budget and PASS/MISS. An "at most" budget
  // passes at <= 1x, "at least" (score) at >= 1x.
  let misses = 0;
  const cell = (value: string, measured: number, budget: number, kind: 'max' | 'min') => {
    const ratio = measured / budget;
    const pass = kind === 'max' ? ratio <= 1 : ratio >= 1;
    if (!pass) misses++;
    return `${value} ${Number.isFinite(ratio) ? ratio.toFixed(2) : '-'}x ${pass ? 'PASS' : 'MISS'}`;
  };
  console.log(`\nBudgets (issue 13), median of ${runs} run(s): ${new Date().toISOString().replace('T', ' ').slice(0, 16)} UTC, load average ${os.loadavg().map((n) => n.toFixed(2)).join(' ')}, ${machine()}`);
  console.log(`| page | score >= ${BUDGET.score} | LCP <= ${BUDGET.lcpMs / 1000} s | TBT <= ${BUDGET.tbtMs} ms | CLS <= ${BUDGET.cls} | initial JS <= ${BUDGET.initialJsKb} KB gzip | HTML <= ${BUDGET.homeHtmlKb} KB (home) |`);
  console.log('|---|---|---|---|---|---|---|');
  for (const r of results) {
    const cells = [
      cell(String(r.score), r.score, BUDGET.score, 'min'),
      cell(`${(r.lcp / 1000).toFixed(2)} s`, r.lcp, BUDGET.lcpMs, 'max'),
      cell(`${Math.round(r.tbt)} ms`, r.tbt, BUDGET.tbtMs, 'max'),
      cell(r.cls.toFixed(3), r.cls, BUDGET.cls, 'max'),
      cell(kb(r.initialJs), r.initialJs, BUDGET.initialJsKb * 1024, 'max'),
      r.path === '/' ? cell(kb(homeHtml), homeHtml, BUDGET.homeHtmlKb * 1024, 'max') : '',
    ];
    console.log(`| ${r.name} | ${cells.join(' | ')} |`);
  }
  console.log(misses ? `\n${misses} budget miss(es) (reported, not failing).` : '\nEvery budget met.');
}

function machine() {
  return `${os.cpus().length} x ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GB, ${os.type()} ${os.release()}, Node ${process.version}`;
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
