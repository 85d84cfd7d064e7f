// Places, tags and channels. Queries: server/queries/taxonomy.ts, counts: catalogue-counts.ts.
import { Router } from 'express';
import { queryOf } from '../validate';
import { PagingQuery } from '../../../schemas/api/requests';
import type { AppContext } from '../../context';
import { notFound, paging } from '../http';
import { ref, toChannel, toPlace } from '../serialize';
import { requestLang } from '../localized-texts';
import { channelByPermalink, channelPage, placeByPermalink, placePage, tagPage } from '../../queries/taxonomy';
import { channelCounts, placeCounts, tagCounts } from '../../queries/catalogue-counts';
import { mountReads, type PublicRead } from './public-read';

export function taxonomyReads(ctx: AppContext): PublicRead[] {
  return [
    {
      path: '/public/places',
      query: PagingQuery,
      read: async (req) => {
        const lang = requestLang(req);
        const { rows, total } = await placePage(ctx, paging(queryOf(req, PagingQuery)));
        const counts = await placeCounts(ctx, rows.map((p) => p.id));
        return { data: rows.map((p) => toPlace(p, counts.get(p.id) ?? 0, lang)), total };
      },
    },
    {
      path: '/public/places/:permalink',
      read: async (req) => {
        const row = await placeByPermalink(ctx, String(req.params.permalink));
        if (!row) throw notFound('Place');
        const counts = await placeCounts(ctx, [row.id]);
        return { data: toPlace(row, counts.get(row.id) ?? 0, requestLang(req)) };
      },
    },
    {
      path: '/public/tags',
      query: PagingQuery,
      read: async (req) => {
        const lang = requestLang(req);
        const page = paging(queryOf(req, PagingQuery), 100);
        // Counts for every tag in one grouped join, cached; the page itself is a plain tag query.
        const counts = await tagCounts(ctx);
        const { rows, total } = await tagPage(ctx, page);
        return { data: rows.map((t) => ({ ...ref(t, lang), updateCount: counts.get(t.id) ?? 0 })), total };
      },
    },
    {
      path: '/public/channels',
      query: PagingQuery,
      read: async (req) => {
        const lang = requestLang(req);
        const { rows, total } = await channelPage(ctx, paging(queryOf(req, PagingQuery), 100));
        const counts = await channelCounts(ctx, rows.map((c) => c.id));
        return { data: rows.map((c) => toChannel(c, counts.get(c.id), lang)), total };
      },
    },
    {
      path: '/public/channels/:permalink',
      read: async (req) => {
        const row = await channelByPermalink(ctx, String(req.params.permalink));
        if (!row) throw notFound('Channel');
        const counts = await channelCounts(ctx, [row.id]);
        return { data: toChannel(row, counts.get(row.id), requestLang(req)) };
      },
    },
  ];
}

export function taxonomyRouter(ctx: AppContext): Router {
  const r = Router();
  mountReads(r, taxonomyReads(ctx));
  return r;
}
