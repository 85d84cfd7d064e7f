// Places, tags and channels: pages in name order and single ones by permalink.
import type { AppContext } from '../context';
import type { NamedRow } from '../db/schema';
import type { PageOf, PageWindow } from './page';

type Named = 'places' | 'channels';

async function namedPage(ctx: AppContext, table: Named, { size, offset }: PageWindow): Promise<PageOf<NamedRow>> {
  const [rows, count] = await Promise.all([
    ctx.db.selectFrom(table).selectAll().orderBy('full_name').orderBy('id').limit(size).offset(offset).execute(),
    ctx.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

const byPermalink = (ctx: AppContext, table: Named, permalink: string): Promise<NamedRow | undefined> =>
  ctx.db.selectFrom(table).selectAll().where('perma_link', '=', permalink).executeTakeFirst();

export const placePage = (ctx: AppContext, page: PageWindow) => namedPage(ctx, 'places', page);
export const placeByPermalink = (ctx: AppContext, permalink: string) => byPermalink(ctx, 'places', permalink);
export const channelPage = (ctx: AppContext, page: PageWindow) => namedPage(ctx, 'channels', page);
export const channelByPermalink = (ctx: AppContext, permalink: string) => byPermalink(ctx, 'channels', permalink);

/** A channel's permalink by id (its update list filters by permalink). */
export async function channelPermalink(ctx: AppContext, id: number): Promise<string | undefined> {
  return (await ctx.db.selectFrom('channels').select('perma_link').where('id', '=', id).executeTakeFirst())?.perma_link;
}

export async function tagPage(ctx: AppContext, { size, offset }: PageWindow): Promise<PageOf<{ id: number; full_name: string; perma_link: string; names: string }>> {
  const rows = await ctx.db.selectFrom('tags').select(['id', 'full_name', 'perma_link', 'names']).orderBy('full_name').limit(size).offset(offset).execute();
  const total = await ctx.db.selectFrom('tags').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return { rows, total: Number(total.n) };
}
