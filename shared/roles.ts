// Account roles: the numbers stored in users.role_id and answered as `role_id` by GET me. Server and
// client decide who may do what through these helpers only, never by comparing role numbers.
// staff (2) is the publisher: every staff power. An editor (4) works in the studio and makes
// preview links but cannot change what visitors see (publish, restore, schedule). A partner (5) is
// an affiliate who signs in to read their own figures: no purchases, no staff areas.
export const ROLE = { member: 1, staff: 2, premiumMember: 3, editor: 4, partner: 5 } as const;
export type RoleId = (typeof ROLE)[keyof typeof ROLE];

/** Anything carrying a role: the server's request user, the client's session user, a database row. */
type WithRole = { role_id: number } | null | undefined;

const MODEL_FAVOURITE_ROLES: readonly number[] = [ROLE.member, ROLE.premiumMember];

/** Staff use the configuration studio, preview links, publishing and the staff endpoints. */
export const isStaff = (user: WithRole): boolean => user?.role_id === ROLE.staff;

/** The studio, preview links and the configuration history: editors and staff (publishers). */
export const mayEditSiteConfig = (user: WithRole): boolean => isStaff(user) || user?.role_id === ROLE.editor;

/** Publishing, scheduling and restoring a configuration: staff (publishers) only. */
export const mayPublishSiteConfig = (user: WithRole): boolean => isStaff(user);

/** The staff content area: editors create and edit drafts (publishers too). */
export const mayEditContent = mayEditSiteConfig;

/** Publishing, scheduling, unpublishing, deleting and restoring content: staff (publishers) only. */
export const mayPublishContent = mayPublishSiteConfig;

/** Members and premium members may favourite models; staff and other roles may not. */
export const mayFavouriteModels = (user: WithRole): boolean => !!user && MODEL_FAVOURITE_ROLES.includes(user.role_id);

/** Comments: members and premium members with an active subscription write them; staff too (to answer). */
export const mayPostComments = (user: WithRole, activeSubscription: boolean): boolean =>
  isStaff(user) || (!!user && MODEL_FAVOURITE_ROLES.includes(user.role_id) && activeSubscription);

/** Staff remove comments (for everyone). */
export const mayRemoveComments = (user: WithRole): boolean => isStaff(user);

/** The media library: upload, browse and preview (editors and publishers). */
export const mayManageMedia = (user: WithRole): boolean => mayEditSiteConfig(user);

/** Deleting from the media library: publishers only. */
export const mayDeleteMedia = (user: WithRole): boolean => isStaff(user);

/** The operator's desk (members, payments, requests, comments, translations, dashboard): editors and publishers read and handle requests. */
export const mayUseDesk = (user: WithRole): boolean => mayEditSiteConfig(user);

/** Desk actions that change money or accounts (refunds, gift-card decisions, access, blocking, sessions, erasure): publishers only. */
export const mayChangeMoneyOrAccounts = (user: WithRole): boolean => isStaff(user);

/** The audit log of staff actions: publishers read it; nobody edits it. */
export const mayReadAuditLog = (user: WithRole): boolean => isStaff(user);

/** A partner (affiliate) account: reads its own figures at /partner/figures and nothing of staff's. */
export const isPartner = (user: WithRole): boolean => user?.role_id === ROLE.partner;

/** The partner's own figures (GET /api/partner/figures): partner accounts only. */
export const mayReadOwnPartnerFigures = isPartner;

/** Buying (plans, single updates): anyone but a partner account, whose sign-in is for figures only. */
export const mayBuy = (user: WithRole): boolean => !isPartner(user);
