// A BTCPay webhook delivery, verified, in billing events. Bitcoin is paid once per invoice: only
// the invoice's final states matter here, and a renewal is a new invoice (a new sale).
//
// - InvoiceSettled -> sale_approved: paid in full before expiry and confirmed. BTCPay sends it only
//   for an invoice paid in time; one paid after expiry stays Expired (additionalStatus PaidLate)
//   and BTCPay sends InvoiceReceivedPayment / InvoicePaymentSettled with `afterExpiration: true`,
//   never InvoiceSettled. An InvoiceSettled with `manuallyMarked: true` is a store owner marking an
//   invoice settled by hand in BTCPay: it approves nothing; staff decide on this site.
// - InvoicePaymentSettled with `afterExpiration: true` -> late_payment (paid_late): money confirmed
//   for an invoice that had expired. Never approved at the expired invoice's rate: the payment
//   waits for staff (grant what it paid for, or record the refund made in BTCPay), and the payer
//   is mailed. Its id names the on-chain payment (`payment.id`), so two late transfers are two
//   events and a redelivery is one.
// - InvoiceExpired with `partiallyPaid: true` -> late_payment (partially_paid): part of the money
//   arrived, the invoice ended: the same staff decision. InvoiceExpired unpaid and
//   InvoiceInvalid -> sale_declined.
// - Everything else (InvoiceCreated, InvoiceReceivedPayment, InvoiceProcessing, InvoicePaymentSettled
//   in time, payout and payment-request events, BTCPay's "send test webhook") is acknowledged with
//   no event, so BTCPay does not redeliver it.
//
// The event id is `<invoiceId>:<type>`, not the delivery id: BTCPay redelivers with a new
// deliveryId (isRedelivery, originalDeliveryId = the first one), two webhooks of a store pointing
// here deliver the same state change under two unrelated delivery ids, and an invoice reaches each
// final state once. The invoice and the state name the fact; that makes every copy one event.
import { Value } from '@sinclair/typebox/value';
import { HttpError } from '../../../http-error';
import type { BillingEvent, BillingEventKind, ParsedNotification } from '../../events';
import { WebhookInvoiceEvent } from './wire';

const SALE_OUTCOMES: Partial<Record<string, BillingEventKind>> = {
  InvoiceSettled: 'sale_approved',
  InvoiceExpired: 'sale_declined',
  InvoiceInvalid: 'sale_declined',
};

/** BTCPay's "send test webhook" uses a made-up invoice id `__test__<guid>__test__`. */
const isTestDelivery = (invoiceId: string) => invoiceId.startsWith('__test__');

/** A Unix time in seconds as ISO text; undefined when no date can hold it. */
const isoTime = (seconds: number) => (Math.abs(seconds) < 8.64e12 ? new Date(seconds * 1000).toISOString() : undefined);

/** The on-chain payment's id of a late InvoicePaymentSettled (`payment.id`), when it has one that fits an event id. */
function latePaymentId(body: Record<string, unknown>): string | undefined {
  const payment = body.payment as { id?: unknown } | undefined;
  const id = payment && typeof payment === 'object' ? payment.id : undefined;
  return typeof id === 'string' && /^[A-Za-z0-9_-]{1,100}$/.test(id) ? id : undefined;
}

/** Parses a delivery whose signature was already verified. Throws 400 when it is not a BTCPay event. */
export function btcpayWebhookEvents(raw: Buffer, storeId: string): ParsedNotification {
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new HttpError(400, 'invalid_json', 'The notification is not valid JSON');
  }
  if (!Value.Check(WebhookInvoiceEvent, body)) throw new HttpError(400, 'invalid_notification', 'The notification is not a BTCPay webhook event');
  const none: ParsedNotification = { provider: 'bitcoin', events: [] };
  const paidLate = body.type === 'InvoicePaymentSettled' && body.afterExpiration === true;
  const partlyPaid = body.type === 'InvoiceExpired' && body.partiallyPaid === true;
  const kind: BillingEventKind | undefined = paidLate || partlyPaid ? 'late_payment' : SALE_OUTCOMES[body.type];
  if (!kind) return none;
  if (!body.invoiceId || !body.storeId) throw new HttpError(400, 'invalid_notification', `A ${body.type} event without its invoice or store`);
  if (isTestDelivery(body.invoiceId)) return none;
  // Signed with our secret but for another store: a misconfigured webhook, shown as failed in BTCPay.
  if (body.storeId !== storeId) throw new HttpError(400, 'unknown_store', `Store ${body.storeId} is not this site's BTCPay store`);
  if (kind === 'sale_approved' && body.manuallyMarked) return none;
  const orderId = body.metadata?.orderId;
  // An invoice this site did not create (a point-of-sale app of the same store): not ours to apply.
  if (typeof orderId !== 'string' || orderId === '') return none;
  const paymentId = paidLate ? latePaymentId(body) : undefined;
  const event: BillingEvent = {
    kind,
    eventId: paymentId ? `${body.invoiceId}:${body.type}:${paymentId}` : `${body.invoiceId}:${body.type}`,
    ...(kind === 'late_payment' ? { lateReason: paidLate ? ('paid_late' as const) : ('partially_paid' as const) } : {}),
    paymentToken: orderId,
    transactionId: body.invoiceId,
    memberId: body.invoiceId,
    occurredAt: isoTime(body.timestamp),
  };
  return { provider: 'bitcoin', events: [event] };
}
