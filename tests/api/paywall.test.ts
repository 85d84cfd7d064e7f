// @vitest-environment node
// The paywall as an attacker tries it: no public path serves a member file, a visitor sees only
// the configured previews, and a signed member URL works only for the member it was handed to,
// only while that member is logged in and entitled, and only for minutes.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { backends, createUser, liveVersion, startServer, useRealNetwork, type TestServer } from './harness';
import { mediaBrowser, type MediaBrowser } from './media-browser';
import { ROLE } from '../../shared/roles';
import { openMediaStores } from '../../server/media/layout';
import { ACCESS_CACHE_MS } from '../../server/media/access';
import { MEDIA_TTL_SECONDS } from '../../server/media/signing';
import { GALLERY_PREVIEW_MAX } from '../../schemas/api/content';

useRealNetwork();

const sha = (buf: Buffer) => crypto.createHash('sha256').update(buf).digest('hex');
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

/** A GET with the path sent exactly as written (fetch would resolve `..` and re-encode). */
function rawGet(base: string, rawPath: string): Promise<{ status: number; body: Buffer }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path: rawPath, method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function jpegWidth(buf: Buffer) {
  return (await sharp(buf).metadata()).width;
}

describe.each(backends)('the paywall on %s', (backend) => {
  let s: TestServer;
  /** A gallery with more pictures than any visitor may see. */
  let gallery: { id: number; permaLink: string; photoCount: number };
  let video: { id: number };
  /** How many previews the gallery page of the default configuration shows visitors. */
  let shown: number;
  const realNow = () => new Date().toISOString();

  beforeAll(async () => {
    s = await startServer(backend);
    const photos = (await s.api('/api/public/photos?s=60')).body.data as Array<{ id: number; permaLink: string; photoCount?: number }>;
    const big = photos.find((p) => (p.photoCount ?? 0) >= 2 * GALLERY_PREVIEW_MAX)!;
    gallery = { id: big.id, permaLink: big.permaLink, photoCount: big.photoCount! };
    video = (await s.api('/api/public/videos?s=1')).body.data[0];
    const entry = s.ctx.configs.fileConfig.ui.sites.gallerydetailssite!.containers.find((e) => e.type === 'galleryDetail')!;
    shown = (entry.props as { imageCount: number }).imageCount;
    expect(shown).toBe(12);
  }, 60_000);
  afterAll(async () => {
    await s?.close();
  });
  afterEach(() => {
    s.ctx.now = realNow;
  });

  /** Moves the server's clock (signature expiry, access cache) forward. */
  const advance = (ms: number) => {
    const at = Date.now() + ms;
    s.ctx.now = () => new Date(at).toISOString();
  };

  const member = async (name: string, options: { subscribed?: boolean } = { subscribed: true }) => {
    const user = await createUser(s, `${name}-${backend}`, options);
    return { ...user, browser: mediaBrowser(s, user.token) };
  };

  const photosOf = async (browser: MediaBrowser, updateId = gallery.id) => {
    const res = await browser.api(`/api/updates/${updateId}/photos`);
    expect(res.status).toBe(200);
    return res.body.data as Array<{ id: number; scaledSrc1: string; scaledSrc2: string; originalSrc: string }>;
  };

  it(
    'serves no member file through any public path: full video, 1920/3840 pictures, zips, traversal, encoded slashes',
    async () => {
      const { browser } = await member('walker');
      const photos = await photosOf(browser);
      const downloads = (await browser.api(`/api/updates/${gallery.id}/downloads`)).body.data;
      const videoDownloads = (await browser.api(`/api/updates/${video.id}/downloads`)).body.data;
      // What members pay for: every picture at 1920 and 3840 px, the zips, the full video. (The
      // 620 px thumbnails are the previews' size; which of them a visitor sees is tested below.)
      const memberFiles = new Map<string, string>();
      const positions = [0, 1, 2, 3, shown, shown + 1, gallery.photoCount - 1];
      for (const i of positions) {
        for (const url of [photos[i]!.scaledSrc2, photos[i]!.originalSrc]) {
          const res = await browser.get(url);
          expect(res.status).toBe(200);
          memberFiles.set(sha(await bytes(res)), url);
        }
      }
      expect(await jpegWidth(await bytes(await browser.get(photos[0]!.originalSrc)))).toBe(3840);
      for (const url of [downloads.galleryzip_2_url, videoDownloads.videoSrc_1920]) {
        const res = await browser.get(url);
        expect(res.status).toBe(200);
        memberFiles.set(sha(await bytes(res)), url);
      }
      // Everything the members store holds, as stored.
      const membersRoot = path.join(s.ctx.dataDir, 'media', 'members');
      for (const file of fs.readdirSync(membersRoot, { recursive: true, encoding: 'utf8' })) {
        const full = path.join(membersRoot, file);
        if (fs.statSync(full).isFile() && !/-620\.jpg$/.test(file)) memberFiles.set(sha(fs.readFileSync(full)), `members/${file}`);
      }
      expect(memberFiles.size).toBeGreaterThan(10);

      const id = gallery.id;
      const pools = [...new Set((await s.ctx.db.selectFrom('images').select('image_pool').where('update_id', '=', id).execute()).map((r) => r.image_pool))];
      const candidates: string[] = [];
      // Full videos by every name, in the public video folder and around it.
      for (const name of ['full.mp4', 'full-1920.mp4', 'full-3840.mp4', 'FULL.mp4', 'full', '%66ull.mp4', `full-${video.id}.mp4`]) candidates.push(`/media/public/video/${name}`);
      // Public pictures of the gallery's pool at every variant and width (swapping the width).
      for (const pool of pools) for (const variant of ['plain', 'upright', 'soft', 'uprightsoft']) for (const w of [620, 960, 1920, 3840]) candidates.push(`/media/public/img/${pool}-${variant}-${w}.jpg`);
      // Previews of every position, at every size a name could ask for.
      for (let p = 0; p < gallery.photoCount + 2; p++) {
        for (const suffix of ['', '-soft', '-620', '-1920', '-3840', '-original']) candidates.push(`/media/public/preview/${id}/${p}${suffix}.jpg`);
      }
      // Member names under public prefixes, zips, traversal, encoded and double-encoded slashes.
      candidates.push(
        `/media/public/img/0-1920.jpg`,
        `/media/public/img/${id}/0-1920.jpg`,
        `/media/public/members/img/${id}/0-1920.jpg`,
        `/media/public/gallery/${pools[0]}-plain-3840.jpg`,
        `/media/public/zip/${id}-1920.zip`,
        `/media/public/zip/${id}-original.zip`,
        `/media/public/video/..%2fmembers%2fvideo%2ffull.mp4`,
        `/media/public/video/%2e%2e%2fmembers%2fvideo%2ffull.mp4`,
        `/media/public/video/..%252fmembers%252fvideo%252ffull.mp4`,
        `/media/public/video/..%5cmembers%5cvideo%5cfull.mp4`,
        `/media/public/video/../../members/video/full.mp4`,
        `/media/public/video/../members/video/full.mp4`,
        `/media/public/img/..%2f..%2fmembers%2fgallery%2f${pools[0]}-plain-3840.jpg`,
        `/media/public/img/../../members/gallery/${pools[0]}-plain-1920.jpg`,
        `/media/public/preview/${id}/..%2f..%2f..%2fmembers%2fgallery%2f${pools[0]}-plain-3840.jpg`,
        `/media/public/preview/..%2fmembers/gallery/${pools[0]}-upright-1920.jpg`,
        `/media/public%2f..%2fmembers/video/full.mp4`,
        `/media/members%2fvideo%2f${video.id}%2ffull-1920.mp4`,
        `/media/members/video/${video.id}/full-1920.mp4`,
        `/media/members/img/${id}/0-3840.jpg`,
        `/media/members/zip/${id}-1920.zip`,
        `/media/members/gallery/${pools[0]}-plain-3840.jpg`,
        `/media/members/video/full.mp4`,
        `/members/video/full.mp4`,
        `/media/video/full.mp4`,
        `/media/img/${pools[0]}-plain-3840.jpg`,
        `/data/media/members/video/full.mp4`,
      );

      const leaks: string[] = [];
      const served: string[] = [];
      for (const url of candidates) {
        const res = await rawGet(s.url, url);
        if (res.status === 200) served.push(url);
        const hit = memberFiles.get(sha(res.body));
        if (hit) leaks.push(`${url} = ${hit}`);
      }
      expect(leaks).toEqual([]);
      // Only public pictures and the allowed previews answer at all; every member name is refused.
      const unexpected = served.filter((u) => u.startsWith('/media/') && !/^\/media\/public\/img\/\d+-(plain|upright|soft|uprightsoft)-\d+\.jpg$/.test(u) && !/^\/media\/public\/preview\/\d+\/\d+(-soft)?\.jpg$/.test(u));
      expect(unexpected).toEqual([]);
      const previews = served.filter((u) => u.startsWith('/media/public/preview/'));
      expect(previews.map((u) => Number(/\/(\d+)(-soft)?\.jpg$/.exec(u)![1])).every((p) => p < shown)).toBe(true);
      expect(previews).toHaveLength(2 * shown);

      // And the public store itself holds no member file.
      const publicRoot = path.join(s.ctx.dataDir, 'media', 'public');
      const publicFiles = fs.readdirSync(publicRoot, { recursive: true, encoding: 'utf8' }).filter((f) => fs.statSync(path.join(publicRoot, f)).isFile());
      expect(publicFiles.filter((f) => memberFiles.has(sha(fs.readFileSync(path.join(publicRoot, f)))))).toEqual([]);
    },
    240_000,
  );

  it('lists for a visitor only the configured previews, 620 px, and pages no further', async () => {
    const first = await s.api(`/api/public/updates/${gallery.id}/photos?p=0&s=${shown}`);
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(shown);
    expect(first.headers.get('maxresults')).toBe(String(shown));
    expect(first.body.data.map((i: { scaledSrc1: string }) => i.scaledSrc1)).toEqual(Array.from({ length: shown }, (_, p) => `/media/public/preview/${gallery.id}/${p}.jpg`));
    expect(first.body.data.some((i: object) => 'scaledSrc2' in i || 'originalSrc' in i)).toBe(false);
    // Page 5 of a gallery with twice as many pictures: nothing.
    expect((await s.api(`/api/public/updates/${gallery.id}/photos?p=4&s=${shown}`)).body.data).toEqual([]);
    expect((await s.api(`/api/public/updates/${gallery.id}/photos?p=1&s=8`)).body.data).toHaveLength(shown - 8);
    expect((await s.api(`/api/public/updates/${gallery.id}/photos?p=0&s=100`)).body.data).toHaveLength(shown);
    const preview = await fetch(`${s.url}${first.body.data[0].scaledSrc1}`);
    expect(preview.status).toBe(200);
    expect(await jpegWidth(await bytes(preview))).toBe(620);
  });

  it('follows the configured preview count and serves only soft previews in youth-protection mode', async () => {
    const staff = await createUser(s, `previewstaff-${backend}`, { role: ROLE.staff });
    const file = s.ctx.configs.fileConfig;
    const config = structuredClone(file) as typeof file;
    config.core.fsk12.enableGlobalFsk12Mode = true;
    const entry = config.ui.sites.gallerydetailssite!.containers.find((e) => e.type === 'galleryDetail')!;
    entry.props = { ...entry.props, imageCount: 4 };
    const publish = async (c: unknown) => s.api('/api/configs/publish', { method: 'POST', token: staff.token, json: { config: c, name: 'previews', baseVersion: await liveVersion(s, staff.token) } });
    expect((await publish(config)).status).toBe(200);
    try {
      const list = await s.api(`/api/public/updates/${gallery.id}/photos?s=12`);
      expect(list.body.data.map((i: { scaledSrc1: string }) => i.scaledSrc1)).toEqual([0, 1, 2, 3].map((p) => `/media/public/preview/${gallery.id}/${p}-soft.jpg`));
      expect(list.headers.get('maxresults')).toBe('4');
      const get = (name: string) => fetch(`${s.url}/media/public/preview/${gallery.id}/${name}`);
      expect((await get('3-soft.jpg')).status).toBe(200);
      // Beyond the count, and the plain (not soft) version: not public in this mode.
      expect((await get('4-soft.jpg')).status).toBe(404);
      expect((await get('0.jpg')).status).toBe(404);
      const soft = await bytes(await get('0-soft.jpg'));
      expect(await jpegWidth(soft)).toBe(620);
    } finally {
      expect((await publish(file)).status).toBe(200);
    }
  });

  it('refuses a URL handed to member A to member B, to a visitor and to a forged cookie', async () => {
    const a = await member('alice');
    const b = await member('bob');
    const url = (await photosOf(a.browser))[shown + 1]!.originalSrc;
    await photosOf(b.browser); // B has a media cookie of his own
    expect(a.browser.cookie).toMatch(/^media_session=\d+\./);
    expect(b.browser.cookie).not.toBe(a.browser.cookie);

    expect((await a.browser.get(url)).status).toBe(200);
    expect((await b.browser.get(url)).status).toBe(403);
    expect((await mediaBrowser(s).get(url)).status).toBe(403);
    // B's session id with A's MAC, and a made-up MAC: both refused.
    const aSession = /^media_session=(\d+)\./.exec(a.browser.cookie!)![1];
    const bSession = /^media_session=(\d+)\./.exec(b.browser.cookie!)![1];
    const forge = (cookie: string) => fetch(`${s.url}${url}`, { headers: { cookie } });
    expect((await forge(a.browser.cookie!.replace(`=${aSession}.`, `=${bSession}.`))).status).toBe(403);
    expect((await forge(`media_session=${aSession}.${'A'.repeat(43)}`)).status).toBe(403);
    expect((await forge(`media_session=${aSession}`)).status).toBe(403);
  });

  it('sets the binding cookie HttpOnly, SameSite=Lax, on /media/members only, Secure in production', async () => {
    const a = await member('cookie');
    const res = await s.api(`/api/updates/${gallery.id}/photos`, { token: a.token });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('media_session='))!;
    expect(cookie).toMatch(/; Path=\/media\/members(;|$)/);
    expect(cookie).toMatch(/; HttpOnly(;|$)/);
    expect(cookie).toMatch(/; SameSite=Lax(;|$)/);
    expect(cookie).not.toMatch(/; Secure/);
    const env = s.ctx.env;
    s.ctx.env = { ...env, NODE_ENV: 'production' };
    try {
      const secure = await s.api(`/api/updates/${gallery.id}/photos`, { token: a.token });
      expect(secure.headers.getSetCookie().find((c) => c.startsWith('media_session='))).toMatch(/; Secure(;|$)/);
    } finally {
      s.ctx.env = env;
    }
    // Refused calls hand out no cookie.
    const free = await createUser(s, `nocookie-${backend}`);
    const denied = await s.api(`/api/updates/${gallery.id}/photos`, { token: free.token });
    expect(denied.status).toBe(403);
    expect(denied.headers.getSetCookie()).toEqual([]);
  });

  it('stops a URL within a minute of logout, and a URL expires after its TTL', async () => {
    const a = await member('leaver');
    const photos = await photosOf(a.browser);
    const url = photos[0]!.scaledSrc2;
    expect((await a.browser.get(url)).status).toBe(200);
    const expires = Number(/expires=(\d+)/.exec(url)![1]);
    expect(expires - Date.now() / 1000).toBeLessThanOrEqual(MEDIA_TTL_SECONDS);

    // Time passes; the URL is past its TTL while the member is still logged in.
    advance((MEDIA_TTL_SECONDS + 5) * 1000);
    expect((await a.browser.get(url)).status).toBe(403);
    const fresh = (await photosOf(a.browser))[0]!.scaledSrc2;
    expect((await a.browser.get(fresh)).status).toBe(200);

    expect((await s.api('/api/logout', { method: 'POST', token: a.token })).status).toBe(200);
    // The per-request check is cached for at most ACCESS_CACHE_MS: move past it.
    advance((MEDIA_TTL_SECONDS + 5) * 1000 + ACCESS_CACHE_MS + 1000);
    const after = await a.browser.get(fresh);
    expect(after.status).toBe(403);
    expect((await a.browser.api(`/api/updates/${gallery.id}/photos`)).status).toBe(401);
  });

  it('stops a URL within a minute of the subscription ending', async () => {
    const a = await member('lapsed');
    const url = (await photosOf(a.browser))[1]!.originalSrc;
    const zip = (await a.browser.api(`/api/updates/${gallery.id}/downloads`)).body.data.galleryzip_2_url;
    expect((await a.browser.get(url)).status).toBe(200);
    expect((await a.browser.get(zip, { range: 'bytes=0-99' })).status).toBe(206);
    await s.ctx.db.updateTable('subscriptions').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('user_id', '=', a.id).execute();
    advance(ACCESS_CACHE_MS + 1000);
    expect((await a.browser.get(url)).status).toBe(403);
    expect((await a.browser.get(zip, { range: 'bytes=0-99' })).status).toBe(403);
    expect((await a.browser.api(`/api/updates/${gallery.id}/photos`)).status).toBe(403);
  });

  it('lets a buyer of a single update fetch its files, and nobody else with them', async () => {
    const buyer = await member('buyer', { subscribed: false });
    await s.ctx.db.insertInto('purchases').values({ user_id: buyer.id, update_id: gallery.id, payment_id: null, created_at: new Date().toISOString() }).execute();
    const photos = await photosOf(buyer.browser);
    expect(photos).toHaveLength(gallery.photoCount);
    const url = photos[gallery.photoCount - 1]!.originalSrc;
    expect((await buyer.browser.get(url)).status).toBe(200);
    const zip = (await buyer.browser.api(`/api/updates/${gallery.id}/downloads`)).body.data.galleryzip_2_url;
    expect((await buyer.browser.get(zip, { range: 'bytes=0-99' })).status).toBe(206);
    // Another update: no URLs, and this one's URL does not stretch to it.
    const other = (await s.api('/api/public/photos?s=60')).body.data.find((p: { id: number; photoCount?: number }) => p.id !== gallery.id && (p.photoCount ?? 0) > 0);
    expect((await buyer.browser.api(`/api/updates/${other.id}/photos`)).status).toBe(403);
    expect((await buyer.browser.get(url.replace(`/img/${gallery.id}/`, `/img/${other.id}/`))).status).toBe(403);
    // A subscriber, a user without access and a visitor cannot use the buyer's URL.
    const subscriber = await member('other-subscriber');
    await photosOf(subscriber.browser);
    expect((await subscriber.browser.get(url)).status).toBe(403);
    const free = await member('free', { subscribed: false });
    expect((await free.browser.api(`/api/updates/${gallery.id}/photos`)).status).toBe(403);
    expect((await free.browser.get(url)).status).toBe(403);
    expect((await mediaBrowser(s).get(url)).status).toBe(403);
  });

  it('keeps a started zip download and video ranges going; checks again at each new request', async () => {
    const a = await member('downloader');
    const zipUrl = (await a.browser.api(`/api/updates/${gallery.id}/downloads`)).body.data.galleryzip_2_url;
    const started = await a.browser.get(zipUrl);
    expect(started.status).toBe(200);
    const length = Number(started.headers.get('content-length'));
    // The member logs out mid-download: the running response still completes.
    await s.api('/api/logout', { method: 'POST', token: a.token });
    advance(ACCESS_CACHE_MS + 1000);
    expect((await bytes(started)).length).toBe(length);
    // A resumed download is a new request: refused.
    expect((await a.browser.get(zipUrl, { range: 'bytes=100-' })).status).toBe(403);

    // A video URL covers the playing time, so a player's later range requests keep working.
    const b = await member('viewer');
    const row = await s.ctx.db.selectFrom('updates').select('play_time_seconds').where('id', '=', video.id).executeTakeFirstOrThrow();
    const videoUrl: string = (await b.browser.api(`/api/updates/${video.id}/downloads`)).body.data.videoSrc_1920;
    const expires = Number(/expires=(\d+)/.exec(videoUrl)![1]);
    expect(expires - Date.now() / 1000).toBeGreaterThan(MEDIA_TTL_SECONDS + (row.play_time_seconds ?? 0) - 5);
    advance((row.play_time_seconds ?? 0) * 1000);
    expect((await b.browser.get(videoUrl, { range: 'bytes=1000-1999' })).status).toBe(206);
  });
});

describe('the media folders', () => {
  it('moves a data folder of the old layout into the public and members stores', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-layout-'));
    try {
      const legacy = path.join(dataDir, 'media', 'video');
      fs.mkdirSync(legacy, { recursive: true });
      fs.writeFileSync(path.join(legacy, 'trailer-0.mp4'), 'operator trailer');
      fs.writeFileSync(path.join(legacy, 'full.mp4'), 'operator full video');
      const stores = await openMediaStores(dataDir, { logger: pino({ level: 'silent' }) });
      expect(fs.existsSync(legacy)).toBe(false);
      expect((await stores.public.read('video/trailer-0.mp4')).toString()).toBe('operator trailer');
      expect((await stores.members.read('video/full.mp4')).toString()).toBe('operator full video');
      expect(await stores.public.stat('video/full.mp4')).toBeUndefined();
      // The demo clips fill in what the operator did not supply, in the store they belong to.
      expect(await stores.public.stat('video/trailer-1.mp4')).toBeDefined();
      expect(await stores.members.list('video')).toEqual(['full.mp4']);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
