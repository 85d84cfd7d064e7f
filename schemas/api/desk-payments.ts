// The operator's desk over payments (server/api/desk-payments.ts): the list with filters, one
// payment with its raw notifications, the gift-card queue with duplicate codes, and the staff
// decisions (gift card approve/decline, refund) that publishers make with a reason.
import { Type, type Static } from '@sinclair/typebox';
import { PaymentProviderId } from '../payment-providers';
import { PaymentStatus } from './membership';
import { StaffReason, StaffAction } from './staff-audit';

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'a day, YYYY-MM-DD (UTC)' });

export const DeskPaymentListQuery = Type.Object({
  status: Type.Optional(PaymentStatus),
  provider: Type.Optional(PaymentProviderId),
  plan: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'the plan (article) id' })),
  from: Type.Optional(Day),
  to: Type.Optional(Day),
  q: Type.Optional(Type.String({ maxLength: 100, description: 'username, email, invoice number or provider transaction id' })),
  p: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000, description: 'page, from 0' })),
  s: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: 'page size (default 30)' })),
});
export type DeskPaymentListQuery = Static<typeof DeskPaymentListQuery>;

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

export const DeskPaymentMember = Type.Object({ id: Nullable(Type.Integer()), username: Type.String(), email: Type.String() });

export const DeskPaymentRow = Type.Object({
  id: Type.Integer(),
  date: Type.String({ description: 'created (ISO)' }),
  paidAt: Nullable(Type.String()),
  member: DeskPaymentMember,
  provider: Type.String(),
  kind: Type.String({ description: 'sale or rebill' }),
  plan: Type.Object({ id: Type.Integer(), name: Type.String() }),
  update: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
  amount: Type.Number(),
  currency: Type.String(),
  status: Type.String(),
  invoiceNumber: Nullable(Type.String()),
  waitingForStaff: Type.Boolean({ description: 'status needs_staff (money taken that cannot be honoured) or a gift card to verify' }),
});
export type DeskPaymentRow = Static<typeof DeskPaymentRow>;

export const DeskPaymentNotification = Type.Object({
  id: Type.Integer(),
  receivedAt: Type.String(),
  provider: Type.String(),
  eventId: Type.String(),
  kind: Type.String({ description: 'the billing event (sale_approved, refund, ...) or refund_request (the desk asked the provider)' }),
  outcome: Type.String({ description: 'what the site did with it' }),
  contentType: Type.String(),
  rawBody: Type.String({ description: 'as the biller sent it (card numbers masked)' }),
});
export type DeskPaymentNotification = Static<typeof DeskPaymentNotification>;

export const DeskCodeElsewhere = Type.Object({ paymentId: Type.Integer(), status: Type.String(), username: Type.String(), date: Type.String() });

export const DeskGiftCode = Type.Object({
  code: Type.String({ description: 'as typed' }),
  normalized: Type.String(),
  elsewhere: Type.Array(DeskCodeElsewhere, { description: 'other payments on the site that carry the same code (empty: none)' }),
});
export type DeskGiftCode = Static<typeof DeskGiftCode>;

export const DeskPaymentDetail = Type.Composite([
  DeskPaymentRow,
  Type.Object({
    providerTransactionId: Nullable(Type.String()),
    providerMemberId: Nullable(Type.String()),
    attentionReason: Nullable(Type.String()),
    decision: Nullable(Type.String()),
    decisionNote: Nullable(Type.String()),
    periodStart: Nullable(Type.String()),
    periodEnd: Nullable(Type.String()),
    codes: Type.Array(DeskGiftCode),
    notifications: Type.Array(DeskPaymentNotification, { description: 'oldest first' }),
    audit: Type.Array(StaffAction, { description: 'desk actions on this payment, newest first' }),
    refundable: Type.Boolean(),
    refundVia: Type.Union([Type.Literal('provider'), Type.Literal('recorded')], { description: "provider: the biller's refund call; recorded: staff refund outside (BTCPay, gift card)" }),
  }),
]);
export type DeskPaymentDetail = Static<typeof DeskPaymentDetail>;

export const DeskGiftCardPayment = Type.Object({
  id: Type.Integer(),
  date: Type.String(),
  member: DeskPaymentMember,
  plan: Type.String(),
  amount: Type.Number(),
  currency: Type.String(),
  codes: Type.Array(DeskGiftCode),
});
export type DeskGiftCardPayment = Static<typeof DeskGiftCardPayment>;

export const DeskGiftCardDecisionBody = Type.Object(
  { approve: Type.Boolean(), reason: Type.Optional(StaffReason) },
  { additionalProperties: false, description: 'declining needs a reason' },
);
export type DeskGiftCardDecisionBody = Static<typeof DeskGiftCardDecisionBody>;

export const DeskGiftCardDecision = Type.Object({ outcome: Type.String(), status: Type.String() });

export const DeskRefundBody = Type.Object({ reason: StaffReason }, { additionalProperties: false });
export type DeskRefundBody = Static<typeof DeskRefundBody>;

export const DeskRefundResult = Type.Object({
  via: Type.Union([Type.Literal('provider'), Type.Literal('recorded')], { description: 'provider: refunded through the biller; recorded: staff refunded outside' }),
  provider: Type.String(),
  status: Type.String(),
  outcome: Type.String(),
});
export type DeskRefundResult = Static<typeof DeskRefundResult>;
