// News posts and their categories (published only). Queries: server/queries/posts.ts.
import { Router } from 'express';
import { queryOf, validQuery } from '../validate';
import { PostListQuery } from '../../../schemas/api/requests';
import type { AppContext } from '../../context';
import { notFound, paging, send, sendList } from '../http';
import { ref, toPosts } from '../serialize';
import { requestLang } from '../localized-texts';
import { categoriesWithPostCounts, postByPermalink, postPage } from '../../queries/posts';

export function postsRouter(ctx: AppContext): Router {
  const r = Router();

  r.get('/public/posts', validQuery(PostListQuery), async (req, res) => {
    const q = queryOf(req, PostListQuery);
    const { rows, total } = await postPage(ctx, q.category, paging(q));
    sendList(res, await toPosts(ctx.db, rows, requestLang(req)), total);
  });

  r.get('/public/posts/:permalink', async (req, res) => {
    const row = await postByPermalink(ctx, String(req.params.permalink));
    if (!row) throw notFound('Post');
    const [post] = await toPosts(ctx.db, [row], requestLang(req));
    send(res, post);
  });

  r.get('/public/categories', async (req, res) => {
    const rows = await categoriesWithPostCounts(ctx);
    const lang = requestLang(req);
    sendList(
      res,
      rows.map((c) => ({ ...ref(c, lang), postCount: c.postCount })),
      rows.length,
    );
  });

  return r;
}
