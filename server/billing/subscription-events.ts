// What happens to a recurring subscription after its first payment: rebills, failed rebills,
// cancellations and the provider's expiry. The subscription is found by the provider's member id
// (or a payment the event names); an unknown one is 'unknown_reference', so the provider retries
// once the sale has landed.
import { addMonths, differs, eventSubscription, freshToken, lockSubscription, planOf, userOf, type SubscriptionRow } from './lookup';
import { assignInvoiceNumber } from './invoice-number';
import { link, queueMail } from './mails';
import { holdForStaff } from './attention';
import { planNameIn } from './mail-names';
import { expiredMail } from './lifecycle-mails';
import type { Step, StepResult } from './step';

/** Access ended at once or the period ran out: later events find nothing to change. */
const ENDED = new Set(['refunded', 'chargeback']);

async function found(step: Step): Promise<SubscriptionRow | StepResult> {
  const subscription = await eventSubscription(step);
  if (!subscription) return { outcome: 'unknown_reference' };
  return lockSubscription(step.db, subscription.id);
}

const isRow = (x: SubscriptionRow | StepResult): x is SubscriptionRow => 'user_id' in x;

/**
 * A rebill extends from the current expiry (a late rebill does not cost the member days). One on a
 * cancelled, refunded or charged-back subscription is 'ignored' and one for another amount is
 * 'amount_mismatch': either extends nothing, and its money is refunded through the provider or
 * waits for staff (./attention.ts), never kept silently. A rebill
 * after the expiry (a retried charge that finally went through) starts a new period from now.
 */
export async function rebill(step: Step): Promise<StepResult> {
  const sub = await found(step);
  if (!isRow(sub)) return sub;
  const { db, now, event } = step;
  const result = { subscriptionId: sub.id };
  const plan = await planOf(db, sub.article_id);
  const user = (await userOf(db, sub.user_id))!;
  const first = await db.selectFrom('payments').selectAll().where('id', '=', sub.payment_id).executeTakeFirst();
  const currency = (event.currency ?? first?.currency ?? 'USD').toUpperCase();
  const amount = event.amount ?? plan.price_dollar;
  const mismatch = differs(amount, plan.price_dollar) || currency !== (first?.currency ?? 'USD').toUpperCase();
  // A provider does not rebill a cancelled membership (a switch cancels the one it replaces): money
  // taken for time nobody asked for is refunded or waits for staff, never kept silently.
  const unexpected = sub.status === 'cancelled' || ENDED.has(sub.status) || !sub.recurring;
  const payment = await db
    .insertInto('payments')
    .values({
      token: freshToken(),
      user_id: sub.user_id,
      article_id: sub.article_id,
      provider: sub.provider ?? first?.provider ?? 'epochCreditCard',
      status: mismatch || unexpected ? 'pending' : 'approved',
      kind: 'rebill',
      amount,
      currency,
      username: user.username,
      email: user.email,
      password_hash: '',
      voucher_codes: null,
      affiliate_id: null,
      invoice: null,
      created_at: now,
      updated_at: now,
      paid_at: now,
      locale: user.locale,
      subscription_id: sub.id,
      provider_transaction_id: event.transactionId ?? null,
      provider_member_id: event.memberId ?? sub.provider_member_id,
      provider_subscription_id: event.subscriptionId ?? first?.provider_subscription_id ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (unexpected || mismatch) {
    step.ctx.logger.warn({ subscriptionId: sub.id, status: sub.status, amount, currency, price: plan.price_dollar, eventId: event.eventId }, 'rebill that cannot extend access: refund requested, waiting for staff');
    const held = await holdForStaff(step, payment, unexpected ? 'rebill_not_expected' : 'amount_differs');
    return { ...result, outcome: unexpected ? 'ignored' : 'amount_mismatch', paymentId: held.paymentId };
  }
  const from = sub.status === 'expired' ? now : sub.expires_at;
  const expiresAt = addMonths(from, plan.expires_in_months);
  await db.updateTable('subscriptions').set({ expires_at: expiresAt, status: 'active', rebill_failed_at: null, ended_at: null }).where('id', '=', sub.id).execute();
  await assignInvoiceNumber(db, payment.id, now);
  if (first?.affiliate_id) {
    await db
      .insertInto('affiliate_conversions')
      .values({ affiliate_id: first.affiliate_id, payment_id: payment.id, user_id: sub.user_id, kind: 'rebill', amount, currency, created_at: now })
      .onConflict((oc) => oc.column('payment_id').doNothing())
      .execute();
  }
  queueMail(step, 'receipt', user, { plan: planNameIn(plan, user.locale), amount, currency, provider: sub.provider ?? undefined, paidAt: now, renewsOn: expiresAt }, `receipt:${payment.id}`);
  return { ...result, outcome: 'rebilled', paymentId: payment.id };
}

/** The charge failed: access stays until the paid period ends; the member is told. */
export async function rebillFailed(step: Step): Promise<StepResult> {
  const sub = await found(step);
  if (!isRow(sub)) return sub;
  const result = { subscriptionId: sub.id };
  if (sub.status !== 'active') return { ...result, outcome: 'ignored' };
  const { db, now } = step;
  await db.updateTable('subscriptions').set({ rebill_failed_at: now }).where('id', '=', sub.id).execute();
  const plan = await planOf(db, sub.article_id);
  const user = (await userOf(db, sub.user_id))!;
  queueMail(step, 'rebillFailed', user, { plan: planNameIn(plan, user.locale), endsOn: sub.expires_at, paymentUrl: link(step, '/payment') }, `rebillFailed:${step.event.eventId}`);
  return { ...result, outcome: 'rebill_failed' };
}

/** No more rebills; access stays until the paid period ends. A second cancellation (the provider confirming the member's) changes nothing. */
export async function cancellation(step: Step): Promise<StepResult> {
  const sub = await found(step);
  if (!isRow(sub)) return sub;
  const result = { subscriptionId: sub.id };
  if (sub.status !== 'active') return { ...result, outcome: 'unchanged' };
  const { db, now } = step;
  await db.updateTable('subscriptions').set({ status: 'cancelled', cancelled_at: now }).where('id', '=', sub.id).execute();
  const plan = await planOf(db, sub.article_id);
  const user = (await userOf(db, sub.user_id))!;
  queueMail(step, 'cancelled', user, { plan: planNameIn(plan, user.locale), endsOn: sub.expires_at }, `cancelled:${sub.id}`);
  return { ...result, outcome: 'cancelled' };
}

/** The provider ended the membership: access ends now at the latest. */
export async function expiry(step: Step): Promise<StepResult> {
  const sub = await found(step);
  if (!isRow(sub)) return sub;
  const result = { subscriptionId: sub.id };
  if (sub.status === 'expired' || ENDED.has(sub.status)) return { ...result, outcome: 'unchanged' };
  const { db, now } = step;
  const endedOn = sub.expires_at < now ? sub.expires_at : now;
  await db.updateTable('subscriptions').set({ status: 'expired', ended_at: now, expires_at: endedOn }).where('id', '=', sub.id).execute();
  const mail = await expiredMail(step.ctx, db, sub, endedOn);
  if (mail) step.mails.push(mail);
  return { ...result, outcome: 'expired' };
}
