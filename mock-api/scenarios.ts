// Overrides for stories and tests, prepended to the defaults:
//   story: parameters: { msw: { handlers: emptyLists } }
//   test:  server.use(...serverError)
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import type { Counters, LastAndNext, SearchMetadata, SearchResult } from '../schemas/api';
import { api, listPaths, paths } from './handlers/paths';
import { all, apiError, ok } from './handlers/respond';

const anyApiRoute = api('*');

/** Every list is empty (maxresults 0), counters are zero; detail routes keep their data. */
export const emptyLists: RequestHandler[] = [
  ...listPaths.map((path) => http.get(path, () => all([]))),
  http.get(paths.indexLastAndNext, () => ok<LastAndNext>({ lastUpdates: [], nextUpdates: [] })),
  http.get(paths.search, () => ok<SearchResult>({ models: [], galleries: [], videos: [], places: [] })),
  http.get(paths.searchMetadata, () => ok<SearchMetadata>({ mostSearched: [], updates: [], models: [], tags: [] })),
  http.get(paths.counter, () =>
    ok<Counters>({
      imageCount: 0,
      photoCount: 0,
      videoCount: 0,
      dvdCount: 0,
      updateCount: 0,
      modelCount: 0,
      channelCount: 0,
      placeCount: 0,
    }),
  ),
];

// One route at a time, for a story whose block reads several routes and only one should change,
// e.g. `parameters: { msw: { handlers: [pending(paths.articles)] } }`.

/** `path` never answers (a loading state). */
export const pending = (path: string): RequestHandler =>
  http.all(path, async () => {
    await delay('infinite');
    return HttpResponse.json(null);
  });

/** `path` answers an empty list (maxresults 0). */
export const emptyList = (path: string): RequestHandler => http.get(path, () => all([]));

/** `path` fails with 500 and the generic error body. */
export const failing = (path: string): RequestHandler =>
  http.all(path, () => apiError(500, 'internal_error', 'Ooops, something went wrong, please try again later'));

/** Requests never answer, for loading states. */
export const slowResponses: RequestHandler[] = [pending(anyApiRoute)];

/** Every API call fails with 500 and the generic error body. */
export const serverError: RequestHandler[] = [failing(anyApiRoute)];

