// Places, tags and channels.
import { Router } from 'express';
import { validQuery } from '../validate';
import { PagingQuery } from '../../../schemas/api/requests';
import type { AppContext } from '../../context';
import { notFound, paging, send, sendList } from '../http';
import { toChannel, toPlace } from '../serialize';
import { aggregateKey, visibleUpdates } from './update-query';
import { channelCounts } from './updates';

export function taxonomyRouter(ctx: AppContext): Router {
  const r = Router();

  const placeCounts = async (ids: number[]) => {
    if (!ids.length) return new Map<number, number>();
    const q = await visibleUpdates(ctx, {});
    const rows = await ctx.cache.get(await aggregateKey(ctx, 'place-counts'), () =>
      q.select(['updates.place_id as id', (eb) => eb.fn.countAll<number>().as('n')]).where('updates.place_id', 'is not', null).groupBy('updates.place_id').execute(),
    );
    return new Map(rows.map((r) => [Number(r.id), Number(r.n)]));
  };

  r.get('/public/places', validQuery(PagingQuery), async (req, res) => {
    const { size, offset } = paging(req);
    const [rows, count] = await Promise.all([
      ctx.db.selectFrom('places').selectAll().orderBy('full_name').orderBy('id').limit(size).offset(offset).execute(),
      ctx.db.selectFrom('places').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    const counts = await placeCounts(rows.map((p) => p.id));
    sendList(res, rows.map((p) => toPlace(p, counts.get(p.id) ?? 0)), Number(count.n));
  });

  r.get('/public/places/:permalink', async (req, res) => {
    const row = await ctx.db.selectFrom('places').selectAll().where('perma_link', '=', String(req.params.permalink)).executeTakeFirst();
    if (!row) throw notFound('Place');
    const counts = await placeCounts([row.id]);
    send(res, toPlace(row, counts.get(row.id) ?? 0));
  });

  r.get('/public/tags', validQuery(PagingQuery), async (req, res) => {
    const { size, offset } = paging(req, 100);
    // Counts for every tag in one grouped join, cached; the page itself is a plain tag query.
    const q = await visibleUpdates(ctx, {});
    const counts = await ctx.cache.get(await aggregateKey(ctx, 'tag-counts'), async () => {
      const list = await q
        .innerJoin('update_tags', 'update_tags.update_id', 'updates.id')
        .select(['update_tags.tag_id as id', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('update_tags.tag_id')
        .execute();
      return new Map(list.map((c) => [Number(c.id), Number(c.n)]));
    });
    const rows = await ctx.db.selectFrom('tags').select(['id', 'full_name', 'perma_link']).orderBy('full_name').limit(size).offset(offset).execute();
    const total = await ctx.db.selectFrom('tags').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    sendList(
      res,
      rows.map((t) => ({ id: t.id, fullName: t.full_name, permaLink: t.perma_link, updateCount: counts.get(t.id) ?? 0 })),
      Number(total.n),
    );
  });

  r.get('/public/channels', validQuery(PagingQuery), async (req, res) => {
    const { size, offset } = paging(req, 100);
    const [rows, count] = await Promise.all([
      ctx.db.selectFrom('channels').selectAll().orderBy('full_name').orderBy('id').limit(size).offset(offset).execute(),
      ctx.db.selectFrom('channels').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    const counts = await channelCounts(ctx, rows.map((c) => c.id));
    sendList(res, rows.map((c) => toChannel(c, counts.get(c.id)?.photo ?? 0, counts.get(c.id)?.video ?? 0)), Number(count.n));
  });

  r.get('/public/channels/:permalink', async (req, res) => {
    const row = await ctx.db.selectFrom('channels').selectAll().where('perma_link', '=', String(req.params.permalink)).executeTakeFirst();
    if (!row) throw notFound('Channel');
    const counts = await channelCounts(ctx, [row.id]);
    send(res, toChannel(row, counts.get(row.id)?.photo ?? 0, counts.get(row.id)?.video ?? 0));
  });

  return r;
}
