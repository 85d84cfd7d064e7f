// The development sandbox as an adapter: it stands in for card, PayPal and bitcoin where no real
// adapter is registered and the sandbox is enabled (server/billing/registry.ts). Its hosted pages
// (server/api/sandbox.ts) apply their decisions as sale events; it also takes its own signed JSON
// notifications (X-Signature: HMAC-SHA256 of the body with PAYMENT_SECRET), so a script or a test
// can play the provider.
import crypto from 'node:crypto';
import type { ProviderAdapter, StartRequest, StartResult } from '../adapter';
import type { BillingEvent, ParsedNotification } from '../events';
import { HttpError } from '../../http-error';
import { validate } from '../../validation';
import { PostbackBody } from '../../../schemas/api/requests';
import { sign, verifySignature } from '../../payments/signature';

const BTC_USD = 90_000; // fixed sandbox rate

function start({ payment, provider }: StartRequest): StartResult {
  if (provider === 'bitcoin') {
    return {
      status: 'pending',
      invoice: {
        address: `tb1q${crypto.createHash('sha256').update(payment.token).digest('hex').slice(0, 38)}`,
        amountBtc: (payment.amount / BTC_USD).toFixed(8),
        amountUsd: payment.amount,
        expiresAt: new Date(Date.parse(payment.created_at) + 30 * 60_000).toISOString(),
        payUrl: `/api/payment/sandbox/bitcoin/${payment.token}/pay`,
      },
      sandbox: true,
    };
  }
  return { status: 'pending', redirectURL: `/api/payment/sandbox/join/${payment.token}`, sandbox: true };
}

/** A sale event as the sandbox reports a decision on one payment. */
export const sandboxSaleEvent = (payment: { token: string; amount: number; currency: string }, approved: boolean, eventId = crypto.randomBytes(12).toString('hex')): BillingEvent => ({
  kind: approved ? 'sale_approved' : 'sale_declined',
  eventId,
  paymentToken: payment.token,
  amount: payment.amount,
  currency: payment.currency,
});

/** What a script or test sends as the sandbox provider: the body and its signature. */
export function signedSandboxNotification(secret: string, body: PostbackBody) {
  const raw = JSON.stringify(body);
  return { raw, signature: sign(secret, raw) };
}

export function createSandboxAdapter(secret: string): ProviderAdapter {
  return {
    name: 'sandbox',
    start: async (request) => start(request),
    parseNotification(incoming): ParsedNotification {
      const signature = incoming.headers['x-signature'];
      if (!verifySignature(secret, incoming.raw, typeof signature === 'string' ? signature : undefined)) {
        throw new HttpError(403, 'invalid_signature', 'Notification signature invalid');
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(incoming.raw.toString('utf8'));
      } catch {
        throw new HttpError(400, 'invalid_json', 'Notification is not JSON');
      }
      const body = validate(PostbackBody, parsed);
      return {
        provider: body.provider ?? 'epochCreditCard',
        events: [sandboxSaleEvent({ token: body.x_ans_token, amount: body.amount, currency: body.currency }, body.result === 'approved', body.event_id)],
      };
    },
  };
}
