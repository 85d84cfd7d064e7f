// The operator's desk over payments (server/api/desk-payments.ts): editors and publishers read;
// gift-card decisions and refunds are for publishers (403 to editors).
import * as D from '../../../schemas/api/desk-payments';
import { list, type Area } from './operation';

const payments = '/api/staff/payments';

export const deskPaymentsArea: Area = {
  tag: { name: 'Desk: payments', description: 'Payments as staff see them: the filtered list, one payment with its raw provider notifications, the gift-card queue with duplicate codes, gift-card decisions and refunds.' },
  ops: [
    { method: 'get', path: payments, summary: 'Staff: payments, newest first (filter by status, provider, plan, period; search q; paging)', query: D.DeskPaymentListQuery, data: list(D.DeskPaymentRow), paged: true, auth: 'staff' },
    { method: 'get', path: `${payments}/{id}`, summary: 'Staff: one payment with its member, gift-card codes, raw notifications (oldest first) and audit entries (publishers)', data: D.DeskPaymentDetail, auth: 'staff' },
    { method: 'get', path: '/api/staff/gift-cards', summary: 'Staff: gift-card payments to verify, oldest first, each code with the other payments that carry it', data: list(D.DeskGiftCardPayment), auth: 'staff' },
    { method: 'post', path: `${payments}/{id}/gift-card`, summary: 'Publishers: approve or decline (with a reason) a gift-card payment; 409 when decided already', body: D.DeskGiftCardDecisionBody, data: D.DeskGiftCardDecision, auth: 'staff', errors: [409, 422] },
    { method: 'post', path: `${payments}/{id}/refund`, summary: "Publishers: refund through the biller's refund call (Epoch) or record a refund made outside (bitcoin, gift cards); exactly once (409 after the first); 502 when the biller refused", body: D.DeskRefundBody, data: D.DeskRefundResult, auth: 'staff', errors: [409, 502] },
  ],
};
