// Deterministic demo catalogue: placeholder models, updates, channels, places, tags, posts, plans,
// locales and translations. Runs on the first start of an empty database and from `npm run seed`.
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Dialect } from '../db/dialect';
import * as W from './words';
import * as T from './translations';
import { reindexSearch } from '../db/search-index';
import { seedDemoAccounts } from './demo-accounts';
import { ITALIAN, ITALIAN_TEXTS } from './server-locale';
import { seedDemoComments } from './demo-comments';
import { flagHardcoreUpdates } from './hardcore';
import { slugify } from '../../shared/fold-accents';
import { createPrng } from '../../shared/seeded-random';
import { modelPools, updatePools } from './image-pools';
import { SEARCH_TERM_MIN_CLIENTS } from '../queries/search-results';

type Db = Kysely<Database>;

export interface SeedOptions {
  /** Number of updates (default 200; the bench uses 100,000). */
  updates?: number;
  /** Reference time; publish dates spread over the two years before it, a few after it. */
  now?: Date;
  /** The public demo logins (DEMO_ACCOUNTS; default on). */
  demoAccounts?: boolean;
}

export async function isEmpty(db: Db): Promise<boolean> {
  const row = await db.selectFrom('articles').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n) === 0;
}

/** Child tables first so foreign keys never block. */
const TABLES: (keyof Database)[] = [
  'correspondingupdates', 'usercomments', 'searches', 'affiliate_entries', 'affiliate_campaigns', 'content_removal_requests',
  'contact_requests', 'site_config_versions', 'site_configs', 'translations', 'locales', 'ratings', 'favourite_models', 'favourites', 'purchases',
  'subscriptions', 'postbacks', 'voucher_claims', 'payment_consents', 'payments', 'articles', 'post_models', 'post_tags', 'posts', 'chapters', 'images',
  'update_models', 'update_tags', 'updates', 'categories', 'tags', 'channels', 'places', 'models', 'sessions', 'partners', 'users',
];

export async function reset(db: Db, dialect: Dialect) {
  for (const t of TABLES) await db.deleteFrom(t).execute();
  await dialect.clearSearchIndex(db);
}

async function insertChunks<T extends keyof Database>(db: Db, table: T, rows: Insertable<Database[T]>[], chunk = 400) {
  for (let i = 0; i < rows.length; i += chunk) await db.insertInto(table).values(rows.slice(i, i + chunk)).execute();
}

const DAY = 86_400_000;

export async function seed(db: Db, dialect: Dialect, options: SeedOptions = {}) {
  const total = options.updates ?? 200;
  const now = options.now ?? new Date();
  const { next, pick, int, decimal } = createPrng(20261122);
  const iso = (d: Date) => d.toISOString();
  const created = iso(new Date(now.getTime() - 800 * DAY));

  await db.transaction().execute(async (trx) => {
    const tdb = trx as unknown as Db;
    await insertChunks(tdb, 'locales', [...W.LOCALE_ROWS, ITALIAN].map((l, i) => ({ ...l, position: i })));
    const translations = Object.entries(W.TRANSLATIONS).flatMap(([key, tr]) =>
      W.LOCALES.map((code, i) => ({ lang_key: key, translate_code: code, text: tr[i] as string })),
    );
    await insertChunks(tdb, 'translations', [...translations, ...ITALIAN_TEXTS]);

    const named = (list: W.Tr[], pool0: number, describe?: (name: W.Tr) => W.Tr) =>
      list.map((tr, i) => ({
        id: i + 1,
        perma_link: slugify(tr[0]),
        full_name: tr[0],
        names: T.textsJson({ fullName: tr, description: describe?.(tr) }),
        description: describe ? describe(tr)[0] : null,
        image_pool: (pool0 + i) % 16,
      }));
    const channels = named(W.CHANNELS, 2, T.channelDescription);
    const places = named(W.PLACES, 5, T.placeDescription);
    const tags = named(W.TAGS, 0);
    const categories = named(W.CATEGORIES, 9);
    await insertChunks(tdb, 'channels', channels);
    await insertChunks(tdb, 'places', places);
    await insertChunks(tdb, 'tags', tags);
    await insertChunks(tdb, 'categories', categories);

    // Models: invented first + last names, never reused.
    const models: (Insertable<Database['models']> & { id: number; full_name: string })[] = [];
    const used = new Set<string>();
    for (let i = 0; models.length < 45; i++) {
      const name = `${W.FIRST_NAMES[i % W.FIRST_NAMES.length]} ${W.LAST_NAMES[(i * 7 + Math.floor(i / W.LAST_NAMES.length)) % W.LAST_NAMES.length]}`;
      if (used.has(name)) continue;
      used.add(name);
      const id = models.length + 1;
      const female = i % 5 !== 4;
      // Drawn in the order the fields were always drawn, so the rest of the catalogue stays the same.
      const [rating, ratingCount, views, age, weight, height] = [decimal(3, 5), int(5, 200), int(100, 20000), int(21, 38), int(50, 80), int(158, 188)];
      const [hair, eyes, motif, light, country] = [pick(W.HAIR), pick(W.EYES), pick(W.NOUNS), pick(W.NOUNS), pick(W.COUNTRIES)];
      const description = T.modelDescription(name.split(' ')[0]!, motif, light);
      models.push({
        id,
        perma_link: slugify(name),
        full_name: name,
        names: T.textsJson({ description, hair: T.HAIR[hair], eyes: T.EYES[eyes], country: T.COUNTRIES[country], siteMetaTitle: T.modelMetaTitle(name), siteMetaDescription: T.modelMetaDescription(name) }),
        rating,
        rating_count: ratingCount,
        views,
        age,
        weight,
        height,
        hair,
        eyes,
        gender: female ? 'Female' : 'Male',
        description: description[0],
        country,
        image_pool: id % 16,
        trailer: id % 3 === 0 ? `/media/public/video/trailer-${id % 4}.mp4` : null,
        meta_title: T.modelMetaTitle(name)[0],
        meta_description: T.modelMetaDescription(name)[0],
        keywords: `${name}, demo`,
        created_at: iso(new Date(now.getTime() - (800 - id * 10) * DAY)),
        updated_at: iso(new Date(now.getTime() - int(1, 60) * DAY)),
      });
    }
    modelPools(models).forEach((pool, i) => (models[i]!.image_pool = pool));
    await insertChunks(tdb, 'models', models);

    // Updates: one per publish slot so no two videos/dvds share a day; the last few are in the future.
    const future = Math.min(6, Math.max(1, Math.floor(total * 0.03)));
    const spanMs = 730 * DAY;
    const updates: Insertable<Database['updates']>[] = [];
    const updateTags: Insertable<Database['update_tags']>[] = [];
    const updateModels: Insertable<Database['update_models']>[] = [];
    const images: Insertable<Database['images']>[] = [];
    const chapters: Insertable<Database['chapters']>[] = [];
    const titles = new Map<string, number>();
    for (let i = 0; i < total; i++) {
      const id = i + 1;
      const isFuture = i >= total - future;
      const date = isFuture
        ? new Date(now.getTime() + (i - (total - future) + 1) * 3 * DAY + 18 * 3600_000)
        : new Date(now.getTime() - spanMs + Math.floor((i * spanMs) / (total - future)));
      date.setUTCHours(18, 0, 0, 0);
      if (isFuture && date.getTime() <= now.getTime()) date.setTime(date.getTime() + DAY);
      const r = next();
      const type = r < 0.45 ? 'video' : r < 0.85 ? 'photo' : 'dvd';
      const adj = pick(W.ADJECTIVES);
      const noun = pick(W.NOUNS);
      const base = `${adj[0]} ${noun[0]}`;
      const n = (titles.get(base) ?? 0) + 1;
      titles.set(base, n);
      const suffix = n > 1 ? ` ${n}` : '';
      const tr: W.Tr = [`${base}${suffix}`, `${adj[1]} ${noun[1]}${suffix}`, `${noun[2]} ${adj[2].toLowerCase()}${suffix}`, `${noun[3]} ${adj[3].toLowerCase()}${suffix}`];
      const channel = id % 12 === 0 ? 1 : int(1, channels.length);
      const place = int(1, places.length);
      const photoCount = type === 'photo' ? int(12, 40) : type === 'dvd' ? int(0, 10) : null;
      const description = T.updateDescription(tr, type === 'photo', pick(W.ADJECTIVES), pick(W.NOUNS));
      updates.push({
        id,
        content_type: type,
        perma_link: `${slugify(tr[0])}-${id}`,
        full_name: tr[0],
        names: T.textsJson({ fullName: tr, description }),
        description: description[0],
        publish_date: iso(date),
        publish_year: date.getUTCFullYear(),
        publish_month: date.getUTCMonth() + 1,
        created_at: iso(new Date(Math.min(date.getTime(), now.getTime()) - 5 * DAY)),
        updated_at: iso(new Date(Math.min(date.getTime(), now.getTime()))),
        hardcore: 0,
        released: date.getTime() <= now.getTime() ? 1 : 0, // the release job announces the scheduled ones
        place_id: place,
        channel_id: channel,
        play_time_seconds: type === 'photo' ? null : int(300, type === 'dvd' ? 5400 : 1800),
        photo_count: photoCount,
        image_pool: id % 16,
        view_count: isFuture ? 0 : int(50, 50000),
        rating: isFuture ? 0 : decimal(2.5, 5),
        rating_count: isFuture ? 0 : int(1, 300),
        price_dollar: type === 'dvd' ? 9.95 : null,
      });
      const tagIds = new Set<number>();
      const nTags = int(2, 5);
      while (tagIds.size < nTags) tagIds.add(int(1, tags.length));
      for (const t of tagIds) updateTags.push({ update_id: id, tag_id: t });
      const modelIds = new Set<number>();
      const nModels = int(1, 2);
      while (modelIds.size < nModels) modelIds.add(int(1, models.length));
      for (const m of modelIds) updateModels.push({ update_id: id, model_id: m });
      // Gallery pictures and chapters only for the first 2,000 (the bench's extra rows need none).
      if (photoCount && id <= 2000) for (let p = 0; p < photoCount; p++) images.push({ update_id: id, position: p, image_pool: (id + p) % 16 });
      if (type !== 'photo' && id <= 2000) {
        const parts = int(3, 5);
        for (let c = 0; c < parts; c++) chapters.push({ update_id: id, position: c, title: T.chapterTitle(c + 1)[0], names: T.textsJson({ title: T.chapterTitle(c + 1) }), start_seconds: c * 240 });
      }
    }
    // Spread only now: a model's list is known once every update has its models.
    updatePools(updates as { id: number; content_type: string }[], updateModels as { update_id: number; model_id: number }[]).forEach((pool, i) => (updates[i]!.image_pool = pool));
    await insertChunks(tdb, 'updates', updates, 200);
    await flagHardcoreUpdates(tdb);
    await insertChunks(tdb, 'update_tags', updateTags, 1000);
    await insertChunks(tdb, 'update_models', updateModels, 1000);
    await insertChunks(tdb, 'images', images, 1000);
    await insertChunks(tdb, 'chapters', chapters, 1000);

    const posts: (Insertable<Database['posts']> & { id: number })[] = [];
    for (let i = 0; i < 20; i++) {
      const id = i + 1;
      const adj = pick(W.ADJECTIVES);
      const noun = pick(W.NOUNS);
      const subject: W.Tr = [`${adj[0]} ${noun[0]}`, `${adj[1]} ${noun[1]}`, `${noun[2]} ${adj[2].toLowerCase()}`, `${noun[3]} ${adj[3].toLowerCase()}`];
      const titles = T.postTitle(i, subject);
      const content = T.postContent(subject);
      const title = titles[0];
      const date = new Date(now.getTime() - (i * 30 + 1) * DAY);
      posts.push({
        id,
        perma_link: `${slugify(title)}-${id}`,
        full_name: title,
        names: T.textsJson({ fullName: titles, content }),
        content: content[0],
        category_id: (i % 4) + 1,
        publish_date: iso(date),
        created_at: iso(date),
        updated_at: iso(date),
        image_pool: (id * 3) % 16,
      });
    }
    await insertChunks(tdb, 'posts', posts);
    await insertChunks(tdb, 'post_tags', posts.flatMap((p) => [{ post_id: p.id, tag_id: (p.id % 30) + 1 }, { post_id: p.id, tag_id: ((p.id + 7) % 30) + 1 }]));
    await insertChunks(tdb, 'post_models', posts.map((p) => ({ post_id: p.id, model_id: (p.id % models.length) + 1 })));

    await insertChunks(tdb, 'articles', [
      { id: 1, name: 'Monthly', article_type: 'SUBSCRIPTION', price_dollar: 19.95, price_euro: 18.95, price_text: 'Full access to all updates<br>New updates 2-3 times per week<br>Rebills monthly, cancel anytime', article_text: 'Recurring monthly membership', payment_providers: 'epochCreditCard,epochPaypal', provider_code: 'MONTHLY', expires_in_months: 1, recurring: 1, names: T.planTexts('MONTHLY') },
      { id: 2, name: '1 Month', article_type: 'SUBSCRIPTION', price_dollar: 24.95, price_euro: 23.95, price_text: 'Full access to all updates<br>One-time payment<br>No rebill', article_text: 'One month, no automatic renewal', payment_providers: 'epochCreditCard,epochPaypal,bitcoin,amazonVoucher', provider_code: 'ONEMONTH', expires_in_months: 1, recurring: 0, names: T.planTexts('ONEMONTH') },
      { id: 3, name: '3 Months', article_type: 'SUBSCRIPTION', price_dollar: 59.95, price_euro: 56.95, price_text: 'Full access to all updates<br>One-time payment<br>Best value', article_text: 'Three months, no automatic renewal', payment_providers: 'epochCreditCard,epochPaypal,bitcoin,amazonVoucher', provider_code: 'THREEMONTHS', expires_in_months: 3, recurring: 0, names: T.planTexts('THREEMONTHS') },
    ]);
    await insertChunks(tdb, 'affiliate_campaigns', [
      { affiliate_id: 'partner1', target: '/signup', created_at: created },
      { affiliate_id: 'partner2', target: '/', created_at: created },
    ]);
    await insertChunks(tdb, 'searches', ['sunset', 'beach', 'golden light', 'forest', 'studio'].map((term, i) => ({ term, count: 50 - i * 7, last_searched_at: created, clients: SEARCH_TERM_MIN_CLIENTS })));
    await seedDemoComments(tdb, now);
    await reindexSearch(tdb, dialect);
  });
  await dialect.resetSequences(db, ['channels', 'places', 'tags', 'categories', 'models', 'updates', 'posts', 'articles']);
  if (options.demoAccounts !== false) await seedDemoAccounts(db, now);
  await dialect.analyze(db);
  return { updates: total, models: 45 };
}
