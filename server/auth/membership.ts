// Membership: a subscription gives access while it is active or cancelled (paid up) and now <
// expires_at; refunded, charged-back and expired ones give none. Purchases unlock single updates.
// A blocked account (chargeback) has no access at all.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Membership } from '../../schemas/api/membership';

/** Statuses that keep access until expires_at. */
export const PAID_UP = ['active', 'cancelled'] as const;

export async function membershipOf(db: Kysely<Database>, userId: number, now: string): Promise<Membership> {
  const [user, subs, purchases] = await Promise.all([
    db.selectFrom('users').select('blocked_at').where('id', '=', userId).executeTakeFirst(),
    db.selectFrom('subscriptions').select(['expires_at', 'recurring', 'status']).where('user_id', '=', userId).where('starts_at', '<=', now).orderBy('expires_at', 'desc').execute(),
    db.selectFrom('purchases').select('update_id').where('user_id', '=', userId).execute(),
  ]);
  const blocked = !user || !!user.blocked_at;
  const live = subs.find((s) => (PAID_UP as readonly string[]).includes(s.status) && s.expires_at > now);
  const shown = live ?? subs[0];
  return {
    fullAccess: !blocked && !!live,
    ...(shown ? { until: shown.expires_at, recurring: shown.recurring === 1 } : {}),
    purchasedUpdateIds: blocked ? [] : purchases.map((p) => p.update_id),
  };
}

export async function canAccessUpdate(db: Kysely<Database>, userId: number, updateId: number, now: string): Promise<boolean> {
  const m = await membershipOf(db, userId, now);
  return m.fullAccess || m.purchasedUpdateIds.includes(updateId);
}
