// News posts and their categories (published only). Queries: server/queries/posts.ts.
import { Router } from 'express';
import { queryOf } from '../validate';
import { PostListQuery } from '../../../schemas/api/requests';
import type { AppContext } from '../../context';
import { notFound, paging } from '../http';
import { ref, toPosts } from '../serialize';
import { requestLang } from '../localized-texts';
import { categoriesWithPostCounts, postByPermalink, postPage } from '../../queries/posts';
import { mountReads, type PublicRead } from './public-read';

export function postReads(ctx: AppContext): PublicRead[] {
  return [
    {
      path: '/public/posts',
      query: PostListQuery,
      read: async (req) => {
        const q = queryOf(req, PostListQuery);
        const { rows, total } = await postPage(ctx, q.category, paging(q));
        return { data: await toPosts(ctx.db, rows, requestLang(req)), total };
      },
    },
    {
      path: '/public/posts/:permalink',
      read: async (req) => {
        const row = await postByPermalink(ctx, String(req.params.permalink));
        if (!row) throw notFound('Post');
        const [post] = await toPosts(ctx.db, [row], requestLang(req));
        return { data: post };
      },
    },
    {
      path: '/public/categories',
      read: async (req) => {
        const rows = await categoriesWithPostCounts(ctx);
        const lang = requestLang(req);
        return { data: rows.map((c) => ({ ...ref(c, lang), postCount: c.postCount })), total: rows.length };
      },
    },
  ];
}

export function postsRouter(ctx: AppContext): Router {
  const r = Router();
  mountReads(r, postReads(ctx));
  return r;
}
