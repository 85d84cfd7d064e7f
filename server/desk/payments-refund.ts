// A refund staff make from the desk, exactly once however often it is asked (a double click, two
// staff at once): a row in payment_notifications (unique per provider and event id) claims it
// before the biller is called, so the biller is asked once and a second request answers 409. Where
// the biller has a refund call (Epoch) the money goes back through it and only then does access
// end; elsewhere (bitcoin, gift cards) staff refunded outside and the desk records it. Either way
// the refund is applied as a billing event, as the biller's own credit would be.
import type { Request } from 'express';
import type { AppContext } from '../context';
import { HttpError } from '../http-error';
import type { Payment } from '../billing/adapter';
import type { PaymentProviderId } from '../../schemas/payment-providers';
import type { DeskRefundResult } from '../../schemas/api/desk-payments';
import { applyNotification } from '../billing/lifecycle';
import type { BillingEvent } from '../billing/events';
import { recordStaffAction } from './audit-log';
import { refundVia } from './payments-queries';

/** The desk's request to the biller, logged beside what the biller sends (kind is not a billing event). */
export const REFUND_REQUEST_KIND = 'refund_request';

/**
 * How this site refunds a payment now: through the biller only where its adapter has a refund call
 * and the biller knows the payment (its transaction id; a seeded or imported payment has none, so
 * staff refund it outside and record it).
 */
export async function refundRoute(ctx: AppContext, provider: string, transactionId: string | null): Promise<'provider' | 'recorded'> {
  if (refundVia(provider) === 'recorded' || !transactionId) return 'recorded';
  const adapter = ctx.billing.adapterFor(provider as PaymentProviderId, { config: await ctx.configs.active() });
  return adapter?.refund ? 'provider' : 'recorded';
}

const ALREADY = 'This payment is refunded already, or another staff member is refunding it right now.';

/** Claims the refund of `payment`; false when it was claimed (and not refused by the biller) before. */
async function claimRefund(ctx: AppContext, payment: Payment, raw: string): Promise<boolean> {
  const eventId = `desk-refund-${payment.id}`;
  const logged = { outcome: 'processing', raw_body: raw, content_type: 'application/json', received_at: ctx.now() };
  const inserted = await ctx.db
    .insertInto('payment_notifications')
    .values({ provider: payment.provider, event_id: eventId, kind: REFUND_REQUEST_KIND, payment_id: payment.id, subscription_id: null, ...logged })
    .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return true;
  // A refund the biller refused may be asked again; in PostgreSQL a concurrent twin waits here and then finds it taken.
  const retaken = await ctx.db
    .updateTable('payment_notifications')
    .set(logged)
    .where('provider', '=', payment.provider)
    .where('event_id', '=', eventId)
    .where('outcome', '=', 'provider_refused')
    .returning('id')
    .executeTakeFirst();
  return !!retaken;
}

const settleClaim = (ctx: AppContext, payment: Payment, outcome: string) =>
  ctx.db.updateTable('payment_notifications').set({ outcome }).where('provider', '=', payment.provider).where('event_id', '=', `desk-refund-${payment.id}`).execute();

/**
 * Claims `payment`'s refund (409 when claimed before) and, `via` the provider, has the biller return
 * the money (502, the claim released for another try, when it refuses). Shared by the desk refund
 * and the resolve of a payment waiting for staff, so the biller is asked once for either.
 */
export async function claimAndRefund(ctx: AppContext, payment: Payment, via: 'provider' | 'recorded', raw: string, reason: string): Promise<void> {
  if (!(await claimRefund(ctx, payment, raw))) throw new HttpError(409, 'already_refunded', ALREADY);
  if (via === 'provider') {
    const adapter = ctx.billing.adapterFor(payment.provider as PaymentProviderId, { config: await ctx.configs.active() });
    try {
      await adapter!.refund!(payment, reason.trim());
    } catch (error) {
      ctx.logger.error({ err: error, paymentId: payment.id }, 'desk refund: the biller refused or could not be reached');
      await settleClaim(ctx, payment, 'provider_refused');
      throw new HttpError(502, 'provider_error', `The payment provider did not refund this payment, so nothing was changed: ${(error as Error).message}`);
    }
  }
  await settleClaim(ctx, payment, via === 'provider' ? 'provider_refunded' : 'recorded');
}

/**
 * Refunds a paid payment once, ends its access and records it in the audit log. `recordOnly`: the
 * money went back outside already (the staff API's record of a refund), so the biller is not asked.
 */
export async function refundPayment(ctx: AppContext, req: Request, payment: Payment, reason: string, { recordOnly = false } = {}): Promise<DeskRefundResult> {
  if (payment.status === 'refunded' || payment.status === 'chargeback') throw new HttpError(409, 'already_refunded', ALREADY);
  if (payment.status === 'needs_staff') throw new HttpError(409, 'waiting_for_staff', 'This payment gave no access and waits for staff: resolve it (grant or refund) instead.');
  if (payment.status !== 'approved') throw new HttpError(409, 'not_paid', 'Only a paid payment can be refunded.');
  const via = recordOnly ? 'recorded' : await refundRoute(ctx, payment.provider, payment.provider_transaction_id);
  const staffUserId = req.user!.id;
  const raw = JSON.stringify({ staffUserId, paymentId: payment.id, refund: true, via, reason: reason.trim() });
  await claimAndRefund(ctx, payment, via, raw, reason);
  const provider = payment.provider as PaymentProviderId;
  // Access ends now, as for the biller's credit record (which, arriving later, finds it refunded).
  const event: BillingEvent = { kind: 'refund', eventId: `staff-refund-${payment.id}`, paymentToken: payment.token };
  const [applied] = await applyNotification(ctx, provider, { provider, events: [event] }, { raw, contentType: 'application/json' }, { accepts: [provider] });
  const after = await ctx.db.selectFrom('payments').select('status').where('id', '=', payment.id).executeTakeFirstOrThrow();
  await recordStaffAction(ctx, req, {
    action: 'payment.refund',
    targetKind: 'payment',
    targetId: payment.id,
    reason,
    details: { via, provider, amount: payment.amount, currency: payment.currency, memberId: payment.user_id, outcome: applied!.outcome },
  });
  return { via, provider, status: after.status, outcome: applied!.outcome };
}
