import { describe, expect, it } from 'vitest';
import { isStaff, mayEditSiteConfig, mayFavouriteModels, mayPostComments, mayPublishSiteConfig, mayRemoveComments, ROLE } from './roles';

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

  it('lets subscribed members and staff comment, and only staff remove comments', () => {
    expect(mayPostComments({ role_id: ROLE.member }, true)).toBe(true);
    expect(mayPostComments({ role_id: ROLE.premiumMember }, true)).toBe(true);
    expect(mayPostComments({ role_id: ROLE.member }, false)).toBe(false);
    expect(mayPostComments({ role_id: ROLE.staff }, false)).toBe(true);
    expect(mayPostComments(null, true)).toBe(false);
    expect(mayRemoveComments({ role_id: ROLE.staff })).toBe(true);
    expect(mayRemoveComments({ role_id: ROLE.member })).toBe(false);
    expect(mayRemoveComments(undefined)).toBe(false);
  });

  it('lets editors and staff edit the site configuration, and only staff (publishers) publish it', () => {
    expect(mayEditSiteConfig({ role_id: ROLE.editor })).toBe(true);
    expect(mayEditSiteConfig({ role_id: ROLE.staff })).toBe(true);
    expect(mayEditSiteConfig({ role_id: ROLE.member })).toBe(false);
    expect(mayEditSiteConfig({ role_id: ROLE.premiumMember })).toBe(false);
    expect(mayEditSiteConfig(null)).toBe(false);
    expect(mayPublishSiteConfig({ role_id: ROLE.staff })).toBe(true);
    expect(mayPublishSiteConfig({ role_id: ROLE.editor })).toBe(false);
    expect(mayPublishSiteConfig({ role_id: ROLE.member })).toBe(false);
    expect(isStaff({ role_id: ROLE.editor })).toBe(false);
  });

  it('keeps the role numbers stored in the database', () => {
    expect(ROLE).toEqual({ member: 1, staff: 2, premiumMember: 3, editor: 4, partner: 5 });
  });
});
