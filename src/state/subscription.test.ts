import { describe, expect, it } from 'vitest';
import { hasAccessTo, subscriptionOf } from './subscription';
import { ROLE } from '../../shared/roles';

const base = { id: 1, username: 'm', email: 'm@example.com', role_id: ROLE.member, created_at: '2025-01-01T00:00:00.000Z' };

describe('subscriptionOf', () => {
  it('is active with full access', () => {
    expect(subscriptionOf({ ...base, customer: { hasAccess: true, validUntil: '2026-12-01T00:00:00.000Z' } })).toEqual({
      kind: 'active',
      validUntil: '2026-12-01T00:00:00.000Z',
    });
  });
  it('is expired when the last subscription has ended', () => {
    expect(subscriptionOf({ ...base, customer: { hasAccess: false, validUntil: '2026-01-01T00:00:00.000Z' } }).kind).toBe('expired');
  });
  it('is none without any subscription or user', () => {
    expect(subscriptionOf({ ...base, customer: { hasAccess: false, validUntil: null } }).kind).toBe('none');
    expect(subscriptionOf(base).kind).toBe('none');
    expect(subscriptionOf(null).kind).toBe('none');
  });
});

describe('hasAccessTo', () => {
  const member = (fullAccess: boolean, purchasedUpdateIds: number[] = []) => ({
    ...base,
    customer: { hasAccess: fullAccess, validUntil: fullAccess ? '2026-12-01T00:00:00.000Z' : null },
    membership: { fullAccess, purchasedUpdateIds },
  });
  it('opens every update to an active subscription', () => {
    expect(hasAccessTo(member(true), 42)).toBe(true);
  });
  it('opens only purchased updates without one', () => {
    expect(hasAccessTo(member(false, [7]), 7)).toBe(true);
    expect(hasAccessTo(member(false, [7]), 8)).toBe(false);
  });
  it('opens nothing to visitors', () => {
    expect(hasAccessTo(null, 7)).toBe(false);
  });
});
