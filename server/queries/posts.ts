// News posts (published only) and their categories.
import type { AppContext } from '../context';
import type { PostRow } from '../db/schema';
import type { PageOf, PageWindow } from './page';

/** What visitors see: published (not drafts), not deleted, from the publish date on. */
export const visiblePosts = (ctx: AppContext) => ctx.db.selectFrom('posts').where('posts.status', '=', 'published').where('posts.deleted_at', 'is', null).where('posts.publish_date', '<=', ctx.now());

/** One page of published posts, newest first, optionally of one category (permalink). */
export async function postPage(ctx: AppContext, category: string | undefined, { size, offset }: PageWindow): Promise<PageOf<PostRow>> {
  let q = visiblePosts(ctx);
  if (category) q = q.where('posts.category_id', 'in', (eb) => eb.selectFrom('categories').select('id').where('perma_link', '=', category));
  const [rows, count] = await Promise.all([
    q.selectAll('posts').orderBy('posts.publish_date', 'desc').orderBy('posts.id', 'desc').limit(size).offset(offset).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export function postByPermalink(ctx: AppContext, permalink: string): Promise<PostRow | undefined> {
  return visiblePosts(ctx).selectAll().where('perma_link', '=', permalink).executeTakeFirst();
}

/** Every category in name order with its number of published posts. */
export async function categoriesWithPostCounts(ctx: AppContext) {
  const rows = await ctx.db
    .selectFrom('categories')
    .leftJoin('posts', (j) => j.onRef('posts.category_id', '=', 'categories.id').on('posts.publish_date', '<=', ctx.now()).on('posts.status', '=', 'published').on('posts.deleted_at', 'is', null))
    .select(['categories.id', 'categories.full_name', 'categories.perma_link', 'categories.names', (eb) => eb.fn.count<number>('posts.id').as('n')])
    .groupBy(['categories.id', 'categories.full_name', 'categories.perma_link', 'categories.names'])
    .orderBy('categories.full_name')
    .execute();
  return rows.map((c) => ({ id: c.id, full_name: c.full_name, perma_link: c.perma_link, names: c.names, postCount: Number(c.n) }));
}
