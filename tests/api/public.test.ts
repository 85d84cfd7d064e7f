// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startServer, useRealNetwork, type TestServer } from './harness';

useRealNetwork();

describe.each(backends)('public API on %s', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer(backend);
  }, 60_000);
  afterAll(async () => {
    await s?.close();
  });

  it('serves the active site configuration', async () => {
    const { status, body } = await s.api('/api/settings');
    expect(status).toBe(200);
    expect(body.data.config.core.deployment.version).toBe(1);
  });

  it('returns 404 JSON for an unknown preview token and the config for a stored one', async () => {
    expect((await s.api('/api/configs/nope-nope-nope')).status).toBe(404);
    const config = (await s.api('/api/settings')).body.data.config;
    await s.ctx.db.insertInto('site_configs').values({ token: 'preview-token-1', config: JSON.stringify(config), published: 0, created_at: new Date().toISOString() }).execute();
    const { body } = await s.api('/api/configs/preview-token-1');
    expect(body.data.previewtoken).toBe('preview-token-1');
    expect(body.data.config.core).toBeDefined();
  });

  it('pages models with the maxresults header', async () => {
    const first = await s.api('/api/public/models?p=0&s=10');
    expect(first.status).toBe(200);
    expect(Number(first.headers.get('maxresults'))).toBeGreaterThanOrEqual(40);
    expect(first.body.data).toHaveLength(10);
    const second = await s.api('/api/public/models?p=1&s=10');
    expect(second.body.data[0].id).not.toBe(first.body.data[0].id);
    const m = first.body.data[0];
    expect(m.image['620']).toMatch(/^\/media\/public\/img\//);
    expect(typeof m.content_updates).toBe('number');
    expect((await s.api('/api/public/models?s=1000')).body.data.length).toBeLessThanOrEqual(100);
    expect((await s.api('/api/public/models?s=abc')).status).toBe(400);
  });

  it('answers malformed addresses with a 4xx that says why, never a 500', async () => {
    for (const p of ['/api/public/models/%E0%A4%A', '/api/public/updates/%ff', '/api/search/%ff', '/api/configs/%C0%AF', '/api/getPaymentByToken/%zz', '/media/public/img/%ff', '/media/public/video/%E0%A4%A']) {
      const r = await s.api(p);
      expect([p, r.status, r.body.error?.code]).toEqual([p, 400, 'bad_encoding']);
    }
    // A NUL character reaches no query (PostgreSQL refuses it in any text).
    for (const p of ['/api/public/models/a%00b', '/api/public/models?q=a%00b', '/api/public/updates?x=%00']) expect([p, (await s.api(p)).status]).toEqual([p, 400]);
    // Ids are decimal digits within PostgreSQL's integer; anything else names no row.
    for (const id of ['1e0', '0x1', '%201', '1.0', '2147483648', '99999999999999999999']) expect([id, (await s.api(`/api/stats/updates/${id}`)).status]).toEqual([id, 404]);
    // A filter by a number no row can have matches nothing.
    const huge = await s.api('/api/public/updates?place=99999999999999999999');
    expect([huge.status, huge.headers.get('maxresults')]).toEqual([200, '0']);
    expect((await s.api('/api/configs/versions/99999999999', { token: 'x'.repeat(43) })).status).toBe(401);
  });

  it('refuses filters on names that only exist on Object.prototype', async () => {
    for (const field of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      const r = await s.api(`/api/articles?fb=${field}&fv=1`);
      expect([field, r.status, r.body.error.fields]).toEqual([field, 400, { fb: `unknown field ${field}` }]);
    }
    const op = await s.api('/api/articles?fb=name&ft=constructor&fv=1');
    expect([op.status, op.body.error.fields]).toEqual([400, { ft: 'unknown type' }]);
  });

  it('finds a model by permaLink and answers 404 JSON otherwise', async () => {
    const list = (await s.api('/api/public/models?s=1')).body.data;
    const one = await s.api(`/api/public/models/${list[0].permaLink}`);
    expect(one.body.data.id).toBe(list[0].id);
    const missing = await s.api('/api/public/models/does-not-exist');
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('not_found');
  });

  it('lists only published updates, newest first, filterable by type, tag, channel and month', async () => {
    const now = new Date().toISOString();
    const all = await s.api('/api/public/updates?s=100');
    expect(all.body.data.every((u: any) => u.publishDate <= now)).toBe(true);
    const dates = all.body.data.map((u: any) => u.publishDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const total = Number(all.headers.get('maxresults'));
    const db = await s.ctx.db.selectFrom('updates').select((eb) => eb.fn.countAll<number>().as('n')).where('publish_date', '<=', now).executeTakeFirstOrThrow();
    expect(total).toBe(Number(db.n));

    const photos = await s.api('/api/public/photos?s=100');
    expect(photos.body.data.every((u: any) => u.contentType === 'photo')).toBe(true);
    const videos = await s.api('/api/public/videos?s=5');
    expect(videos.body.data.every((u: any) => u.contentType === 'video')).toBe(true);
    const dvds = await s.api('/api/public/dvds?s=5');
    expect(dvds.body.data.every((u: any) => u.contentType === 'dvd')).toBe(true);

    const tag = all.body.data[0].tags[0].permaLink;
    const byTag = await s.api(`/api/public/updates?tag=${tag}&s=100`);
    expect(byTag.body.data.length).toBeGreaterThan(0);
    expect(byTag.body.data.every((u: any) => u.tags.some((t: any) => t.permaLink === tag))).toBe(true);

    const bts = await s.api('/api/public/updates?channel=behind-the-scenes&s=100');
    expect(bts.body.data.length).toBeGreaterThan(0);
    expect(bts.body.data.every((u: any) => u.channel.permaLink === 'behind-the-scenes')).toBe(true);

    const [y, m] = [all.body.data[0].publishDate.slice(0, 4), Number(all.body.data[0].publishDate.slice(5, 7))];
    const month = await s.api(`/api/public/updates?y=${y}&m=${m}`);
    expect(month.body.data.every((u: any) => u.publishDate.startsWith(`${y}-${String(m).padStart(2, '0')}`))).toBe(true);
    expect((await s.api('/api/public/updates?m=13')).status).toBe(400);
    expect((await s.api('/api/public/updates?tag=no-such-tag')).body.data).toEqual([]);
  });

  it('sorts update lists by views, rating and duration (galleries without a play time last), combined with filters', async () => {
    const order = async (query: string) => (await s.api(`/api/public/updates?s=100&${query}`)).body.data as any[];
    const descending = (values: number[]) => values.every((value, index) => index === 0 || values[index - 1]! >= value);
    expect(descending((await order('sort=views')).map((u) => u.statistic.viewCount))).toBe(true);
    expect(descending((await order('sort=rating')).map((u) => u.statistic.rating))).toBe(true);

    const byDuration = await order('sort=duration');
    const timed = byDuration.filter((u) => u.playTimeSeconds !== undefined);
    expect(timed.length).toBeGreaterThan(1);
    expect(descending(timed.map((u) => u.playTimeSeconds))).toBe(true);
    // Every update with a play time comes before every one without.
    expect(byDuration.slice(0, timed.length)).toEqual(timed);

    const videos = (await s.api('/api/public/videos?s=100&sort=duration')).body.data as any[];
    const tag = videos[0].tags[0].permaLink;
    const tagged = (await s.api(`/api/public/videos?s=100&sort=duration&tag=${tag}`)).body.data as any[];
    expect(tagged.length).toBeGreaterThan(0);
    expect(tagged.every((u) => u.contentType === 'video' && u.tags.some((t: any) => t.permaLink === tag))).toBe(true);
    expect(descending(tagged.map((u) => u.playTimeSeconds ?? 0))).toBe(true);
    expect((await s.api('/api/public/videos?sort=longest')).status).toBe(400);
  });

  it('includes and excludes channels in recent and random lists', async () => {
    const inc = await s.api('/api/public/updates/recentVideos?s=4&includeChannels=behind-the-scenes');
    expect(inc.body.data.length).toBeGreaterThan(0);
    expect(inc.body.data.every((u: any) => u.channel.permaLink === 'behind-the-scenes' && u.contentType === 'video')).toBe(true);
    const exc = await s.api('/api/public/updates/random?s=50&excludeChannels=behind-the-scenes');
    expect(exc.body.data).toHaveLength(50);
    expect(exc.body.data.some((u: any) => u.channel?.permaLink === 'behind-the-scenes')).toBe(false);
    for (const path of ['recent', 'recentPhotos', 'randomPhotos', 'randomVideos', 'randomDvds']) {
      const r = await s.api(`/api/public/updates/${path}?s=3`);
      expect(r.status).toBe(200);
      expect(r.body.data.length).toBeLessThanOrEqual(3);
    }
  });

  it('returns last and next updates; next ones are in the future', async () => {
    const { body } = await s.api('/api/public/indexLastAndNext');
    const now = new Date().toISOString();
    expect(body.data.lastUpdates.length).toBeGreaterThan(0);
    expect(body.data.nextUpdates.length).toBeGreaterThan(0);
    expect(body.data.nextUpdates.every((u: any) => u.publishDate > now)).toBe(true);
    const videos = await s.api('/api/public/indexLastAndNext?contentType=video');
    expect(videos.body.data.lastUpdates.every((u: any) => u.contentType === 'video')).toBe(true);
    // The countdown's call: only the soonest scheduled update.
    const soonest = await s.api('/api/public/indexLastAndNext?s=1&next=1');
    expect(soonest.body.data.lastUpdates.map((u: any) => u.id)).toEqual([body.data.lastUpdates[0].id]);
    expect(soonest.body.data.nextUpdates.map((u: any) => u.id)).toEqual([body.data.nextUpdates[0].id]);
    for (const next of ['0', '51', 'soon']) {
      const bad = await s.api(`/api/public/indexLastAndNext?next=${next}`);
      expect(bad.status).toBe(400);
      expect(JSON.stringify(bad.body)).toContain('next');
    }
  });

  it('serves update details, gallery previews, chapters-free public data', async () => {
    const photo = (await s.api('/api/public/photos?s=1')).body.data[0];
    const detail = await s.api(`/api/public/updates/${photo.permaLink}`);
    expect(detail.body.data.id).toBe(photo.id);
    const pics = await s.api(`/api/public/updates/${photo.id}/photos`);
    expect(pics.status).toBe(200);
    expect(pics.body.data.length).toBeGreaterThan(0);
    expect(pics.body.data[0].originalSrc).toBeUndefined();
    expect((await s.api('/api/public/updates/nope')).status).toBe(404);
  });

  it('counts, calendar, tags, places, channels', async () => {
    const c = (await s.api('/api/public/counter')).body.data;
    expect(c.modelCount).toBeGreaterThanOrEqual(40);
    expect(c.channelCount).toBe(12);
    expect(c.placeCount).toBe(10);
    expect(c.updateCount).toBe(c.photoCount + c.videoCount + c.dvdCount);
    const cal = (await s.api('/api/public/updateCalendar')).body.data;
    expect(cal[0].value).toMatch(/^\d{4},\d{1,2}$/);
    expect(cal.reduce((a: number, e: any) => a + e.updateCount, 0)).toBe(c.updateCount);
    const tags = await s.api('/api/public/tags');
    expect(tags.body.data).toHaveLength(30);
    expect(tags.body.data.some((t: any) => t.updateCount > 0)).toBe(true);
    const places = await s.api('/api/public/places');
    expect(places.body.data).toHaveLength(10);
    expect((await s.api(`/api/public/places/${places.body.data[0].permaLink}`)).status).toBe(200);
    expect((await s.api('/api/public/places/nowhere')).status).toBe(404);
    const channels = await s.api('/api/public/channels');
    expect(channels.body.data).toHaveLength(12);
    const bts = await s.api('/api/public/channels/behind-the-scenes');
    expect(bts.body.data.videoCount + bts.body.data.photoCount).toBeGreaterThan(0);
    const cu = await s.api(`/api/public/channel/${bts.body.data.id}/updates?s=5`);
    expect(Number(cu.headers.get('maxresults'))).toBe(bts.body.data.videoCount + bts.body.data.photoCount + bts.body.data.dvdCount);
  });

  it('posts, categories, locales, translations', async () => {
    const posts = await s.api('/api/public/posts?s=5');
    expect(Number(posts.headers.get('maxresults'))).toBe(20);
    const cats = (await s.api('/api/public/categories')).body.data;
    expect(cats).toHaveLength(4);
    expect(cats.reduce((a: number, c: any) => a + c.postCount, 0)).toBe(20);
    const byCat = await s.api(`/api/public/posts?category=${cats[0].permaLink}`);
    expect(byCat.body.data.every((p: any) => p.category.permaLink === cats[0].permaLink)).toBe(true);
    expect((await s.api(`/api/public/posts/${posts.body.data[0].permaLink}`)).body.data.content).toContain('<p>');
    expect((await s.api('/api/public/posts/nope')).status).toBe(404);
    const locales = (await s.api('/api/public/locales')).body.data;
    expect(locales.map((l: any) => l.translateCode)).toEqual(['en_US', 'de_DE', 'fr_FR', 'es_ES', 'it_IT']);
    const tr = (await s.api('/api/translations')).body.data;
    expect(tr.find((r: any) => r.langKey === 'nav.channels')).toMatchObject({ lang_en_US: 'Channels', lang_de_DE: 'Kanäle', lang_it_IT: 'Canali' });
    const u = (await s.api('/api/public/updates?s=1')).body.data[0];
    expect(u.names.fullName_de_DE).toBeTruthy();
  });

  it('treats SQL metacharacters in filters and paths as plain text', async () => {
    expect((await s.api(`/api/public/models/${encodeURIComponent("x' OR 1=1 --")}`)).status).toBe(404);
    expect((await s.api(`/api/public/updates?tag=${encodeURIComponent("' OR ''='")}`)).body.data).toEqual([]);
    expect((await s.api(`/api/public/models?q=${encodeURIComponent('%_')}`)).body.data).toEqual([]);
  });

  it('answers unknown API paths with 404 JSON', async () => {
    const r = await s.api('/api/nothing/here');
    expect(r.status).toBe(404);
    expect(r.body.error.code).toBe('not_found');
  });
});

describe('client fallback', () => {
  it('serves index.html for app routes and 404 for missing assets and media', async () => {
    const s = await startServer('sqlite');
    try {
      // The harness points at an empty client dir: app routes answer 503 with a hint, not 404.
      const page = await fetch(`${s.url}/models/someone`);
      expect(page.status).toBe(503);
      expect((await fetch(`${s.url}/assets/missing-abc.js`)).status).toBe(404);
      expect((await fetch(`${s.url}/media/nothing`)).status).toBe(404);
      // A page address that cannot be decoded gets a 400 page, not a 500.
      const bad = await fetch(`${s.url}/search/%ff`, { headers: { accept: 'text/html' } });
      expect([bad.status, bad.headers.get('content-type')]).toEqual([400, 'text/html; charset=utf-8']);
      expect(await bad.text()).toContain('<h1>Bad request</h1>');
    } finally {
      await s.close();
    }
  }, 60_000);
});

describe('a larger catalogue (3,000 updates, SQLite)', () => {
  it('samples random lists along the primary key and still honours filters', async () => {
    const s = await startServer('sqlite', { seedUpdates: 3000 });
    try {
      const now = new Date().toISOString();
      const r = await s.api('/api/public/updates/randomVideos?s=12');
      expect(r.body.data).toHaveLength(12);
      expect(new Set(r.body.data.map((u: any) => u.id)).size).toBe(12);
      expect(r.body.data.every((u: any) => u.contentType === 'video' && u.publishDate <= now)).toBe(true);
      const bts = await s.api('/api/public/updates/random?s=6&includeChannels=behind-the-scenes');
      expect(bts.body.data.every((u: any) => u.channel.permaLink === 'behind-the-scenes')).toBe(true);
      const again = await s.api('/api/public/updates/randomVideos?s=12&seed=5');
      expect(again.body.data.map((u: any) => u.id)).not.toEqual(r.body.data.map((u: any) => u.id));
      expect(Number((await s.api('/api/public/updates?s=1')).headers.get('maxresults'))).toBeGreaterThan(2900);
    } finally {
      await s.close();
    }
  }, 90_000);
});

describe('query validation (ajv)', () => {
  it('rejects malformed query parameters with 400 and the field, and ignores unknown ones', async () => {
    const s = await startServer('sqlite');
    try {
      const bad = await s.api('/api/public/updates?y=abc&sort=weird');
      expect(bad.status).toBe(400);
      expect(bad.body.error.code).toBe('validation_failed');
      expect(Object.keys(bad.body.error.fields)).toEqual(expect.arrayContaining(['y', 'sort']));
      expect((await s.api('/api/public/updates?tag=a&tag=b')).status).toBe(400);
      expect((await s.api('/api/public/models?gender=Other')).status).toBe(400);
      expect((await s.api('/api/public/updates/random?excludeChannels=%3Cscript%3E')).status).toBe(400);
      expect((await s.api('/api/search/gold?record=maybe')).status).toBe(400);
      expect((await s.api('/api/public/updates?_=12345&s=2')).status).toBe(200);
      // Arrays, huge and negative numbers, NaN: 400 naming the parameter.
      for (const q of ['p=1&p=2', 'p=1e400', 'p=-1', 'p=NaN', 's=99999999999999999999', 'sort=name&sort=newest']) {
        const r = await s.api(`/api/public/updates?${q}`);
        expect([q, r.status, Object.keys(r.body.error.fields)]).toEqual([q, 400, [q.split('=')[0]]]);
      }
    } finally {
      await s.close();
    }
  }, 60_000);
});
