// @vitest-environment node
// Media on storage that scales past one machine: two servers sharing one PostgreSQL database and
// one S3-compatible bucket serve what either wrote; member files still need the member's own short-lived signed URL, with
// files in folders or in the bucket; and public media URLs follow core.deployment.contentServerUrl.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, startServer, useRealNetwork, type TestServer } from './harness';
import { mediaBrowser } from './media-browser';
import { startS3, type TestBucket } from './s3-server';
import { loadConfigFile } from '../../server/config/site-config';
import { ACCESS_CACHE_MS } from '../../server/media/access';
import { MediaJobQueue } from '../../server/media/processing/queue';
import sharp from 'sharp';
import { ROLE } from '../../shared/roles';
import { uploadToLibrary } from './library-upload';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

useRealNetwork();

const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('two servers on one PostgreSQL database and one bucket', () => {
  let bucket: TestBucket;
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    bucket = await startS3();
    // As behind a load balancer: the same database, bucket and media key.
    const env = { ...bucket.env, MEDIA_SECRET: crypto.randomBytes(32).toString('hex') };
    a = await startServer('postgres', { env, seedUpdates: 30 });
    b = await startServer('postgres', { env, sharePgSchema: a.pgSchema });
    // Cache invalidations travel through Redis, as between the processes of one site.
    const channel = `test:shared-bucket:${crypto.randomBytes(6).toString('hex')}`;
    for (const s of [a, b]) expect(await s.ctx.httpCache.connectRedis(REDIS_URL, channel)).toBe(true);
  }, 90_000);
  afterAll(async () => {
    for (const s of [a, b]) await s?.ctx.httpCache.close();
    await b?.close();
    await a?.close();
    await bucket?.close();
  });

  it('serves on one server the public files the other stored', async () => {
    const trailer = Buffer.alloc(6000, 3);
    await a.ctx.media.public.write('video/trailer-0.mp4', trailer);
    const res = await fetch(`${b.url}/media/public/video/trailer-0.mp4`);
    expect([res.status, res.headers.get('content-type')]).toEqual([200, 'video/mp4']);
    expect((await bytesOf(res)).equals(trailer)).toBe(true);
    // A picture replaced through the first server is what the second sends, not its own rendering.
    const picture = Buffer.concat([Buffer.from([0xff, 0xd8]), Buffer.from('replaced on server A')]);
    await a.ctx.media.public.write('img/7-plain-620.jpg', picture);
    expect((await bytesOf(await fetch(`${b.url}/media/public/img/7-plain-620.jpg`))).equals(picture)).toBe(true);
    // Nothing of it landed on the second machine's disk.
    expect(fs.existsSync(path.join(b.ctx.dataDir, 'media', 'public'))).toBe(false);
  });

  it('processes an upload received by one server once, whichever server claims it, and the other serves the result', async () => {
    const editor = await createUser(a, 'sharededitor', { role: ROLE.editor });
    const picture = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2080c0' } }).jpeg().toBuffer();
    const id = await uploadToLibrary(a, editor.token, picture, 'shared.jpg', 'image/jpeg');
    // Both servers work the queue at once: the picture's job runs on one of them, once.
    await Promise.all([new MediaJobQueue(a.ctx).drain(), new MediaJobQueue(b.ctx).drain()]);
    const jobs = await a.ctx.db.selectFrom('media_jobs').select(['kind', 'state', 'attempts']).where('asset_id', '=', id).execute();
    expect(jobs).toEqual([{ kind: 'image-variants', state: 'done', attempts: 1 }]);
    const res = await fetch(`${b.url}/media/public/img/a${id}-upright-620.jpg`);
    expect([res.status, res.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    expect(await sharp(await bytesOf(res)).metadata()).toMatchObject({ width: 400, height: 600 });
    // The staff preview of the original, asked of the second server, streams the first's upload.
    const preview = (await b.api(`/api/admin/media/${id}/preview`, { token: editor.token })).body.data.url as string;
    const original = await fetch(new URL(preview, b.url));
    expect((await bytesOf(original)).equals(picture)).toBe(true);
  }, 60_000);

  it('lets a member play, from the second server, the video the first stored, with the link the first signed', async () => {
    const video = Buffer.from(Array.from({ length: 8000 }, (_, i) => i % 199));
    await a.ctx.media.members.write('video/full.mp4', video);
    const member = await createUser(a, 'sharedviewer', { subscribed: true });
    const browser = mediaBrowser(a, member.token);
    const videoId = (await a.api('/api/public/videos?s=1')).body.data[0].id;
    const url: string = (await browser.api(`/api/updates/${videoId}/downloads`)).body.data.videoSrc_1920;
    const fromB = (headers: Record<string, string> = {}) => fetch(`${b.url}${url}`, { headers: { cookie: browser.cookie!, ...headers } });
    const part = await fromB({ range: 'bytes=1000-1999' });
    expect([part.status, part.headers.get('content-range')]).toEqual([206, 'bytes 1000-1999/8000']);
    expect((await bytesOf(part)).equals(video.subarray(1000, 2000))).toBe(true);
    // Logged out on the first server: the second refuses the link once its minute of remembered answers is over.
    const minuteLater = (n: number) => new Date(Date.now() + n * (ACCESS_CACHE_MS + 1000)).toISOString();
    b.ctx.now = () => minuteLater(1);
    expect((await fromB()).status).toBe(200);
    await a.api('/api/logout', { method: 'POST', token: member.token });
    b.ctx.now = () => minuteLater(2);
    expect((await fromB()).status).toBe(403);
  }, 30_000);
});

const tamperSignature = (url: string) => url.replace(/sig=(.)/, (_all, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`);

describe.each([
  ['local', {}],
  ['s3', {}],
  ['s3', { S3_MEMBER_REDIRECT: '1' }],
] as const)('member media stored %s %o', (driver, extraEnv) => {
  let bucket: TestBucket | undefined;
  let s: TestServer;
  const redirect = 'S3_MEMBER_REDIRECT' in extraEnv;
  beforeAll(async () => {
    bucket = driver === 's3' ? await startS3() : undefined;
    s = await startServer('sqlite', { env: { ...bucket?.env, ...extraEnv }, seedUpdates: 30 });
  }, 60_000);
  afterAll(async () => {
    await s?.close();
    await bucket?.close();
  });

  it("opens only with the member's own valid signature", async () => {
    const photoId = (await s.api('/api/public/photos?s=1')).body.data[0].id;
    const owner = mediaBrowser(s, (await createUser(s, 'owner', { subscribed: true })).token);
    const other = mediaBrowser(s, (await createUser(s, 'othermember', { subscribed: true })).token);
    const url: string = (await owner.api(`/api/updates/${photoId}/photos`)).body.data[0].scaledSrc2;
    await other.api(`/api/updates/${photoId}/photos`);
    const ok = await owner.get(url);
    if (redirect) {
      // Checked first, then sent to the bucket with a signature of its own that lives no longer than the site's URL.
      expect(ok.status).toBe(302);
      const location = ok.headers.get('location')!;
      expect(location.startsWith(bucket!.endpoint)).toBe(true);
      expect(Number(/X-Amz-Expires=(\d+)/.exec(location)![1])).toBeLessThanOrEqual(600);
      expect(location).not.toContain(s.ctx.secrets.media);
      expect(location).not.toMatch(/sig=|session|token/i);
      expect(ok.headers.get('cache-control')).toBe('private, no-store');
      const file = await fetch(location);
      expect([file.status, (await bytesOf(file)).subarray(0, 2).toString('hex')]).toEqual([200, 'ffd8']);
    } else {
      expect(ok.status).toBe(200);
      expect((await bytesOf(ok)).subarray(0, 2).toString('hex')).toBe('ffd8');
    }
    // Another member's browser, no browser cookie, an altered or missing signature, an expired URL: 403, and no file or redirect.
    const refused = [
      await other.get(url),
      await fetch(`${s.url}${url}`, { redirect: 'manual' }),
      await owner.get(tamperSignature(url)),
      await owner.get(url.split('?')[0]!),
      await owner.get(url.replace(/expires=\d+/, `expires=${Math.floor(Date.now() / 1000) - 10}`)),
    ];
    expect(refused.map((r) => [r.status, r.headers.get('location')])).toEqual(Array(5).fill([403, null]));
  }, 30_000);
});

describe('public media on contentServerUrl', () => {
  let cdn: TestServer;
  let plain: TestServer;
  beforeAll(async () => {
    const config = loadConfigFile('site-configs/default.json');
    config.core.deployment.contentServerUrl = 'https://cdn.example.test/media';
    [cdn, plain] = await Promise.all([startServer('sqlite', { config, seedUpdates: 30 }), startServer('sqlite', { seedUpdates: 30 })]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([cdn?.close(), plain?.close()]);
  });

  it('builds picture and trailer URLs on it; gallery previews stay on the site, which checks each', async () => {
    const video = (await cdn.api('/api/public/videos?s=1')).body.data[0];
    expect(video.previewImage['620']).toMatch(/^https:\/\/cdn\.example\.test\/media\/public\/img\/\d+-plain-620\.jpg$/);
    expect(video.trailerSrc).toMatch(/^https:\/\/cdn\.example\.test\/media\/public\/video\/[a-z0-9-]+\.mp4$/);
    const model = (await cdn.api('/api/public/models?s=1')).body.data[0];
    expect(model.avatarUrl).toMatch(/^https:\/\/cdn\.example\.test\/media\/public\/img\//);
    const photo = (await cdn.api('/api/public/photos?s=1')).body.data[0];
    const previews = (await cdn.api(`/api/public/updates/${photo.id}/photos`)).body.data;
    expect(previews[0].scaledSrc1).toMatch(/^\/media\/public\/preview\//);
    // The same file is what the CDN fetches from this site.
    const key = new URL(video.previewImage['620']).pathname;
    expect((await fetch(`${cdn.url}${key}`)).status).toBe(200);
    // "/media/" (the shipped configurations) keeps today's same-origin addresses.
    expect((await plain.api('/api/public/videos?s=1')).body.data[0].previewImage['620']).toMatch(/^\/media\/public\/img\//);
  });
});
