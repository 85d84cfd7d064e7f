// How long a story takes to open after the first one, in the built Storybook (storybook-static):
// the designers' reference must switch stories in under 2 s. Opens a first story in the preview
// iframe, then asks the preview (as the manager does, over its channel) for other block stories
// and times each until `storyRendered`. Prints PASS/MISS per story against the budget.
//   npx storybook build --quiet -o storybook-static && npx tsx scripts/bench-storybook.ts [dir]
import express from 'express';
import { chromium } from 'playwright-core';
import type { AddressInfo } from 'node:net';

const BUDGET_MS = 2000;
const dir = process.argv[2] ?? 'storybook-static';
const FIRST = 'blocks-headline--default';
const NEXT = ['blocks-model-grid--default', 'blocks-slider--default', 'blocks-update-grid--loading', 'blocks-signup-form--default'];

const app = express().use(express.static(dir));
const server = app.listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
let missed = false;
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const started = Date.now();
  await page.goto(`${base}/iframe.html?id=${FIRST}&viewMode=story`);
  await page.waitForFunction(() => document.querySelector('#storybook-root')?.childElementCount, undefined, { timeout: 60_000 });
  console.log(`storybook: first story   ${Date.now() - started} ms (${FIRST}, cold: worker, fonts, shared chunks)`);
  for (const id of NEXT) {
    // A string, not a function: tsx would add its `__name` helper, which the page does not have.
    const ms = await page.evaluate<number>(`new Promise((resolve, reject) => {
      const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
      const id = ${JSON.stringify(id)};
      const t0 = performance.now();
      // A story whose request never answers renders its loading state: that counts as open.
      const done = (event) => {
        if ((event && event.storyId ? event.storyId : event) !== id) return;
        channel.off('storyRendered', done);
        resolve(performance.now() - t0);
      };
      channel.on('storyRendered', done);
      channel.on('storyErrored', () => reject(new Error(id + ' errored')));
      channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
    })`);
    const ok = ms < BUDGET_MS;
    missed ||= !ok;
    console.log(`storybook: second story  ${ok ? 'PASS' : 'MISS'} ${Math.round(ms)} ms < ${BUDGET_MS} ms (${id})`);
  }
} finally {
  await browser.close();
  server.close();
}
if (missed) console.log('storybook: a story opened slower than the budget (see the MISS lines)');
