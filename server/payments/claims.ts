// Reservations that make money exactly-once: before a visitor leaves for a biller, the pending
// payment claims the username and email it will create (case-insensitive) or the (member, update)
// it buys. A claim is one row in payment_claims, unique among the claims not released (a partial
// unique index on both SQLite and PostgreSQL), so of two tabs exactly one holds it, whatever the
// timing. A claim ends when its payment ends (approved: the account or purchase row now guards the
// name; declined, failed, refunded or waiting for staff: the name is free again) or when it
// expires: the next claimant releases an expired claim before taking the name.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { PaymentProviderId } from '../../schemas/payment-providers';

type Db = Kysely<Database>;

export const usernameKey = (username: string) => `username:${username.toLowerCase()}`;
export const emailKey = (email: string) => `email:${email.toLowerCase()}`;
export const purchaseKey = (userId: number, updateId: number) => `purchase:${userId}:${updateId}`;

export type ClaimKind = 'username' | 'email' | 'purchase';
export const claimKind = (key: string): ClaimKind => key.slice(0, key.indexOf(':')) as ClaimKind;

/**
 * How long a biller's page may take: Epoch's join form an hour; a bitcoin invoice its own expiry
 * (the claim is moved to the invoice's expiry once BTCPay answers, see holdUntil). Gift cards make
 * their account at signup and buy no single updates: they claim nothing.
 */
const CLAIM_MINUTES: Record<PaymentProviderId, number> = { epochCreditCard: 60, epochPaypal: 60, bitcoin: 15, amazonVoucher: 60 };

export const claimExpiry = (provider: PaymentProviderId, now: string): string => new Date(Date.parse(now) + CLAIM_MINUTES[provider] * 60_000).toISOString();

/** The keys a payment needs: a new account's names, or the update a member buys. */
export function paymentClaimKeys(payment: { user_id: number | null; username: string; email: string; update_id: number | null }): string[] {
  if (payment.update_id != null && payment.user_id != null) return [purchaseKey(payment.user_id, payment.update_id)];
  if (payment.user_id == null) return [usernameKey(payment.username), emailKey(payment.email)];
  return [];
}

/** Releases the expired claims on these keys: their names are free for the next claimant. */
async function releaseExpired(db: Db, keys: string[], now: string) {
  await db.updateTable('payment_claims').set({ released_at: now }).where('claim_key', 'in', keys).where('released_at', 'is', null).where('expires_at', '<=', now).execute();
}

/**
 * Claims the keys for a payment, inside the caller's transaction. Answers the first key another
 * payment holds (the caller rolls back), or undefined when the payment holds them all now. Keys the
 * payment already holds stay held (their expiry is left as it is).
 */
export async function claimKeys(db: Db, paymentId: number, keys: string[], now: string, expiresAt: string): Promise<string | undefined> {
  if (!keys.length) return undefined;
  await releaseExpired(db, keys, now);
  const held = await db.selectFrom('payment_claims').select(['claim_key', 'payment_id']).where('claim_key', 'in', keys).where('released_at', 'is', null).execute();
  const other = held.find((h) => h.payment_id !== paymentId);
  if (other) return other.claim_key;
  const missing = keys.filter((k) => !held.some((h) => h.claim_key === k));
  // Sorted: two claimants of the same keys lock them in one order.
  for (const key of [...missing].sort()) {
    const inserted = await db
      .insertInto('payment_claims')
      .values({ claim_key: key, payment_id: paymentId, claimed_at: now, expires_at: expiresAt, released_at: null })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return key;
  }
  return undefined;
}

/** A payment's claims end (it was decided): the names are free, or now guarded by the account or purchase row. */
export async function releaseClaims(db: Db, paymentId: number, now: string): Promise<void> {
  await db.updateTable('payment_claims').set({ released_at: now }).where('payment_id', '=', paymentId).where('released_at', 'is', null).execute();
}

/** Moves a payment's live claims to a new expiry (a bitcoin invoice's own, once BTCPay set it). */
export async function holdUntil(db: Db, paymentId: number, expiresAt: string): Promise<void> {
  await db.updateTable('payment_claims').set({ expires_at: expiresAt }).where('payment_id', '=', paymentId).where('released_at', 'is', null).execute();
}

/** Whether a live claim (not released, not expired) holds this key. */
export async function isClaimed(db: Db, key: string, now: string): Promise<boolean> {
  const row = await db.selectFrom('payment_claims').select('id').where('claim_key', '=', key).where('released_at', 'is', null).where('expires_at', '>', now).executeTakeFirst();
  return !!row;
}
