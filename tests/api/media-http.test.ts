// @vitest-environment node
// Images, clips and gallery zips as a browser or a download manager fetches them: validators and
// 304 on a repeat, byte ranges (206) for seeking and resuming; the same with media in this
// machine's folders and in an S3-compatible bucket.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, startServer, useRealNetwork, type TestServer } from './harness';
import { mediaBrowser, type MediaBrowser } from './media-browser';
import { startS3, type TestBucket } from './s3-server';
import { unzip } from './unzip';

useRealNetwork();

describe.each(['local', 's3'] as const)('media over HTTP, stored %s', (driver) => {
  let s: TestServer;
  let bucket: TestBucket | undefined;
  let member: MediaBrowser;
  let photoId: number;
  beforeAll(async () => {
    bucket = driver === 's3' ? await startS3() : undefined;
    s = await startServer('sqlite', { env: bucket?.env });
    expect(s.ctx.media.members.driver).toBe(driver);
    member = mediaBrowser(s, (await createUser(s, 'mediahttp', { subscribed: true })).token);
    photoId = (await s.api('/api/public/photos?s=1')).body.data[0].id;
  }, 60_000);
  afterAll(async () => {
    await s?.close();
    await bucket?.close();
  });

  // fetch() adds `Cache-Control: no-cache` to conditional requests unless one is given, which
  // tells servers to skip validation; a browser revalidating its cache sends max-age=0.
  // Member URLs need the member's cookie; public ones ignore it.
  const get = (url: string, headers: Record<string, string> = {}) => member.get(url, { 'cache-control': 'max-age=0', ...headers });
  const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

  /** The checks every media URL must pass: validators, 304 both ways, a range, a bad range. */
  async function expectConditionalAndRanges(url: string) {
    const full = await get(url);
    expect(full.status).toBe(200);
    const body = await bytes(full);
    const etag = full.headers.get('etag');
    const modified = full.headers.get('last-modified');
    expect(etag).toBeTruthy();
    expect(modified).toBeTruthy();
    expect(full.headers.get('accept-ranges')).toBe('bytes');
    expect((await get(url, { 'if-none-match': etag! })).status).toBe(304);
    expect((await get(url, { 'if-modified-since': modified! })).status).toBe(304);
    expect((await get(url, { 'if-none-match': '"something-else"' })).status).toBe(200);

    const part = await get(url, { range: 'bytes=10-109' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 10-109/${body.length}`);
    expect((await bytes(part)).equals(body.subarray(10, 110))).toBe(true);
    const tail = await get(url, { range: 'bytes=-50' });
    expect(tail.status).toBe(206);
    expect((await bytes(tail)).equals(body.subarray(body.length - 50))).toBe(true);
    // Resuming a file that changed since (If-Range mismatch) restarts with the whole file.
    expect((await get(url, { range: 'bytes=10-109', 'if-range': '"changed"' })).status).toBe(200);
    expect((await get(url, { range: 'bytes=10-109', 'if-range': etag! })).status).toBe(206);
    const beyond = await get(url, { range: `bytes=${body.length + 10}-` });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${body.length}`);
    // The answer is the JSON error it says it is, not typed as the file that was not sent.
    expect([beyond.headers.get('content-type'), (await beyond.json()).error.code]).toEqual(['application/json; charset=utf-8', 'range_not_satisfiable']);
    return body;
  }

  it('public images: long-lived, revalidated by ETag and Last-Modified, ranges', async () => {
    const url = '/media/public/img/5-soft-960.jpg';
    const body = await expectConditionalAndRanges(url);
    expect(body.subarray(0, 2).toString('hex')).toBe('ffd8');
    expect((await get(url)).headers.get('cache-control')).toBe('public, max-age=604800, immutable');
  });

  it('public trailers: seekable and revalidated', async () => {
    const video = (await s.api('/api/public/videos?s=1')).body.data[0];
    expect(video.trailerSrc).toMatch(/^\/media\/public\/video\//);
    await expectConditionalAndRanges(video.trailerSrc);
  });

  it('member pictures through signed URLs: private, revalidated, ranges', async () => {
    const photos = await member.api(`/api/updates/${photoId}/photos`);
    const url: string = photos.body.data[0].scaledSrc2;
    await expectConditionalAndRanges(url);
    expect((await get(url)).headers.get('cache-control')).toMatch(/^private/);
  });

  it('member video: a player that leaves a download mid-file and seeks elsewhere gets the new range', async () => {
    const video = Buffer.from(Array.from({ length: 4 << 20 }, (_, i) => (i * 7) % 256));
    await s.ctx.media.members.write('video/full.mp4', video);
    const videoId = (await s.api('/api/public/videos?s=1')).body.data[0].id;
    const url: string = (await member.api(`/api/updates/${videoId}/downloads`)).body.data.videoSrc_1920;
    const leaving = new AbortController();
    const started = await fetch(`${s.url}${url}`, { headers: { cookie: member.cookie! }, signal: leaving.signal });
    const reader = started.body!.getReader();
    await reader.read();
    leaving.abort();
    const seek = await get(url, { range: 'bytes=3000000-3000999' });
    expect([seek.status, (await bytes(seek)).equals(video.subarray(3000000, 3001000))]).toEqual([206, true]);
  });

  it('gallery zips: a broken download resumes with a range of the same archive', async () => {
    const downloads = await member.api(`/api/updates/${photoId}/downloads`);
    const url: string = downloads.body.data.galleryzip_2_url;
    const body = await expectConditionalAndRanges(url);
    expect((await unzip(body)).length).toBeGreaterThan(0);
    // Stitching a cut-off download and its resumed rest gives the archive byte for byte.
    const cut = Math.floor(body.length / 3);
    const rest = await get(url, { range: `bytes=${cut}-` });
    expect(rest.status).toBe(206);
    expect(Buffer.concat([body.subarray(0, cut), await bytes(rest)]).equals(body)).toBe(true);
    // A range across the central directory at the end.
    const end = await get(url, { range: `bytes=${body.length - 200}-${body.length - 1}` });
    expect((await bytes(end)).equals(body.subarray(body.length - 200))).toBe(true);
  }, 60_000);
});
