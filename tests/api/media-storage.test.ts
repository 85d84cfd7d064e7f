// @vitest-environment node
// What every media storage driver promises, checked on each: the folder default and a real
// S3-compatible server (s3rver, in this process). The HTTP side (validators, 304, ranges) runs on
// both drivers in media-http.test.ts; sharing one bucket between servers in media-shared-bucket.test.ts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskStores } from '../../server/media/storage/disk-store';
import { MediaStorageError, s3Stores } from '../../server/media/storage/s3-store';
import { openMediaStores } from '../../server/media/layout';
import { copyFoldersToStores } from '../../server/media/storage/copy-folders';
import pino from 'pino';
import { s3SettingsOf } from '../../server/media/storage/s3-settings';
import type { MediaStores } from '../../server/media/storage/media-store';
import { loadEnv } from '../../server/env';
import { useRealNetwork } from './harness';
import { startS3, type TestBucket } from './s3-server';

useRealNetwork();

const drivers = ['local', 's3'] as const;

const collect = async (stream: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
};

describe.each(drivers)('the %s media storage', (driver) => {
  let stores: MediaStores;
  let dir: string;
  let bucket: TestBucket | undefined;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-storage-'));
    if (driver === 'local') stores = diskStores(path.join(dir, 'media'));
    else {
      bucket = await startS3();
      stores = s3Stores(s3SettingsOf(loadEnv(bucket.env))!);
    }
  });
  afterAll(async () => {
    await bucket?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('writes, reads back, sizes and lists files, and says when there is none', async () => {
    const { members } = stores;
    expect(members.driver).toBe(driver);
    expect(await members.stat('gallery/1-plain-620.jpg')).toBeUndefined();
    const bytes = Buffer.from('a member picture');
    await members.write('gallery/1-plain-620.jpg', bytes);
    expect(await members.stat('gallery/1-plain-620.jpg')).toMatchObject({ size: bytes.length });
    expect((await members.read('gallery/1-plain-620.jpg')).equals(bytes)).toBe(true);
    await members.write('gallery/2-upright-620.jpg', Buffer.from('another'));
    await members.write('gallery/deeper/3-plain-620.jpg', Buffer.from('in a sub-folder'));
    // Only the files directly in the folder; a folder that was never written lists nothing.
    expect((await members.list('gallery')).sort()).toEqual(['1-plain-620.jpg', '2-upright-620.jpg']);
    expect(await members.list('nothing-here')).toEqual([]);
  });

  it('stores a local file, replacing what was under the key', async () => {
    const file = path.join(dir, `upload-${driver}.mp4`);
    fs.writeFileSync(file, Buffer.alloc(3000, 1));
    await stores.public.put('video/trailer-9.mp4', file);
    fs.writeFileSync(file, Buffer.alloc(4000, 2));
    await stores.public.put('video/trailer-9.mp4', file, { link: true });
    const stored = await stores.public.read('video/trailer-9.mp4');
    expect([stored.length, stored[0]]).toEqual([4000, 2]);
  });

  it('streams a whole file or a byte range of it, as a player seeking in a video asks', async () => {
    const video = Buffer.from(Array.from({ length: 10_000 }, (_, i) => i % 251));
    await stores.members.write('video/full.mp4', video);
    expect((await collect(await stores.members.stream('video/full.mp4'))).equals(video)).toBe(true);
    expect((await collect(await stores.members.stream('video/full.mp4', { start: 1000, end: 1999 }))).equals(video.subarray(1000, 2000))).toBe(true);
    expect((await collect(await stores.members.stream('video/full.mp4', { start: 9990, end: 9999 }))).equals(video.subarray(9990))).toBe(true);
  });

  it('deletes a file, and deleting a missing one is no error', async () => {
    await stores.public.write('img/delete-me.jpg', Buffer.from('x'));
    await stores.public.delete('img/delete-me.jpg');
    expect(await stores.public.stat('img/delete-me.jpg')).toBeUndefined();
    await expect(stores.public.delete('img/delete-me.jpg')).resolves.toBeUndefined();
  });

  it('keeps the public and members stores apart, and refuses keys that could leave a store', async () => {
    await stores.members.write('video/only-members.mp4', Buffer.from('paid'));
    expect(await stores.public.stat('video/only-members.mp4')).toBeUndefined();
    expect(await stores.public.list('video')).not.toContain('only-members.mp4');
    for (const key of ['../members/video/only-members.mp4', 'video/../../members/video/only-members.mp4', '/video/x.mp4', 'Video/X.mp4', 'video//x.mp4', 'video\\x.mp4']) {
      await expect(stores.public.read(key)).rejects.toThrow(/bad media key/);
      await expect(stores.public.write(key, Buffer.from('x'))).rejects.toThrow(/bad media key/);
    }
  });

  it(driver === 's3' ? 'hands out a presigned URL of the bucket that fetches the file' : 'has no URLs of its own: files leave only through the routes', async () => {
    await stores.members.write('gallery/9-plain-1920.jpg', Buffer.from('signed bytes'));
    const url = await stores.members.signedUrl('gallery/9-plain-1920.jpg', 60);
    if (driver === 'local') {
      expect(url).toBeUndefined();
      return;
    }
    expect(url).toMatch(/X-Amz-Expires=60&/);
    expect(url).toContain('X-Amz-Signature=');
    const res = await fetch(url!);
    expect([res.status, Buffer.from(await res.arrayBuffer()).toString()]).toEqual([200, 'signed bytes']);
    // Never longer than an hour, whatever is asked.
    expect(await stores.members.signedUrl('gallery/9-plain-1920.jpg', 86_400)).toMatch(/X-Amz-Expires=3600&/);
  });
});

describe('a bucket that cannot be used', () => {
  it('stops the start with a message naming the bucket and the settings to check', async () => {
    const bucket = await startS3();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-storage-'));
    try {
      const settings = s3SettingsOf(loadEnv({ ...bucket.env, S3_BUCKET: 'no-such-bucket' }))!;
      const opening = openMediaStores(dataDir, { logger: pino({ level: 'silent' }), s3: settings });
      await expect(opening).rejects.toThrow(MediaStorageError);
      await expect(opening).rejects.toThrow(`the media bucket "no-such-bucket" at ${bucket.endpoint} (region us-east-1) cannot be used: it does not exist; check S3_BUCKET`);
    } finally {
      await bucket.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('moving a site from folders to a bucket', () => {
  it('copies each file to the same store and key, keeps what the bucket has, and can run again', async () => {
    const bucket = await startS3();
    const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-copy-'));
    try {
      const folders = diskStores(mediaDir);
      await folders.public.write('video/trailer-0.mp4', Buffer.from('operator trailer'));
      await folders.members.write('video/full.mp4', Buffer.from('operator full video'));
      await folders.members.write('gallery/3-plain-1920.jpg', Buffer.from('member picture'));
      fs.writeFileSync(path.join(mediaDir, 'members', 'video', 'full.mp4.123.tmp'), 'an interrupted write');
      const target = s3Stores(s3SettingsOf(loadEnv(bucket.env))!);
      await target.public.write('video/trailer-0.mp4', Buffer.from('already in the bucket'));

      const report = await copyFoldersToStores(mediaDir, target);
      expect(report).toEqual({ copied: ['members/gallery/3-plain-1920.jpg', 'members/video/full.mp4'], kept: ['public/video/trailer-0.mp4'], skipped: ['members/video/full.mp4.123.tmp'] });
      expect((await target.members.read('video/full.mp4')).toString()).toBe('operator full video');
      expect(await target.public.stat('video/full.mp4')).toBeUndefined();
      expect((await target.public.read('video/trailer-0.mp4')).toString()).toBe('already in the bucket');
      expect((await copyFoldersToStores(mediaDir, target)).copied).toEqual([]);
    } finally {
      await bucket.close();
      fs.rmSync(mediaDir, { recursive: true, force: true });
    }
  });
});
