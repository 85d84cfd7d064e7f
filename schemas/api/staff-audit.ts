// The audit log of staff actions (server/api/staff-audit.ts): who, when, what, to which target, why
// and from which address. Publishers read it; nobody edits it (the table refuses changes).
import { Type, type Static } from '@sinclair/typebox';

/** A reason staff give for an action that changes a member's account or money (recorded in the audit log). */
export const StaffReason = Type.String({ minLength: 3, maxLength: 1000, pattern: '\\S', description: 'why, in the words of the staff member (recorded in the audit log)' });

export const StaffAction = Type.Object({
  id: Type.Integer(),
  at: Type.String({ description: 'ISO time' }),
  userId: Type.Union([Type.Integer(), Type.Null()]),
  username: Type.String({ description: 'the staff member who acted' }),
  action: Type.String({ description: 'what was done, e.g. member.extend, payment.refund, request.reply, comment.hide' }),
  targetKind: Type.String({ description: 'member, payment, request, comment, translation, update ...' }),
  targetId: Type.Union([Type.String(), Type.Null()]),
  reason: Type.Union([Type.String(), Type.Null()]),
  details: Type.Record(Type.String(), Type.Unknown()),
  address: Type.String({ description: 'the address the action came from' }),
});
export type StaffAction = Static<typeof StaffAction>;

export const StaffAuditQuery = Type.Object({
  targetKind: Type.Optional(Type.String({ pattern: '^[a-z_]{1,32}$' })),
  targetId: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_.:-]{1,64}$' })),
  userId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'actions of one staff member' })),
  action: Type.Optional(Type.String({ pattern: '^[a-z_.]{1,64}$' })),
  p: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000, description: 'page, from 0' })),
  s: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: 'page size (default 50)' })),
});
export type StaffAuditQuery = Static<typeof StaffAuditQuery>;
