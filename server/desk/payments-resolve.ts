// Staff decide on a payment that waits for them (money taken that could not be honoured): grant
// what it paid for, or refund it. A refund goes through the biller where it has a refund call
// (Epoch: the automatic refund was refused or not reached; should staff have refunded in Epoch's
// back office meanwhile, Epoch answers "already refunded", which counts as done) under the same
// exactly-once claim as the desk refund; elsewhere staff refunded outside and it is recorded. The
// decision is a billing event; its audit entry commits with it, or (after a biller's refund, which
// no transaction can undo) right after it.
import type { Request } from 'express';
import type { AppContext } from '../context';
import { HttpError } from '../http-error';
import type { Payment } from '../billing/adapter';
import type { AttentionReason, PaymentResolution, PaymentStatus } from '../../schemas/api/membership';
import type { PaymentProviderId } from '../../schemas/payment-providers';
import { applyNotification } from '../billing/lifecycle';
import type { BillingEvent } from '../billing/events';
import { CannotGrant } from '../billing/sale';
import { whatFor } from '../billing/attention';
import { recordStaffAction, type StaffActionInput } from './audit-log';
import { claimAndRefund, refundRoute } from './payments-refund';

/** Why a grant is refused: what still stands in the way, and what to do instead. */
export const CANNOT_GRANT: Record<AttentionReason, string> = {
  username_taken: 'Another account now has this username: refund this payment instead.',
  email_taken: 'Another account now has this email address: refund this payment instead.',
  already_bought: 'The member already owns this update: refund this payment instead.',
  already_subscribed: 'The member has a renewing plan that covers this time: refund this payment instead.',
  amount_differs: 'The amount differs from our price: refund this payment instead.',
  paid_late: 'This payment cannot be granted: refund it instead.',
  partially_paid: 'This payment cannot be granted: refund it instead.',
  rebill_not_expected: 'This payment cannot be granted: refund it instead.',
};

export async function resolvePayment(ctx: AppContext, req: Request, payment: Payment, decision: 'grant' | 'refund', reason: string): Promise<PaymentResolution> {
  if (payment.status !== 'needs_staff') throw new HttpError(409, 'not_waiting', 'This payment is not waiting for staff: it was decided already');
  // A rebill that came after a cancellation has no sale to grant: only its refund can be recorded.
  if (decision === 'grant' && payment.kind === 'rebill') throw new HttpError(409, 'cannot_grant', CANNOT_GRANT.rebill_not_expected);
  const provider = payment.provider as PaymentProviderId;
  const staff = { userId: req.user!.id, note: reason.trim() };
  const via = decision === 'refund' ? await refundRoute(ctx, payment.provider, payment.provider_transaction_id) : undefined;
  const raw = JSON.stringify({ staffUserId: staff.userId, paymentId: payment.id, decision, ...(via && { via }), reason: staff.note });
  if (via) await claimAndRefund(ctx, payment, via, raw, staff.note);
  const audit = (outcome: string): StaffActionInput => ({
    action: 'payment.resolve',
    targetKind: 'payment',
    targetId: payment.id,
    reason: staff.note,
    details: { decision, ...(via && { via }), provider, amount: payment.amount, currency: payment.currency, memberId: payment.user_id, outcome },
  });
  const decided = (outcome: string) => outcome === 'approved' || outcome === 'refunded';
  const event: BillingEvent = { kind: decision === 'grant' ? 'staff_grant' : 'staff_refund', eventId: `staff-resolve-${payment.id}`, paymentToken: payment.token, staff };
  let applied;
  try {
    [applied] = await applyNotification(ctx, provider, { provider, events: [event] }, { raw, contentType: 'application/json' }, {
      accepts: [provider],
      alongside: via === 'provider' ? undefined : async (db, outcome) => (decided(outcome) ? recordStaffAction(ctx, req, audit(outcome), db) : undefined),
    });
  } catch (error) {
    if (error instanceof CannotGrant) throw new HttpError(409, 'cannot_grant', CANNOT_GRANT[error.reason]);
    throw error;
  }
  if (via === 'provider') {
    await ctx.db.transaction().execute(async (trx) => {
      // Epoch's credit record may land first and end the payment as the biller's refund: the decision was still this staff member's.
      if (applied!.outcome === 'unchanged') {
        await trx.updateTable('payments').set({ decided_by: staff.userId, decision_note: staff.note.slice(0, 500) }).where('id', '=', payment.id).where('status', '=', 'refunded').where('decided_by', 'is', null).execute();
      }
      await recordStaffAction(ctx, req, audit(applied!.outcome), trx);
    });
    // The credit record tells the payer nothing about a held payment: the staff refund's mail, once (its key).
    if (applied!.outcome === 'unchanged') await mailRefunded(ctx, payment);
  }
  const after = await ctx.db.selectFrom('payments').select('status').where('id', '=', payment.id).executeTakeFirstOrThrow();
  return { outcome: applied!.outcome, status: after.status as PaymentStatus, ...(via && { via }) };
}

async function mailRefunded(ctx: AppContext, payment: Payment): Promise<void> {
  const row = await ctx.db.selectFrom('payments').selectAll().where('id', '=', payment.id).executeTakeFirstOrThrow();
  try {
    await ctx.mail.send({
      template: 'paymentReturned',
      to: row.email,
      locale: row.locale,
      data: { username: row.username, plan: await whatFor(ctx.db, row), amount: row.amount, currency: row.currency, provider: row.provider },
      dedupeKey: `paymentReturned:${row.id}`,
    });
  } catch (error) {
    ctx.logger.error({ err: error, paymentId: row.id }, 'refund mail not sent');
  }
}
