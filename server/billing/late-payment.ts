// Money that arrives for a sale that already ended unpaid, or that cannot end it as paid: a bitcoin
// invoice paid after it expired (BTCPay: InvoicePaymentSettled with afterExpiration) or expired
// with only part of the amount paid (InvoiceExpired with partiallyPaid). Nothing is given at the
// expired invoice's rate: the payment waits for staff, who grant what it paid for (a credit) or
// record the refund they made in BTCPay; the payer and staff are mailed (./attention.ts).
import { holdForStaff } from './attention';
import { salePayment } from './lookup';
import type { Step, StepResult } from './step';

export async function latePayment(step: Step): Promise<StepResult> {
  const payment = await salePayment(step);
  if (!payment) return { outcome: 'unknown_reference' };
  if (!step.accepts.includes(payment.provider as never)) return { outcome: 'provider_mismatch', paymentId: payment.id };
  // Waiting already (a second late transfer to the same invoice): staff see it with the first; a
  // paid one (settled in time, then more sent) is the same case for staff.
  if (payment.status === 'needs_staff' || payment.status === 'refunded' || payment.status === 'chargeback') {
    step.ctx.logger.warn({ paymentId: payment.id, status: payment.status, eventId: step.event.eventId }, 'more money for a payment that is already decided: for staff');
    return { outcome: 'unchanged', paymentId: payment.id };
  }
  if (payment.status === 'approved') {
    step.ctx.logger.warn({ paymentId: payment.id, eventId: step.event.eventId }, 'a late transfer to an invoice that was paid in time: for staff');
    return { outcome: 'unchanged', paymentId: payment.id };
  }
  return holdForStaff(step, payment, step.event.lateReason ?? 'paid_late', { transactionId: step.event.transactionId });
}
