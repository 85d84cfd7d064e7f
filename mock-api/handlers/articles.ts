import { http } from 'msw';
import type { SubscriptionArticle } from '../../schemas/api/membership';
import { plans } from '../fixtures/plans';
import { listParam, paged } from './respond';
import { paths } from './paths';

// The generic resource filter: fb (columns), ft (types, ignored here), fv (values), index-aligned,
// e.g. ?fb=article_type&ft=eq&fv=SUBSCRIPTION.
const matchesFilters = (article: SubscriptionArticle, url: URL): boolean => {
  const columns = listParam(url, 'fb');
  const values = listParam(url, 'fv');
  return columns.every((column, i) => {
    const value = values[i];
    if (value === undefined || !(column in article)) return true;
    return String(article[column as keyof SubscriptionArticle]) === value;
  });
};

export const articlesHandlers = [
  http.get(paths.articles, ({ request }) => {
    const url = new URL(request.url);
    return paged(
      plans.filter((plan) => matchesFilters(plan, url)),
      url,
      100,
    );
  }),
];
