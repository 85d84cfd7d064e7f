// The files of a gallery zip, shared by the zip route (which streams them) and the downloads call
// (which announces the archive's size), so both always describe the same archive.
import type { AppContext } from '../context';
import { zipSize, type ZipEntry } from './zip';
import { memberPicture } from './gallery-files';
import { galleryImages } from '../queries/update-media';

export type ZipResolution = '1920' | 'original';

/** Entries of an update's zip (rendering any missing pool image first), or null without pictures. */
export async function galleryZipEntries(ctx: AppContext, updateId: number, resolution: ZipResolution): Promise<{ permaLink: string; entries: ZipEntry[] } | null> {
  const width = resolution === 'original' ? 3840 : 1920;
  const [update, images] = await Promise.all([ctx.db.selectFrom('updates').select(['perma_link']).where('id', '=', updateId).executeTakeFirst(), galleryImages(ctx, updateId)]);
  if (!update || !images.length) return null;
  // Galleries share a small pool of pictures: store each distinct one once, in parallel.
  const keys = await Promise.all(images.map((img) => memberPicture(ctx, img, width)));
  const store = ctx.media.members;
  const stats = new Map<string, Promise<{ size: number; mtimeMs: number } | undefined>>();
  for (const key of keys) if (!stats.has(key)) stats.set(key, store.stat(key));
  const entries: ZipEntry[] = [];
  for (const [i, img] of images.entries()) {
    const key = keys[i]!;
    const stat = await stats.get(key)!;
    if (!stat) throw new Error(`member file missing: ${key}`);
    entries.push({ name: `${update.perma_link}/${String(img.position + 1).padStart(3, '0')}.jpg`, size: stat.size, mtimeMs: stat.mtimeMs, open: () => store.stream(key) });
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
