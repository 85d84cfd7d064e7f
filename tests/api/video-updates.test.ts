// @vitest-environment node
// An update plays a library video: staff name it (videoAssetId, checked and recorded), and once the
// video job has made its outputs, visitors get its trailer and hover clip and members its own
// rendition, where until then the demo clips played. On both databases with the folder stores, and
// once with every store in an S3-compatible bucket (s3rver).
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../shared/roles';
import { addAsset, softDeleteAsset, type MediaAssetRow } from '../../server/media/library/assets';
import { ffmpegPath } from '../../server/media/processing/ffmpeg-run';
import { videoRenditions } from '../../server/media/processing/video-renditions';
import { backends, createUser, startServer, useRealNetwork, type Backend, type TestServer } from './harness';
import { startS3, type TestBucket } from './s3-server';
import { mediaBrowser } from './media-browser';

useRealNetwork();

/** A library file as an upload leaves it: its bytes in the library store, its row in media_assets. */
async function libraryFile(s: TestServer, kind: MediaAssetRow['kind'], name: string, bytes: Buffer): Promise<MediaAssetRow> {
  const key = `test/${Date.now()}-${name}`;
  await s.ctx.media.library.write(key, bytes);
  const contentType = kind === 'video' ? 'video/mp4' : 'image/png';
  return addAsset(s.ctx, { kind, original_filename: name, content_type: contentType, size: bytes.length, sha256: '0'.repeat(64), storage_key: key, width: null, height: null, uploaded_by: null, created_at: s.ctx.now() });
}

const cases: [Backend, 'local' | 's3'][] = [...backends.map((b): [Backend, 'local'] => [b, 'local']), [backends[0]!, 's3']];

describe.each(cases)('updates playing a library video on %s with %s storage', (backend, driver) => {
  let started: TestServer | undefined;
  let bucket: TestBucket | undefined;
  const server = () => started!;
  let editor: string;
  let publisher: string;
  let member: string;
  let clip: MediaAssetRow;
  let picture: MediaAssetRow;

  beforeAll(async () => {
    bucket = driver === 's3' ? await startS3() : undefined;
    started = await startServer(backend, { seedUpdates: 12, env: { ...bucket?.env } });
    const s = server();
    expect(s.ctx.media.members.driver).toBe(driver);
    editor = (await createUser(s, 'editor1', { role: ROLE.editor })).token;
    publisher = (await createUser(s, 'publisher1', { role: ROLE.staff })).token;
    member = (await createUser(s, 'member1', { subscribed: true })).token;
    const file = path.join(s.ctx.dataDir, 'clip.mp4');
    const made = spawnSync(await ffmpegPath(), ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=duration=2:size=320x180:rate=24', '-f', 'lavfi', '-i', 'sine=duration=2', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file]);
    expect(made.status, made.stderr.toString()).toBe(0);
    clip = await libraryFile(s, 'video', 'clip.mp4', fs.readFileSync(file));
    picture = await libraryFile(s, 'image', 'still.png', Buffer.from('89504e470d0a1a0a', 'hex'));
  }, 60_000);
  afterAll(async () => {
    await started?.close();
    await bucket?.close();
  });

  it('takes a library video as videoAssetId, refuses anything else naming the field, and records the change', async () => {
    const s = server();
    const created = await s.api('/api/staff/updates', { method: 'POST', token: editor, json: { contentType: 'video', fullName: 'Clip test', permaLink: `clip-test-${backend}-${driver}`, videoAssetId: clip.id } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data.videoAssetId).toBe(clip.id);
    const id: number = created.body.data.id;
    // The media library says which update plays the clip.
    expect((await s.api(`/api/admin/media/${clip.id}`, { token: editor })).body.data.usage).toEqual([{ kind: 'update', id, label: 'Clip test' }]);

    const refused = async (videoAssetId: unknown, status: number, message: RegExp) => {
      const res = await s.api(`/api/staff/updates/${id}`, { method: 'PUT', token: editor, json: { videoAssetId } });
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(Object.keys(res.body.error.fields ?? {})).toEqual(['videoAssetId']);
      expect(res.body.error.message).toMatch(message);
    };
    await refused(picture.id, 422, /not a video/);
    await refused(999999, 422, /no library file with id 999999/);
    await refused('clip.mp4', 400, /videoAssetId/);
    const gone = await libraryFile(s, 'video', 'gone.mp4', Buffer.from('x'));
    await softDeleteAsset(s.ctx, gone.id);
    await refused(gone.id, 422, new RegExp(`no library file with id ${gone.id}`));
    expect((await s.api(`/api/staff/updates/${id}`, { token: editor })).body.data.videoAssetId).toBe(clip.id);

    const cleared = await s.api(`/api/staff/updates/${id}`, { method: 'PUT', token: editor, json: { videoAssetId: null } });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.videoAssetId).toBeNull();
    const history = (await s.api(`/api/staff/updates/${id}/history`, { token: editor })).body.data as { action: string; username: string; changes: Record<string, { before: unknown; after: unknown }> }[];
    expect(history[0]).toMatchObject({ action: 'edit', username: 'editor1', changes: { videoAssetId: { before: clip.id, after: null } } });
    expect(history.at(-1)).toMatchObject({ action: 'create', changes: { videoAssetId: { before: null, after: clip.id } } });
  });

  it('plays the video job outputs once they exist: trailer and hover clip for visitors, the rendition for members', async () => {
    const s = server();
    const video = (await s.api('/api/public/videos?s=1')).body.data[0] as { id: number; permaLink: string; trailerSrc?: string };
    const edited = await s.api(`/api/staff/updates/${video.id}`, { method: 'PUT', token: publisher, json: { videoAssetId: clip.id } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    // Not processed yet: the demo clips keep playing.
    const before = (await s.api(`/api/public/updates/${video.permaLink}`)).body.data;
    expect(before.trailerSrc).toBe(video.trailerSrc);
    expect(before.trailerSrc).not.toContain(`a${clip.id}-`);

    const fractions: number[] = [];
    const result = await videoRenditions.run(s.ctx, clip, async (f) => void fractions.push(f));
    expect(fractions.at(-1)).toBe(1);
    expect(result).toMatchObject({ trailer: { key: `video/a${clip.id}-trailer.mp4` }, renditions: [{ key: `video/a${clip.id}-180p.mp4`, width: 320, height: 180 }] });

    const after = (await s.api(`/api/public/updates/${video.permaLink}`)).body.data;
    expect(after.trailerSrc).toBe(`/media/public/video/a${clip.id}-trailer.mp4`);
    expect(after.previewSrc).toBe(`/media/public/video/a${clip.id}-preview.mp4`);
    const trailer = await fetch(`${s.url}${after.trailerSrc}`);
    expect(trailer.status).toBe(200);
    expect(trailer.headers.get('content-type')).toBe('video/mp4');
    const poster = await fetch(`${s.url}/media/public/img/a${clip.id}-poster.jpg`);
    expect(poster.status).toBe(200);
    expect(poster.headers.get('content-type')).toBe('image/jpeg');
    // The member rendition is not public.
    expect((await fetch(`${s.url}/media/public/video/a${clip.id}-180p.mp4`)).status).toBe(404);

    // A member gets its own rendition, in the one slot a 180p source fills (nothing upscaled to 4K).
    const browser = mediaBrowser(s, member);
    const downloads = (await browser.api(`/api/updates/${video.id}/downloads`)).body.data;
    const rendition = await s.ctx.media.members.read(`video/a${clip.id}-180p.mp4`);
    expect(downloads.videoSrc_1920_filesize).toBe(rendition.length);
    expect(downloads.videoSrc_3840).toBeUndefined();
    const played = await browser.get(downloads.videoSrc_1920);
    expect(played.status).toBe(200);
    expect(Buffer.from(await played.arrayBuffer()).equals(rendition)).toBe(true);
  }, 60_000);
});
