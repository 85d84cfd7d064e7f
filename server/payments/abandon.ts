// The payer closes a bitcoin invoice without paying: the payment ends now (failed, its password
// hash wiped), so the username, email or update it held are free for the next try at once instead
// of when the invoice expires. Only a payment still pending whose provider confirms that nothing
// at all was paid ends; one with money on its way stays pending and BTCPay decides it. A transfer
// that comes after all is not lost: an approval of a failed payment waits for staff
// (server/billing/sale.ts).
import type { AppContext } from '../context';
import type { PaymentProviderId } from '../../schemas/payment-providers';
import type { PaymentLookup, PaymentStatus } from '../../schemas/api/membership';
import { HttpError, notFound } from '../http-error';
import { releaseVoucherClaims } from '../queries/payments';
import { releaseClaims } from './claims';

export async function abandonPayment(ctx: AppContext, token: string) {
  const payment = await ctx.db.selectFrom('payments').selectAll().where('token', '=', token).executeTakeFirst();
  if (!payment) throw notFound('Payment');
  const answer = (status: PaymentStatus): PaymentLookup => ({ status, username: payment.username, email: payment.email, provider: payment.provider });
  if (payment.status !== 'pending') return answer(payment.status as PaymentStatus);
  const adapter = ctx.billing.adapterFor(payment.provider as PaymentProviderId, { config: await ctx.configs.active() });
  if (!adapter?.nothingPaid) throw new HttpError(422, 'not_abandonable', 'Only an open bitcoin invoice can be closed here');
  if (!(await adapter.nothingPaid(payment, ctx.siteOrigin.current()))) return answer('pending');
  const now = ctx.now();
  const ended = await ctx.db.transaction().execute(async (trx) => {
    const updated = await trx.updateTable('payments').set({ status: 'failed', password_hash: '', updated_at: now }).where('id', '=', payment.id).where('status', '=', 'pending').executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
    await releaseClaims(trx, payment.id, now);
    await releaseVoucherClaims(trx, payment.id, now);
    return true;
  });
  if (ended) return answer('failed');
  // Decided meanwhile (BTCPay's webhook won the race): that decision stands.
  const decided = await ctx.db.selectFrom('payments').select('status').where('id', '=', payment.id).executeTakeFirstOrThrow();
  return answer(decided.status as PaymentStatus);
}
