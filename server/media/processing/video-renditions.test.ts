// @vitest-environment node
// The video job as a staff upload meets it: a short clip (ffmpeg's test picture with a tone)
// becomes its member rendition, a trailer and hover clip shorter than itself, and a JPEG poster,
// with progress that only grows; a corrupt file fails saying so and leaves nothing in the stores.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../context';
import type { MediaAssetRow } from '../library/assets';
import { diskStores } from '../storage/disk-store';
import { ffmpegPath, ffmpegRunning, probeVideo } from './ffmpeg-run';
import { clipTimes, renderVideo, renditionHeights, videoRenditions } from './video-renditions';
import { memberSlots, videoKeys, videoOutputs } from './video-outputs';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'video-renditions-'));
const media = diskStores(path.join(dir, 'media'));
const ctx = { dataDir: dir, media, logger: pino({ level: 'silent' }) } as unknown as AppContext;
let ffmpeg: string;

beforeAll(async () => {
  ffmpeg = await ffmpegPath();
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** ffmpeg's test picture with a sine tone, as a camera or phone would deliver a clip. */
function makeClip(file: string, seconds: number, size: string) {
  const out = spawnSync(ffmpeg, ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', `testsrc=duration=${seconds}:size=${size}:rate=24`, '-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`, '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file]);
  expect(out.status, out.stderr.toString()).toBe(0);
}

/** The clip marked to be shown turned by 90 degrees, as a phone stores a portrait clip. */
function markTurned(file: string, out: string) {
  const done = spawnSync(ffmpeg, ['-hide_banner', '-loglevel', 'error', '-y', '-i', file, '-c', 'copy', '-metadata:s:v:0', 'rotate=90', out]);
  expect(done.status, done.stderr.toString()).toBe(0);
}

let nextId = 1;
async function upload(bytes: Buffer, name: string): Promise<MediaAssetRow> {
  const id = nextId++;
  const key = `${id}-${name}`;
  await media.library.write(key, bytes);
  return { id, kind: 'video', original_filename: name, filename_lower: name, content_type: 'video/mp4', size: bytes.length, sha256: '', storage_key: key, width: null, height: null, uploaded_by: null, created_at: '', deleted_at: null };
}

/** A file the stores hold, copied out to be probed. */
async function probeStored(store: 'public' | 'members', key: string) {
  const file = path.join(dir, `probe-${key.replace(/\//g, '-')}`);
  fs.writeFileSync(file, await media[store].read(key));
  return probeVideo(file);
}

describe('the renditions of an uploaded clip', () => {
  it('offers the player heights up to the source and never above it', () => {
    expect(renditionHeights(2160)).toEqual([2160, 1080]);
    expect(renditionHeights(1440)).toEqual([1080]);
    expect(renditionHeights(1080)).toEqual([1080]);
    expect(renditionHeights(361)).toEqual([360]);
    // The trailer never gives away more than half, the hover clip a third, of a short video.
    expect(clipTimes(3600)).toMatchObject({ trailer: 30, preview: 4, posterAt: 360 });
    expect(clipTimes(6)).toMatchObject({ trailer: 3, preview: 2 });
  });

  it('makes the member rendition, trailer, hover clip and poster, reporting progress from 0 to 1', async () => {
    const source = path.join(dir, 'clip.mp4');
    makeClip(source, 3, '640x360');
    const asset = await upload(fs.readFileSync(source), 'clip.mp4');
    const fractions: number[] = [];
    const result = await renderVideo(ctx, asset, async (f) => void fractions.push(f));

    expect(result.durationSeconds).toBeCloseTo(3, 1);
    expect(result.source).toEqual({ width: 640, height: 360, audio: true });
    // Smaller than Full HD: one rendition at its own size, in the player's Full HD slot.
    expect(result.renditions.map((r) => r.key)).toEqual([`video/a${asset.id}-360p.mp4`]);
    expect(memberSlots(result)[1920]?.key).toBe(`video/a${asset.id}-360p.mp4`);
    expect(memberSlots(result)[3840]).toBeUndefined();
    const full = await probeStored('members', videoKeys.rendition(asset.id, 360));
    expect(full).toMatchObject({ width: 640, height: 360, audio: true });
    expect(full.duration).toBeCloseTo(3, 0);
    // faststart: the index (moov) before the media data, so a player starts before the end arrives.
    const bytes = await media.members.read(videoKeys.rendition(asset.id, 360));
    expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat'));

    const trailer = await probeStored('public', videoKeys.trailer(asset.id));
    expect(trailer.duration).toBeLessThan(full.duration - 1);
    expect(trailer.audio).toBe(true);
    const preview = await probeStored('public', videoKeys.preview(asset.id));
    expect(preview.duration).toBeLessThan(trailer.duration);
    expect(preview).toMatchObject({ audio: false, width: 480, height: 270 });
    expect(result.trailer).toMatchObject({ key: `video/a${asset.id}-trailer.mp4`, store: 'public' });
    expect(result.preview).toMatchObject({ key: `video/a${asset.id}-preview.mp4`, store: 'public', width: 480 });

    const poster = await media.public.read(videoKeys.poster(asset.id));
    expect(poster.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(result.poster).toMatchObject({ key: `img/a${asset.id}-poster.jpg`, width: 640, height: 360 });

    expect(fractions[0]).toBe(0);
    expect(fractions.at(-1)).toBe(1);
    expect(fractions.length).toBeGreaterThan(3);
    for (let i = 1; i < fractions.length; i++) expect(fractions[i]!).toBeGreaterThan(fractions[i - 1]!);

    // The site reads the same outputs back.
    expect((await videoOutputs(ctx, asset.id))?.renditions[0]?.height).toBe(360);
  }, 60_000);

  it('fails a corrupt upload with a clear message and leaves no outputs', async () => {
    const source = path.join(dir, 'clip-short.mp4');
    makeClip(source, 1, '320x180');
    // The upload broke off: its start is there, its index never arrived.
    const asset = await upload(fs.readFileSync(source).subarray(0, 600), 'broken.mp4');
    // A run of the same job that a restart broke off left its folder behind.
    fs.mkdirSync(path.join(dir, 'processing', `video-a${asset.id}-0dead0`, 'leftover'), { recursive: true });
    const fractions: number[] = [];
    await expect(videoRenditions.run(ctx, asset, async (f) => void fractions.push(f))).rejects.toThrow(/not a video ffmpeg can read/);
    expect(fractions.every((f) => f === 0)).toBe(true);
    for (const key of [videoKeys.trailer(asset.id), videoKeys.preview(asset.id), videoKeys.poster(asset.id)]) expect(await media.public.stat(key)).toBeUndefined();
    expect((await media.members.list('video')).filter((name) => name.startsWith(`a${asset.id}-`))).toEqual([]);
    expect(await videoOutputs(ctx, asset.id)).toBeUndefined();
    // Nothing of this attempt or the broken-off one stays on the disk either.
    expect(fs.readdirSync(path.join(dir, 'processing'))).toEqual([]);
  }, 30_000);

  it('runs one ffmpeg at a time however many jobs run at once, and keeps a phone clip upright', async () => {
    const landscape = path.join(dir, 'clip-landscape.mp4');
    makeClip(landscape, 1, '320x180');
    const portrait = path.join(dir, 'clip-portrait.mp4');
    markTurned(landscape, portrait);
    const [a, b] = await Promise.all([upload(fs.readFileSync(landscape), 'a.mp4'), upload(fs.readFileSync(portrait), 'b.mp4')]);
    const seen: number[] = [];
    const watch = async () => void seen.push(ffmpegRunning());
    const results = await Promise.all([renderVideo(ctx, a, watch), renderVideo(ctx, b, watch)]);
    expect(results.map((r) => r.renditions[0]?.key)).toEqual([`video/a${a.id}-180p.mp4`, `video/a${b.id}-180p.mp4`]);
    expect(results[1]!.source).toMatchObject({ width: 180, height: 320 });
    expect(await probeStored('members', videoKeys.rendition(b.id, 180))).toMatchObject({ width: 180, height: 320 });
    expect(seen.some((n) => n === 1)).toBe(true);
    expect(Math.max(...seen)).toBe(1);
    expect(ffmpegRunning()).toBe(0);
  }, 60_000);

  it('takes videos only', async () => {
    const asset = await upload(Buffer.from('x'), 'a.mp4');
    expect(videoRenditions.accepts(asset)).toBe(true);
    expect(videoRenditions.accepts({ ...asset, kind: 'image' })).toBe(false);
  });
});
