// `public/models?sort=name|newest|rating|views` as the real server orders it (server/api/public/
// models.ts; name is its default). The default models handler ignores `sort` and keeps the fixture
// order; tests and stories of sorted lists prepend this one: `server.use(sortedModelsHandler)`.
import { http } from 'msw';
import type { Model } from '../../schemas/api';
import { models } from '../fixtures/models';
import { apiError, paged } from './respond';
import { paths } from './paths';

const byId = (a: Model, b: Model) => a.id - b.id;

const ORDERS: Record<string, (a: Model, b: Model) => number> = {
  name: (a, b) => a.fullName.localeCompare(b.fullName, 'en') || byId(a, b),
  // The server orders by created_at, which the payload does not carry; updated_at stands in.
  newest: (a, b) => Date.parse(b.updated_at) - Date.parse(a.updated_at) || byId(a, b),
  rating: (a, b) => b.rating - a.rating || byId(a, b),
  views: (a, b) => b.views - a.views || byId(a, b),
};

export const sortedModelsHandler = http.get(paths.models, ({ request }) => {
  const url = new URL(request.url);
  const sort = url.searchParams.get('sort') ?? 'name';
  const order = ORDERS[sort];
  if (!order) return apiError(400, 'validation_failed', `sort must be one of ${Object.keys(ORDERS).join(', ')}`);
  return paged([...models].sort(order), url);
});
