import { http } from 'msw';
import type { PlanQuote, SubscriptionArticle } from '../../schemas/api/membership';
import { daysFromNow } from '../fixtures/clock';
import { planIn, plans } from '../fixtures/plans';
import { CONTENT_LANG_PARAM, contentLangOf } from '../../shared/content-lang';
import { apiError, listParam, ok, paged } from './respond';
import { api, paths } from './paths';

/** GET articles/{id}/quote: what a plan would do for the signed-in member of the mocks (a Monthly renews for 24 more days). */
export const quotePath = api('articles/:id/quote');

export const mockQuote = (planId: number): PlanQuote | undefined => {
  const plan = plans.find((p) => p.id === planId);
  if (!plan) return undefined;
  const paidUntil = daysFromNow(24);
  if (plan.recurring) {
    return { allowed: false, refusal: { code: 'subscription_active', message: 'You already have an active subscription. Cancel it first or wait until it ends.' }, startsAt: paidUntil, startsLater: true, endsAt: daysFromNow(54), recurring: true, stopsRenewing: null };
  }
  return { allowed: true, startsAt: paidUntil, startsLater: true, endsAt: daysFromNow(24 + 30 * (plan.expiresInMonths ?? 1)), recurring: false, stopsRenewing: { subscriptionId: 3, plan: 'Monthly', paidUntil } };
};

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

export const planQuoteHandlers = [
  http.get(quotePath, ({ params }) => {
    const quote = mockQuote(Number(params.id));
    return quote ? ok(quote) : apiError(404, 'not_found', 'Plan not found');
  }),
];

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
  ...planQuoteHandlers,
];
