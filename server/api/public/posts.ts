// News posts and their categories (published only).
import { Router } from 'express';
import { validQuery } from '../validate';
import { PostListQuery } from '../../../schemas/api/requests';
import type { AppContext } from '../../context';
import { notFound, paging, queryString, send, sendList } from '../http';
import { toPosts } from '../serialize';

export function postsRouter(ctx: AppContext): Router {
  const r = Router();

  r.get('/public/posts', validQuery(PostListQuery), async (req, res) => {
    const { size, offset } = paging(req);
    const category = queryString(req, 'category');
    let q = ctx.db.selectFrom('posts').where('posts.publish_date', '<=', ctx.now());
    if (category) q = q.where('posts.category_id', 'in', (eb) => eb.selectFrom('categories').select('id').where('perma_link', '=', category));
    const [rows, count] = await Promise.all([
      q.selectAll('posts').orderBy('posts.publish_date', 'desc').orderBy('posts.id', 'desc').limit(size).offset(offset).execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    sendList(res, await toPosts(ctx.db, rows), Number(count.n));
  });

  r.get('/public/posts/:permalink', async (req, res) => {
    const row = await ctx.db
      .selectFrom('posts')
      .selectAll()
      .where('perma_link', '=', String(req.params.permalink))
      .where('publish_date', '<=', ctx.now())
      .executeTakeFirst();
    if (!row) throw notFound('Post');
    const [post] = await toPosts(ctx.db, [row]);
    send(res, post);
  });

  r.get('/public/categories', async (_req, res) => {
    const rows = await ctx.db
      .selectFrom('categories')
      .leftJoin('posts', (j) => j.onRef('posts.category_id', '=', 'categories.id').on('posts.publish_date', '<=', ctx.now()))
      .select(['categories.id', 'categories.full_name', 'categories.perma_link', (eb) => eb.fn.count<number>('posts.id').as('n')])
      .groupBy(['categories.id', 'categories.full_name', 'categories.perma_link'])
      .orderBy('categories.full_name')
      .execute();
    sendList(
      res,
      rows.map((c) => ({ id: c.id, fullName: c.full_name, permaLink: c.perma_link, postCount: Number(c.n) })),
      rows.length,
    );
  });

  return r;
}
