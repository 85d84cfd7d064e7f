// Aggregates over the visible updates, cached per filter and hardcore switch (AGGREGATE_CACHE_MS):
// the site's counters, updates per month, and update counts per channel, place, model and tag.
import type { AppContext } from '../context';
import { aggregateKey, visibleUpdates, type UpdateFilters } from './visible-updates';

export interface CatalogueCounters {
  imageCount: number;
  photoCount: number;
  videoCount: number;
  dvdCount: number;
  updateCount: number;
  modelCount: number;
  channelCount: number;
  placeCount: number;
}

export async function catalogueCounters(ctx: AppContext): Promise<CatalogueCounters> {
  return ctx.cache.get(await aggregateKey(ctx, 'counter'), async () => {
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
  });
}

/** Visible updates per year and month, newest month first. */
export async function updateCalendar(ctx: AppContext, f: UpdateFilters): Promise<{ year: number; month: number; count: number }[]> {
  const q = await visibleUpdates(ctx, f);
  const rows = await ctx.cache.get(await aggregateKey(ctx, 'calendar', f), () =>
    q
      .select(['updates.publish_year as y', 'updates.publish_month as m', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy(['updates.publish_year', 'updates.publish_month'])
      .orderBy('updates.publish_year', 'desc')
      .orderBy('updates.publish_month', 'desc')
      .execute(),
  );
  return rows.map((r) => ({ year: r.y, month: r.m, count: Number(r.n) }));
}

export interface ChannelCounts {
  photo: number;
  video: number;
  dvd: number;
}

/** Visible photo galleries, videos and DVDs per channel: what the channel's lists can reach. */
export async function channelCounts(ctx: AppContext, ids: number[]): Promise<Map<number, ChannelCounts>> {
  if (!ids.length) return new Map<number, ChannelCounts>();
  const q = await visibleUpdates(ctx, {});
  const rows = await ctx.cache.get(await aggregateKey(ctx, 'channel-counts'), () =>
    q
      .select(['updates.channel_id as id', 'updates.content_type as t', (eb) => eb.fn.countAll<number>().as('n')])
      .where('updates.channel_id', 'is not', null)
      .groupBy(['updates.channel_id', 'updates.content_type'])
      .execute(),
  );
  const out = new Map<number, ChannelCounts>();
  for (const r of rows) {
    const e = out.get(Number(r.id)) ?? { photo: 0, video: 0, dvd: 0 };
    if (r.t === 'photo' || r.t === 'video' || r.t === 'dvd') e[r.t] += Number(r.n);
    out.set(Number(r.id), e);
  }
  return out;
}

/** Visible updates per model (the models' `content_updates`), every model in one grouped join. */
export async function modelUpdateCounts(ctx: AppContext): Promise<Map<number, number>> {
  const q = await visibleUpdates(ctx, {});
  return ctx.cache.get(await aggregateKey(ctx, 'model-counts'), async () => {
    const list = await q
      .innerJoin('update_models', 'update_models.update_id', 'updates.id')
      .select(['update_models.model_id as id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('update_models.model_id')
      .execute();
    return new Map(list.map((c) => [Number(c.id), Number(c.n)]));
  });
}

/** Visible updates per place. */
export async function placeCounts(ctx: AppContext, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map<number, number>();
  const q = await visibleUpdates(ctx, {});
  const rows = await ctx.cache.get(await aggregateKey(ctx, 'place-counts'), () =>
    q.select(['updates.place_id as id', (eb) => eb.fn.countAll<number>().as('n')]).where('updates.place_id', 'is not', null).groupBy('updates.place_id').execute(),
  );
  return new Map(rows.map((r) => [Number(r.id), Number(r.n)]));
}

/** Visible updates per tag, every tag in one grouped join. */
export async function tagCounts(ctx: AppContext): Promise<Map<number, number>> {
  const q = await visibleUpdates(ctx, {});
  return ctx.cache.get(await aggregateKey(ctx, 'tag-counts'), async () => {
    const list = await q
      .innerJoin('update_tags', 'update_tags.update_id', 'updates.id')
      .select(['update_tags.tag_id as id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('update_tags.tag_id')
      .execute();
    return new Map(list.map((c) => [Number(c.id), Number(c.n)]));
  });
}
