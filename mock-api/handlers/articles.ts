import { http } from 'msw';
import type { SubscriptionArticle } from '../../schemas/api/membership';
import { planIn, plans } from '../fixtures/plans';
import { CONTENT_LANG_PARAM, contentLangOf } from '../../shared/content-lang';
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
    // Texts in the visitor's language, as the server answers them.
    const lang = contentLangOf(url.searchParams.get(CONTENT_LANG_PARAM));
    return paged(
      plans.filter((plan) => matchesFilters(plan, url)).map((plan) => planIn(plan, lang)),
      url,
      100,
    );
  }),
];
