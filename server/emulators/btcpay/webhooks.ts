// Webhook deliveries as BTCPay Server makes them: the event JSON (deliveryId, webhookId,
// originalDeliveryId, isRedelivery, type, timestamp, storeId, invoiceId, metadata, then the
// type's own fields), signed with `BTCPay-Sig: sha256=<hex HMAC-SHA256 of the body>` and POSTed
// to the site's notification URL. Used by the emulator, `npm run sandbox` and the tests.
import crypto from 'node:crypto';
import { btcpaySignature } from '../../billing/adapters/btcpay/signature';
import { BTCPAY_SIG_HEADER, type BtcpayEventType, type WebhookInvoiceEvent } from '../../billing/adapters/btcpay/wire';

/** Where a site receives BTCPay webhooks: what an operator enters as the store webhook's payload URL. */
export const BTCPAY_NOTIFICATION_PATH = '/api/payment/notifications/btcpay';

/** BTCPay's ids are 22 base58 characters. */
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
export const btcpayId = () => Array.from(crypto.randomBytes(22), (b) => BASE58[b % BASE58.length]).join('');

export const EMULATOR_WEBHOOK_ID = 'SandboxWebhook';

/** The invoice an event is about. */
export interface WebhookTarget {
  invoiceId: string;
  storeId: string;
  /** Our payment token, as the invoice's metadata.orderId. */
  paymentToken: string;
  metadata?: Record<string, unknown>;
}

export type WebhookBody = WebhookInvoiceEvent & Record<string, unknown>;

/** One first delivery of an event (a redelivery copies it with a new deliveryId). */
export function btcpayWebhookBody(type: BtcpayEventType, target: WebhookTarget, fields: Record<string, unknown> = {}, at: Date = new Date()): WebhookBody {
  const deliveryId = btcpayId();
  return {
    deliveryId,
    webhookId: EMULATOR_WEBHOOK_ID,
    originalDeliveryId: deliveryId,
    isRedelivery: false,
    type,
    timestamp: Math.floor(at.getTime() / 1000),
    storeId: target.storeId,
    invoiceId: target.invoiceId,
    metadata: { ...target.metadata, orderId: target.paymentToken },
    ...fields,
  };
}

/** The same event sent again, as BTCPay's automatic or manual redelivery does. */
export const redeliveryOf = (body: WebhookBody): WebhookBody => ({ ...body, deliveryId: btcpayId(), originalDeliveryId: body.originalDeliveryId, isRedelivery: true });

/** What an emulated BTCPay can tell the site later about a bitcoin invoice (there are no rebills, cancellations or chargebacks). */
export type BtcpayLifecycleKind = 'settled' | 'expired' | 'invalid';
export const BTCPAY_LIFECYCLE_KINDS: readonly BtcpayLifecycleKind[] = ['settled', 'expired', 'invalid'];

/** The webhook BTCPay sends when an invoice reaches that state. */
export function btcpayLifecycleNotification(kind: BtcpayLifecycleKind, target: WebhookTarget, at: Date = new Date()): WebhookBody {
  switch (kind) {
    case 'settled':
      return btcpayWebhookBody('InvoiceSettled', target, { manuallyMarked: false, overPaid: false }, at);
    case 'expired':
      return btcpayWebhookBody('InvoiceExpired', target, { partiallyPaid: false }, at);
    case 'invalid':
      return btcpayWebhookBody('InvoiceInvalid', target, { manuallyMarked: false }, at);
  }
}

export interface DeliveryResult {
  ok: boolean;
  /** The site's HTTP status, or 0 when it could not be reached. */
  status: number;
  error?: string;
}

/** Signs and POSTs one delivery to `<siteOrigin>/api/payment/notifications/btcpay`. Never throws. */
export async function sendBtcpayWebhook(siteOrigin: string, body: WebhookBody, secret: string): Promise<DeliveryResult> {
  const raw = JSON.stringify(body);
  try {
    const res = await fetch(`${siteOrigin.replace(/\/+$/, '')}${BTCPAY_NOTIFICATION_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [BTCPAY_SIG_HEADER]: btcpaySignature(raw, secret), 'User-Agent': 'BTCPayServer (sandbox emulator)' },
      body: raw,
      signal: AbortSignal.timeout(10_000),
      redirect: 'manual',
    });
    await res.arrayBuffer().catch(() => undefined);
    return { ok: res.ok, status: res.status };
  } catch (err) {
    return { ok: false, status: 0, error: (err as Error).message };
  }
}
