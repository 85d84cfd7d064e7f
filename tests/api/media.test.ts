// @vitest-environment node
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createUser, startServer, useRealNetwork, type TestServer } from './harness';
import { mediaBrowser } from './media-browser';
import { unzip } from './unzip';

/** The URL with its signature's first character replaced by a different one. */
const tamperSignature = (url: string) => url.replace(/sig=(.)/, (_all, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`);

useRealNetwork();

describe.each(backends)('media on %s', (backend) => {
  let s: TestServer;
  let photoId: number;
  beforeAll(async () => {
    s = await startServer(backend);
    photoId = (await s.api('/api/public/photos?s=1')).body.data[0].id;
  }, 60_000);
  afterAll(async () => {
    await s?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => fetch(`${s.url}${url}`, { headers });

  it('serves public placeholder images as JPEG at the requested width', async () => {
    const res = await get('/media/public/img/3-plain-620.jpg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    const buf = Buffer.from(await res.arrayBuffer());
    expect(buf.subarray(0, 2).toString('hex')).toBe('ffd8');
    expect((await get('/media/public/img/99-plain-620.jpg')).status).toBe(404);
    expect((await get('/media/public/img/..%2f..%2fsecrets.json')).status).toBe(404);
  });

  it('gives member files only to members, through signed URLs', async () => {
    const visitor = await s.api(`/api/updates/${photoId}/photos`);
    expect(visitor.status).toBe(401);
    const free = await createUser(s, 'freeuser');
    const denied = await s.api(`/api/updates/${photoId}/photos`, { token: free.token });
    expect(denied.status).toBe(403);
    const member = await createUser(s, 'member1', { subscribed: true });
    const browser = mediaBrowser(s, member.token);
    const photos = await browser.api(`/api/updates/${photoId}/photos`);
    expect(photos.status).toBe(200);
    const url: string = photos.body.data[0].scaledSrc2;
    expect(url).toMatch(/^\/media\/members\/img\/\d+\/0-1920\.jpg\?expires=\d+&sig=/);
    expect(url).not.toContain(member.token);
    const ok = await browser.get(url);
    expect(ok.status).toBe(200);
    // Altered path, altered signature, missing signature, expired: all 403.
    expect((await browser.get(url.replace('0-1920', '1-1920'))).status).toBe(403);
    expect(tamperSignature(url)).not.toBe(url);
    expect((await browser.get(tamperSignature(url))).status).toBe(403);
    expect((await browser.get(url.split('?')[0]!)).status).toBe(403);
    const expired = url.replace(/expires=\d+/, `expires=${Math.floor(Date.now() / 1000) - 10}`);
    expect((await browser.get(expired)).status).toBe(403);
    // The untouched URL without the member's cookie (another browser): 403.
    expect((await get(url)).status).toBe(403);
  });

  it('supports Range requests and streams gallery zips', async () => {
    const member = await createUser(s, 'member2', { subscribed: true });
    const browser = mediaBrowser(s, member.token);
    const photos = await browser.api(`/api/updates/${photoId}/photos`);
    const partial = await browser.get(photos.body.data[0].scaledSrc2, { range: 'bytes=0-99' });
    expect(partial.status).toBe(206);
    expect(Buffer.from(await partial.arrayBuffer())).toHaveLength(100);
    const downloads = await browser.api(`/api/updates/${photoId}/downloads`);
    const zip = await browser.get(downloads.body.data.galleryzip_2_url);
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    const buf = Buffer.from(await zip.arrayBuffer());
    expect(buf.length).toBe(Number(zip.headers.get('content-length')));
    if (downloads.body.data.galleryzip_2_filesize !== undefined) expect(downloads.body.data.galleryzip_2_filesize).toBe(buf.length);
    // An unzip tool finds every picture, numbered, each the member's 1920 px file byte for byte.
    const entries = await unzip(buf);
    expect(entries).toHaveLength(photos.body.data.length);
    const pictures = await Promise.all(photos.body.data.map(async (p: { scaledSrc2: string }) => Buffer.from(await (await browser.get(p.scaledSrc2)).arrayBuffer())));
    for (const [i, entry] of entries.entries()) {
      expect(entry.name).toMatch(new RegExp(`^[a-z0-9-]+/${String(i + 1).padStart(3, '0')}\\.jpg$`));
      expect([entry.method, entry.size, entry.crc]).toEqual([0, pictures[i]!.length, zlib.crc32(pictures[i]!)]);
    }
    expect((await browser.get(downloads.body.data.galleryzip_2_url.replace('-1920.zip', '-original.zip'))).status).toBe(403);
  }, 60_000);

  it('serves chapters publicly', async () => {
    const video = (await s.api('/api/public/videos?s=1')).body.data[0];
    const ch = await s.api(`/api/updates/${video.id}/chapters`);
    expect(ch.body.data.length).toBeGreaterThan(0);
    expect(ch.body.data[0]).toHaveProperty('startSeconds', 0);
  });
});

describe('video clips', () => {
  it('advertises trailers only when the file exists and serves member video with Range', async () => {
    const fs = await import('node:fs');
    const path = await import('node:path');
    const s = await startServer('sqlite');
    try {
      const { loadClips } = await import('../../server/media/urls');
      const publicDir = path.join(s.ctx.dataDir, 'media', 'public', 'video');
      const membersDir = path.join(s.ctx.dataDir, 'media', 'members', 'video');
      // A fresh start installs the demo clips, so trailers play out of the box.
      const video = (await s.api('/api/public/videos?s=1')).body.data[0];
      expect(video.trailerSrc).toMatch(/^\/media\/public\/video\/trailer-\d\.mp4$/);
      // Without the files nothing is advertised: players never get a 404.
      fs.rmSync(publicDir, { recursive: true, force: true });
      await loadClips(s.ctx.media.public);
      await s.ctx.httpCache.invalidate('clips removed'); // cached visitor answers would lag by the TTL
      expect((await s.api(`/api/public/updates/${video.permaLink}`)).body.data.trailerSrc).toBeUndefined();
      // An operator's own files are served: trailers from the public store, the full video from the members store.
      fs.mkdirSync(publicDir, { recursive: true });
      const bytes = Buffer.alloc(5000, 7);
      for (const n of [0, 1, 2, 3]) fs.writeFileSync(path.join(publicDir, `trailer-${n}.mp4`), bytes);
      fs.rmSync(path.join(membersDir, 'full.mp4'));
      fs.writeFileSync(path.join(membersDir, 'full.mp4'), bytes);
      await loadClips(s.ctx.media.public); // drop the 60 s listing cache
      await s.ctx.httpCache.invalidate('clips added');
      const again = (await s.api(`/api/public/updates/${video.permaLink}`)).body.data;
      expect(again.trailerSrc).toMatch(/^\/media\/public\/video\/trailer-\d\.mp4$/);
      const member = await createUser(s, 'watcher', { subscribed: true });
      const browser = mediaBrowser(s, member.token);
      const dl = (await browser.api(`/api/updates/${video.id}/downloads`)).body.data;
      const part = await browser.get(dl.videoSrc_1920, { range: 'bytes=100-199' });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe('bytes 100-199/5000');
      expect((await browser.get(dl.videoSrc_1920.split('?')[0])).status).toBe(403);
      // The public video route reads the public store only.
      expect((await fetch(`${s.url}/media/public/video/full.mp4`)).status).toBe(404);
    } finally {
      await s.close();
    }
  }, 60_000);
});
