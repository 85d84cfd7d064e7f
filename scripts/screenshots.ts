// npm run screenshots -- [baseUrl] [path...] [--locale de_DE ...] [--theme light|dark]: full-page PNGs
// of pages at desktop (1440) and mobile (390) width, in light and dark (or the theme given) and in
// each locale given (else the site default), into tests/artifacts/screenshots/, to look at what
// visitors see.
import { mkdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';

const { values, positionals } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  allowPositionals: true,
  options: { locale: { type: 'string', multiple: true }, theme: { type: 'string', multiple: true } },
});
const [baseUrl = 'http://127.0.0.1:3000', ...paths] = positionals;
const pages = paths.length ? paths : ['/'];
const locales: (string | undefined)[] = values.locale?.length ? values.locale : [undefined];
const themes = values.theme?.length ? values.theme : ['light', 'dark'];
const out = 'tests/artifacts/screenshots';
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
for (const [theme, locale] of themes.flatMap((t) => locales.map((l) => [t, l] as const))) {
  for (const [device, viewport] of [['desktop', { width: 1440, height: 900 }], ['mobile', { width: 390, height: 844 }]] as const) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
    await context.addInitScript(
      ([t, l]) => {
        localStorage.setItem('enter18_ok', String(Date.now() + 86_400_000));
        localStorage.setItem('theme', t);
        document.cookie = 'cookie_consent=1; path=/';
        if (l) {
          localStorage.setItem('locale', l);
          document.cookie = `locale=${l}; path=/`;
        }
      },
      [theme, locale ?? ''] as const,
    );
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
      const name = `${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}${locale ? `-${locale}` : ''}-${device}-${theme}.png`;
      await page.screenshot({ path: `${out}/${name}`, fullPage: true });
      console.log(`${out}/${name}`);
    }
    await context.close();
  }
}
await browser.close();
