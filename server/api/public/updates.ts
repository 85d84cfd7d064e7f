// Public update lists and details: updates/photos/videos/dvds, recent, random, last-and-next,
// calendar, counters and a channel's updates. Queries: server/queries/.
import { windowSeed } from '../../../shared/random-rotation';
import { Router, type Request, type Response } from 'express';
import type { Static } from '@sinclair/typebox';
import { queryOf, validQuery } from '../validate';
import { UpdateListQuery, PagingQuery } from '../../../schemas/api/requests';
import type { AppContext } from '../../context';
import { commaList, idParam, listSize, notFound, paging, send, sendList } from '../http';
import { toUpdates } from '../serialize';
import type { ContentType, UpdateFilters } from '../../queries/visible-updates';
import { isVisibleUpdate, lastAndNextUpdates, randomUpdates, recentUpdates, updateByPermalink, updatePage } from '../../queries/updates';
import { catalogueCounters, updateCalendar } from '../../queries/catalogue-counts';
import { firstGalleryImages } from '../../queries/update-media';
import { channelPermalink } from '../../queries/taxonomy';
import { previewUrl } from '../../media/gallery-files';
import { visitorPreview } from '../../media/preview-policy';
import { optionalUser } from '../../auth/middleware';
import { requestLang } from '../localized-texts';

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

export function updatesRouter(ctx: AppContext): Router {
  const r = Router();
  const user = optionalUser(ctx);
  const listQuery = validQuery(UpdateListQuery);
  const serialize = (req: Request, rows: Parameters<typeof toUpdates>[1]) => toUpdates(ctx.db, rows, { userId: req.user?.id, lang: requestLang(req) });

  const pagedList = (types?: ContentType[]) => async (req: Request, res: Response) => {
    const q = queryOf(req, UpdateListQuery);
    const { rows, total } = await updatePage(ctx, filtersOf(q, types), q.sort ?? 'newest', paging(q));
    sendList(res, await serialize(req, rows), total);
  };

  const recent = (types?: ContentType[]) => async (req: Request, res: Response) => {
    const q = queryOf(req, UpdateListQuery);
    send(res, await serialize(req, await recentUpdates(ctx, filtersOf(q, types), listSize(q, 12))));
  };

  const random = (types?: ContentType[]) => async (req: Request, res: Response) => {
    const q = queryOf(req, UpdateListQuery);
    send(res, await serialize(req, await randomUpdates(ctx, filtersOf(q, types), listSize(q, 12), q.seed ?? windowSeed(Date.now()))));
  };

  r.use('/public', user);
  r.get('/public/updates', listQuery, pagedList());
  r.get('/public/photos', listQuery, pagedList(['photo']));
  r.get('/public/videos', listQuery, pagedList(['video']));
  r.get('/public/dvds', listQuery, pagedList(['dvd']));
  r.get('/public/updates/recent', listQuery, recent());
  r.get('/public/updates/recentPhotos', listQuery, recent(['photo']));
  r.get('/public/updates/recentVideos', listQuery, recent(['video']));
  r.get('/public/updates/random', listQuery, random());
  r.get('/public/updates/randomPhotos', listQuery, random(['photo']));
  r.get('/public/updates/randomVideos', listQuery, random(['video']));
  r.get('/public/updates/randomDvds', listQuery, random(['dvd']));
  // Short aliases (the specification lists them without the updates/ prefix).
  for (const [name, h] of Object.entries({
    recent: recent(),
    recentPhotos: recent(['photo']),
    recentVideos: recent(['video']),
    random: random(),
    randomPhotos: random(['photo']),
    randomVideos: random(['video']),
    randomDvds: random(['dvd']),
  })) r.get(`/public/${name}`, listQuery, h);

  r.get('/public/indexLastAndNext', listQuery, async (req, res) => {
    const q = queryOf(req, UpdateListQuery);
    // lastUpdates: newest published (s, default 3); nextUpdates: every scheduled one, soonest first.
    const { last, next } = await lastAndNextUpdates(ctx, filtersOf(q), listSize(q, 3));
    send(res, {
      lastUpdates: await serialize(req, last),
      nextUpdates: await toUpdates(ctx.db, next, { lang: requestLang(req) }),
    });
  });

  // Scheduled updates resolve too, so the countdown can link to them (their media stays locked).
  r.get('/public/updates/:permalink', async (req, res) => {
    const row = await updateByPermalink(ctx, String(req.params.permalink));
    if (!row) throw notFound('Update');
    const [update] = await serialize(req, [row]);
    send(res, update);
  });

  // Public preview of a gallery: its first pictures (as many as the gallery page shows visitors,
  // soft in youth-protection mode), 620 px. Pages never reach past them; `maxresults` counts them.
  // Every picture in every size needs membership (updates/:id/photos).
  r.get('/public/updates/:id/photos', validQuery(PagingQuery), async (req, res) => {
    const id = idParam(req);
    if (!(await isVisibleUpdate(ctx, id))) throw notFound('Update');
    const { size, offset } = paging(queryOf(req, PagingQuery), 8);
    const policy = await visitorPreview(ctx);
    const previews = await firstGalleryImages(ctx, id, policy.count);
    sendList(
      res,
      previews.slice(offset, offset + size).map((img) => ({ id: img.id, scaledSrc1: previewUrl(id, img.position, policy.soft) })),
      previews.length,
    );
  });

  r.get('/public/channel/:id/updates', listQuery, async (req, res) => {
    const channel = await channelPermalink(ctx, idParam(req));
    if (!channel) throw notFound('Channel');
    const q = queryOf(req, UpdateListQuery);
    const { rows, total } = await updatePage(ctx, { ...filtersOf(q), channel }, q.sort ?? 'newest', paging(q));
    sendList(res, await serialize(req, rows), total);
  });

  r.get('/public/updateCalendar', listQuery, async (req, res) => {
    const months = await updateCalendar(ctx, filtersOf(queryOf(req, UpdateListQuery)));
    send(res, months.map((m) => ({ value: `${m.year},${m.month}`, updateCount: m.count })));
  });

  r.get('/public/counter', async (_req, res) => {
    send(res, await catalogueCounters(ctx));
  });

  return r;
}
