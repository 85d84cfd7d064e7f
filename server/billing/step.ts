// What each billing event handler gets and answers (server/billing/lifecycle.ts runs them, one
// transaction per event). Mails are collected and sent only after the transaction committed.
import type { Kysely } from 'kysely';
import type { AppContext } from '../context';
import type { Database } from '../db/schema';
import type { MailMessage } from '../mail/mailer';
import type { PaymentProviderId } from '../../schemas/payment-providers';
import type { BillingEvent } from './events';

/** Every outcome an event can have, as returned to the caller and logged with the notification. */
export type { NotificationOutcome } from '../../schemas/api/membership';
import type { NotificationOutcome } from '../../schemas/api/membership';

export type Db = Kysely<Database>;

export interface Step {
  ctx: AppContext;
  /** The event's transaction. */
  db: Db;
  event: BillingEvent;
  /** The providers whose payments and subscriptions this notification may touch. */
  accepts: readonly PaymentProviderId[];
  now: string;
  /** Mails to send once the transaction committed. */
  mails: MailMessage[];
  /** Calls to a provider to make once the transaction committed (never inside it: they may be slow or fail). */
  followUps: FollowUp[];
}

/**
 * After the commit: refund a payment that waits for staff through its provider (else mail the payer
 * and staff), or stop the renewing subscription a switch replaced from rebilling at its provider.
 */
export type FollowUp = { kind: 'settle_held'; paymentId: number } | { kind: 'stop_replaced'; subscriptionId: number };

export interface StepResult {
  outcome: NotificationOutcome;
  paymentId?: number;
  subscriptionId?: number;
}
