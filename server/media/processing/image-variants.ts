// The `image-variants` job: an uploaded picture becomes the site's public pictures, each width
// (620, 960, 1920, 3840) in each variant: `plain`, `soft` (blurred and desaturated, for
// youth-protection mode), `upright` (a 2:3 crop placed where the picture draws attention) and
// `uprightsoft`, progressive JPEG, stored whole in the public store as `img/a<assetId>-<variant>-<width>.jpg`
// (server/media/urls.ts builds their URLs). Nothing is upscaled: a smaller original still gets every
// width's name, at its own size. Rendering runs in the image workers (image-workers.ts), one
// picture at a time per worker, so requests and logins never wait behind it.
import { IMAGE_WIDTHS } from '../../../schemas/api/common';
import type { ImageRecipe, ImageStep } from '../image-workers';
import { VARIANTS, assetImageName, type Variant } from '../urls';
import type { ProcessingHandler } from './processing-handler';

/** The decoded original, upright and at most this wide, is what every output is made from. */
const MASTER_WIDTH = Math.max(...IMAGE_WIDTHS);
const QUALITY = 80;
/** Blur a small rendering and scale it up, as the placeholders' soft variant does (media/images.ts). */
const SOFT_BASE = 480;
const soften = (resize: ImageStep): ImageStep[] => [resize, { blur: 6 }, { modulate: { saturation: 0.35, brightness: 1.05 } }, { png: {} }];

export const imageVariantKey = (assetId: number, variant: Variant, width: number) => `img/${assetImageName(assetId, variant, width)}`;

/** What one output is: its size in pixels (never above the original's) and how it is made from the master. */
export function variantRecipe(master: Uint8Array, size: { width: number; height: number }, variant: Variant, width: number): { recipe: ImageRecipe; width: number; height: number } {
  const upright = variant.startsWith('upright');
  const soft = variant.endsWith('soft');
  // The largest 2:3 box inside the picture.
  const boxWidth = upright ? Math.max(1, Math.min(size.width, Math.floor((size.height * 2) / 3))) : size.width;
  const w = Math.min(width, boxWidth);
  const h = upright ? Math.max(1, Math.round((w * 3) / 2)) : Math.max(1, Math.round((w * size.height) / size.width));
  const jpeg: ImageStep = { jpeg: { quality: QUALITY, progressive: true } };
  const crop = (cw: number, ch: number): ImageStep => ({ resize: { width: cw, height: ch, fit: 'cover', position: 'attention' } });
  let stages: ImageStep[][];
  if (!soft) stages = [[upright ? crop(w, h) : { resize: { width: w } }, jpeg]];
  else {
    // The upright soft picture is the upright one's very cut (attention picks by size), softened.
    const cut: ImageStep[][] = upright ? [[crop(w, h), { jpeg: { quality: 92 } }]] : [];
    stages = [...cut, soften({ resize: { width: Math.min(SOFT_BASE, w) } }), [{ resize: { width: w, height: h, fit: 'fill' } }, jpeg]];
  }
  return { recipe: { input: { bytes: master }, stages }, width: w, height: h };
}

export const imageVariants: ProcessingHandler = {
  kind: 'image-variants',
  accepts: (asset) => asset.kind === 'image',
  async run(ctx, asset, progress) {
    const workers = ctx.images.workers;
    const original = await ctx.media.library.read(asset.storage_key);
    // One decode of a possibly huge original; every output is made from this.
    const master = await workers.render(`asset-${asset.id}-master`, {
      input: { bytes: original },
      stages: [[{ autoOrient: {} }, { resize: { width: MASTER_WIDTH, withoutEnlargement: true } }, { jpeg: { quality: 92 } }]],
    });
    const size = { width: master.width, height: master.height };
    const outputs = VARIANTS.flatMap((variant) => IMAGE_WIDTHS.map((width) => ({ variant, width })));
    const made: Record<string, { width: number; height: number }> = {};
    let done = 0;
    for (const { variant, width } of outputs) {
      const { recipe, ...dims } = variantRecipe(master.data, size, variant, width);
      const key = imageVariantKey(asset.id, variant, width);
      const bytes = await workers.run(`asset-${key}`, recipe);
      // A whole object: readers see the previous file or this one, never part of it.
      await ctx.media.public.write(key, bytes);
      made[`${variant}-${width}`] = dims;
      await progress(++done / outputs.length);
    }
    return { width: size.width, height: size.height, outputs: made };
  },
};
