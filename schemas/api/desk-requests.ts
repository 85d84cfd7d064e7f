// The desk's inbox of contact and content-removal requests (server/api/desk-requests.ts): each has
// a status, the date its answer is due (7 business days) and the replies sent from the desk.
import { Type, type Static } from '@sinclair/typebox';
import { StaffAction, StaffReason } from './staff-audit';

export const RequestKind = Type.Union([Type.Literal('contact'), Type.Literal('removal')], { description: 'contact: the contact form; removal: the content-removal form' });
export type RequestKind = Static<typeof RequestKind>;

export const RequestStatus = Type.Union([Type.Literal('new'), Type.Literal('in_progress'), Type.Literal('answered')]);
export type RequestStatus = Static<typeof RequestStatus>;

export const DeskRequestListQuery = Type.Object({
  kind: Type.Optional(RequestKind),
  status: Type.Optional(Type.Union([RequestStatus, Type.Literal('open')], { description: 'open: new or in progress' })),
  p: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000, description: 'page, from 0' })),
  s: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: 'page size (default 30)' })),
});
export type DeskRequestListQuery = Static<typeof DeskRequestListQuery>;

/** One request as the inbox lists it. */
export const DeskRequestSummary = Type.Object({
  kind: RequestKind,
  id: Type.Integer(),
  name: Type.String({ description: 'the name the visitor gave' }),
  email: Type.String(),
  subject: Type.String({ description: 'contact: the subject; removal: the reported URL' }),
  status: RequestStatus,
  receivedAt: Type.String({ description: 'ISO time' }),
  dueAt: Type.String({ description: 'ISO time: 7 business days (Mon-Fri, UTC) after it was received' }),
  answeredAt: Type.Union([Type.String(), Type.Null()]),
  overdue: Type.Boolean({ description: 'not answered and past its due date' }),
});
export type DeskRequestSummary = Static<typeof DeskRequestSummary>;

export const DeskRequestReply = Type.Object({
  id: Type.Integer(),
  at: Type.String(),
  username: Type.String({ description: 'the staff member who replied' }),
  body: Type.String({ description: 'plain text as sent' }),
  locale: Type.String({ description: 'the language the mail went out in' }),
  sentMailId: Type.Union([Type.Integer(), Type.Null()], { description: 'the sent_mails row of the mail (null when sending failed)' }),
});
export type DeskRequestReply = Static<typeof DeskRequestReply>;

/** The update a removal request's URL points at, when it names one. */
export const ReportedUpdate = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  permaLink: Type.String(),
  contentType: Type.String(),
  status: Type.String({ description: 'draft, published, scheduled or deleted' }),
});
export type ReportedUpdate = Static<typeof ReportedUpdate>;

export const DeskRequest = Type.Intersect([
  DeskRequestSummary,
  Type.Object({
    message: Type.String({ description: 'contact: the message; removal: the reason given' }),
    url: Type.Union([Type.String(), Type.Null()], { description: 'removal: the reported URL' }),
    locale: Type.Union([Type.String(), Type.Null()], { description: "the requester's language when known (an account with this email)" }),
    replies: Type.Array(DeskRequestReply),
    audit: Type.Array(StaffAction),
    reportedUpdate: Type.Union([ReportedUpdate, Type.Null()]),
  }),
]);
export type DeskRequest = Static<typeof DeskRequest>;

export const DeskRequestStatusBody = Type.Object({ status: RequestStatus }, { additionalProperties: false });
export type DeskRequestStatusBody = Static<typeof DeskRequestStatusBody>;

export const DeskRequestReplyBody = Type.Object(
  {
    body: Type.String({ minLength: 1, maxLength: 10000, pattern: '\\S', description: 'plain text; line breaks kept' }),
    locale: Type.Optional(Type.Union([Type.Literal('en_US'), Type.Literal('de_DE'), Type.Literal('fr_FR'), Type.Literal('es_ES')], { description: "the mail's language when the requester's is not known" })),
  },
  { additionalProperties: false },
);
export type DeskRequestReplyBody = Static<typeof DeskRequestReplyBody>;

export const DeskRemoveContentBody = Type.Object(
  {
    reason: StaffReason,
    answered: Type.Optional(Type.Boolean({ description: 'mark the request answered (default: in progress)' })),
  },
  { additionalProperties: false },
);
export type DeskRemoveContentBody = Static<typeof DeskRemoveContentBody>;
