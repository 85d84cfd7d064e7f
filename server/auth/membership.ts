// Membership: a subscription gives access while it is active or cancelled (paid up) and now <
// expires_at; refunded, charged-back and expired ones give none; one bought during a paid period
// starts when that ends, and `until` is the end of the whole paid chain. Purchases unlock single updates.
// A blocked account (chargeback) has no access at all.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Membership } from '../../schemas/api/membership';

/** Statuses that keep access until expires_at. */
export const PAID_UP = ['active', 'cancelled'] as const;

export async function membershipOf(db: Kysely<Database>, userId: number, now: string): Promise<Membership> {
  const [user, subs, purchases] = await Promise.all([
    db.selectFrom('users').select('blocked_at').where('id', '=', userId).executeTakeFirst(),
    db.selectFrom('subscriptions').select(['starts_at', 'expires_at', 'recurring', 'status']).where('user_id', '=', userId).orderBy('starts_at').orderBy('expires_at').execute(),
    db.selectFrom('purchases').select('update_id').where('user_id', '=', userId).execute(),
  ]);
  const blocked = !user || !!user.blocked_at;
  const paidUp = subs.filter((s) => (PAID_UP as readonly string[]).includes(s.status));
  const live = paidUp.find((s) => s.starts_at <= now && s.expires_at > now);
  // A plan bought during a paid period starts when it ends: access runs on through the whole chain.
  let last = live;
  if (live) for (const s of paidUp) if (s.starts_at <= last!.expires_at && s.expires_at > last!.expires_at) last = s;
  const started = subs.filter((s) => s.starts_at <= now).sort((a, b) => (a.expires_at < b.expires_at ? 1 : -1));
  const shown = last ?? started[0];
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
