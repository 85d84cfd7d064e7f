// What buying a plan would do for the signed-in member, before they pay (the signup form shows
// it): when its time starts and ends, and which renewing subscription it stops. A plan bought
// while a recurring one renews is a switch at the end of the paid period (server/billing/sale.ts
// applies it on approval); a recurring plan on top of a renewing one is refused, as the signup is.
import { Router } from 'express';
import type { AppContext } from '../context';
import { idParam, notFound, send } from './http';
import type { PlanQuote } from '../../schemas/api/membership';
import { requireUser } from '../auth/middleware';
import { subscriptionPlan } from '../queries/articles';
import { renewingSubscription } from '../billing/sale';
import { addMonths } from '../billing/lookup';
import { parseTexts, requestLang, textIn } from './localized-texts';

export const SUBSCRIPTION_ACTIVE = 'You already have an active subscription. Cancel it first or wait until it ends.';

export function planQuoteRouter(ctx: AppContext): Router {
  const r = Router();

  r.get('/articles/:id/quote', requireUser(ctx), async (req, res) => {
    const plan = await subscriptionPlan(ctx, idParam(req));
    if (!plan) throw notFound('Plan');
    const userId = req.user!.id;
    const now = ctx.now();
    const renewing = await renewingSubscription(ctx.db, userId, now);
    // Time already paid for, renewing or not: the new plan's time starts when it ends.
    const latest = await ctx.db
      .selectFrom('subscriptions')
      .select('expires_at')
      .where('user_id', '=', userId)
      .where('status', 'in', ['active', 'cancelled'])
      .where('expires_at', '>', now)
      .orderBy('expires_at', 'desc')
      .executeTakeFirst();
    const startsAt = latest?.expires_at ?? now;
    const lang = requestLang(req);
    const renewingPlan = renewing ? await ctx.db.selectFrom('articles').select(['name', 'names']).where('id', '=', renewing.article_id).executeTakeFirst() : undefined;
    const refused = !!plan.recurring && !!renewing;
    const quote: PlanQuote = {
      allowed: !refused,
      ...(refused ? { refusal: { code: 'subscription_active', message: SUBSCRIPTION_ACTIVE } } : {}),
      startsAt,
      startsLater: startsAt > now,
      endsAt: addMonths(startsAt, plan.expires_in_months),
      recurring: !!plan.recurring,
      stopsRenewing:
        renewing && !refused
          ? { subscriptionId: renewing.id, plan: renewingPlan ? textIn(parseTexts(renewingPlan.names), 'name', lang, renewingPlan.name) : '', paidUntil: renewing.expires_at }
          : null,
    };
    send(res, quote);
  });

  return r;
}
