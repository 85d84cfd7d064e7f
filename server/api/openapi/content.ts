// The public catalogue: models, places, tags, channels, updates, news, search, statistics and views.
import * as C from '../../../schemas/api/content';
import { ListSizeQuery, ModelListQuery, PagingQuery, PostListQuery, SearchQuery, UpdateListQuery } from '../../../schemas/api/requests';
import { list, type Area, type Op } from './operation';

const updateLists = (['updates', 'photos', 'videos', 'dvds'] as const).map(
  (p): Op => ({ method: 'get', path: `/api/public/${p}`, summary: `Published ${p}, newest first by default`, auth: 'optional', query: UpdateListQuery, data: list(C.Update), paged: true }),
);
// Each short list is served under /public/updates/ and, as the specification also names it, under /public/.
const shortLists = ['recent', 'recentPhotos', 'recentVideos', 'random', 'randomPhotos', 'randomVideos', 'randomDvds'].flatMap((name) =>
  ['/api/public/updates/', '/api/public/'].map(
    (prefix): Op => ({ method: 'get', path: `${prefix}${name}`, summary: `${name.startsWith('recent') ? 'Newest' : 'Random'} updates (${name})`, auth: 'optional', query: UpdateListQuery, data: list(C.Update) }),
  ),
);

export const contentArea: Area = {
  tag: { name: 'Content', description: "The public catalogue; a bearer token adds the caller's own ratings and favourites to update statistics." },
  ops: [
    { method: 'get', path: '/api/public/models', summary: 'Models', query: ModelListQuery, data: list(C.Model), paged: true },
    { method: 'get', path: '/api/public/modelsrandom', summary: 'Random models', query: ModelListQuery, data: list(C.Model) },
    { method: 'get', path: '/api/public/models/{permalink}', summary: 'Model detail', data: C.Model },
    { method: 'get', path: '/api/public/places', summary: 'Places', query: PagingQuery, data: list(C.Place), paged: true },
    { method: 'get', path: '/api/public/places/{permalink}', summary: 'Place detail', data: C.Place },
    { method: 'get', path: '/api/public/tags', summary: 'Tags with update counts', query: PagingQuery, data: list(C.Tag), paged: true },
    { method: 'get', path: '/api/public/channels', summary: 'Channels', query: PagingQuery, data: list(C.Channel), paged: true },
    { method: 'get', path: '/api/public/channels/{permalink}', summary: 'Channel detail', data: C.Channel },
    { method: 'get', path: '/api/public/channel/{id}/updates', summary: "A channel's updates", auth: 'optional', query: UpdateListQuery, data: list(C.Update), paged: true },
    { method: 'get', path: '/api/public/counter', summary: 'Counters', data: C.Counters },
    { method: 'get', path: '/api/public/updateCalendar', summary: 'Updates per month', query: UpdateListQuery, data: list(C.CalendarEntry) },
    ...updateLists,
    ...shortLists,
    { method: 'get', path: '/api/public/indexLastAndNext', summary: 'Last published and next scheduled updates', auth: 'optional', query: UpdateListQuery, data: C.LastAndNext },
    { method: 'get', path: '/api/public/updates/{permalink}', summary: 'Update detail (scheduled ones too, their media locked)', auth: 'optional', data: C.Update },
    { method: 'get', path: '/api/public/updates/{id}/photos', summary: 'Public gallery preview: a few small pictures', query: PagingQuery, paged: true, data: list(C.UpdateImage) },
    { method: 'get', path: '/api/updates/{id}/chapters', summary: 'Chapters of a video', paged: true },
    { method: 'get', path: '/api/public/posts', summary: 'News posts', query: PostListQuery, data: list(C.Post), paged: true },
    { method: 'get', path: '/api/public/posts/{permalink}', summary: 'Post detail', data: C.Post },
    { method: 'get', path: '/api/public/categories', summary: 'Categories with post counts', data: list(C.Category) },
    { method: 'get', path: '/api/search/{term}', summary: 'Full-text search (record=0: do not count the term)', auth: 'optional', query: SearchQuery, data: C.SearchResult },
    { method: 'get', path: '/api/searchMetadata/simple', summary: 'Most searched, most viewed, most rated', query: ListSizeQuery, data: C.SearchMetadata },
    { method: 'get', path: '/api/recentlysearched', summary: 'Recently searched terms', query: ListSizeQuery, paged: true },
    { method: 'get', path: '/api/stats/updates/{id}', summary: 'Update statistic', auth: 'optional', data: C.UpdateStatistic },
    { method: 'post', path: '/api/stats/{id}/view', summary: 'Count a view of an update' },
    { method: 'post', path: '/api/models/{id}/addView', summary: 'Count a view of a model' },
  ],
};
