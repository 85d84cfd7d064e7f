// A member's subscriptions as the payment page and the cancel call see them.
import type { AppContext } from '../context';
import type { AccountSubscription, SubscriptionStatus } from '../../schemas/api/membership';
import { PAID_UP } from '../auth/membership';

/**
 * The subscription the payment page shows: the recurring one that renews (the one a member can
 * cancel), else the one giving access longest, else the latest one.
 */
export async function currentSubscription(ctx: AppContext, userId: number, now: string) {
  const rows = await ctx.db
    .selectFrom('subscriptions')
    .innerJoin('articles', 'articles.id', 'subscriptions.article_id')
    .innerJoin('payments', 'payments.id', 'subscriptions.payment_id')
    .selectAll('subscriptions')
    .select(['articles.name as plan', 'articles.names as plan_names', 'payments.provider as first_provider', 'payments.token as first_token'])
    .where('subscriptions.user_id', '=', userId)
    .orderBy('subscriptions.id', 'desc')
    .execute();
  const live = rows.filter((s) => (PAID_UP as readonly string[]).includes(s.status) && s.expires_at > now).sort((a, b) => (a.expires_at < b.expires_at ? 1 : -1));
  return live.find((s) => s.status === 'active' && s.recurring === 1) ?? live[0] ?? rows[0];
}

export type CurrentSubscription = NonNullable<Awaited<ReturnType<typeof currentSubscription>>>;

/** A subscription as the member sees it. */
export function accountSubscription(s: CurrentSubscription, now: string): AccountSubscription {
  const paidUp = (PAID_UP as readonly string[]).includes(s.status) && s.expires_at > now;
  const recurring = s.recurring === 1;
  const renews = paidUp && recurring && s.status === 'active';
  // After a failed rebill it does not renew by itself: the page says when access ends and what to do.
  const failed = renews && !!s.rebill_failed_at;
  return {
    id: s.id,
    plan: s.plan,
    status: s.status as SubscriptionStatus,
    recurring,
    provider: s.provider ?? s.first_provider,
    startedAt: s.starts_at,
    expiresAt: s.expires_at,
    ...(renews && !failed ? { renewsOn: s.expires_at } : {}),
    ...(paidUp && (!renews || failed) ? { endsOn: s.expires_at } : {}),
    ...(failed ? { rebillFailedAt: s.rebill_failed_at! } : {}),
    cancellable: renews,
  };
}

/** Whether the member has a recurring plan that will rebill: a second one is refused. */
export async function hasActiveRecurring(ctx: AppContext, userId: number, now: string): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('subscriptions')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .where('recurring', '=', 1)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return !!row;
}
