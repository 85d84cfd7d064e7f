import { describe, expect, it } from 'vitest';
import { isStaff, mayFavouriteModels, ROLE } from './roles';

describe('role policy', () => {
  it('knows staff by role', () => {
    expect(isStaff({ role_id: ROLE.staff })).toBe(true);
    expect(isStaff({ role_id: ROLE.member })).toBe(false);
    expect(isStaff({ role_id: ROLE.premiumMember })).toBe(false);
    expect(isStaff(null)).toBe(false);
    expect(isStaff(undefined)).toBe(false);
  });

  it('lets members and premium members favourite models, nobody else', () => {
    expect(mayFavouriteModels({ role_id: ROLE.member })).toBe(true);
    expect(mayFavouriteModels({ role_id: ROLE.premiumMember })).toBe(true);
    expect(mayFavouriteModels({ role_id: ROLE.staff })).toBe(false);
    expect(mayFavouriteModels({ role_id: Math.max(...Object.values(ROLE)) + 1 })).toBe(false);
    expect(mayFavouriteModels(null)).toBe(false);
  });

  it('keeps the role numbers stored in the database', () => {
    expect(ROLE).toEqual({ member: 1, staff: 2, premiumMember: 3 });
  });
});
