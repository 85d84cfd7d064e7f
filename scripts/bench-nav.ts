// npm run bench:nav [-- --skip-build --client-dir dist/client --rounds 1 --profiles desktop,phone] (BENCH_PORT: the server's port, else a free one)
// Navigation inside the app, as a visitor clicks: from home to the videos list (menu), a video
// (card), the photos list (menu), a gallery (card), the imprint (footer) and home again (menu),
// `--rounds` times, on a desktop (1440 px) and on a phone (390 px, CPU slowed 4x through CDP
// Emulation.setCPUThrottlingRate). Each navigation is timed from the click (the event's timestamp)
// to the first animation frame in which the new page's main content is there: its `data-site`
// in <main>, no block waiting for its code (an empty placeholder) and no skeleton (aria-busy).
// Prints median and max per profile, with the date, load average and machine. Builds the client
// first (npm run build), unless --skip-build or --client-dir.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

const has = (flag: string) => process.argv.includes(`--${flag}`);
const option = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const rounds = Math.max(1, Number(option('rounds') ?? 1));
const profiles = (option('profiles') ?? 'desktop,phone').split(',') as Array<'desktop' | 'phone'>;
const clientDir = path.resolve(option('client-dir') ?? process.env.CLIENT_DIR ?? 'dist/client');
const build = !has('skip-build') && !option('client-dir') && !process.env.CLIENT_DIR;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** One step: the link clicked (a CSS selector, the first visible match) and the site it opens. */
interface Step {
  name: string;
  link: string;
  site: string;
}

const STEPS: Step[] = [
  { name: 'home -> videos list', link: 'header a[href="/videos"]', site: 'videos' },
  { name: 'videos list -> video', link: 'main a[href^="/videos/"]', site: 'videodetails' },
  { name: 'video -> photos list', link: 'header a[href="/photos"]', site: 'galleries' },
  { name: 'photos list -> gallery', link: 'main a[href^="/photos/"]', site: 'gallerydetails' },
  { name: 'gallery -> imprint', link: 'footer a[href="/impress"]', site: 'impress' },
  { name: 'imprint -> home', link: 'header a[href="/"]', site: 'home' },
];

/**
 * Clicks the step's link and answers the milliseconds from the click to the frame that shows the
 * new page's content (see the header).
 */
async function timeStep(page: Page, step: Step): Promise<number> {
  // A string, not a function: tsx would add helpers (__name) the page does not have.
  await page.evaluate(`(() => {
    const site = ${JSON.stringify(step.site)};
    const w = window;
    w.__nav = {};
    addEventListener('click', (event) => (w.__nav.clicked = event.timeStamp), { capture: true, once: true });
    const settled = () => {
      const view = document.querySelector('main [data-site="' + site + '"]');
      return !!view && !view.querySelector('[aria-busy="true"], [data-block] > div[aria-hidden="true"]:empty') && !!view.querySelector('h1, h2, h3, img, p');
    };
    const frame = (now) => {
      if (settled()) w.__nav.shown = now;
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  })()`);
  const link = page.locator(step.link).filter({ visible: true }).first();
  await link.click();
  await page.waitForFunction('window.__nav.shown !== undefined', undefined, { timeout: 30_000 });
  const { clicked, shown } = (await page.evaluate('window.__nav')) as { clicked: number; shown: number };
  // Content still waiting for images is not what is timed; let the page settle before the next click.
  await page.waitForLoadState('networkidle').catch(() => {});
  return shown - clicked;
}

async function profile(browser: Browser, base: string, kind: 'desktop' | 'phone') {
  const context = await browser.newContext(
    { bypassCSP: true, ...(kind === 'desktop' ? { viewport: { width: 1440, height: 900 } } : { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 }) },
  );
  // A returning adult visitor: age confirmed, cookies accepted.
  await context.addInitScript(() => localStorage.setItem('enter18_ok', String(Date.now() + 86_400_000)));
  await context.addCookies([{ name: 'cookie_consent', value: '1', url: base }]);
  const page = await context.newPage();
  if (kind === 'phone') {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  }
  await page.goto(`${base}/`);
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  const samples: Array<{ name: string; ms: number }> = [];
  for (let round = 0; round < rounds; round++) {
    for (const step of STEPS) {
      if (kind === 'phone' && /^header /.test(step.link)) {
        // The phone's menu is behind its button.
        const toggle = page.locator('header').getByRole('button', { name: 'Open menu' });
        if (!(await page.locator(step.link).filter({ visible: true }).count()) && (await toggle.count())) await toggle.click();
      }
      samples.push({ name: step.name, ms: await timeStep(page, step) });
    }
  }
  await context.close();
  return samples;
}

let server: ChildProcess | undefined;
let browser: Browser | undefined;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-nav-'));

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
    env: { ...process.env, NODE_ENV: '', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', CLIENT_DIR: clientDir, SSR_DIR: process.env.SSR_DIR ?? `${clientDir}-ssr`, LOG_LEVEL: 'warn', DEMO_TRAILERS: '0', REDIS_URL: '', DISABLE_RATE_LIMITS: '1' },
    stdio: ['ignore', 'inherit', 'inherit'],
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
  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  // One unmeasured pass: placeholder images are rendered on first request and cached on disk.
  await profile(browser, base, 'desktop');
  console.log(`\nNavigation in the app, click to main content painted; ${rounds} round(s) of ${STEPS.length} clicks; Chromium ${browser.version()}`);
  console.log('| profile | median | max | load average (1/5/15 min) | clicks |');
  console.log('|---|---|---|---|---|');
  for (const kind of profiles) {
    const samples = await profile(browser, base, kind);
    const ms = samples.map((s) => s.ms);
    const label = kind === 'desktop' ? 'desktop 1440 px' : 'phone 390 px, CPU 4x slower';
    console.log(`| ${label} | ${Math.round(median(ms))} ms | ${Math.round(Math.max(...ms))} ms | ${os.loadavg().map((n) => n.toFixed(2)).join(' ')} | ${samples.map((s) => `${s.name}: ${Math.round(s.ms)}`).join('; ')} |`);
  }
  console.log(`\n${new Date().toISOString().replace('T', ' ').slice(0, 16)} UTC, ${os.cpus().length} x ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`);
}

async function cleanup() {
  await browser?.close().catch(() => {});
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => server!.once('exit', r));
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main()
  .then(cleanup)
  .catch(async (e: unknown) => {
    console.error(`bench:nav could not run: ${(e as Error).stack ?? String(e)}`);
    await cleanup();
    process.exit(1);
  });
