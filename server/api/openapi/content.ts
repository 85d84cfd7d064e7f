// The public catalogue: models, places, tags, channels, updates, news, search, statistics and views.
import * as C from '../../../schemas/api/content';
import { HideSearchTermBody, LastAndNextQuery, ListSizeQuery, ModelListQuery, PagingQuery, PostListQuery, SearchQuery, UpdateListQuery } from '../../../schemas/api/requests';
import { list, type Area, type Op } from './operation';

const updateLists = (['updates', 'photos', 'videos', 'dvds'] as const).map(
  (p): Op => ({ method: 'get', path: `/api/public/${p}`, localized: true, summary: `Published ${p}, newest first by default`, auth: 'optional', query: UpdateListQuery, data: list(C.Update), paged: true }),
);
// Each short list is served under /public/updates/ and, as the specification also names it, under /public/.
const shortLists = ['recent', 'recentPhotos', 'recentVideos', 'random', 'randomPhotos', 'randomVideos', 'randomDvds'].flatMap((name) =>
  ['/api/public/updates/', '/api/public/'].map(
    (prefix): Op => ({ method: 'get', path: `${prefix}${name}`, localized: true, summary: `${name.startsWith('recent') ? 'Newest' : 'Random'} updates (${name})`, auth: 'optional', query: UpdateListQuery, data: list(C.Update) }),
  ),
);

export const contentArea: Area = {
  tag: { name: 'Content', description: "The public catalogue; a bearer token adds the caller's own ratings and favourites to update statistics." },
  ops: [
    { method: 'get', path: '/api/public/models', localized: true, summary: 'Models', query: ModelListQuery, data: list(C.Model), paged: true },
    { method: 'get', path: '/api/public/modelsrandom', localized: true, summary: 'Random models', query: ModelListQuery, data: list(C.Model) },
    { method: 'get', path: '/api/public/models/{permalink}', localized: true, summary: 'Model detail', data: C.Model },
    { method: 'get', path: '/api/public/places', localized: true, summary: 'Places', query: PagingQuery, data: list(C.Place), paged: true },
    { method: 'get', path: '/api/public/places/{permalink}', localized: true, summary: 'Place detail', data: C.Place },
    { method: 'get', path: '/api/public/tags', localized: true, summary: 'Tags with update counts', query: PagingQuery, data: list(C.Tag), paged: true },
    { method: 'get', path: '/api/public/channels', localized: true, summary: 'Channels', query: PagingQuery, data: list(C.Channel), paged: true },
    { method: 'get', path: '/api/public/channels/{permalink}', localized: true, summary: 'Channel detail', data: C.Channel },
    { method: 'get', path: '/api/public/channel/{id}/updates', localized: true, summary: "A channel's updates", auth: 'optional', query: UpdateListQuery, data: list(C.Update), paged: true },
    { method: 'get', path: '/api/public/counter', summary: 'Counters', data: C.Counters },
    { method: 'get', path: '/api/public/updateCalendar', summary: 'Updates per month', query: UpdateListQuery, data: list(C.CalendarEntry) },
    ...updateLists,
    ...shortLists,
    { method: 'get', path: '/api/public/indexLastAndNext', localized: true, summary: 'Last published and next scheduled updates', auth: 'optional', query: LastAndNextQuery, data: C.LastAndNext },
    { method: 'get', path: '/api/public/updates/{permalink}', localized: true, summary: 'Update detail (scheduled ones too, their media locked)', auth: 'optional', data: C.Update },
    { method: 'get', path: '/api/public/updates/{id}/photos', summary: 'Public gallery preview: a few small pictures', query: PagingQuery, paged: true, data: list(C.UpdateImage) },
    { method: 'get', path: '/api/updates/{id}/chapters', localized: true, summary: 'Chapters of a video', paged: true },
    { method: 'get', path: '/api/public/posts', localized: true, summary: 'News posts', query: PostListQuery, data: list(C.Post), paged: true },
    { method: 'get', path: '/api/public/posts/{permalink}', localized: true, summary: 'Post detail', data: C.Post },
    { method: 'get', path: '/api/public/categories', localized: true, summary: 'Categories with post counts', data: list(C.Category) },
    { method: 'get', path: '/api/search/{term}', localized: true, summary: 'Full-text search (record=0: do not count the term)', auth: 'optional', query: SearchQuery, data: C.SearchResult },
    { method: 'get', path: '/api/searchMetadata/simple', localized: true, summary: 'Most searched, most viewed, most rated', query: ListSizeQuery, data: C.SearchMetadata },
    { method: 'get', path: '/api/recentlysearched', summary: 'Recently searched terms (only those several clients searched, never one staff hid)', query: ListSizeQuery, paged: true },
    { method: 'get', path: '/api/searches/hidden', summary: 'Staff: search terms hidden from "recently" and "most searched", with who hid them and why', auth: 'staff', data: list(C.HiddenSearchTerm), paged: true },
    {
      method: 'post',
      path: '/api/searches/hidden',
      summary: 'Staff: hide a search term from "recently" and "most searched" for good (normalised like counted terms; who and why are kept); 422 for a term that can never be listed',
      auth: 'staff',
      body: HideSearchTermBody,
      data: C.HiddenSearchTerm,
      errors: [422],
    },
    { method: 'get', path: '/api/stats/updates/{id}', summary: 'Update statistic', auth: 'optional', data: C.UpdateStatistic },
    { method: 'post', path: '/api/stats/{id}/view', summary: 'Count a view of an update' },
    { method: 'post', path: '/api/models/{id}/addView', summary: 'Count a view of a model' },
  ],
};
