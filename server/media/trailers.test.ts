// @vitest-environment node
// Demo trailers from the poster art: frames that start on the poster and move slowly over it, at
// the poster's shape, cached once, and advertised instead of the committed clips once made.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { ImagePool } from './images';
import { DiskStore } from './storage/disk-store';
import { demoClip, loadClips, posterClipName } from './urls';
import { CLIP_SHAPES, ffmpegEncoder, findFfmpeg, kenBurnsWindow, posterFrames, PosterTrailers, type ClipShape, type VideoEncoder } from './trailers';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trailers-'));
const images = new ImagePool(path.join(dir, 'img'));
afterAll(async () => {
  await images.close();
  fs.rmSync(dir, { recursive: true, force: true });
});
const small: ClipShape = { width: 160, height: 90, fps: 4, seconds: 2 };

/** Mean absolute difference of two raw RGB frames, 0..255. */
const difference = (a: Buffer, b: Buffer) => a.reduce((sum, value, i) => sum + Math.abs(value - b[i]!), 0) / a.length;

/** Stands in for ffmpeg: keeps the frames it is given and writes a file. */
function recordingEncoder() {
  const encoded: { shape: ClipShape; frames: Buffer[]; outFile: string }[] = [];
  const encoder: VideoEncoder = {
    async encode(frames, shape, outFile) {
      const list: Buffer[] = [];
      for await (const frame of frames) list.push(frame);
      encoded.push({ shape, frames: list, outFile });
      fs.writeFileSync(outFile, Buffer.concat(list.slice(0, 1)));
    },
  };
  return { encoder, encoded };
}

describe('frames from the poster', () => {
  it('zooms in slowly from the whole poster, never leaving it', () => {
    const poster = { width: 1920, height: 1080 };
    expect(kenBurnsWindow(0, 100, poster)).toEqual({ left: 0, top: 0, width: 1920, height: 1080 });
    const last = kenBurnsWindow(99, 100, poster);
    expect(last.width / last.height).toBeCloseTo(16 / 9, 2);
    expect(last.width).toBe(Math.round(1920 * 0.88));
    for (let frame = 0; frame < 100; frame++) {
      const w = kenBurnsWindow(frame, 100, poster);
      expect(w.left + w.width).toBeLessThanOrEqual(1920);
      expect(w.top + w.height).toBeLessThanOrEqual(1080);
      // No jumps: neighbouring frames move by a few pixels at most.
      const next = kenBurnsWindow(Math.min(frame + 1, 99), 100, poster);
      expect(Math.abs(next.width - w.width)).toBeLessThanOrEqual(6);
    }
  });

  it('starts on the poster itself (its poster frame) and moves over it at 16:9', async () => {
    const poster = fs.readFileSync(await images.file('5-plain-1920.jpg'));
    const frames: Buffer[] = [];
    for await (const frame of posterFrames(poster, small, images.workers)) frames.push(frame);
    expect(frames).toHaveLength(small.fps * small.seconds);
    for (const frame of frames) expect(frame.length).toBe(small.width * small.height * 3);
    const posterPixels = await sharp(poster).resize(small.width, small.height, { fit: 'fill' }).removeAlpha().raw().toBuffer();
    expect(difference(frames[0]!, posterPixels)).toBeLessThan(4);
    expect(difference(frames.at(-1)!, posterPixels)).toBeGreaterThan(difference(frames[0]!, posterPixels));
    // Another update's poster gives another clip: the clip belongs to its own poster.
    const other = fs.readFileSync(await images.file('9-plain-1920.jpg'));
    const otherFirst = (await posterFrames(other, small, images.workers).next()).value as Buffer;
    expect(difference(otherFirst, frames[0]!)).toBeGreaterThan(20);
  });
});

describe('the demo clips', () => {
  it('are made once per pool, kept on disk, and advertised instead of the committed clips', async () => {
    const store = new DiskStore('public', path.join(dir, 'public'));
    fs.mkdirSync(path.join(dir, 'public', 'video'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'public', 'video', 'trailer-3.mp4'), 'committed');
    await loadClips(store);
    expect(demoClip('trailer', 7)).toBe('/media/public/video/trailer-3.mp4');

    const { encoder, encoded } = recordingEncoder();
    const trailers = new PosterTrailers(images, path.join(dir, 'clips'), encoder);
    const file = await trailers.clip('trailer', 7);
    expect(encoded).toHaveLength(1);
    expect(encoded[0]!.shape).toEqual(CLIP_SHAPES.trailer);
    expect(CLIP_SHAPES.trailer.width / CLIP_SHAPES.trailer.height).toBeCloseTo(16 / 9, 5);
    expect(encoded[0]!.frames).toHaveLength(CLIP_SHAPES.trailer.fps * CLIP_SHAPES.trailer.seconds);
    expect(path.basename(file)).toBe(posterClipName('trailer', 7));
    // Asked again (or by a new process with the same folder): the file on disk, nothing encoded.
    await new PosterTrailers(images, path.join(dir, 'clips'), encoder).clip('trailer', 7);
    expect(encoded).toHaveLength(1);

    await store.put(`video/${posterClipName('trailer', 7)}`, file, { link: true });
    await loadClips(store);
    expect(demoClip('trailer', 7)).toBe('/media/public/video/poster-trailer-7.mp4');
    expect(demoClip('trailer', 8)).toBeUndefined();
  });
});

describe('encoding with the installed ffmpeg', () => {
  it('writes an H.264 MP4 of the requested size that starts on the poster', async () => {
    const binary = await findFfmpeg();
    // The package is a dependency: a missing binary is a broken install, not a reason to skip.
    expect(binary, '@ffmpeg-installer/ffmpeg did not provide a binary').toBeTruthy();
    const outFile = path.join(dir, 'real.mp4');
    const poster = fs.readFileSync(await images.file('5-plain-1920.jpg'));
    await ffmpegEncoder(binary!).encode(posterFrames(poster, small, images.workers), small, outFile);
    const mp4 = fs.readFileSync(outFile);
    expect(mp4.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(mp4.includes(Buffer.from('avc1'))).toBe(true);
    // The track header (tkhd) ends with width and height as 16.16 fixed point numbers.
    const tkhd = mp4.indexOf(Buffer.from('tkhd'));
    const size = mp4.readUInt32BE(tkhd - 4);
    const end = tkhd - 4 + size;
    expect([mp4.readUInt32BE(end - 8) >>> 16, mp4.readUInt32BE(end - 4) >>> 16]).toEqual([small.width, small.height]);
    // faststart: the index (moov) precedes the frames (mdat), so a browser plays before the end arrives.
    expect(mp4.indexOf(Buffer.from('moov'))).toBeLessThan(mp4.indexOf(Buffer.from('mdat')));
  });
});
