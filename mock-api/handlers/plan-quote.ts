// GET articles/:id/quote for the signed-in member of the mocks, whose Monthly renews (as the
// subscription handlers' active state: paid until 24 days after the fixture clock). Another plan
// starts when that paid time ends and the Monthly stops renewing; the Monthly itself is refused
// as the server refuses a second recurring plan.
import { http } from 'msw';
import type { PlanQuote } from '../../schemas/api/plan-quote';
import { plans } from '../fixtures/plans';
import { daysFromNow } from '../fixtures/clock';
import { api } from './paths';
import { apiError, ok, param } from './respond';

export const planQuotePaths = { quote: api('articles/:id/quote') } as const;

/** When the mock member's renewing Monthly is paid until. */
export const MOCK_PAID_UNTIL = daysFromNow(24);

const addMonths = (iso: string, months: number) => {
  const d = new Date(iso);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString();
};

export const planQuoteHandlers = [
  http.get(planQuotePaths.quote, ({ params }) => {
    const plan = plans.find((p) => String(p.id) === param(params.id));
    if (!plan) return apiError(404, 'not_found', 'Plan not found');
    if (plan.recurring) return apiError(409, 'subscription_active', 'You already have an active subscription. Cancel it first or wait until it ends.');
    return ok<PlanQuote>({ startsAt: MOCK_PAID_UNTIL, endsAt: addMonths(MOCK_PAID_UNTIL, plan.expiresInMonths ?? 1), replaces: { planName: 'Monthly', renews: false } });
  }),
];
