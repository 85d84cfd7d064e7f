// A publisher's decision on a gift-card payment from the desk: the same billing event as
// POST /api/payment/{id}/verify (same event id, so the two never both apply), with who decided and
// why in its logged body and in the audit log (committed with the decision). A decline needs a reason.
import type { Request } from 'express';
import type { AppContext } from '../context';
import { HttpError } from '../http-error';
import type { Payment } from '../billing/adapter';
import { applyNotification } from '../billing/lifecycle';
import type { BillingEvent } from '../billing/events';
import { recordStaffAction } from './audit-log';

const DECIDED = 'This gift card was decided already (by another staff member, or a moment ago).';

export async function decideGiftCard(ctx: AppContext, req: Request, payment: Payment, approve: boolean, reason: string | undefined): Promise<{ outcome: string; status: string }> {
  if (payment.provider !== 'amazonVoucher') throw new HttpError(422, 'not_gift_card', 'Only gift-card payments are verified by staff');
  const why = reason?.trim();
  if (!approve && !why) throw new HttpError(400, 'reason_required', 'Declining a gift card needs a reason', { reason: 'Please say why the gift card is declined' });
  if (payment.status !== 'verifying') throw new HttpError(409, 'already_decided', DECIDED);
  const event: BillingEvent = { kind: approve ? 'sale_approved' : 'sale_declined', eventId: `staff-verify-${payment.id}`, paymentToken: payment.token };
  const raw = JSON.stringify({ staffUserId: req.user!.id, paymentId: payment.id, approve, ...(why ? { reason: why } : {}) });
  let status = payment.status;
  // The decision and its audit entry commit together (in the billing event's transaction).
  const [applied] = await applyNotification(ctx, 'amazonVoucher', { provider: 'amazonVoucher', events: [event] }, { raw, contentType: 'application/json' }, {
    accepts: ['amazonVoucher'],
    alongside: async (db, outcome) => {
      status = (await db.selectFrom('payments').select('status').where('id', '=', payment.id).executeTakeFirstOrThrow()).status;
      await recordStaffAction(
        ctx,
        req,
        {
          action: approve ? 'payment.gift_card_approve' : 'payment.gift_card_decline',
          targetKind: 'payment',
          targetId: payment.id,
          reason: why ?? null,
          details: { outcome, status, username: payment.username, amount: payment.amount, currency: payment.currency },
        },
        db,
      );
    },
  });
  if (applied!.outcome === 'duplicate') throw new HttpError(409, 'already_decided', DECIDED);
  return { outcome: applied!.outcome, status };
}
