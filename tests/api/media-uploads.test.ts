// @vitest-environment node
// The media library's uploads as staff make them: a real tus client (tus-js-client) interrupted
// midway and resumed, a file that is not the type it claims, one over the size limit, an upload
// left unfinished; then the library's list, search, preview link and deletion. On both databases
// with the folder store, and once with the library in an S3-compatible bucket (s3rver).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import * as tus from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../shared/roles';
import { sweepStagedUploads } from '../../server/media/library/uploads';
import { backends, createUser, startServer, useRealNetwork, type Backend, type TestServer } from './harness';
import { startS3, type TestBucket } from './s3-server';

useRealNetwork();

const cases: [Backend, 'local' | 's3'][] = [...backends.map((b): [Backend, 'local'] => [b, 'local']), [backends[0]!, 's3']];
const sha256 = (b: Buffer) => crypto.createHash('sha256').update(b).digest('hex');
const CHUNK = 64 * 1024;

interface Outcome {
  upload: tus.Upload;
  assetId?: number;
  error?: tus.DetailedError;
}

/** One upload with tus-js-client, to its end or its error. */
function upload(s: TestServer, token: string, data: Buffer, metadata: Record<string, string>, extra: Partial<tus.UploadOptions> = {}): Promise<Outcome> {
  return new Promise((resolve) => {
    const u: tus.Upload = new tus.Upload(data, {
      endpoint: `${s.url}/api/admin/uploads`,
      headers: { authorization: `Bearer ${token}` },
      metadata,
      chunkSize: CHUNK,
      retryDelays: [],
      onSuccess: ({ lastResponse }) => resolve({ upload: u, assetId: Number(lastResponse.getHeader('Media-Asset-Id')) }),
      onError: (error) => resolve({ upload: u, error: error as tus.DetailedError }),
      ...extra,
    });
    u.start();
  });
}

const staged = (s: TestServer) => (fs.existsSync(path.join(s.ctx.dataDir, 'uploads')) ? fs.readdirSync(path.join(s.ctx.dataDir, 'uploads')) : []);
const tusHeaders = (token?: string) => ({ 'tus-resumable': '1.0.0', ...(token ? { authorization: `Bearer ${token}` } : {}) });
const metadataHeader = (meta: Record<string, string>) => Object.entries(meta).map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`).join(',');

/** A minimal MP4 (its ftyp box is what makes it one) of `size` bytes. */
const fakeMp4 = (size: number) => Buffer.concat([Buffer.from('000000186674797069736f6d0000020069736f6d6d703432', 'hex'), Buffer.alloc(size - 24)]);

describe.each(cases)('the media library on %s with %s storage', (backend, driver) => {
  let s: TestServer;
  let bucket: TestBucket | undefined;
  let editor: { id: number; token: string };
  let publisher: { id: number; token: string };
  let member: { token: string };
  let picture: Buffer;
  beforeAll(async () => {
    bucket = driver === 's3' ? await startS3() : undefined;
    s = await startServer(backend, { env: { UPLOAD_MAX_IMAGE_MB: '1', ...bucket?.env } });
    editor = await createUser(s, 'libeditor', { role: ROLE.editor });
    publisher = await createUser(s, 'libpublisher', { role: ROLE.staff });
    member = await createUser(s, 'libmember', { subscribed: true });
    // Noise does not compress: about 350 KB, several chunks.
    picture = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).png().toBuffer();
  }, 60_000);
  afterAll(async () => {
    await s?.close();
    await bucket?.close();
  });

  it('resumes an interrupted upload where it stopped and files the picture with its checksum and size', async () => {
    expect(picture.length).toBeGreaterThan(4 * CHUNK);
    const meta = { filename: 'Holiday Beach.png', filetype: 'image/png' };
    // The connection "drops" after two chunks.
    let first!: tus.Upload;
    const stopped = await new Promise<number>((resolve, reject) => {
      first = new tus.Upload(picture, {
        endpoint: `${s.url}/api/admin/uploads`,
        headers: { authorization: `Bearer ${editor.token}` },
        metadata: meta,
        chunkSize: CHUNK,
        retryDelays: [],
        onChunkComplete: (_size, sent) => {
          if (sent >= 2 * CHUNK) void first.abort().then(() => resolve(sent));
        },
        onSuccess: () => reject(new Error('finished without interruption')),
        onError: reject,
      });
      first.start();
    });
    expect(first.url).toMatch(/\/api\/admin\/uploads\/[0-9a-f]{32}$/);
    const head = await fetch(first.url!, { method: 'HEAD', headers: tusHeaders(editor.token) });
    expect([head.status, Number(head.headers.get('upload-offset'))]).toEqual([200, stopped]);
    // Half an upload is in staging only: nothing in the library yet.
    expect((await s.api('/api/admin/media', { token: editor.token })).body.data).toEqual([]);
    expect(staged(s).length).toBeGreaterThan(0);

    const offsets: string[] = [];
    const resumed = await upload(s, editor.token, picture, meta, {
      uploadUrl: first.url,
      onBeforeRequest: (req) => {
        if (req.getMethod() === 'PATCH') offsets.push(String(req.getHeader('Upload-Offset')));
      },
    });
    expect(resumed.error).toBeUndefined();
    expect(offsets[0]).toBe(String(stopped));

    const asset = (await s.api(`/api/admin/media/${resumed.assetId}`, { token: editor.token })).body.data;
    expect(asset).toMatchObject({ kind: 'image', filename: 'Holiday Beach.png', content_type: 'image/png', size: picture.length, sha256: sha256(picture), width: 400, height: 300, uploaded_by: editor.id });
    expect(staged(s)).toEqual([]);

    // The preview link serves the very bytes, to this staff user only, and not once altered.
    const link = (await s.api(`/api/admin/media/${asset.id}/preview`, { token: editor.token })).body.data;
    expect(link.url).toMatch(new RegExp(`^/media/library/${asset.id}\\?u=${editor.id}&expires=\\d+&sig=`));
    const file = await fetch(`${s.url}${link.url}`);
    expect(file.status).toBe(200);
    expect(sha256(Buffer.from(await file.arrayBuffer()))).toBe(sha256(picture));
    expect((await fetch(`${s.url}${link.url.replace(`u=${editor.id}`, `u=${publisher.id}`)}`)).status).toBe(403);
    expect((await fetch(`${s.url}${link.url.slice(0, -2)}xx`)).status).toBe(403);
  }, 60_000);

  it('refuses a file whose bytes are not the type it claims, and keeps nothing of it', async () => {
    const before = (await s.api('/api/admin/media', { token: editor.token })).body.data.length;
    const text = Buffer.from('this is a text file pretending to be a picture\n'.repeat(3000));
    const { error } = await upload(s, editor.token, text, { filename: 'beach.jpg', filetype: 'image/jpeg' });
    expect(error?.originalResponse?.getStatus()).toBe(415);
    expect(error?.originalResponse?.getBody()).toContain('beach.jpg is not image/jpeg');
    expect((await s.api('/api/admin/media', { token: editor.token })).body.data.length).toBe(before);
    expect(await s.ctx.db.selectFrom('media_assets').select('id').where('original_filename', '=', 'beach.jpg').execute()).toEqual([]);
    expect((await s.ctx.media.library.list('assets')).length).toBe(before);
    expect(staged(s)).toEqual([]);
    // A name and a type that disagree are refused before any byte is sent.
    const mixed = await upload(s, editor.token, picture, { filename: 'beach.mp4', filetype: 'image/png' });
    expect(mixed.error?.originalResponse?.getStatus()).toBe(415);
  });

  it('refuses an upload over the limit of its kind with 413 before taking a byte, and bytes past the declared length', async () => {
    const tooBig = await fetch(`${s.url}/api/admin/uploads`, {
      method: 'POST',
      headers: { ...tusHeaders(editor.token), 'upload-length': String(2 * 1024 * 1024), 'upload-metadata': metadataHeader({ filename: 'poster.jpg', filetype: 'image/jpeg' }) },
    });
    expect(tooBig.status).toBe(413);
    expect(await tooBig.text()).toBe('poster.jpg is 2 MB: a picture may be at most 1 MB (UPLOAD_MAX_IMAGE_MB)\n');
    expect(staged(s)).toEqual([]);
    // Videos have their own (default) limit.
    const video = await upload(s, editor.token, fakeMp4(2 * 1024 * 1024), { filename: 'clip.mp4', filetype: 'video/mp4' });
    expect(video.error).toBeUndefined();

    const created = await fetch(`${s.url}/api/admin/uploads`, {
      method: 'POST',
      headers: { ...tusHeaders(editor.token), 'upload-length': '100', 'upload-metadata': metadataHeader({ filename: 'small.png', filetype: 'image/png' }) },
    });
    expect(created.status).toBe(201);
    const patch = await fetch(`${s.url}${created.headers.get('location')}`, {
      method: 'PATCH',
      headers: { ...tusHeaders(editor.token), 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      body: new Uint8Array(picture.subarray(0, 1000)),
    });
    expect(patch.status).toBe(413);
  });

  it('deletes an upload left unfinished once it expires', async () => {
    const created = await fetch(`${s.url}/api/admin/uploads`, {
      method: 'POST',
      headers: { ...tusHeaders(editor.token), 'upload-length': String(picture.length), 'upload-metadata': metadataHeader({ filename: 'left.png', filetype: 'image/png' }) },
    });
    const url = `${s.url}${created.headers.get('location')}`;
    await fetch(url, { method: 'PATCH', headers: { ...tusHeaders(editor.token), 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }, body: new Uint8Array(picture.subarray(0, CHUNK)) });
    expect(staged(s).length).toBeGreaterThan(0);
    const dir = path.join(s.ctx.dataDir, 'uploads');
    expect(await sweepStagedUploads(dir, s.ctx.env.UPLOAD_EXPIRY_HOURS * 3600_000)).toBe(0);
    expect(await sweepStagedUploads(dir, s.ctx.env.UPLOAD_EXPIRY_HOURS * 3600_000, Date.now() + (s.ctx.env.UPLOAD_EXPIRY_HOURS + 1) * 3600_000)).toBeGreaterThan(0);
    expect(staged(s)).toEqual([]);
    expect((await fetch(url, { method: 'HEAD', headers: tusHeaders(editor.token) })).status).toBe(404);
  });

  it('lets only staff upload and browse, only its creator continue an upload, and only publishers delete', async () => {
    const start = (token?: string) =>
      fetch(`${s.url}/api/admin/uploads`, { method: 'POST', headers: { ...tusHeaders(token), 'upload-length': '10', 'upload-metadata': metadataHeader({ filename: 'a.png', filetype: 'image/png' }) } });
    expect((await start()).status).toBe(401);
    expect((await start(member.token)).status).toBe(403);
    expect((await s.api('/api/admin/media')).status).toBe(401);
    expect((await s.api('/api/admin/media', { token: member.token })).status).toBe(403);
    const mine = await start(editor.token);
    expect((await fetch(`${s.url}${mine.headers.get('location')}`, { method: 'HEAD', headers: tusHeaders(publisher.token) })).status).toBe(404);
    await fetch(`${s.url}${mine.headers.get('location')}`, { method: 'DELETE', headers: tusHeaders(editor.token) });

    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c04020' } }).jpeg().toBuffer();
    const sunset = await upload(s, publisher.token, jpeg, { filename: 'Beach-SUNSET.jpg', filetype: 'image/jpeg' });
    const search = await s.api('/api/admin/media?q=sunset', { token: editor.token });
    expect(search.body.data.map((a: { filename: string }) => a.filename)).toEqual(['Beach-SUNSET.jpg']);
    expect((await s.api('/api/admin/media?kind=video', { token: editor.token })).body.data.map((a: { filename: string }) => a.filename)).toEqual(['clip.mp4']);
    const page = await s.api('/api/admin/media?s=1&p=1', { token: editor.token });
    expect([page.body.data.length, page.headers.get('maxresults')]).toEqual([1, '3']);
    const bad = await s.api('/api/admin/media?kind=pdf', { token: editor.token });
    expect([bad.status, Object.keys(bad.body.error.fields ?? {})]).toEqual([400, ['kind']]);

    expect((await s.api(`/api/admin/media/${sunset.assetId}`, { method: 'DELETE', token: editor.token })).status).toBe(403);
    expect((await s.api(`/api/admin/media/${sunset.assetId}`, { method: 'DELETE', token: publisher.token })).status).toBe(200);
    expect((await s.api('/api/admin/media?q=sunset', { token: editor.token })).body.data).toEqual([]);
    expect((await s.api(`/api/admin/media/${sunset.assetId}`, { token: editor.token })).status).toBe(404);
  });
});
