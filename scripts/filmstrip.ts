// A first visit's filmstrip, the way Lighthouse takes one: Chromium's trace screenshots from the
// navigation on, written as numbered JPEGs with their time, plus one contact sheet to look at.
// Usage: npm run filmstrip -- <url> [width=390] [out=tests/artifacts/filmstrip]
// Below 600 px the page loads as on a slow 4G phone (150 ms, 1.6 Mbit/s, CPU 4x slower).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import sharp from 'sharp';

const [url, widthArg = '390', out = 'tests/artifacts/filmstrip'] = process.argv.slice(2);
if (!url) {
  console.error('usage: npm run filmstrip -- <url> [width] [out-dir]');
  process.exit(2);
}
const width = Number(widthArg);
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const context = await browser.newContext({ viewport: { width, height: 800 } });
const page = await context.newPage();
if (width < 600) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}
await browser.startTracing(page, { screenshots: true, categories: ['disabled-by-default-devtools.screenshot'] });
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(3000); // what follows the load event (hydration, late pictures) belongs in the strip
const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: Array<{ name: string; ts: number; args: { snapshot: string } }> };
await browser.close();

const shots = trace.traceEvents.filter((event) => event.name === 'Screenshot');
const start = shots[0]?.ts ?? 0;
const files = shots.map((shot, index) => {
  const file = `${out}/${String(index).padStart(3, '0')}-${Math.round((shot.ts - start) / 1000)}ms.jpg`;
  writeFileSync(file, Buffer.from(shot.args.snapshot, 'base64'));
  return file;
});
const TILE = 200;
const tiles = await Promise.all(files.map((file) => sharp(file).resize({ width: TILE }).toBuffer({ resolveWithObject: true })));
const height = Math.max(...tiles.map((tile) => tile.info.height));
const columns = Math.min(7, tiles.length);
await sharp({ create: { width: columns * (TILE + 4), height: Math.ceil(tiles.length / columns) * (height + 4), channels: 3, background: '#888' } })
  .composite(tiles.map((tile, index) => ({ input: tile.data, left: (index % columns) * (TILE + 4), top: Math.floor(index / columns) * (height + 4) })))
  .png()
  .toFile(`${out}/strip.png`);
console.log(`${files.length} frames over ${Math.round(((shots.at(-1)?.ts ?? start) - start) / 1000)} ms: ${out}/strip.png`);
