// Subscription state of the logged-in user ("Subscription"): active (full access, valid
// until a date), expired (renew), none (only purchased updates viewable).
import type { SessionUser } from './session';

export type SubscriptionState = { kind: 'active'; validUntil?: string } | { kind: 'expired'; validUntil: string } | { kind: 'none' };

export function subscriptionOf(user: SessionUser | null | undefined): SubscriptionState {
  const customer = user?.customer;
  if (customer?.hasAccess) return { kind: 'active', ...(customer.validUntil ? { validUntil: customer.validUntil } : {}) };
  if (customer?.validUntil) return { kind: 'expired', validUntil: customer.validUntil };
  return { kind: 'none' };
}

/**
 * Whether the user may have an update's member files (full video, pictures, zips): an active
 * subscription or a purchase of that update. The server decides again on every call.
 */
export function hasAccessTo(user: SessionUser | null | undefined, updateId: number): boolean {
  if (!user) return false;
  if (user.membership?.fullAccess || user.customer?.hasAccess) return true;
  return user.membership?.purchasedUpdateIds.includes(updateId) ?? false;
}
