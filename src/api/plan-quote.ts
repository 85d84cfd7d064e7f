// GET articles/{id}/quote: for a signed-in member with a renewing plan, what choosing another plan
// does (when it starts, and which plan stops renewing), so the form shows a switch instead of a
// second charge for the same time. Key and hook side by side; `null` skips the request.
import type { PlanQuote } from '../../schemas/api/membership';
import { useApiData } from './use-api';

export type { PlanQuote };

export const planQuotePath = (articleId: number) => `articles/${articleId}/quote`;
export const planQuoteKey = (articleId: number) => [planQuotePath(articleId)] as const;

/** The quote for `articleId`; nothing when `ask` is false (visitors, members without a renewing plan). */
export function usePlanQuote(articleId: number | null, ask: boolean) {
  return useApiData<PlanQuote>(ask && articleId !== null ? planQuoteKey(articleId) : null, { shouldRetryOnError: false });
}
