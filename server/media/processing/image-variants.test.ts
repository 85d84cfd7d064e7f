// @vitest-environment node
// An uploaded picture becomes the site's sixteen public pictures: every width in every variant,
// never larger than the original, upright ones cut 2:3, soft ones visibly softer, progressive JPEG.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp, { type Metadata, type Stats } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../context';
import { ImageWorkers } from '../image-workers';
import type { MediaAssetRow } from '../library/assets';
import { diskStores } from '../storage/disk-store';
import type { MediaStores } from '../storage/media-store';
import { imageVariantKey, imageVariants } from './image-variants';

const VARIANTS = ['plain', 'soft', 'upright', 'uprightsoft'] as const;
const WIDTHS = [620, 960, 1920, 3840] as const;

/** A colourful, detailed picture: a gradient with sharp-edged shapes and noise. */
async function photo(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#e02020"/><stop offset="1" stop-color="#2040e0"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 4}" fill="#20e040"/><rect x="10" y="10" width="${width / 5}" height="${height / 5}" fill="#ffff00"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

const asset = (id: number, key: string, width: number, height: number): MediaAssetRow => ({
  id,
  kind: 'image',
  original_filename: `${id}.jpg`,
  filename_lower: `${id}.jpg`,
  content_type: 'image/jpeg',
  size: 1,
  sha256: '0'.repeat(64),
  storage_key: key,
  width,
  height,
  uploaded_by: null,
  created_at: '2026-01-01T00:00:00.000Z',
  deleted_at: null,
});

describe('the image-variants job', () => {
  let dir: string;
  let media: MediaStores;
  let workers: ImageWorkers;
  let ctx: AppContext;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'image-variants-'));
    media = diskStores(dir);
    workers = new ImageWorkers({ threads: 1 });
    ctx = { media, images: { workers } } as unknown as AppContext;
  });
  afterAll(async () => {
    await workers.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const processed = async (id: number, width: number, height: number) => {
    await media.library.write(`assets/${id}.jpg`, await photo(width, height));
    const progress: number[] = [];
    const result = await imageVariants.run(ctx, asset(id, `assets/${id}.jpg`, width, height), (f) => (progress.push(f), Promise.resolve()));
    const sizes = new Map<string, Metadata>();
    for (const variant of VARIANTS) for (const w of WIDTHS) sizes.set(`${variant}-${w}`, await sharp(await media.public.read(imageVariantKey(id, variant, w))).metadata());
    return { progress, result, sizes };
  };

  it('takes pictures, not videos or zips', () => {
    expect(imageVariants.accepts(asset(1, 'assets/1.jpg', 10, 10))).toBe(true);
    expect(imageVariants.accepts({ ...asset(1, 'assets/1.mp4', 10, 10), kind: 'video' })).toBe(false);
    expect(imageVariants.accepts({ ...asset(1, 'assets/1.zip', 10, 10), kind: 'archive' })).toBe(false);
  });

  it('makes every width of every variant as progressive JPEG in the public store, upright ones 2:3, reporting progress after each', async () => {
    const { progress, sizes, result } = await processed(41, 3000, 2000);
    expect(progress).toHaveLength(16);
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((x, y) => x - y));
    for (const variant of ['plain', 'soft']) {
      expect(WIDTHS.map((w) => [sizes.get(`${variant}-${w}`)!.width, sizes.get(`${variant}-${w}`)!.height])).toEqual([
        [620, 413],
        [960, 640],
        [1920, 1280],
        // Not upscaled past the original's 3000 px.
        [3000, 2000],
      ]);
    }
    for (const variant of ['upright', 'uprightsoft']) {
      // The largest 2:3 cut of a 3000x2000 picture is 1333 px wide.
      expect(WIDTHS.map((w) => [sizes.get(`${variant}-${w}`)!.width, sizes.get(`${variant}-${w}`)!.height])).toEqual([
        [620, 930],
        [960, 1440],
        [1333, 2000],
        [1333, 2000],
      ]);
    }
    for (const meta of sizes.values()) expect(meta).toMatchObject({ format: 'jpeg', isProgressive: true });
    expect(result).toMatchObject({ width: 3000, height: 2000 });
    // Nothing lands in the members' store.
    expect(await media.members.list('img')).toEqual([]);
  });

  it('makes the soft variants blurred and paler than the plain ones', async () => {
    const stats = async (variant: string) => sharp(await media.public.read(imageVariantKey(41, variant as 'plain', 620))).stats();
    const [plain, soft, upright, uprightSoft] = await Promise.all(['plain', 'soft', 'upright', 'uprightsoft'].map(stats));
    expect(soft!.sharpness).toBeLessThan(plain!.sharpness / 2);
    expect(uprightSoft!.sharpness).toBeLessThan(upright!.sharpness / 2);
    // Desaturated: the red and blue channels' means move towards each other.
    const spread = (s: Stats) => Math.abs(s.channels[0]!.mean - s.channels[2]!.mean) + Math.abs(s.channels[1]!.mean - s.channels[2]!.mean);
    expect(spread(soft!)).toBeLessThan(spread(plain!));
  });

  it('still names every width for a small original, each at most its own size', async () => {
    const { sizes, progress } = await processed(42, 500, 400);
    expect(progress).toHaveLength(16);
    for (const w of WIDTHS) {
      expect(sizes.get(`plain-${w}`)).toMatchObject({ width: 500, height: 400 });
      expect(sizes.get(`soft-${w}`)).toMatchObject({ width: 500, height: 400 });
      expect(sizes.get(`upright-${w}`)).toMatchObject({ width: 266, height: 399 });
      expect(sizes.get(`uprightsoft-${w}`)).toMatchObject({ width: 266, height: 399 });
    }
  });
});
