import { http } from 'msw';
import type { ContentType, LastAndNext, Update } from '../../schemas/api';
import { calendarKey } from '../fixtures/counters';
import { seededShuffle } from '../../shared/seeded-random';
import { publishedUpdates, updates, upcomingUpdates } from '../fixtures/updates';
import { listParam, matchesRef, notFound, ok, paged, param, sized } from './respond';
import { paths } from './paths';

const CONTENT_TYPES: readonly string[] = ['video', 'photo', 'dvd'] satisfies ContentType[];
const RECENT_SIZE = 12;
const LAST_UPDATES_SIZE = 3;

/**
 * The list filters: tag, model, channel, place (permaLink or id), y and m (publish year and
 * month 1-12, UTC) and contentType. Unknown values match nothing, as on the server.
 */
export const filterUpdates = (items: readonly Update[], url: URL): Update[] => {
  const q = url.searchParams;
  const tag = q.get('tag');
  const model = q.get('model');
  const channel = q.get('channel');
  const place = q.get('place');
  const contentType = q.get('contentType');
  const year = q.get('y');
  const month = q.get('m');
  return items.filter((u) => {
    if (tag && !u.tags.some((t) => matchesRef(t, tag))) return false;
    if (model && !u.models.some((m) => matchesRef(m, model))) return false;
    if (channel && !matchesRef(u.channel, channel)) return false;
    if (place && !matchesRef(u.place, place)) return false;
    if (contentType && u.contentType !== contentType) return false;
    if (year || month) {
      const [y, m] = calendarKey(u.publishDate).split(',');
      if (year && Number(year) !== Number(y)) return false;
      if (month && Number(month) !== Number(m)) return false;
    }
    return true;
  });
};

/** includeChannels / excludeChannels: comma-separated channel permaLinks. */
const filterChannels = (items: readonly Update[], url: URL): Update[] => {
  const include = listParam(url, 'includeChannels');
  const exclude = listParam(url, 'excludeChannels');
  return items.filter((u) => {
    const link = u.channel?.permaLink;
    if (include.length > 0 && (!link || !include.includes(link))) return false;
    return !(link && exclude.includes(link));
  });
};

const ofType = (type?: ContentType) =>
  type ? publishedUpdates.filter((u) => u.contentType === type) : publishedUpdates;

const listHandler = (path: string, type?: ContentType) =>
  http.get(path, ({ request }) => {
    const url = new URL(request.url);
    return paged(filterUpdates(ofType(type), url), url);
  });

const recentHandler = (path: string, type?: ContentType) =>
  http.get(path, ({ request }) => {
    const url = new URL(request.url);
    return sized(filterChannels(ofType(type), url), url, RECENT_SIZE);
  });

// Fixed seeds: "random" lists differ from each other but never between runs.
const randomHandler = (path: string, seed: number, type?: ContentType) =>
  http.get(path, ({ request }) => {
    const url = new URL(request.url);
    return sized(seededShuffle(filterChannels(ofType(type), url), seed), url, RECENT_SIZE);
  });

export const updatesHandlers = [
  listHandler(paths.updates),
  listHandler(paths.photos, 'photo'),
  listHandler(paths.videos, 'video'),
  listHandler(paths.dvds, 'dvd'),

  // Registered before `public/updates/:permalink` so these names are not taken as permaLinks.
  recentHandler(paths.recent),
  recentHandler(paths.recentPhotos, 'photo'),
  recentHandler(paths.recentVideos, 'video'),
  randomHandler(paths.random, 11),
  randomHandler(paths.randomPhotos, 12, 'photo'),
  randomHandler(paths.randomVideos, 13, 'video'),
  randomHandler(paths.randomDvds, 14, 'dvd'),

  // lastUpdates: the newest published (`s`, default 3); nextUpdates: the scheduled ones, soonest first (`next`, default 50).
  http.get(paths.indexLastAndNext, ({ request }) => {
    const url = new URL(request.url);
    const typeParam = url.searchParams.get('contentType');
    const type = typeParam && CONTENT_TYPES.includes(typeParam) ? (typeParam as ContentType) : undefined;
    const size = Number(url.searchParams.get('s')) || LAST_UPDATES_SIZE;
    const data: LastAndNext = {
      lastUpdates: ofType(type).slice(0, size),
      nextUpdates: upcomingUpdates.filter((u) => !type || u.contentType === type).slice(0, Number(url.searchParams.get('next')) || 50),
    };
    return ok(data);
  }),

  // Upcoming updates resolve too, so a countdown can link to them.
  http.get(paths.update, ({ params }) => {
    const update = updates.find((u) => u.permaLink === param(params.permalink));
    return update ? ok(update) : notFound();
  }),
];
