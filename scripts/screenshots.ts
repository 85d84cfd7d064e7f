// npm run screenshots -- [baseUrl] [path...]: full-page PNGs of pages at desktop (1440) and mobile
// (390) width in light and dark, into tests/artifacts/screenshots/, to look at what visitors see.
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

const [baseUrl = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2).filter((a) => a !== '--');
const pages = paths.length ? paths : ['/'];
const out = 'tests/artifacts/screenshots';
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
for (const theme of ['light', 'dark']) {
  for (const [device, viewport] of [['desktop', { width: 1440, height: 900 }], ['mobile', { width: 390, height: 844 }]] as const) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
    await context.addInitScript((t: string) => {
      localStorage.setItem('enter18_ok', String(Date.now() + 86_400_000));
      localStorage.setItem('theme', t);
      document.cookie = 'cookie_consent=1; path=/';
    }, theme);
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error(`page error on ${page.url()}: ${error.message}`));
    for (const path of pages) {
      await page.goto(new URL(path, baseUrl).toString(), { waitUntil: 'networkidle' });
      // Scroll through once so lazy images load, then back to the top.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 60));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      const name = `${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${device}-${theme}.png`;
      await page.screenshot({ path: `${out}/${name}`, fullPage: true });
      console.log(`${out}/${name}`);
    }
    await context.close();
  }
}
await browser.close();
