// Subscription plans: GET articles filtered by
// article_type = SUBSCRIPTION; only plans that name payment providers can be bought.
import type { SubscriptionArticle } from '../../schemas/api/membership';
import { useApiList } from './use-api';

export type { SubscriptionArticle };

export const subscriptionPlansKey = ['articles', { fb: 'article_type', ft: 'eq', fv: 'SUBSCRIPTION', s: 100 }] as const;

/** The provider ids a plan lists (comma-separated on the wire). */
export const planProviders = (plan: Pick<SubscriptionArticle, 'payment_providers'>): string[] =>
  (plan.payment_providers ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);

/** Feature lines of `price_text`, split at its `<br>` line breaks, tags stripped. */
export const planFeatures = (plan: Pick<SubscriptionArticle, 'price_text'>): string[] =>
  (plan.price_text ?? '')
    .split(/<br\s*\/?>/i)
    .map((line) => line.replace(/<[^>]*>/g, '').trim())
    .filter(Boolean);

export function useSubscriptionPlans() {
  const result = useApiList<SubscriptionArticle>(subscriptionPlansKey);
  const plans = (result.data?.items ?? []).filter((plan) => plan.article_type === 'SUBSCRIPTION' && planProviders(plan).length > 0);
  return { ...result, plans };
}
