import { http } from 'msw';
import type { SearchResult } from '../../schemas/api';
import { models } from '../fixtures/models';
import { places } from '../fixtures/places';
import { searchMetadata } from '../fixtures/search-metadata';
import { publishedUpdates } from '../fixtures/updates';
import { ok, param } from './respond';
import { paths } from './paths';

const contains = (text: string, term: string) => text.toLowerCase().includes(term);

export const searchHandlers = [
  // Case-insensitive substring on fullName; `s` caps each section.
  http.get(paths.search, ({ params, request }) => {
    const term = param(params.term).trim().toLowerCase();
    const size = Number(new URL(request.url).searchParams.get('s')) || undefined;
    const hits = <T extends { fullName: string }>(items: readonly T[]): T[] =>
      term ? items.filter((item) => contains(item.fullName, term)).slice(0, size) : [];
    const data: SearchResult = {
      models: hits(models),
      galleries: hits(publishedUpdates.filter((u) => u.contentType === 'photo')),
      videos: hits(publishedUpdates.filter((u) => u.contentType !== 'photo')),
      places: hits(places),
    };
    return ok(data);
  }),
  http.get(paths.searchMetadata, () => ok(searchMetadata)),
];
