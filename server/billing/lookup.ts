// How billing events find what they are about: the payment by our token or the provider's
// transaction id, the subscription by the provider's member id (Epoch's member_id) or through a
// payment. Only payments and subscriptions of the providers the notification may touch are found.
import crypto from 'node:crypto';
import type { Selectable } from 'kysely';
import type { PaymentsTable, SubscriptionsTable } from '../db/schema';
import type { Db, Step } from './step';

export type PaymentRow = Selectable<PaymentsTable>;
export type SubscriptionRow = Selectable<SubscriptionsTable>;

export const freshToken = () => crypto.randomBytes(24).toString('base64url');

export const differs = (a: number, b: number) => Math.abs(a - b) > 0.001;

/** A sale's payment: by our token (passed through the provider), else by the id the provider gave at start. */
export async function salePayment(step: Step): Promise<PaymentRow | undefined> {
  const { db, event } = step;
  if (event.paymentToken) return db.selectFrom('payments').selectAll().where('token', '=', event.paymentToken).executeTakeFirst();
  if (event.transactionId) {
    return db.selectFrom('payments').selectAll().where('provider_transaction_id', '=', event.transactionId).where('provider', 'in', [...step.accepts]).orderBy('id', 'desc').executeTakeFirst();
  }
  return undefined;
}

export async function subscriptionOfPayment(db: Db, payment: PaymentRow): Promise<SubscriptionRow | undefined> {
  if (payment.subscription_id != null) return db.selectFrom('subscriptions').selectAll().where('id', '=', payment.subscription_id).executeTakeFirst();
  return db.selectFrom('subscriptions').selectAll().where('payment_id', '=', payment.id).executeTakeFirst();
}

/** The subscription an event is about: by member id, else through the payment it names. */
export async function eventSubscription(step: Step): Promise<SubscriptionRow | undefined> {
  const { db, event, accepts } = step;
  if (event.memberId) {
    const found = await db.selectFrom('subscriptions').selectAll().where('provider', 'in', [...accepts]).where('provider_member_id', '=', event.memberId).orderBy('id', 'desc').executeTakeFirst();
    if (found) return found;
  }
  const payment = await referencedPayment(step);
  return payment ? subscriptionOfPayment(db, payment) : undefined;
}

/** The payment an event names by the provider's ids or our token (not via the member id). */
export async function referencedPayment(step: Step): Promise<PaymentRow | undefined> {
  const { db, event, accepts } = step;
  const providers = [...accepts];
  if (event.transactionId) {
    const p = await db.selectFrom('payments').selectAll().where('provider', 'in', providers).where('provider_transaction_id', '=', event.transactionId).orderBy('id', 'desc').executeTakeFirst();
    if (p) return p;
  }
  if (event.subscriptionId) {
    const p = await db.selectFrom('payments').selectAll().where('provider', 'in', providers).where('provider_subscription_id', '=', event.subscriptionId).orderBy('id', 'desc').executeTakeFirst();
    if (p) return p;
  }
  if (event.paymentToken) {
    const p = await db.selectFrom('payments').selectAll().where('token', '=', event.paymentToken).executeTakeFirst();
    if (p && providers.includes(p.provider as never)) return p;
  }
  return undefined;
}

/** A subscription's latest paid payment (the first sale or a rebill): what a refund without a transaction id returns. */
export function latestPaidPayment(db: Db, subscription: SubscriptionRow): Promise<PaymentRow | undefined> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where((eb) => eb.or([eb('subscription_id', '=', subscription.id), eb('id', '=', subscription.payment_id)]))
    .where('status', 'in', ['approved', 'refunded', 'chargeback'])
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/**
 * Locks a subscription row for this transaction (PostgreSQL: a no-op update takes the row lock, so
 * two concurrent rebills extend one after the other) and reads it again.
 */
export async function lockSubscription(db: Db, id: number): Promise<SubscriptionRow> {
  await db.updateTable('subscriptions').set((eb) => ({ status: eb.ref('status') })).where('id', '=', id).execute();
  return db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export function addMonths(iso: string, months: number): string {
  const d = new Date(iso);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString();
}

export const planOf = (db: Db, articleId: number) => db.selectFrom('articles').selectAll().where('id', '=', articleId).executeTakeFirstOrThrow();

export const userOf = (db: Db, userId: number) => db.selectFrom('users').select(['id', 'username', 'email', 'locale', 'created_at']).where('id', '=', userId).executeTakeFirst();
