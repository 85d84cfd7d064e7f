// @vitest-environment node
// hideHardcoreUpdates hides the updates flagged hardcore on every path that lists, counts, finds or
// links updates; every count a page shows equals what its list reaches; "most searched" only
// suggests terms that find something. The seeded demo catalogue, the real express app.
import { beforeAll, describe, expect, it } from 'vitest';
import { backends, createUser, liveVersion, suiteServer, useRealNetwork, type TestServer } from './harness';
import { reindexSearch } from '../../server/db/search-index';
import { ROLE } from '../../shared/roles';

useRealNetwork();

interface Row {
  id: number;
  perma_link: string;
  content_type: string;
  hardcore: number;
  channel_id: number | null;
  place_id: number | null;
  photo_count: number | null;
}
interface Named {
  id: number;
  permaLink: string;
}

describe.each(backends)('hardcore updates and catalogue counts on %s', (backend) => {
  const server = suiteServer(backend);
  let s: TestServer;
  let staff: string;
  let published: Row[];

  /** Publishes the file configuration with the fsk12 switches given. */
  const setFsk12 = async (hideHardcoreUpdates: boolean, enableGlobalFsk12Mode = false) => {
    const config = structuredClone(s.ctx.configs.fileConfig);
    config.core.fsk12 = { enableGlobalFsk12Mode, hideHardcoreUpdates };
    const r = await s.api('/api/configs/publish', { method: 'POST', token: staff, json: { config, name: `fsk12 ${hideHardcoreUpdates}`, baseVersion: await liveVersion(s, staff) } });
    expect(r.status).toBe(200);
  };
  const total = async (pathname: string) => {
    const r = await s.api(pathname);
    expect([pathname, r.status]).toEqual([pathname, 200]);
    return Number(r.headers.get('maxresults'));
  };
  const data = async <T = Named[]>(pathname: string): Promise<T> => {
    const r = await s.api(pathname);
    expect([pathname, r.status]).toEqual([pathname, 200]);
    return r.body.data as T;
  };
  /** Every id of a paged list. */
  const allIds = async (pathname: string) => {
    const ids: number[] = [];
    for (let p = 0; ; p++) {
      const page = await data(`${pathname}${pathname.includes('?') ? '&' : '?'}s=100&p=${p}`);
      ids.push(...page.map((u) => u.id));
      if (page.length < 100) return ids;
    }
  };
  const sitemapLocs = async () => [...(await (await fetch(`${s.url}/sitemap.xml`)).text()).matchAll(/<loc>([^<?]+)(?:\?[^<]*)?<\/loc>/g)].map((m) => m[1]!);

  beforeAll(async () => {
    s = server();
    staff = (await createUser(s, `hcstaff-${backend}`, { role: ROLE.staff })).token;
    published = (await s.ctx.db
      .selectFrom('updates')
      .select(['id', 'perma_link', 'content_type', 'hardcore', 'channel_id', 'place_id', 'photo_count'])
      .where('publish_date', '<=', s.ctx.now())
      .execute()) as Row[];
  });

  const visible = (hide: boolean) => published.filter((u) => !(hide && u.hardcore));

  it('the demo catalogue has published hardcore photo galleries, videos and DVDs', () => {
    for (const type of ['photo', 'video', 'dvd']) expect([type, published.some((u) => u.hardcore && u.content_type === type)]).toEqual([type, true]);
    const share = published.filter((u) => u.hardcore).length / published.length;
    expect(share).toBeGreaterThan(0.05);
    expect(share).toBeLessThan(0.2);
  });

  /** The counters, calendar, channel, place, tag and model counts all equal what their lists reach. */
  const expectCountsAgree = async (hide: boolean) => {
    const shown = visible(hide);
    const ofType = (t: string) => shown.filter((u) => u.content_type === t).length;
    const counter = await data<Record<string, number>>('/api/public/counter');
    expect(counter).toMatchObject({ updateCount: shown.length, photoCount: ofType('photo'), videoCount: ofType('video'), dvdCount: ofType('dvd') });
    expect(counter.imageCount).toBe(shown.reduce((sum, u) => sum + (u.photo_count ?? 0), 0));
    expect(await total('/api/public/updates')).toBe(shown.length);
    expect([await total('/api/public/photos'), await total('/api/public/videos'), await total('/api/public/dvds')]).toEqual([ofType('photo'), ofType('video'), ofType('dvd')]);
    const calendar = await data<{ updateCount: number }[]>('/api/public/updateCalendar');
    expect(calendar.reduce((sum, m) => sum + m.updateCount, 0)).toBe(shown.length);

    // A channel's badge counts, its three lists and the updates list filtered by it agree.
    const channels = await data<(Named & { photoCount: number; videoCount: number; dvdCount: number })[]>('/api/public/channels?s=100');
    for (const c of channels) {
      const mine = shown.filter((u) => u.channel_id === c.id);
      const expected = { photoCount: mine.filter((u) => u.content_type === 'photo').length, videoCount: mine.filter((u) => u.content_type === 'video').length, dvdCount: mine.filter((u) => u.content_type === 'dvd').length };
      expect([c.permaLink, { photoCount: c.photoCount, videoCount: c.videoCount, dvdCount: c.dvdCount }]).toEqual([c.permaLink, expected]);
      const lists = {
        photoCount: await total(`/api/public/channel/${c.id}/updates?contentType=photo`),
        videoCount: await total(`/api/public/channel/${c.id}/updates?contentType=video`),
        dvdCount: await total(`/api/public/channel/${c.id}/updates?contentType=dvd`),
      };
      expect([c.permaLink, lists]).toEqual([c.permaLink, expected]);
      expect(await data(`/api/public/channels/${c.permaLink}`)).toMatchObject(expected);
      expect(await total(`/api/public/updates?channel=${c.permaLink}`)).toBe(mine.length);
    }
    expect(channels.reduce((sum, c) => sum + c.dvdCount, 0)).toBeGreaterThan(0);

    const places = await data<(Named & { updateCount: number })[]>('/api/public/places?s=100');
    for (const p of places) {
      const count = shown.filter((u) => u.place_id === p.id).length;
      expect([p.permaLink, p.updateCount, await total(`/api/public/updates?place=${p.permaLink}`)]).toEqual([p.permaLink, count, count]);
      expect((await data<{ updateCount: number }>(`/api/public/places/${p.permaLink}`)).updateCount).toBe(count);
    }
    const tags = await data<(Named & { updateCount: number })[]>('/api/public/tags?s=100');
    for (const t of tags) expect([t.permaLink, t.updateCount]).toEqual([t.permaLink, await total(`/api/public/updates?tag=${t.permaLink}`)]);
    const models = await data<(Named & { content_updates: number })[]>('/api/public/models?s=100');
    for (const m of models) expect([m.permaLink, m.content_updates]).toEqual([m.permaLink, await total(`/api/public/updates?model=${m.permaLink}`)]);
  };

  it('with the flag off, hardcore updates are listed, counted, found and linked like any other', async () => {
    await setFsk12(false);
    const hardcore = published.filter((u) => u.hardcore);
    const ids = new Set(await allIds('/api/public/updates'));
    for (const u of hardcore) expect(ids.has(u.id)).toBe(true);
    const one = hardcore[0]!;
    expect((await s.api(`/api/public/updates/${one.perma_link}`)).status).toBe(200);
    expect((await sitemapLocs()).some((loc) => loc.endsWith(`/${one.perma_link}`))).toBe(true);
    await expectCountsAgree(false);
  });

  it('with the flag on, hardcore updates are gone from lists, counts, calendar, search, suggestions, sitemap, details and member calls', async () => {
    await setFsk12(true);
    const hardcore = published.filter((u) => u.hardcore);
    const hidden = new Set(hardcore.map((u) => u.id));
    const leaks = (list: Named[]) => list.filter((u) => hidden.has(u.id)).map((u) => u.id);

    for (const list of ['/api/public/updates', '/api/public/photos', '/api/public/videos', '/api/public/dvds']) expect([list, leaks((await allIds(list)).map((id) => ({ id, permaLink: '' })))]).toEqual([list, []]);
    for (const list of ['recent', 'randomPhotos', 'randomVideos', 'randomDvds', 'updates/random', 'updates/recentVideos']) expect([list, leaks(await data(`/api/public/${list}?s=100`))]).toEqual([list, []]);
    const lastNext = await data<{ lastUpdates: Named[]; nextUpdates: Named[] }>('/api/public/indexLastAndNext?s=100');
    expect(leaks([...lastNext.lastUpdates, ...lastNext.nextUpdates])).toEqual([]);
    await expectCountsAgree(true);

    // Search by a hardcore update's own title finds others, never it; the popover neither.
    for (const u of hardcore.slice(0, 5)) {
      const title = (await s.ctx.db.selectFrom('updates').select('full_name').where('id', '=', u.id).executeTakeFirstOrThrow()).full_name;
      const found = await data<{ galleries: Named[]; videos: Named[] }>(`/api/search/${encodeURIComponent(title)}?record=0`);
      expect(leaks([...found.galleries, ...found.videos])).toEqual([]);
    }
    const metadata = await data<{ updates: Named[]; tags: (Named & { updateCount: number })[] }>('/api/searchMetadata/simple?s=50');
    expect(leaks(metadata.updates)).toEqual([]);
    for (const t of metadata.tags) expect([t.permaLink, t.updateCount]).toEqual([t.permaLink, await total(`/api/public/updates?tag=${t.permaLink}`)]);

    const locs = await sitemapLocs();
    expect(hardcore.filter((u) => locs.some((loc) => loc.endsWith(`/${u.perma_link}`))).map((u) => u.perma_link)).toEqual([]);
    expect(locs.some((loc) => loc.endsWith(`/${published.find((u) => !u.hardcore)!.perma_link}`))).toBe(true);

    // The direct address of a hidden update is a 404, and so is everything about it.
    const gallery = hardcore.find((u) => u.content_type === 'photo')!;
    expect((await s.api(`/api/public/updates/${gallery.perma_link}`)).status).toBe(404);
    expect((await s.api(`/api/public/updates/${gallery.id}/photos`)).status).toBe(404);
    expect((await s.api(`/api/stats/updates/${gallery.id}`)).status).toBe(404);
    expect((await s.api(`/api/stats/${gallery.id}/view`, { method: 'POST' })).status).toBe(404);
    const video = hardcore.find((u) => u.content_type === 'video')!;
    expect(await s.ctx.db.selectFrom('chapters').select('id').where('update_id', '=', video.id).executeTakeFirst()).toBeDefined();
    expect((await s.api(`/api/updates/${video.id}/chapters`)).status).toBe(404);

    // A member cannot open, favour, rate or buy it, and it drops out of earlier favourites and purchases.
    const member = await createUser(s, `hcmember-${backend}`, { subscribed: true });
    const shownUpdate = published.find((u) => !u.hardcore)!;
    const now = new Date().toISOString();
    await s.ctx.db.insertInto('favourites').values([gallery, shownUpdate].map((u) => ({ user_id: member.id, update_id: u.id, created_at: now }))).execute();
    await s.ctx.db.insertInto('purchases').values([gallery, shownUpdate].map((u) => ({ user_id: member.id, update_id: u.id, payment_id: null, created_at: now }))).execute();
    const favourites = await s.api('/api/favourites', { token: member.token });
    expect(favourites.body.data.map((f: { content_update_id: number }) => f.content_update_id)).toEqual([shownUpdate.id]);
    const purchases = await s.api('/api/payment/mypurchases', { token: member.token });
    expect(purchases.body.data.map((u: Named) => u.id)).toEqual([shownUpdate.id]);
    expect((await s.api('/api/favourites', { method: 'PUT', token: member.token, json: { content_update_id: gallery.id } })).status).toBe(404);
    expect((await s.api(`/api/stats/${gallery.id}/rating`, { method: 'POST', token: member.token, json: { rating: 4 } })).status).toBe(404);
    expect((await s.api(`/api/updates/${gallery.id}/photos`, { token: member.token })).status).toBe(404);
    expect((await s.api(`/api/updates/${gallery.id}/downloads`, { token: member.token })).status).toBe(404);

    // Turned off again, it is back.
    await setFsk12(false);
    expect((await s.api(`/api/public/updates/${gallery.perma_link}`)).status).toBe(200);
    expect((await s.api(`/api/updates/${hardcore.find((u) => u.content_type === 'video')!.id}/chapters`)).body.data.length).toBeGreaterThan(0);
    expect((await s.api('/api/favourites', { token: member.token })).body.data).toHaveLength(2);
  });

  it('"most searched" suggests only terms that find something, and each one leads to results', async () => {
    await setFsk12(false);
    // A term only a hardcore update answers to, and one that answers to nothing, both searched a lot.
    const only = published.find((u) => u.hardcore)!;
    await s.ctx.db.updateTable('updates').set({ full_name: 'Zyxquartz Aurora' }).where('id', '=', only.id).execute();
    await reindexSearch(s.ctx.db, s.ctx.dialect);
    await s.ctx.db
      .insertInto('searches')
      .values([
        { term: 'zyxquartz', count: 900, last_searched_at: new Date().toISOString(), clients: 3 },
        { term: 'no such thing anywhere', count: 800, last_searched_at: new Date().toISOString(), clients: 3 },
      ])
      .execute();
    const suggested = async () => (await data<{ mostSearched: { term: string }[] }>('/api/searchMetadata/simple')).mostSearched.map((m) => m.term);
    const resultsOf = async (term: string) => {
      const found = await data<Record<string, Named[]>>(`/api/search/${encodeURIComponent(term)}?record=0`);
      return Object.values(found).reduce((sum, list) => sum + list.length, 0);
    };

    s.ctx.cache.clear();
    const off = await suggested();
    expect(off).toContain('zyxquartz');
    expect(off).not.toContain('no such thing anywhere');
    // The seeded terms are all there (named as their tags are), and every suggestion finds something.
    expect(off).toEqual(expect.arrayContaining(['Sunset', 'Beach', 'Golden Light', 'Forest', 'Studio']));
    for (const term of off) expect([term, (await resultsOf(term)) > 0]).toEqual([term, true]);

    await setFsk12(true);
    const on = await suggested();
    expect(await resultsOf('zyxquartz')).toBe(0);
    expect(on).not.toContain('zyxquartz');
    expect(on.length).toBeGreaterThanOrEqual(5);
    for (const term of on) expect([term, (await resultsOf(term)) > 0]).toEqual([term, true]);
    await setFsk12(false);
  });
});
