import { Type } from '@sinclair/typebox';
import type { BlockDefinition } from '../define-block';
import { withHeading, type WithHeading } from '../shared-props';
import { categoriesKey, postsKey } from '../../src/api/posts';
import { listPagingOf, pageSizesOf } from '../../shared/page-query';

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
  hydrate: 'visible',
  data: ({ recentCount }, { query, config }) => {
    const { page, size } = listPagingOf(query, pageSizesOf(config.core.paging));
    return [
      ['list', postsKey({ page, size, category: query.get('category') || undefined })],
      ['list', categoriesKey],
      ...(recentCount > 0 ? [['list', postsKey({ page: 0, size: recentCount })] as const] : []),
    ];
  },
});
