// The desk's mail log (server/desk/mail-log.ts): every mail the site sent or failed to send, for
// publishers (addresses are personal data), and a resend with a reason.
import { Type, type Static } from '@sinclair/typebox';
import { StaffReason } from './staff-audit';

export const MailStatus = Type.Union([Type.Literal('sent'), Type.Literal('failed')]);

export const MailLogQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 100, description: 'part of the recipient address' })),
  template: Type.Optional(Type.String({ pattern: '^[A-Za-z]{1,40}$', description: 'one template, e.g. receipt, passwordReset' })),
  status: Type.Optional(MailStatus),
  p: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000, description: 'page, from 0' })),
  s: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: 'page size (default 30)' })),
});
export type MailLogQuery = Static<typeof MailLogQuery>;

export const MailLogEntry = Type.Object({
  id: Type.Integer(),
  at: Type.String({ description: 'ISO time' }),
  to: Type.String(),
  template: Type.String(),
  locale: Type.String(),
  status: MailStatus,
  error: Type.Union([Type.String(), Type.Null()]),
  resendable: Type.Boolean({ description: 'false for a mail with a one-time link (password reset, confirmation) or one erased with its account' }),
  resendOf: Type.Union([Type.Integer(), Type.Null()], { description: 'the mail this one sent again' }),
});
export type MailLogEntry = Static<typeof MailLogEntry>;

export const MailResendBody = Type.Object({ reason: StaffReason }, { additionalProperties: false });
export type MailResendBody = Static<typeof MailResendBody>;
