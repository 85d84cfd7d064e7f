// Places, tags and channels. Queries: server/queries/taxonomy.ts, counts: catalogue-counts.ts.
import { Router } from 'express';
import { queryOf, validQuery } from '../validate';
import { PagingQuery } from '../../../schemas/api/requests';
import type { AppContext } from '../../context';
import { notFound, paging, send, sendList } from '../http';
import { ref, toChannel, toPlace } from '../serialize';
import { requestLang } from '../localized-texts';
import { channelByPermalink, channelPage, placeByPermalink, placePage, tagPage } from '../../queries/taxonomy';
import { channelCounts, placeCounts, tagCounts } from '../../queries/catalogue-counts';

export function taxonomyRouter(ctx: AppContext): Router {
  const r = Router();
  const pagingQuery = validQuery(PagingQuery);

  r.get('/public/places', pagingQuery, async (req, res) => {
    const lang = requestLang(req);
    const { rows, total } = await placePage(ctx, paging(queryOf(req, PagingQuery)));
    const counts = await placeCounts(ctx, rows.map((p) => p.id));
    sendList(res, rows.map((p) => toPlace(p, counts.get(p.id) ?? 0, lang)), total);
  });

  r.get('/public/places/:permalink', async (req, res) => {
    const row = await placeByPermalink(ctx, String(req.params.permalink));
    if (!row) throw notFound('Place');
    const counts = await placeCounts(ctx, [row.id]);
    send(res, toPlace(row, counts.get(row.id) ?? 0, requestLang(req)));
  });

  r.get('/public/tags', pagingQuery, async (req, res) => {
    const lang = requestLang(req);
    const page = paging(queryOf(req, PagingQuery), 100);
    // Counts for every tag in one grouped join, cached; the page itself is a plain tag query.
    const counts = await tagCounts(ctx);
    const { rows, total } = await tagPage(ctx, page);
    sendList(
      res,
      rows.map((t) => ({ ...ref(t, lang), updateCount: counts.get(t.id) ?? 0 })),
      total,
    );
  });

  r.get('/public/channels', pagingQuery, async (req, res) => {
    const lang = requestLang(req);
    const { rows, total } = await channelPage(ctx, paging(queryOf(req, PagingQuery), 100));
    const counts = await channelCounts(ctx, rows.map((c) => c.id));
    sendList(res, rows.map((c) => toChannel(c, counts.get(c.id), lang)), total);
  });

  r.get('/public/channels/:permalink', async (req, res) => {
    const row = await channelByPermalink(ctx, String(req.params.permalink));
    if (!row) throw notFound('Channel');
    const counts = await channelCounts(ctx, [row.id]);
    send(res, toChannel(row, counts.get(row.id), requestLang(req)));
  });

  return r;
}
