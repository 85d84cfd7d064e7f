// BTCPay Server's Greenfield API and webhook payloads: the subset this site sends and reads, as
// BTCPay documents them (Greenfield API v1: "Create a new invoice", "Get invoice", "Get invoice
// payment methods", and the webhook event models). The adapter validates what it reads against
// these schemas; the emulator (server/emulators/btcpay) answers with the same shapes.
import { Type, type Static } from '@sinclair/typebox';

/** Invoice statuses (InvoiceStatus) and why an invoice has its status (InvoiceAdditionalStatus). */
export const InvoiceStatus = Type.Union(['New', 'Processing', 'Expired', 'Invalid', 'Settled'].map((s) => Type.Literal(s)));
export type InvoiceStatus = 'New' | 'Processing' | 'Expired' | 'Invalid' | 'Settled';
export type InvoiceAdditionalStatus = 'None' | 'PaidLate' | 'PaidPartial' | 'Marked' | 'Invalid' | 'PaidOver';

/** CreateInvoiceRequest: amount is a decimal string; checkout holds the CheckoutOptions we set. */
export const CreateInvoiceRequest = Type.Object({
  amount: Type.String({ pattern: '^\\d+(\\.\\d+)?$' }),
  currency: Type.String({ minLength: 3, maxLength: 10 }),
  metadata: Type.Object({ orderId: Type.String({ minLength: 1 }), itemDesc: Type.Optional(Type.String()) }, { additionalProperties: true }),
  checkout: Type.Optional(
    Type.Object({
      expirationMinutes: Type.Optional(Type.Number({ minimum: 1 })),
      redirectURL: Type.Optional(Type.String()),
      redirectAutomatically: Type.Optional(Type.Boolean()),
      defaultLanguage: Type.Optional(Type.String()),
      lazyPaymentMethods: Type.Optional(Type.Boolean()),
    }),
  ),
});
export type CreateInvoiceRequest = Static<typeof CreateInvoiceRequest>;

/** InvoiceData: times are Unix timestamps in seconds. */
export const InvoiceData = Type.Object({
  id: Type.String({ minLength: 1 }),
  storeId: Type.String(),
  amount: Type.String(),
  currency: Type.String(),
  checkoutLink: Type.String({ minLength: 1 }),
  status: Type.String(),
  additionalStatus: Type.Optional(Type.String()),
  createdTime: Type.Number(),
  expirationTime: Type.Number(),
  metadata: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});
export type InvoiceData = Static<typeof InvoiceData>;

/**
 * InvoicePaymentMethodDataModel. BTCPay 2 names the on-chain method `paymentMethodId: "BTC-CHAIN"`
 * with `currency`; 1.x named it `paymentMethod: "BTC"` with `cryptoCode`. Both are read.
 */
export const InvoicePaymentMethod = Type.Object({
  paymentMethodId: Type.Optional(Type.String()),
  paymentMethod: Type.Optional(Type.String()),
  currency: Type.Optional(Type.String()),
  cryptoCode: Type.Optional(Type.String()),
  destination: Type.String(),
  paymentLink: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  rate: Type.Optional(Type.String()),
  amount: Type.String(),
  due: Type.Optional(Type.String()),
});
export type InvoicePaymentMethod = Static<typeof InvoicePaymentMethod>;
export const InvoicePaymentMethods = Type.Array(InvoicePaymentMethod);

/** The event types BTCPay sends for invoices (WebhookEventType). */
export type BtcpayEventType = 'InvoiceCreated' | 'InvoiceReceivedPayment' | 'InvoiceProcessing' | 'InvoicePaymentSettled' | 'InvoiceSettled' | 'InvoiceExpired' | 'InvoiceInvalid';

/**
 * A webhook delivery (WebhookInvoiceEvent and its subtypes). Every delivery carries deliveryId,
 * webhookId, originalDeliveryId, isRedelivery, type, timestamp; invoice events add storeId,
 * invoiceId and metadata (what we set at creation). Per type: InvoiceSettled `manuallyMarked`,
 * `overPaid`; InvoiceExpired `partiallyPaid`; InvoiceInvalid `manuallyMarked`; InvoiceProcessing
 * `overPaid`; InvoiceReceivedPayment and InvoicePaymentSettled `afterExpiration`, `payment`.
 */
export const WebhookInvoiceEvent = Type.Object({
  deliveryId: Type.String({ minLength: 1 }),
  webhookId: Type.String(),
  originalDeliveryId: Type.String(),
  isRedelivery: Type.Boolean(),
  type: Type.String({ minLength: 1 }),
  timestamp: Type.Number(),
  storeId: Type.Optional(Type.String()),
  invoiceId: Type.Optional(Type.String()),
  metadata: Type.Optional(Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()])),
  manuallyMarked: Type.Optional(Type.Boolean()),
  overPaid: Type.Optional(Type.Boolean()),
  partiallyPaid: Type.Optional(Type.Boolean()),
  afterExpiration: Type.Optional(Type.Boolean()),
});
export type WebhookInvoiceEvent = Static<typeof WebhookInvoiceEvent>;

/** The header BTCPay signs each delivery with: `sha256=<hex HMAC-SHA256 of the raw body>`. */
export const BTCPAY_SIG_HEADER = 'BTCPay-Sig';
