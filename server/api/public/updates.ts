// Public update lists and details: updates/photos/videos/dvds, recent, random, last-and-next,
// calendar, counters and a channel's updates.
import { Router, type Request, type Response } from 'express';
import { sql } from 'kysely';
import { validQuery } from '../validate';
import { UpdateListQuery, PagingQuery } from '../../../schemas/api/requests';
import type { AppContext } from '../../context';
import { HttpError, idParam, listSize, notFound, paging, send, sendList } from '../http';
import { toUpdates, toChannel } from '../serialize';
import { aggregateKey, countUpdates, filtersFromQuery, visibleUpdates, type ContentType, type UpdateFilters, type UpdatesQuery } from './update-query';
import { publicImage } from '../../media/urls';
import { optionalUser } from '../../auth/middleware';

const SORTS = {
  newest: [['publish_date', 'desc'], ['id', 'desc']],
  oldest: [['publish_date', 'asc'], ['id', 'asc']],
  rating: [['rating', 'desc'], ['id', 'desc']],
  views: [['view_count', 'desc'], ['id', 'desc']],
  name: [['full_name', 'asc'], ['id', 'asc']],
} as const;

function sortOf(req: Request): (typeof SORTS)[keyof typeof SORTS] {
  const s = typeof req.query.sort === 'string' ? req.query.sort : 'newest';
  if (!(s in SORTS)) throw new HttpError(400, 'validation_failed', `sort must be one of ${Object.keys(SORTS).join(', ')}`, { sort: 'unknown sort' });
  return SORTS[s as keyof typeof SORTS];
}

function ordered(q: UpdatesQuery, sort: (typeof SORTS)[keyof typeof SORTS]) {
  let out = q.selectAll('updates');
  for (const [col, dir] of sort) out = out.orderBy(`updates.${col}`, dir);
  return out;
}

export function updatesRouter(ctx: AppContext): Router {
  const r = Router();
  const user = optionalUser(ctx);

  const pagedList = (types?: ContentType[]) => async (req: Request, res: Response) => {
    const { size, offset } = paging(req);
    const f: UpdateFilters = { ...filtersFromQuery(req) };
    if (types) f.contentTypes = types;
    const q = await visibleUpdates(ctx, f);
    const [rows, total] = await Promise.all([ordered(q, sortOf(req)).limit(size).offset(offset).execute(), countUpdates(ctx, f)]);
    sendList(res, await toUpdates(ctx.db, rows, { userId: req.user?.id }), total);
  };

  const recent = (types?: ContentType[]) => async (req: Request, res: Response) => {
    const f = filtersFromQuery(req);
    if (types) f.contentTypes = types;
    const rows = await ordered(await visibleUpdates(ctx, f), SORTS.newest).limit(listSize(req, 12)).execute();
    send(res, await toUpdates(ctx.db, rows, { userId: req.user?.id }));
  };

  const random = (types?: ContentType[]) => async (req: Request, res: Response) => {
    const f = filtersFromQuery(req);
    if (types) f.contentTypes = types;
    const size = listSize(req, 12);
    const total = await countUpdates(ctx, f);
    const q = await visibleUpdates(ctx, f);
    let rows = total > 2000 ? await sampleById(q, size) : [];
    // ORDER BY random() sorts the whole filtered set: fine for small sets, and the fallback.
    if (rows.length < Math.min(size, total)) rows = await q.selectAll('updates').orderBy(sql`random()`).limit(size).execute();
    send(res, await toUpdates(ctx.db, rows, { userId: req.user?.id }));
  };

  /** Large sets: seek from random ids along the primary key (each seek stops at the first match). */
  const sampleById = async (q: UpdatesQuery, size: number) => {
    const range = await ctx.cache.get('update-id-range', () =>
      ctx.db.selectFrom('updates').select([(eb) => eb.fn.min<number>('id').as('lo'), (eb) => eb.fn.max<number>('id').as('hi')]).executeTakeFirstOrThrow(),
    );
    const lo = Number(range.lo);
    const hi = Number(range.hi);
    const picked = new Map<number, Awaited<ReturnType<typeof seek>>>();
    const seek = (from: number) => q.selectAll('updates').where('updates.id', '>=', from).orderBy('updates.id').limit(1).executeTakeFirst();
    for (let attempt = 0; attempt < size * 3 && picked.size < size; attempt++) {
      const row = await seek(lo + Math.floor(Math.random() * (hi - lo + 1)));
      if (row) picked.set(row.id, row);
    }
    return [...picked.values()].filter((r): r is NonNullable<typeof r> => !!r);
  };

  r.use('/public', user);
  r.get('/public/updates', validQuery(UpdateListQuery), pagedList());
  r.get('/public/photos', validQuery(UpdateListQuery), pagedList(['photo']));
  r.get('/public/videos', validQuery(UpdateListQuery), pagedList(['video']));
  r.get('/public/dvds', validQuery(UpdateListQuery), pagedList(['dvd']));
  r.get('/public/updates/recent', validQuery(UpdateListQuery), recent());
  r.get('/public/updates/recentPhotos', validQuery(UpdateListQuery), recent(['photo']));
  r.get('/public/updates/recentVideos', validQuery(UpdateListQuery), recent(['video']));
  r.get('/public/updates/random', validQuery(UpdateListQuery), random());
  r.get('/public/updates/randomPhotos', validQuery(UpdateListQuery), random(['photo']));
  r.get('/public/updates/randomVideos', validQuery(UpdateListQuery), random(['video']));
  r.get('/public/updates/randomDvds', validQuery(UpdateListQuery), random(['dvd']));
  // Short aliases (the specification lists them without the updates/ prefix).
  for (const [name, h] of Object.entries({
    recent: recent(),
    recentPhotos: recent(['photo']),
    recentVideos: recent(['video']),
    random: random(),
    randomPhotos: random(['photo']),
    randomVideos: random(['video']),
    randomDvds: random(['dvd']),
  })) r.get(`/public/${name}`, validQuery(UpdateListQuery), h);

  r.get('/public/indexLastAndNext', validQuery(UpdateListQuery), async (req, res) => {
    const f = filtersFromQuery(req);
    // lastUpdates: newest published (s, default 3); nextUpdates: every scheduled one, soonest first.
    const s = listSize(req, 3);
    const last = await ordered(await visibleUpdates(ctx, f), SORTS.newest).limit(s).execute();
    const next = await ordered(await visibleUpdates(ctx, { ...f, future: true }), SORTS.oldest).limit(50).execute();
    send(res, {
      lastUpdates: await toUpdates(ctx.db, last, { userId: req.user?.id }),
      nextUpdates: await toUpdates(ctx.db, next),
    });
  });

  // Scheduled updates resolve too, so the countdown can link to them (their media stays locked).
  r.get('/public/updates/:permalink', async (req, res) => {
    const config = await ctx.configs.active();
    let q = ctx.db.selectFrom('updates').selectAll().where('perma_link', '=', String(req.params.permalink));
    if (config.core.fsk12.hideHardcoreUpdates) q = q.where('hardcore', '=', 0);
    const row = await q.executeTakeFirst();
    if (!row) throw notFound('Update');
    const [update] = await toUpdates(ctx.db, [row], { userId: req.user?.id });
    send(res, update);
  });

  // Public preview of a gallery: a few small pictures; full size needs a member token (updates/:id/photos).
  r.get('/public/updates/:id/photos', validQuery(PagingQuery), async (req, res) => {
    const id = idParam(req);
    const update = await (await visibleUpdates(ctx, {})).select(['updates.id']).where('updates.id', '=', id).executeTakeFirst();
    if (!update) throw notFound('Update');
    const { size, offset } = paging(req, 8);
    const q = ctx.db.selectFrom('images').where('update_id', '=', id);
    const [rows, count] = await Promise.all([
      q.selectAll().orderBy('position').limit(Math.min(size, 12)).offset(offset).execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    sendList(
      res,
      rows.map((img) => ({ id: img.id, scaledSrc1: publicImage(img.image_pool, img.position % 2 ? 'upright' : 'plain', 620) })),
      Number(count.n),
    );
  });

  r.get('/public/channel/:id/updates', validQuery(UpdateListQuery), async (req, res) => {
    const id = idParam(req);
    const channel = await ctx.db.selectFrom('channels').select('perma_link').where('id', '=', id).executeTakeFirst();
    if (!channel) throw notFound('Channel');
    const { size, offset } = paging(req);
    const f = { ...filtersFromQuery(req), channel: channel.perma_link };
    const q = await visibleUpdates(ctx, f);
    const [rows, total] = await Promise.all([ordered(q, sortOf(req)).limit(size).offset(offset).execute(), countUpdates(ctx, f)]);
    sendList(res, await toUpdates(ctx.db, rows, { userId: req.user?.id }), total);
  });

  r.get('/public/updateCalendar', validQuery(UpdateListQuery), async (req, res) => {
    const f = filtersFromQuery(req);
    const q = await visibleUpdates(ctx, f);
    const rows = await ctx.cache.get(await aggregateKey(ctx, 'calendar', f), () => q
      .select(['updates.publish_year as y', 'updates.publish_month as m', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy(['updates.publish_year', 'updates.publish_month'])
      .orderBy('updates.publish_year', 'desc')
      .orderBy('updates.publish_month', 'desc')
      .execute());
    send(res, rows.map((r) => ({ value: `${r.y},${r.m}`, updateCount: Number(r.n) })));
  });

  r.get('/public/counter', async (_req, res) => {
    send(res, await ctx.cache.get(await aggregateKey(ctx, 'counter'), counters));
  });

  const counters = async () => {
    const q = await visibleUpdates(ctx, {});
    const byType = await q.select(['updates.content_type as t', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.sum<number>('updates.photo_count').as('photos')]).groupBy('updates.content_type').execute();
    const count = (t: string) => Number(byType.find((b) => b.t === t)?.n ?? 0);
    const images = byType.reduce((acc, b) => acc + Number(b.photos ?? 0), 0);
    const one = async (table: 'models' | 'channels' | 'places') =>
      Number((await ctx.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const [modelCount, channelCount, placeCount] = await Promise.all([one('models'), one('channels'), one('places')]);
    return {
      imageCount: images,
      photoCount: count('photo'),
      videoCount: count('video'),
      dvdCount: count('dvd'),
      updateCount: count('photo') + count('video') + count('dvd'),
      modelCount,
      channelCount,
      placeCount,
    };
  };

  return r;
}

/** Photo/video counts of channels (published only). */
export async function channelCounts(ctx: AppContext, ids: number[]) {
  if (!ids.length) return new Map<number, { photo: number; video: number }>();
  const q = await visibleUpdates(ctx, {});
  const rows = await ctx.cache.get(await aggregateKey(ctx, 'channel-counts'), () =>
    q
      .select(['updates.channel_id as id', 'updates.content_type as t', (eb) => eb.fn.countAll<number>().as('n')])
      .where('updates.channel_id', 'is not', null)
      .groupBy(['updates.channel_id', 'updates.content_type'])
      .execute(),
  );
  const out = new Map<number, { photo: number; video: number }>();
  for (const r of rows) {
    const e = out.get(Number(r.id)) ?? { photo: 0, video: 0 };
    if (r.t === 'photo') e.photo += Number(r.n);
    else e.video += Number(r.n);
    out.set(Number(r.id), e);
  }
  return out;
}
export { toChannel };
