// Public update lists and details: updates/photos/videos/dvds, recent, random, last-and-next,
// calendar, counters and a channel's updates. Queries: server/queries/.
import { windowSeed } from '../../../shared/random-rotation';
import { Router } from 'express';
import type { Static } from '@sinclair/typebox';
import { queryOf } from '../validate';
import { LastAndNextQuery, UpdateListQuery, PagingQuery } from '../../../schemas/api/requests';
import type { AppContext } from '../../context';
import { commaList, idParam, listSize, notFound, paging } from '../http';
import { toUpdates } from '../serialize';
import type { ContentType, UpdateFilters } from '../../queries/visible-updates';
import { isVisibleUpdate, lastAndNextUpdates, MAX_NEXT_UPDATES, randomUpdates, recentUpdates, updateByPermalink, updatePage } from '../../queries/updates';
import { catalogueCounters, updateCalendar } from '../../queries/catalogue-counts';
import { firstGalleryImages } from '../../queries/update-media';
import { channelPermalink } from '../../queries/taxonomy';
import { previewUrl } from '../../media/gallery-files';
import { visitorPreview } from '../../media/preview-policy';
import { optionalUser } from '../../auth/middleware';
import { requestLang } from '../localized-texts';
import { mountReads, type PublicRead, type ReadRequest, type ReadResult } from './public-read';

type ListQuery = Static<typeof UpdateListQuery>;

/** The list filters of a validated query; `types` (the route's content types) replace `contentType`. */
function filtersOf(q: ListQuery, types?: ContentType[]): UpdateFilters {
  const f: UpdateFilters = {};
  for (const key of ['tag', 'model', 'channel', 'place'] as const) {
    const v = q[key];
    if (v) f[key] = v;
  }
  if (q.y !== undefined) f.year = q.y;
  if (q.m !== undefined) f.month = q.m;
  const inc = commaList(q.includeChannels);
  const exc = commaList(q.excludeChannels);
  if (inc.length) f.includeChannels = inc;
  if (exc.length) f.excludeChannels = exc;
  if (q.contentType) f.contentTypes = [q.contentType];
  if (types) f.contentTypes = types;
  return f;
}

export function updateReads(ctx: AppContext): PublicRead[] {
  const serialize = (req: ReadRequest, rows: Parameters<typeof toUpdates>[1]) => toUpdates(ctx.db, rows, { userId: req.user?.id, lang: requestLang(req) });
  const list = (path: string, read: (req: ReadRequest) => Promise<ReadResult>): PublicRead => ({ path, query: UpdateListQuery, read });

  const pagedList = (types?: ContentType[]) => async (req: ReadRequest) => {
    const q = queryOf(req, UpdateListQuery);
    const { rows, total } = await updatePage(ctx, filtersOf(q, types), q.sort ?? 'newest', paging(q));
    return { data: await serialize(req, rows), total };
  };

  const recent = (types?: ContentType[]) => async (req: ReadRequest) => {
    const q = queryOf(req, UpdateListQuery);
    return { data: await serialize(req, await recentUpdates(ctx, filtersOf(q, types), listSize(q, 12))) };
  };

  const random = (types?: ContentType[]) => async (req: ReadRequest) => {
    const q = queryOf(req, UpdateListQuery);
    return { data: await serialize(req, await randomUpdates(ctx, filtersOf(q, types), listSize(q, 12), q.seed ?? windowSeed(Date.now()))) };
  };

  const shortcuts = {
    recent: recent(),
    recentPhotos: recent(['photo']),
    recentVideos: recent(['video']),
    random: random(),
    randomPhotos: random(['photo']),
    randomVideos: random(['video']),
    randomDvds: random(['dvd']),
  };

  return [
    list('/public/updates', pagedList()),
    list('/public/photos', pagedList(['photo'])),
    list('/public/videos', pagedList(['video'])),
    list('/public/dvds', pagedList(['dvd'])),
    ...Object.entries(shortcuts).map(([name, read]) => list(`/public/updates/${name}`, read)),
    // Short aliases (the specification lists them without the updates/ prefix).
    ...Object.entries(shortcuts).map(([name, read]) => list(`/public/${name}`, read)),
    {
      path: '/public/indexLastAndNext',
      query: LastAndNextQuery,
      read: async (req) => {
        const q = queryOf(req, LastAndNextQuery);
        // lastUpdates: newest published (s, default 3); nextUpdates: the scheduled ones, soonest first (next, default 50).
        const { last, next } = await lastAndNextUpdates(ctx, filtersOf(q), listSize(q, 3), q.next ?? MAX_NEXT_UPDATES);
        return {
          data: {
            lastUpdates: await serialize(req, last),
            nextUpdates: await toUpdates(ctx.db, next, { lang: requestLang(req) }),
          },
        };
      },
    },
    // Scheduled updates resolve too, so the countdown can link to them (their media stays locked).
    {
      path: '/public/updates/:permalink',
      read: async (req) => {
        const row = await updateByPermalink(ctx, String(req.params.permalink));
        if (!row) throw notFound('Update');
        const [update] = await serialize(req, [row]);
        return { data: update };
      },
    },
    // Public preview of a gallery: its first pictures (as many as the gallery page shows visitors,
    // soft in youth-protection mode), 620 px. Pages never reach past them; `maxresults` counts them.
    // Every picture in every size needs membership (updates/:id/photos).
    {
      path: '/public/updates/:id/photos',
      query: PagingQuery,
      read: async (req) => {
        const id = idParam(req);
        if (!(await isVisibleUpdate(ctx, id))) throw notFound('Update');
        const { size, offset } = paging(queryOf(req, PagingQuery), 8);
        const policy = await visitorPreview(ctx);
        const previews = await firstGalleryImages(ctx, id, policy.count);
        return {
          data: previews.slice(offset, offset + size).map((img) => ({ id: img.id, scaledSrc1: previewUrl(id, img.position, policy.soft) })),
          total: previews.length,
        };
      },
    },
    list('/public/channel/:id/updates', async (req) => {
      const channel = await channelPermalink(ctx, idParam(req));
      if (!channel) throw notFound('Channel');
      const q = queryOf(req, UpdateListQuery);
      const { rows, total } = await updatePage(ctx, { ...filtersOf(q), channel }, q.sort ?? 'newest', paging(q));
      return { data: await serialize(req, rows), total };
    }),
    list('/public/updateCalendar', async (req) => {
      const months = await updateCalendar(ctx, filtersOf(queryOf(req, UpdateListQuery)));
      return { data: months.map((m) => ({ value: `${m.year},${m.month}`, updateCount: m.count })) };
    }),
    { path: '/public/counter', read: async () => ({ data: await catalogueCounters(ctx) }) },
  ];
}

export function updatesRouter(ctx: AppContext): Router {
  const r = Router();
  r.use('/public', optionalUser(ctx));
  mountReads(r, updateReads(ctx));
  return r;
}
