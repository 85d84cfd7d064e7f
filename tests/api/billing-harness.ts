// A fake payment provider for the billing tests: an adapter named 'epoch' (so it serves card and
// PayPal by default) whose notifications are JSON `{ provider?, events }` signed with HMAC-SHA256
// in `x-test-signature`, whose join page is an invented URL, and whose cancel() the test controls.
// Mails are recorded instead of sent.
import crypto from 'node:crypto';
import type { ProviderAdapter } from '../../server/billing/adapter';
import type { BillingEvent } from '../../server/billing/events';
import type { MailMessage } from '../../server/mail/mailer';
import { HttpError } from '../../server/http-error';
import type { TestServer } from './harness';

const SECRET = 'fake-biller-secret';
const signOf = (raw: string) => crypto.createHmac('sha256', SECRET).update(raw).digest('hex');

export interface FakeBiller {
  adapter: ProviderAdapter;
  cancels: number[];
  /** What cancel() does next: succeed (default) or throw like a provider's API error. */
  failCancel: boolean;
  /** Payment ids refund() was asked for; what it does: refuse as a biller without a refund call (default), succeed, or fail. */
  refunds: number[];
  refundMode: 'none' | 'ok' | 'fail';
  notify(events: BillingEvent[], options?: { signature?: string; provider?: string }): ReturnType<TestServer['api']>;
}

export function fakeBiller(s: TestServer): FakeBiller {
  const biller: FakeBiller = {
    cancels: [],
    failCancel: false,
    refunds: [],
    refundMode: 'none',
    adapter: {
      name: 'epoch',
      start: async ({ payment }) => ({ status: 'pending', redirectURL: `https://biller.example.test/join/${payment.token}`, providerTransactionId: undefined }),
      parseNotification(incoming) {
        const raw = incoming.raw.toString('utf8');
        const given = incoming.headers['x-test-signature'];
        if (typeof given !== 'string' || given.length !== 64 || !crypto.timingSafeEqual(Buffer.from(given), Buffer.from(signOf(raw)))) {
          throw new HttpError(403, 'invalid_signature', 'Notification signature invalid');
        }
        const body = JSON.parse(raw) as { provider?: 'epochCreditCard' | 'epochPaypal'; events: BillingEvent[] };
        return { provider: body.provider ?? 'epochCreditCard', events: body.events };
      },
      async cancel(subscription) {
        if (biller.failCancel) throw new Error('biller API answered 500');
        biller.cancels.push(subscription.id);
      },
      async refund(payment) {
        if (biller.refundMode === 'none') throw new Error('this biller has no refund call');
        if (biller.refundMode === 'fail') throw new Error('biller refused the refund');
        biller.refunds.push(payment.id);
      },
    },
    notify(events, options = {}) {
      const raw = JSON.stringify({ ...(options.provider ? { provider: options.provider } : {}), events });
      return s.api('/api/payment/notifications/epoch', { method: 'POST', body: raw, headers: { 'content-type': 'application/json', 'x-test-signature': options.signature ?? signOf(raw) } });
    },
  };
  s.ctx.billing.register(biller.adapter);
  return biller;
}

/** Puts a recording mailer on the context; dedupe keys are honoured like the real one does. */
export function recordMail(s: TestServer): MailMessage[] {
  const sent: MailMessage[] = [];
  s.ctx.mail = {
    async send(message) {
      if (message.dedupeKey) {
        const seen = await s.ctx.db.selectFrom('sent_mails').select('id').where('dedupe_key', '=', message.dedupeKey).executeTakeFirst();
        if (seen) return;
        await s.ctx.db.insertInto('sent_mails').values({ template: message.template, recipient: message.to, locale: message.locale, dedupe_key: message.dedupeKey, message_id: null, created_at: s.ctx.now() }).execute();
      }
      sent.push(message);
    },
    close: async () => {},
  };
  return sent;
}
