// The operator's desk over payments: editors and publishers read the list, a payment with its raw
// notifications and the gift-card queue; publishers decide gift cards and refund (with a reason).
import { Router } from 'express';
import type { AppContext } from '../context';
import { idParam, notFound, send, sendList } from './http';
import { body, queryOf, validQuery } from './validate';
import { requirePolicy } from '../auth/middleware';
import { mayChangeMoneyOrAccounts, mayReadAuditLog, mayUseDesk } from '../../shared/roles';
import { DeskGiftCardDecisionBody, DeskPaymentListQuery, DeskRefundBody } from '../../schemas/api/desk-payments';
import { paymentById } from '../queries/payments';
import { giftCardQueue, listPayments, paymentDetail } from '../desk/payments-queries';
import { requestLang } from './localized-texts';
import { refundPayment, refundRoute } from '../desk/payments-refund';
import { decideGiftCard } from '../desk/payments-gift-cards';

export function deskPaymentsRouter(ctx: AppContext): Router {
  const r = Router();
  const desk = requirePolicy(ctx, mayUseDesk, 'Editors and publishers only');
  const publisher = requirePolicy(ctx, mayChangeMoneyOrAccounts, 'Publishers only: refunds and gift-card decisions move money');

  r.get('/staff/payments', desk, validQuery(DeskPaymentListQuery), async (req, res) => {
    const { rows, total } = await listPayments(ctx.db, queryOf(req, DeskPaymentListQuery), requestLang(req));
    sendList(res, rows, total);
  });

  r.get('/staff/payments/:id', desk, async (req, res) => {
    const detail = await paymentDetail(ctx.db, idParam(req), requestLang(req));
    if (!detail) throw notFound('Payment');
    // The audit log names staff and why they acted: publishers only, as GET /api/staff/audit.
    send(res, { ...detail, audit: mayReadAuditLog(req.user) ? detail.audit : [], refundVia: await refundRoute(ctx, detail.provider, detail.providerTransactionId) });
  });

  r.get('/staff/gift-cards', desk, async (req, res) => {
    const rows = await giftCardQueue(ctx.db, requestLang(req));
    sendList(res, rows, rows.length);
  });

  r.post('/staff/payments/:id/gift-card', publisher, async (req, res) => {
    const input = body(req, DeskGiftCardDecisionBody);
    const payment = await paymentById(ctx, idParam(req));
    if (!payment) throw notFound('Payment');
    send(res, await decideGiftCard(ctx, req, payment, input.approve, input.reason));
  });

  r.post('/staff/payments/:id/refund', publisher, async (req, res) => {
    const input = body(req, DeskRefundBody);
    const payment = await paymentById(ctx, idParam(req));
    if (!payment) throw notFound('Payment');
    send(res, await refundPayment(ctx, req, payment, input.reason));
  });

  return r;
}
