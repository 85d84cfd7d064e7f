// The desk's members (server/api/desk-members.ts): search, a member's page, and the actions staff
// take after a support call. Editors and publishers read; only publishers act, each time with a
// reason that the audit log keeps.
import { Type, type Static } from '@sinclair/typebox';
import { StaffReason } from './staff-audit';

const Nullable = <T extends ReturnType<typeof Type.String>>(s: T) => Type.Union([s, Type.Null()]);
const Time = Type.String({ description: 'ISO time' });

export const DeskMemberListQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 200, description: 'part of the username or email, or a payment reference (token, provider transaction id, invoice number)' })),
  p: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000, description: 'page, from 0' })),
  s: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: 'page size (default 30)' })),
});
export type DeskMemberListQuery = Static<typeof DeskMemberListQuery>;

/** Access as membership decides it: active until a date, expired (had some), never (had none). */
export const DeskAccess = Type.Object({
  state: Type.Union([Type.Literal('active'), Type.Literal('expired'), Type.Literal('never')]),
  until: Type.Optional(Time),
});
export type DeskAccess = Static<typeof DeskAccess>;

export const DeskMemberRow = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  email: Type.String(),
  role: Type.Integer({ description: 'role_id (shared/roles.ts)' }),
  created: Time,
  blocked: Type.Boolean(),
  access: DeskAccess,
  lastPayment: Type.Union([Type.Object({ id: Type.Integer(), at: Time, amount: Type.Number(), currency: Type.String(), status: Type.String() }), Type.Null()]),
});
export type DeskMemberRow = Static<typeof DeskMemberRow>;

export const DeskMemberSubscription = Type.Object({
  id: Type.Integer(),
  plan: Type.String(),
  provider: Type.String({ description: "the biller, or 'staff' for access granted from the desk" }),
  status: Type.String(),
  startsAt: Time,
  expiresAt: Time,
  recurring: Type.Boolean(),
  cancelledAt: Nullable(Time),
  renews: Type.Boolean({ description: 'rebills at the provider: the desk may cancel it' }),
});

export const DeskMemberPayment = Type.Object({
  id: Type.Integer(),
  at: Time,
  provider: Type.String(),
  item: Type.String({ description: 'the plan, or the single update bought' }),
  kind: Type.String(),
  amount: Type.Number(),
  currency: Type.String(),
  status: Type.String(),
  invoiceNumber: Nullable(Type.String()),
});

export const DeskMemberPage = Type.Object({
  account: Type.Object({
    id: Type.Integer(),
    username: Type.String(),
    email: Type.String(),
    locale: Type.String(),
    role: Type.Integer(),
    created: Time,
    blockedAt: Nullable(Time),
    blockedReason: Nullable(Type.String()),
    deleted: Type.Boolean({ description: 'erased: only what payment law requires is kept' }),
    twoFactor: Type.Boolean(),
  }),
  access: DeskAccess,
  subscriptions: Type.Array(DeskMemberSubscription),
  payments: Type.Array(DeskMemberPayment),
  purchases: Type.Array(Type.Object({ updateId: Type.Integer(), title: Type.String(), at: Time, paymentId: Type.Union([Type.Integer(), Type.Null()]) })),
  favourites: Type.Object({
    updates: Type.Object({ count: Type.Integer(), names: Type.Array(Type.String()) }),
    models: Type.Object({ count: Type.Integer(), names: Type.Array(Type.String()) }),
  }),
  sessions: Type.Array(Type.Object({ id: Type.Integer(), created: Time, lastSeen: Time, userAgent: Nullable(Type.String()), active: Type.Boolean() }), { description: 'devices; never the token' }),
  mails: Type.Array(Type.Object({ template: Type.String(), locale: Type.String(), at: Time })),
});
export type DeskMemberPage = Static<typeof DeskMemberPage>;

export const DeskReasonBody = Type.Object({ reason: StaffReason }, { additionalProperties: false });
export type DeskReasonBody = Static<typeof DeskReasonBody>;

/** Either `days` more access, or access `until` a date (one of the two): access granted by staff, never a payment. */
export const DeskAccessBody = Type.Object(
  {
    reason: StaffReason,
    days: Type.Optional(Type.Integer({ minimum: 1, maximum: 3660, description: 'days added after the current access ends (or from now)' })),
    until: Type.Optional(Type.String({ format: 'date', description: 'YYYY-MM-DD: access until the end of that day (UTC)' })),
  },
  { additionalProperties: false },
);
export type DeskAccessBody = Static<typeof DeskAccessBody>;

export const DeskEraseBody = Type.Object(
  { reason: StaffReason, confirmUsername: Type.String({ minLength: 1, maxLength: 100, description: "the member's username, typed to confirm" }) },
  { additionalProperties: false },
);
export type DeskEraseBody = Static<typeof DeskEraseBody>;

/** What an action did, in words the desk shows, with the member's page after it. */
export const DeskMemberActionResult = Type.Object({
  done: Type.String({ description: 'what happened, e.g. "access until 2026-12-01"' }),
  member: DeskMemberPage,
});
export type DeskMemberActionResult = Static<typeof DeskMemberActionResult>;
