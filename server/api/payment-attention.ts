// Payments that took money the site could not honour, for staff: the list of what waits, and the
// decision on each (server/desk/payments-resolve.ts): grant what it paid for (a credit: a late
// bitcoin payment, a signup whose name is free again) or refund it (through Epoch where it has a
// refund call, else recorded as made in BTCPay Server or by bank transfer). The desk's payment page
// offers both; publishers only, as every desk action that moves money.
import { Router } from 'express';
import type { AppContext } from '../context';
import { idParam, notFound, send, sendList } from './http';
import { body } from './validate';
import { ResolvePaymentBody } from '../../schemas/api/requests';
import { requirePolicy } from '../auth/middleware';
import { mayChangeMoneyOrAccounts } from '../../shared/roles';
import { paymentById, paymentsWaitingForStaff } from '../queries/payments';
import { resolvePayment } from '../desk/payments-resolve';

export function paymentAttentionRouter(ctx: AppContext): Router {
  const r = Router();
  const publisher = requirePolicy(ctx, mayChangeMoneyOrAccounts, 'Publishers only: deciding on a payment moves money');

  r.get('/payments/attention', publisher, async (_req, res) => {
    const data = await paymentsWaitingForStaff(ctx);
    sendList(res, data, data.length);
  });

  r.post('/payments/:id/resolve', publisher, async (req, res) => {
    const input = body(req, ResolvePaymentBody);
    const payment = await paymentById(ctx, idParam(req));
    if (!payment) throw notFound('Payment');
    send(res, await resolvePayment(ctx, req, payment, input.decision, input.reason));
  });

  return r;
}
