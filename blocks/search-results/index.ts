import { Type } from '@sinclair/typebox';
import type { BlockDefinition } from '../define-block';
import { withHeading, type WithHeading } from '../shared-props';
import { searchKey } from '../../src/api/search';

const schema = Type.Object({
  count: Type.Integer({ minimum: 1, maximum: 24, description: 'results per section (models, galleries, videos, places); 10 in the specification' }),
  showInput: Type.Boolean({ description: 'a search field above the results that updates the URL' }),
});

export const searchResults: BlockDefinition<WithHeading<typeof schema>> = withHeading({
  type: 'searchResults',
  title: 'Search results',
  description:
    "Results for /search/{searchString}: models, galleries, videos and places in sections with counts; 'Searching...' while running and 'No results found' when empty; a search field that updates the URL.",
  schema,
  defaults: { count: 10, showInput: true },
  load: () => import('./search-results'),
  hydrate: ({ showInput }) => (showInput ? 'load' : 'never'),
  // search/{term} is no in-process read: the server loads it over HTTP with the others, still one render.
  data: ({ count }, page) => {
    const term = (page.params.searchString ?? '').trim();
    return term ? [['data', searchKey(term, count)]] : [];
  },
});
