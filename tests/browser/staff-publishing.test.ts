// Issue 28's "done when", as staff do it in a real browser: a publisher uploads a picture set and a
// short clip through the media library, waits until the grid shows them processed, creates and
// publishes a model, creates a video update with them and schedules it a minute ahead; home shows
// it as the next update and the countdown's target; it goes live by itself (the release job); a
// member plays the full video and downloads the gallery zip, a visitor gets the trailer and
// previews only. Then the same in German, shorter: a picture-set update from the staff area in
// German (video and DVD updates never share a release day) and its public page in German.
// Runs on its own server (its SQLite file holds the publisher this test adds).
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openPage } from './chromium';
import { startOwnServer, type OwnServer } from './own-server';
import { logIn } from './studio-session';
import { addPublisher, localDateTime, makeMediaFiles, overflowOf, releaseTimeAhead, shootBoth, waitUntilProcessed, type MediaFiles } from './staff-publishing-helpers';

const OWN_PORT = Number(process.env.BROWSER_TEST_PORT ?? 3199) + 1;
const PUBLISHER = { username: `publisher${Date.now().toString(36)}`, password: 'publisher-e2e-2026' };
const MEMBER = { username: 'member', password: 'member-demo-2026' };
/** Processing on a loaded machine: four pictures in 16 variants each and the clip's renditions. */
const PROCESSING_TIMEOUT = 300_000;
/** From scheduling to live: up to two release-job ticks past a release time one or two minutes ahead. */
const LIVE_TIMEOUT = 240_000;

let browser: Browser;
let own: OwnServer;
let media: MediaFiles;
const run = `${Date.now().toString(36)}`;

beforeAll(async () => {
  [browser, own, media] = await Promise.all([
    launchChromium(),
    startOwnServer(OWN_PORT, JSON.parse(readFileSync('site-configs/default.json', 'utf8'))),
    makeMediaFiles(`e2e${run}`, 4),
  ]);
  await addPublisher(own.dbFile, PUBLISHER.username, PUBLISHER.password);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await own?.stop();
});

const url = (path: string) => `${own.base}${path}`;
const names = (files: string[]) => files.map((file) => basename(file));

/** A page of the own server in UTC (the release time is typed into a datetime-local input). */
async function open(path: string, locale?: string): Promise<Page> {
  const page = await openPage(browser, url(path), { timezoneId: 'UTC', ...(locale ? { locale: locale.replace('_', '-'), storage: { locale } } : {}) });
  page.setDefaultTimeout(30_000);
  return page;
}

async function staffPage(locale?: string): Promise<Page> {
  const page = await open('/admin', locale);
  await page.waitForURL(/\/login\?from=/);
  await logInAs(page, PUBLISHER, locale);
  await page.waitForURL(/\/admin\/dashboard$/);
  return page;
}

/** The login form in English or German. */
async function logInAs(page: Page, account: { username: string; password: string }, locale?: string) {
  if (!locale) return logIn(page, account);
  await page.getByLabel('Benutzername oder E-Mail').fill(account.username);
  await page.getByLabel('Passwort', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

/** Chooses files in the picker dialog the field's button opens, one click per file. */
async function pick(page: Page, button: string, dialogTitle: string, files: string[], confirm: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: dialogTitle });
  await dialog.waitFor();
  for (const file of files) await dialog.getByRole('option', { name: file, exact: true }).click();
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Polls the page until `path` opens with the heading (the release job runs once a minute). */
async function waitUntilLive(page: Page, path: string, title: string) {
  await expect
    .poll(
      async () => {
        const response = await page.goto(url(path));
        if (response?.status() !== 200) return `HTTP ${response?.status()}`;
        const heading = page.getByRole('heading', { level: 1, name: title });
        return (await heading.isVisible()) ? 'live' : 'no heading';
      },
      { timeout: LIVE_TIMEOUT, interval: 5_000, message: `${path} goes live by itself` },
    )
    .toBe('live');
}

describe('staff publish an update with its media (English)', () => {
  const title = `Harbour evening ${run}`;
  const permaLink = `harbour-evening-${run}`;
  const modelName = `Mara Lind ${run}`;
  let memberVideoUrl = '';

  it(
    'uploads, processes, publishes a model, schedules a video update that goes live by itself',
    async () => {
      const page = await staffPage();
      const nav = page.getByRole('navigation');
      await nav.getByRole('link', { name: 'Media library', exact: true }).click();
      await page.getByRole('heading', { name: 'Media library' }).waitFor();

      // The library's upload: all files at once through its file input.
      await page.locator('input[type="file"]').setInputFiles([...media.pictures, media.video]);
      const uploads = page.getByRole('list', { name: 'Uploads' });
      for (const file of names([...media.pictures, media.video])) await uploads.getByRole('progressbar', { name: `Upload of ${file}` }).waitFor();
      const grid = page.getByTestId('media-grid');
      await waitUntilProcessed(grid, names([...media.pictures, media.video]), /Waiting to be processed|Processing/, /Failed:/, PROCESSING_TIMEOUT);
      expect(await overflowOf(page)).toBeLessThanOrEqual(0);
      await shootBoth(page, 'media-grid-en');

      // A model with an English and a German name and a picture from the picker, published.
      await nav.getByRole('link', { name: 'Models', exact: true }).click();
      await page.getByRole('link', { name: 'New model' }).click();
      const nameGroup = page.getByRole('group', { name: 'Name', exact: true });
      await nameGroup.getByRole('textbox').fill(modelName);
      await nameGroup.getByRole('tab', { name: /^Deutsch/ }).click();
      await nameGroup.getByRole('textbox').fill(`${modelName} (de)`);
      await page.getByLabel('Address (permaLink)').fill(`mara-lind-${run}`);
      await pick(page, 'Choose Picture', 'Choose a picture', [basename(media.pictures[0]!)], 'Choose');
      await page.getByRole('button', { name: 'Save draft' }).click();
      await page.waitForURL(/\/admin\/models\/\d+$/);
      await page.getByRole('button', { name: 'Publish now' }).click();
      await page.getByText('Published.').waitFor();

      // The video update: the model, a cover, the clip and the picture set.
      await nav.getByRole('link', { name: 'Updates', exact: true }).click();
      await page.getByRole('link', { name: 'New update' }).click();
      await page.getByRole('combobox', { name: /^Type/ }).selectOption({ label: 'Video' });
      const titleGroup = page.getByRole('group', { name: 'Title', exact: true });
      await titleGroup.getByRole('textbox').fill(title);
      await titleGroup.getByRole('tab', { name: /^Deutsch/ }).click();
      await titleGroup.getByRole('textbox').fill(`Hafenabend ${run}`);
      await page.getByLabel('Address (permaLink)').fill(permaLink);
      await page.getByLabel('Models', { exact: true }).selectOption({ label: modelName });
      await pick(page, 'Choose Picture', 'Choose a picture', [basename(media.pictures[1]!)], 'Choose');
      await pick(page, 'Choose Video', 'Choose a video', [basename(media.video)], 'Choose');
      await pick(page, 'Choose Picture set', 'Choose pictures', names(media.pictures), 'Choose');
      await page.getByRole('button', { name: 'Save draft' }).click();
      await page.waitForURL(/\/admin\/updates\/\d+$/);
      const updateId = Number(/(\d+)$/.exec(page.url())![1]);
      await shootBoth(page, 'update-form-en');
      expect(await overflowOf(page)).toBeLessThanOrEqual(0);

      // Scheduled a minute or two ahead, crossing a whole minute.
      const releaseAt = releaseTimeAhead();
      await page.getByLabel('Release date and time').fill(localDateTime(releaseAt));
      await page.getByRole('button', { name: 'Schedule', exact: true }).click();
      await page.getByText('Scheduled.').waitFor();
      expect(Date.now(), 'scheduling took until the release time: the countdown cannot be seen').toBeLessThan(releaseAt.getTime());

      // Home: the countdown's target and the next update.
      const home = await open('/');
      const countdown = home.locator('[data-block="countdown"]');
      await countdown.getByText(title).waitFor();
      await countdown.getByRole('timer', { name: 'Time until the next scene' }).waitFor();
      const next = home.locator('[data-block="lastNextUpdate"]');
      await next.getByRole('heading', { name: title }).waitFor();

      // Live by itself, at its release time.
      await waitUntilLive(home, `/videos/${permaLink}`, title);
      expect(Date.now()).toBeGreaterThanOrEqual(releaseAt.getTime());
      await home.context().close();

      // A subscribed member: the full video plays from a member URL; the picture set's zip downloads.
      const member = await open('/login');
      await logIn(member, MEMBER);
      await member.waitForURL((u) => !u.pathname.startsWith('/login'));
      await member.goto(url(`/videos/${permaLink}`));
      await member.getByRole('heading', { level: 1, name: title }).waitFor();
      await member.getByRole('button', { name: `Play ${title}`, exact: true }).click();
      const player = member.locator('video');
      await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.currentSrc), { timeout: 30_000 }).toMatch(/\/media\/members\//);
      memberVideoUrl = await player.evaluate((v: HTMLVideoElement) => v.currentSrc);
      const full = await member.evaluate(async (src) => {
        const response = await fetch(src);
        const body = await response.arrayBuffer();
        return { status: response.status, type: response.headers.get('content-type'), size: body.byteLength, text: response.ok ? '' : new TextDecoder().decode(body) };
      }, memberVideoUrl);
      const cookies = (await member.context().cookies()).map((cookie) => `${cookie.name}@${cookie.domain}${cookie.path}`).join(', ');
      expect(full, `${memberVideoUrl} answered ${full.text} (cookies: ${cookies})`).toMatchObject({ status: 200, type: 'video/mp4' });
      expect(full.size).toBeGreaterThan(1000);
      await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState >= 2 || v.currentTime > 0), { timeout: 30_000 }).toBe(true);
      const zip = await member.evaluate(async (id) => {
        const token = localStorage.getItem('user-token');
        const downloads = (await (await fetch(`/api/updates/${id}/downloads`, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: Record<string, unknown> };
        const href = (downloads.data.galleryzip_2_url ?? downloads.data.galleryzip_original_url) as string | undefined;
        if (!href) return { href: null, downloads: JSON.stringify(downloads.data) };
        const response = await fetch(href);
        const bytes = new Uint8Array(await response.arrayBuffer());
        return { href, status: response.status, type: response.headers.get('content-type'), magic: String.fromCharCode(bytes[0]!, bytes[1]!), text: new TextDecoder('latin1').decode(bytes) };
      }, updateId);
      expect(zip.href, `the member downloads offer the gallery zip: ${zip.downloads ?? ''}`).toBeTruthy();
      expect(zip).toMatchObject({ status: 200, type: 'application/zip', magic: 'PK' });
      // The zip's directory names the set's pictures (one entry per picture).
      expect((zip.text!.match(/\.jpg/g) ?? []).length).toBeGreaterThanOrEqual(media.pictures.length);
      await member.context().close();

      // A visitor: the trailer and the previews, never the full video.
      const visitor = await open(`/videos/${permaLink}`);
      await visitor.getByRole('heading', { level: 1, name: title }).waitFor();
      await visitor.getByRole('button', { name: `Play the trailer of ${title}` }).waitFor();
      expect(await visitor.getByRole('button', { name: `Play ${title}`, exact: true }).count()).toBe(0);
      expect(await visitor.content()).not.toContain('/media/members/');
      expect((await fetch(memberVideoUrl)).status).toBe(403);
      expect((await fetch(new URL(zip.href!, own.base))).status).toBe(403);
      await visitor.context().close();
      await page.context().close();
    },
    PROCESSING_TIMEOUT + LIVE_TIMEOUT + 180_000,
  );
});

describe('staff publish an update with its media (German)', () => {
  const title = `Hafenlichter ${run}`;
  const permaLink = `hafenlichter-${run}`;

  it(
    'the staff area in German schedules a picture set that goes live on its German page',
    async () => {
      const page = await staffPage('de_DE');
      const nav = page.getByRole('navigation');
      await nav.getByRole('link', { name: 'Mediathek', exact: true }).click();
      await page.getByRole('heading', { name: 'Mediathek' }).waitFor();
      const grid = page.getByTestId('media-grid');
      await grid.getByText(basename(media.pictures[0]!)).waitFor();
      expect(await overflowOf(page)).toBeLessThanOrEqual(0);
      await shootBoth(page, 'media-grid-de');

      await nav.getByRole('link', { name: 'Updates', exact: true }).click();
      await page.getByRole('link', { name: 'Neues Update' }).click();
      await page.getByRole('combobox', { name: /^Art/ }).selectOption({ label: 'Bilderserie' });
      const titleGroup = page.getByRole('group', { name: 'Titel', exact: true });
      await titleGroup.getByRole('textbox').fill(`Harbour lights ${run}`);
      await titleGroup.getByRole('tab', { name: /^Deutsch/ }).click();
      await titleGroup.getByRole('textbox').fill(title);
      await page.getByLabel(/^Adresse/).fill(permaLink);
      await pick(page, 'Bild wählen', 'Bild auswählen', [basename(media.pictures[2]!)], 'Auswählen');
      await pick(page, 'Bilderserie wählen', 'Bilder auswählen', names(media.pictures), 'Auswählen');
      await page.getByRole('button', { name: 'Entwurf speichern' }).click();
      await page.waitForURL(/\/admin\/updates\/\d+$/);
      await shootBoth(page, 'update-form-de');
      expect(await overflowOf(page)).toBeLessThanOrEqual(0);

      const releaseAt = releaseTimeAhead();
      await page.getByLabel('Erscheinungsdatum und -zeit').fill(localDateTime(releaseAt));
      await page.getByRole('button', { name: 'Planen', exact: true }).click();
      await page.getByText('Geplant.').waitFor();

      const visitor = await open('/', 'de_DE');
      await waitUntilLive(visitor, `/photos/${permaLink}`, title);
      await visitor.getByRole('button', { name: /^Foto 1 von/ }).first().waitFor();
      await visitor.context().close();
      await page.context().close();
    },
    PROCESSING_TIMEOUT + LIVE_TIMEOUT,
  );
});
