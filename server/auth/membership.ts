// Membership: a subscription is active while now < expires_at; purchases unlock single updates.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Membership } from '../../schemas/api/membership';

export async function membershipOf(db: Kysely<Database>, userId: number, now: string): Promise<Membership> {
  const [sub, purchases] = await Promise.all([
    db.selectFrom('subscriptions').select(['expires_at', 'recurring']).where('user_id', '=', userId).where('starts_at', '<=', now).orderBy('expires_at', 'desc').limit(1).executeTakeFirst(),
    db.selectFrom('purchases').select('update_id').where('user_id', '=', userId).execute(),
  ]);
  const active = !!sub && sub.expires_at > now;
  return {
    fullAccess: active,
    ...(sub ? { until: sub.expires_at, recurring: sub.recurring === 1 } : {}),
    purchasedUpdateIds: purchases.map((p) => p.update_id),
  };
}

export async function canAccessUpdate(db: Kysely<Database>, userId: number, updateId: number, now: string): Promise<boolean> {
  const m = await membershipOf(db, userId, now);
  return m.fullAccess || m.purchasedUpdateIds.includes(updateId);
}
