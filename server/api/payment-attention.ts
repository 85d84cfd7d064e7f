// Payments that took money the site could not honour, for staff (no desk UI yet: these endpoints
// are it). Staff list what waits and resolve each: grant what it paid for (a credit: a late bitcoin
// payment, a signup whose name is free again) or record the refund they made (in BTCPay Server, by
// bank transfer). Either is a billing event logged with who decided and why; the payer is mailed.
import { Router } from 'express';
import type { AppContext } from '../context';
import { HttpError, idParam, notFound, send, sendList } from './http';
import { body } from './validate';
import { ResolvePaymentBody } from '../../schemas/api/requests';
import type { AttentionReason, PaymentStatus } from '../../schemas/api/membership';
import type { PaymentProviderId } from '../../schemas/payment-providers';
import { requireStaff } from '../auth/middleware';
import { applyNotification } from '../billing/lifecycle';
import type { BillingEvent } from '../billing/events';
import { CannotGrant } from '../billing/sale';
import { paymentById, paymentsWaitingForStaff } from '../queries/payments';

/** Why a grant is refused: what still stands in the way, and what to do instead. */
const CANNOT_GRANT: Record<AttentionReason, string> = {
  username_taken: 'Another account now has this username: refund this payment instead.',
  email_taken: 'Another account now has this email address: refund this payment instead.',
  already_bought: 'The member already owns this update: refund this payment instead.',
  already_subscribed: 'The member has a renewing plan that covers this time: refund this payment instead.',
  amount_differs: 'The amount differs from our price: refund this payment instead.',
  paid_late: 'This payment cannot be granted: refund it instead.',
  partially_paid: 'This payment cannot be granted: refund it instead.',
  rebill_not_expected: 'This payment cannot be granted: refund it instead.',
};

export function paymentAttentionRouter(ctx: AppContext): Router {
  const r = Router();
  const staff = requireStaff(ctx);

  r.get('/payments/attention', staff, async (_req, res) => {
    const data = await paymentsWaitingForStaff(ctx);
    sendList(res, data, data.length);
  });

  r.post('/payments/:id/resolve', staff, async (req, res) => {
    const input = body(req, ResolvePaymentBody);
    const payment = await paymentById(ctx, idParam(req));
    if (!payment) throw notFound('Payment');
    if (payment.status !== 'needs_staff') throw new HttpError(409, 'not_waiting', 'This payment is not waiting for staff: it was decided already');
    // A rebill that came after a cancellation has no sale to grant: only its refund can be recorded.
    if (input.decision === 'grant' && payment.kind === 'rebill') throw new HttpError(409, 'cannot_grant', CANNOT_GRANT.rebill_not_expected);
    const provider = payment.provider as PaymentProviderId;
    const staffMember = { userId: req.user!.id, note: input.reason.trim() };
    const event: BillingEvent = { kind: input.decision === 'grant' ? 'staff_grant' : 'staff_refund', eventId: `staff-resolve-${payment.id}`, paymentToken: payment.token, staff: staffMember };
    const raw = JSON.stringify({ staffUserId: staffMember.userId, paymentId: payment.id, decision: input.decision, reason: staffMember.note });
    let outcome;
    try {
      [outcome] = await applyNotification(ctx, provider, { provider, events: [event] }, { raw, contentType: 'application/json' }, { accepts: [provider] });
    } catch (error) {
      if (error instanceof CannotGrant) throw new HttpError(409, 'cannot_grant', CANNOT_GRANT[error.reason]);
      throw error;
    }
    const after = await paymentById(ctx, payment.id);
    send(res, { outcome: outcome!.outcome, status: after!.status as PaymentStatus });
  });

  return r;
}
