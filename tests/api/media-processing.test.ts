// @vitest-environment node
// From an uploaded picture to the site's pictures, as staff and visitors see it: the upload queues
// its processing (shown in the media library with its progress), an update and a model take the
// picture (imageAssetId, checked and recorded in their history), visitors keep the pool pictures
// until the variants are made and then get the a<id> pictures, which the public media route serves;
// the library says where the picture is used, and a failed file can be processed again.
import sharp from 'sharp';
import * as tus from 'tus-js-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../shared/roles';
import { addAsset } from '../../server/media/library/assets';
import { MediaJobQueue, enqueueAsset } from '../../server/media/processing/queue';
import { backends, createUser, liveVersion, suiteServer, useRealNetwork, type TestServer } from './harness';

useRealNetwork();

/** One whole upload with tus-js-client; the library file's id. */
function upload(s: TestServer, token: string, data: Buffer, filename: string, filetype: string): Promise<number> {
  return new Promise((resolve, reject) => {
    new tus.Upload(data, {
      endpoint: `${s.url}/api/admin/uploads`,
      headers: { authorization: `Bearer ${token}` },
      metadata: { filename, filetype },
      retryDelays: [],
      onSuccess: ({ lastResponse }) => resolve(Number(lastResponse.getHeader('Media-Asset-Id'))),
      onError: reject,
    }).start();
  });
}

describe.each(backends)('processing library pictures on %s', (backend) => {
  const server = suiteServer(backend, { seedUpdates: 4 });
  let member: string;
  let editor: string;
  let publisher: string;
  let pictureId: number;

  beforeAll(async () => {
    const s = server();
    member = (await createUser(s, 'pmember', { subscribed: true })).token;
    editor = (await createUser(s, 'peditor', { role: ROLE.editor })).token;
    publisher = (await createUser(s, 'ppublisher', { role: ROLE.staff })).token;
    const picture = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c04080' } }).jpeg().toBuffer();
    pictureId = await upload(s, editor, picture, 'Beach.jpg', 'image/jpeg');
  }, 60_000);

  const asset = async (id: number) => (await server().api(`/api/admin/media/${id}`, { token: editor })).body.data;

  it('queues the processing of an uploaded picture and shows it in the library', async () => {
    expect(pictureId).toBeGreaterThan(0);
    expect(await asset(pictureId)).toMatchObject({ filename: 'Beach.jpg', processing: { state: 'queued', progress: 0, error: null, attempts: 0 }, usage: [] });
  });

  it('takes a library picture for an update and a model only when it is a picture that exists, and records it', async () => {
    const s = server();
    const video = await addAsset(s.ctx, { kind: 'video', original_filename: 'clip.mp4', content_type: 'video/mp4', size: 10, sha256: '0'.repeat(64), storage_key: 'assets/clip-test.mp4', width: null, height: null, uploaded_by: null, created_at: s.ctx.now() });
    for (const [imageAssetId, message] of [
      [999_999, 'no media library file with id 999999'],
      [video.id, `media library file ${video.id} is a video, not a picture`],
    ] as const) {
      const update = await s.api('/api/staff/updates', { method: 'POST', token: editor, json: { contentType: 'video', fullName: 'Bad picture', permaLink: 'bad-picture', imageAssetId } });
      expect(update.status).toBe(422);
      expect(update.body.error.fields).toEqual({ imageAssetId: message });
      const model = await s.api('/api/staff/models', { method: 'POST', token: editor, json: { fullName: 'Bad Picture', permaLink: 'bad-picture', imageAssetId } });
      expect(model.status).toBe(422);
      expect(model.body.error.fields).toEqual({ imageAssetId: message });
    }
    expect((await s.api('/api/staff/updates', { method: 'POST', token: editor, json: { contentType: 'video', fullName: 'Bad', permaLink: 'bad', imageAssetId: 'x' } })).body.error.fields).toHaveProperty('imageAssetId');

    const update = await s.api('/api/staff/updates', { method: 'POST', token: editor, json: { contentType: 'photo', fullName: 'Beach Day', permaLink: 'beach-day', imagePool: 5 } });
    expect(update.status).toBe(201);
    expect(update.body.data.imageAssetId).toBeNull();
    const edited = await s.api(`/api/staff/updates/${update.body.data.id}`, { method: 'PUT', token: editor, json: { imageAssetId: pictureId } });
    expect(edited.status).toBe(200);
    expect(edited.body.data.imageAssetId).toBe(pictureId);
    const history = (await s.api(`/api/staff/updates/${update.body.data.id}/history`, { token: editor })).body.data;
    expect(history[0]).toMatchObject({ action: 'edit', username: 'peditor', changes: { imageAssetId: { before: null, after: pictureId } } });
    expect((await s.api(`/api/staff/updates/${update.body.data.id}/publish`, { method: 'POST', token: publisher })).status).toBe(200);

    const model = await s.api('/api/staff/models', { method: 'POST', token: editor, json: { fullName: 'Sunny Shore', permaLink: 'sunny-shore', imagePool: 7, imageAssetId: pictureId } });
    expect(model.status).toBe(201);
    expect(model.body.data.imageAssetId).toBe(pictureId);
    expect((await s.api(`/api/staff/models/${model.body.data.id}/history`, { token: editor })).body.data[0].changes.imageAssetId).toEqual({ before: null, after: pictureId });
    expect((await s.api(`/api/staff/models/${model.body.data.id}/publish`, { method: 'POST', token: publisher })).status).toBe(200);
  });

  it('shows visitors the pool pictures until the variants are made, then the library picture’s, which the site serves', async () => {
    const s = server();
    const before = (await s.api('/api/public/updates/beach-day')).body.data;
    expect(before.previewImage['620']).toMatch(/\/media\/public\/img\/5-plain-620\.jpg$/);
    expect((await s.api('/api/public/models/sunny-shore')).body.data.image['960']).toMatch(/\/media\/public\/img\/7-plain-960\.jpg$/);
    // The file is not there yet either.
    expect((await s.api(`/media/public/img/a${pictureId}-plain-620.jpg`)).status).toBe(404);

    await new MediaJobQueue(s.ctx).drain();

    const after = (await s.api('/api/public/updates/beach-day')).body.data;
    expect(after.previewImage).toEqual({
      620: `/media/public/img/a${pictureId}-plain-620.jpg`,
      960: `/media/public/img/a${pictureId}-plain-960.jpg`,
      1920: `/media/public/img/a${pictureId}-plain-1920.jpg`,
      3840: `/media/public/img/a${pictureId}-plain-3840.jpg`,
    });
    expect(after.previewImageSoft['960']).toBe(`/media/public/img/a${pictureId}-soft-960.jpg`);
    expect(after.previewImageUprightSoft['620']).toBe(`/media/public/img/a${pictureId}-uprightsoft-620.jpg`);
    const model = (await s.api('/api/public/models/sunny-shore')).body.data;
    expect(model.avatarUrl).toBe(`/media/public/img/a${pictureId}-upright-620.jpg`);
    expect(model.imageSoft['1920']).toBe(`/media/public/img/a${pictureId}-soft-1920.jpg`);
    // In lists too.
    const list = (await s.api('/api/public/updates?type=photo&s=50')).body.data as { permaLink: string; previewImage: Record<string, string> }[];
    expect(list.find((u) => u.permaLink === 'beach-day')?.previewImage['620']).toBe(`/media/public/img/a${pictureId}-plain-620.jpg`);

    const res = await fetch(`${s.url}/media/public/img/a${pictureId}-upright-960.jpg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    // A 1200x800 picture's largest 2:3 cut is 533 px wide: never upscaled.
    expect([meta.width, meta.height]).toEqual([533, 800]);
  });

  it('tells staff the picture is processed and which update and model show it, in the list too', async () => {
    const s = server();
    const one = await asset(pictureId);
    expect(one.processing).toEqual({ state: 'done', progress: 1, error: null, attempts: 1 });
    expect(one.usage).toEqual([
      { kind: 'update', id: expect.any(Number), label: 'Beach Day' },
      { kind: 'model', id: expect.any(Number), label: 'Sunny Shore' },
    ]);
    const list = (await s.api('/api/admin/media?kind=image', { token: editor })).body.data as { id: number; processing: unknown; usage: unknown[] }[];
    expect(list.find((a) => a.id === pictureId)).toMatchObject({ processing: { state: 'done' }, usage: [{ label: 'Beach Day' }, { label: 'Sunny Shore' }] });
  });

  it('lets staff process a failed file again', async () => {
    const s = server();
    // A library row whose file is gone: every attempt fails.
    const broken = await addAsset(s.ctx, { kind: 'image', original_filename: 'gone.jpg', content_type: 'image/jpeg', size: 10, sha256: '0'.repeat(64), storage_key: 'assets/gone-test.jpg', width: 10, height: 10, uploaded_by: null, created_at: s.ctx.now() });
    await enqueueAsset(s.ctx, broken);
    await new MediaJobQueue(s.ctx, { backoffMs: () => 0 }).drain();
    const failed = (await asset(broken.id)).processing;
    expect(failed).toMatchObject({ state: 'failed', attempts: 3 });
    expect(failed.error).toMatch(/ENOENT|not found|no such file/i);

    expect((await s.api(`/api/admin/media/${broken.id}/reprocess`, { method: 'POST' })).status).toBe(401);
    expect((await s.api(`/api/admin/media/${broken.id}/reprocess`, { method: 'POST', token: member })).status).toBe(403);
    expect((await s.api('/api/admin/media/999999/reprocess', { method: 'POST', token: editor })).status).toBe(404);
    const again = await s.api(`/api/admin/media/${broken.id}/reprocess`, { method: 'POST', token: editor });
    expect(again.status).toBe(200);
    expect(again.body.data.processing).toEqual({ state: 'queued', progress: 0, error: null, attempts: 0 });
    const twice = await s.api(`/api/admin/media/${broken.id}/reprocess`, { method: 'POST', token: editor });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toMatch(/gone\.jpg is being processed/);
  });

  it('names the places of the live site configuration that show a picture, such as a slide of the home slider', async () => {
    const s = server();
    const live = (await s.api('/api/configs/live', { token: publisher })).body.data.config;
    const set = (variant: string) => Object.fromEntries([620, 960, 1920, 3840].map((w) => [String(w), `/media/public/img/a${pictureId}-${variant}-${w}.jpg`]));
    const slider = live.ui.sites.homesite.containers.find((block: { type: string }) => block.type === 'slider');
    slider.props = { slides: [{ title: { en_US: 'Beach' }, text: { en_US: 'Day' }, buttonLink: '/signup', image: set('plain'), imageSoft: set('soft'), align: 'left' }], autoplayMs: 0, ratio: '16:9' };
    const published = await s.api('/api/configs/publish', { method: 'POST', token: publisher, json: { config: live, baseVersion: await liveVersion(s, publisher) } });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const usage = (await asset(pictureId)).usage as { kind: string; id: number | string; label: string }[];
    expect(usage.filter((u) => u.kind === 'config').map((u) => u.label)).toEqual(['slider #home-slider: slides › 1 › image', 'slider #home-slider: slides › 1 › imageSoft']);
  });
});
