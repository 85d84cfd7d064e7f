// A receipt for one paid payment (GET payment/receipts/{invoice}, as JSON or PDF), and the
// member's data export (GET account/export) and account deletion (POST account/delete).
import { Type, type Static } from '@sinclair/typebox';
import { PaymentStatus } from './membership';

export const InvoiceNumber = Type.String({ pattern: '^[0-9]{4}-[0-9]{6,9}$', description: 'invoice number, e.g. 2026-000123' });

export const ReceiptVat = Type.Union([
  Type.Object({ mode: Type.Literal('merchantOfRecord'), biller: Type.String({ description: 'who sells and charges the VAT' }) }),
  Type.Object({ mode: Type.Literal('included'), rate: Type.Number({ description: 'percent' }), amount: Type.Number(), net: Type.Number() }),
  Type.Object({ mode: Type.Literal('none') }),
]);
export type ReceiptVat = Static<typeof ReceiptVat>;

export const Receipt = Type.Object({
  invoice: Type.String({ description: 'invoice number' }),
  paidAt: Type.String({ format: 'date-time' }),
  status: PaymentStatus,
  kind: Type.Union([Type.Literal('sale'), Type.Literal('rebill')]),
  seller: Type.Object({ name: Type.String(), url: Type.String(), supportEmail: Type.Optional(Type.String()) }),
  billingDescriptor: Type.String({ description: "what the buyer's card statement shows" }),
  member: Type.Object({ username: Type.String(), email: Type.String() }),
  item: Type.Object({
    kind: Type.Union([Type.Literal('plan'), Type.Literal('update')]),
    name: Type.String({ description: "the plan's or update's name in the request's language" }),
    recurring: Type.Boolean(),
    watchPath: Type.Optional(Type.String({ description: "a single purchase: the update's page on the site" })),
  }),
  periodStart: Type.Optional(Type.String({ format: 'date-time' })),
  periodEnd: Type.Optional(Type.String({ format: 'date-time' })),
  amount: Type.Number(),
  currency: Type.String(),
  paymentMethod: Type.String({ description: 'provider id' }),
  vat: ReceiptVat,
});
export type Receipt = Static<typeof Receipt>;

export const DeleteAccountBody = Type.Object(
  { password: Type.String({ minLength: 1, maxLength: 1024 }) },
  { additionalProperties: false },
);
export type DeleteAccountBody = Static<typeof DeleteAccountBody>;

export const AccountDeleted = Type.Object({
  deleted: Type.Literal(true),
  subscriptionCancelled: Type.Boolean({ description: 'a renewing subscription was cancelled at the biller' }),
});
export type AccountDeleted = Static<typeof AccountDeleted>;

const Rows = Type.Array(Type.Record(Type.String(), Type.Unknown()));

/** GET account/export: everything the site keeps about the member, as one JSON file (no password or token hashes, nobody else's data). */
export const AccountExport = Type.Object({
  exportedAt: Type.String({ format: 'date-time' }),
  site: Type.Object({ name: Type.String(), url: Type.String() }),
  account: Type.Record(Type.String(), Type.Unknown()),
  access: Type.Object({ fullAccess: Type.Boolean(), until: Type.Optional(Type.String({ format: 'date-time' })) }),
  payments: Rows,
  subscriptions: Rows,
  purchases: Rows,
  favourites: Rows,
  favouriteModels: Rows,
  ratings: Rows,
  comments: Rows,
  sessions: Rows,
  passwordResets: Rows,
  mails: Rows,
  media: Type.Array(
    Type.Object({
      title: Type.String(),
      url: Type.String(),
      contentType: Type.String(),
      purchased: Type.Boolean(),
      favourite: Type.Boolean(),
    }),
    { description: 'the updates the member bought or favourited, with their pages; with full access every update can be watched' },
  ),
});
export type AccountExport = Static<typeof AccountExport>;
