// The files of a gallery zip, shared by the zip route (which streams them) and the downloads call
// (which announces the archive's size), so both always describe the same archive.
import type { AppContext } from '../context';
import { zipSize, type ZipEntry } from './zip';

export type ZipResolution = '1920' | 'original';

export const galleryImageName = (pool: number, position: number, width: number) => `${pool}-${position % 2 ? 'upright' : 'plain'}-${width}.jpg`;

/** Entries of an update's zip (rendering any missing pool image first), or null without pictures. */
export async function galleryZipEntries(ctx: AppContext, updateId: number, resolution: ZipResolution): Promise<{ permaLink: string; entries: ZipEntry[] } | null> {
  const width = resolution === 'original' ? 3840 : 1920;
  const update = await ctx.db.selectFrom('updates').select(['perma_link']).where('id', '=', updateId).executeTakeFirst();
  const images = await ctx.db.selectFrom('images').select(['image_pool', 'position']).where('update_id', '=', updateId).orderBy('position').execute();
  if (!update || !images.length) return null;
  // Galleries share a small pool of pictures: render each distinct one once, in parallel.
  const files = new Map<string, Promise<string>>();
  for (const img of images) {
    const name = galleryImageName(img.image_pool, img.position, width);
    if (!files.has(name)) files.set(name, ctx.images.file(name));
  }
  const entries: ZipEntry[] = [];
  for (const img of images) {
    entries.push({
      name: `${update.perma_link}/${String(img.position + 1).padStart(3, '0')}.jpg`,
      file: await files.get(galleryImageName(img.image_pool, img.position, width))!,
    });
  }
  return { permaLink: update.perma_link, entries };
}

/**
 * Size in bytes of an update's zip, or undefined without pictures. Placeholder pictures are rendered
 * on first use (seconds for a large gallery): when that takes longer than `budgetMs` the size is left
 * out this time and the rendering finishes in the background, so the next answer has it.
 */
export async function galleryZipSize(ctx: AppContext, updateId: number, resolution: ZipResolution, budgetMs = 1500): Promise<number | undefined> {
  const work = galleryZipEntries(ctx, updateId, resolution)
    .then((zip) => (zip ? zipSize(zip.entries) : undefined))
    .catch((err: unknown) => {
      ctx.logger.warn({ err: String(err), updateId }, 'zip size unknown');
      return undefined;
    });
  let cancel = () => {};
  const late = new Promise<undefined>((resolve) => {
    const timer = setTimeout(resolve, budgetMs);
    cancel = () => clearTimeout(timer);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    cancel();
  }
}
