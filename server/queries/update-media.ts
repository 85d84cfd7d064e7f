// The pictures and chapters of an update.
import type { Selectable } from 'kysely';
import type { AppContext } from '../context';
import type { ChaptersTable, ImagesTable } from '../db/schema';

type ImageRow = Selectable<ImagesTable>;

/** The first `count` pictures of an update in gallery order (a visitor's previews). */
export function firstGalleryImages(ctx: AppContext, updateId: number, count: number): Promise<ImageRow[]> {
  return ctx.db.selectFrom('images').selectAll().where('update_id', '=', updateId).orderBy('position').limit(count).execute();
}

/** Every picture of an update in gallery order. */
export function galleryImages(ctx: AppContext, updateId: number): Promise<ImageRow[]> {
  return ctx.db.selectFrom('images').selectAll().where('update_id', '=', updateId).orderBy('position').execute();
}

export function updateChapters(ctx: AppContext, updateId: number): Promise<Selectable<ChaptersTable>[]> {
  return ctx.db.selectFrom('chapters').selectAll().where('update_id', '=', updateId).orderBy('position').execute();
}

/** The picture at a position of an update's gallery. */
export function galleryImage(ctx: AppContext, updateId: number, position: number): Promise<ImageRow | undefined> {
  return ctx.db.selectFrom('images').selectAll().where('update_id', '=', updateId).where('position', '=', position).executeTakeFirst();
}
