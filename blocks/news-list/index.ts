import { Type } from '@sinclair/typebox';
import type { BlockDefinition } from '../define-block';
import { withHeading, type WithHeading } from '../shared-props';

const schema = Type.Object({
  showCategories: Type.Boolean({ description: 'category filter chips (with post counts) above the list' }),
  recentCount: Type.Integer({ minimum: 0, maximum: 12, description: 'posts in the recent-posts column; 0 hides the column' }),
});

export const newsList: BlockDefinition<WithHeading<typeof schema>> = withHeading({
  type: 'newsList',
  title: 'News list',
  module: 'news',
  description:
    'Paginated news posts with image, date, category, title and a 130-character description; a category filter (?category=) and a recent-posts column beside the list on desktops.',
  schema,
  defaults: { showCategories: true, recentCount: 5 },
  load: () => import('./news-list'),
});
