// Money taken back: a refund (Epoch "credit") or a chargeback. The payment named by the provider's
// transaction id (else the subscription's latest paid payment) is marked so; the subscription's
// access ends at once, a refunded single-update purchase is removed. A chargeback also blocks the
// account and ends all its sessions, as operators expect.
import { eventSubscription, latestPaidPayment, referencedPayment, subscriptionOfPayment, type PaymentRow } from './lookup';
import type { Step, StepResult } from './step';
import { recordRefund } from './attention';
import { chargebackMails, refundMail } from './lifecycle-mails';

async function reversedPayment(step: Step): Promise<PaymentRow | undefined> {
  const named = await referencedPayment(step);
  if (named) return named;
  // The transaction it reverses: a sale that gave no subscription (refunded because it could not be honoured) is found so.
  const { reversesTransactionId } = step.event;
  if (reversesTransactionId) {
    const reversed = await step.db.selectFrom('payments').selectAll().where('provider', 'in', [...step.accepts]).where('provider_transaction_id', '=', reversesTransactionId).orderBy('id', 'desc').executeTakeFirst();
    if (reversed) return reversed;
  }
  const subscription = step.event.memberId ? await eventSubscription(step) : undefined;
  return subscription ? latestPaidPayment(step.db, subscription) : undefined;
}

async function reverse(step: Step, status: 'refunded' | 'chargeback'): Promise<StepResult> {
  const { db, now } = step;
  const payment = await reversedPayment(step);
  // Not paid yet: the sale is still on its way; the provider retries this later.
  if (!payment || payment.status === 'pending' || payment.status === 'verifying') return { outcome: 'unknown_reference', paymentId: payment?.id };
  if (payment.status === 'declined' || payment.status === 'failed') return { outcome: 'ignored', paymentId: payment.id };
  // A payment that waited for staff gave no access: the money went back, nothing else changes.
  if (payment.status === 'needs_staff') {
    if (status === 'refunded') await recordRefund(db, payment.id, now, null, 'Refunded by the provider');
    else await db.updateTable('payments').set({ status, updated_at: now }).where('id', '=', payment.id).execute();
    return { outcome: status, paymentId: payment.id };
  }
  // A refund after a chargeback (or the other way round) leaves the harder one.
  const changed = await db.updateTable('payments').set({ status, updated_at: now }).where('id', '=', payment.id).where('status', '=', 'approved').executeTakeFirst();
  if (Number(changed.numUpdatedRows) === 0 && !(status === 'chargeback' && payment.status === 'refunded')) return { outcome: 'unchanged', paymentId: payment.id };
  if (payment.status === 'refunded') await db.updateTable('payments').set({ status, updated_at: now }).where('id', '=', payment.id).execute();
  let subscriptionId: number | undefined;
  if (payment.update_id != null) {
    await db.deleteFrom('purchases').where('payment_id', '=', payment.id).execute();
  } else {
    const sub = await subscriptionOfPayment(db, payment);
    if (sub) {
      subscriptionId = sub.id;
      await db
        .updateTable('subscriptions')
        .set({ status, ended_at: sub.ended_at ?? now, expires_at: sub.expires_at < now ? sub.expires_at : now })
        .where('id', '=', sub.id)
        .execute();
    }
  }
  if (status === 'chargeback' && payment.user_id != null) {
    await db.updateTable('users').set({ blocked_at: now, blocked_reason: 'chargeback' }).where('id', '=', payment.user_id).where('blocked_at', 'is', null).execute();
    await db.updateTable('sessions').set({ revoked_at: now }).where('user_id', '=', payment.user_id).where('revoked_at', 'is', null).execute();
  }
  // The member (and, for a chargeback, staff) learn of it once: the keys are per payment.
  if (status === 'refunded') {
    const mail = await refundMail(db, payment);
    if (mail) step.mails.push(mail);
  } else {
    step.mails.push(...(await chargebackMails(step.ctx, db, payment)));
  }
  return { outcome: status, paymentId: payment.id, subscriptionId };
}

export const refund = (step: Step) => reverse(step, 'refunded');
export const chargeback = (step: Step) => reverse(step, 'chargeback');
