// The pictures and chapters of an update.
import type { Selectable } from 'kysely';
import type { AppContext } from '../context';
import type { ChaptersTable, ImagesTable } from '../db/schema';
import type { PageOf, PageWindow } from './page';

type ImageRow = Selectable<ImagesTable>;

/** One page of an update's pictures in gallery order, and how many it has. */
export async function galleryPage(ctx: AppContext, updateId: number, { size, offset }: PageWindow): Promise<PageOf<ImageRow>> {
  const q = ctx.db.selectFrom('images').where('update_id', '=', updateId);
  const [rows, count] = await Promise.all([
    q.selectAll().orderBy('position').limit(size).offset(offset).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Every picture of an update in gallery order. */
export function galleryImages(ctx: AppContext, updateId: number): Promise<ImageRow[]> {
  return ctx.db.selectFrom('images').selectAll().where('update_id', '=', updateId).orderBy('position').execute();
}

export function updateChapters(ctx: AppContext, updateId: number): Promise<Selectable<ChaptersTable>[]> {
  return ctx.db.selectFrom('chapters').selectAll().where('update_id', '=', updateId).orderBy('position').execute();
}
