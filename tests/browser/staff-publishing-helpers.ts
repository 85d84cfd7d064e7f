// What the staff-publishing browser test needs around the browser: its media files (pictures made
// with sharp, a short clip made with the project's ffmpeg), a publisher account in the server's
// database, and small waits with failure messages that say what was seen.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { hashPassword } from '../../server/auth/passwords';
import { ffmpegPath } from '../../server/media/processing/ffmpeg-run';
import { ROLE } from '../../shared/roles';
import { withDatabase } from './own-server';

export const SHOTS = 'tests/artifacts/screenshots';

export interface MediaFiles {
  pictures: string[];
  video: string;
}

/** `count` distinct 1600x1067 JPEGs and a 3 s 320x240 MP4 in a fresh temporary folder. */
export async function makeMediaFiles(prefix: string, count: number): Promise<MediaFiles> {
  const dir = mkdtempSync(join(tmpdir(), 'staff-publishing-'));
  const pictures: string[] = [];
  for (let i = 0; i < count; i++) {
    const hue = (i * 83) % 360;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1067"><rect width="1600" height="1067" fill="hsl(${hue},55%,40%)"/><circle cx="${500 + i * 150}" cy="530" r="${260 + i * 20}" fill="hsl(${(hue + 180) % 360},60%,65%)"/></svg>`;
    const file = join(dir, `${prefix}-picture-${i + 1}.jpg`);
    await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toFile(file);
    pictures.push(file);
  }
  const video = join(dir, `${prefix}-clip.mp4`);
  const ffmpeg = await ffmpegPath();
  const made = spawnSync(ffmpeg, ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=duration=3:size=320x240:rate=24', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=3', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', video]);
  if (made.status !== 0) throw new Error(`ffmpeg could not make the test clip: ${String(made.stderr)}`);
  return { pictures, video };
}

/** A publisher (role staff) written into the server's database, as member-journeys makes staff. */
export async function addPublisher(dbFile: string, username: string, password: string) {
  const passwordHash = await hashPassword(password);
  withDatabase(dbFile, (db) =>
    db
      .prepare('INSERT INTO users (role_id, username, username_lower, email, email_lower, password_hash, avatar, customer, created_at) VALUES (?, ?, ?, ?, ?, ?, NULL, 0, ?)')
      .run(ROLE.staff, username, username.toLowerCase(), `${username}@example.test`, `${username.toLowerCase()}@example.test`, passwordHash, new Date().toISOString()),
  );
}

/** The value a datetime-local input takes for `at` in UTC (the test's browser runs in UTC). */
export const localDateTime = (at: Date) => at.toISOString().slice(0, 16);

/** A release time at least a minute ahead, on a whole minute (the release job runs every minute). */
export const releaseTimeAhead = (now = Date.now()) => new Date(Math.ceil(now / 60_000) * 60_000 + 60_000);

/** Screenshots of the page at 1440 and at 390 px, the page back at 1440 after. */
export async function shootBoth(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    // Let the layout settle at the new width (two animation frames) before the picture.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.screenshot({ path: `${SHOTS}/staff-publishing-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** Horizontal overflow of the page (px the document is wider than the window): 0 when it fits. */
export const overflowOf = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * Waits until every named file's tile in the library grid shows no processing state (queued,
 * running); a failed one fails at once with its message.
 */
export async function waitUntilProcessed(grid: Locator, filenames: string[], busy: RegExp, failed: RegExp, timeout: number) {
  await expect
    .poll(
      async () => {
        const tiles = await grid.getByRole('listitem').evaluateAll((items) => items.map((item) => item.textContent ?? ''));
        const states = filenames.map((name) => {
          const tile = tiles.find((text) => text.includes(name));
          if (!tile) return `${name}: not in the grid`;
          if (failed.test(tile)) throw new Error(`${name} failed to process: ${tile}`);
          return busy.test(tile) ? `${name}: ${tile}` : 'done';
        });
        return states.filter((state) => state !== 'done');
      },
      { timeout, interval: 1000, message: 'the library grid shows every uploaded file processed' },
    )
    .toEqual([]);
}
