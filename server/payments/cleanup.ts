// Abandoned signups: a payment still pending after a day is failed and its password hash wiped,
// so no credential outlives an unfinished signup (a biller's approval that still comes then waits
// for staff: server/billing/sale.ts). Gift cards waiting for staff are left alone.
import type { AppContext } from '../context';

export const ABANDON_AFTER_MS = 24 * 3600_000;

export async function expireAbandonedPayments(ctx: AppContext, nowMs = Date.now()): Promise<number> {
  const cutoff = new Date(nowMs - ABANDON_AFTER_MS).toISOString();
  const now = new Date(nowMs).toISOString();
  const result = await ctx.db
    .updateTable('payments')
    .set({ status: 'failed', password_hash: '', updated_at: now })
    .where('status', '=', 'pending')
    .where('created_at', '<', cutoff)
    .executeTakeFirst();
  // A failed payment holds no gift-card code (one left pending by an interrupted signup included).
  await ctx.db
    .updateTable('voucher_claims')
    .set({ released_at: now })
    .where('released_at', 'is', null)
    .where('payment_id', 'in', (eb) => eb.selectFrom('payments').select('id').where('status', 'in', ['declined', 'failed']))
    .execute();
  // Nor a username, email or update (its claim expired long ago; released for the record).
  await ctx.db
    .updateTable('payment_claims')
    .set({ released_at: now })
    .where('released_at', 'is', null)
    .where('payment_id', 'in', (eb) => eb.selectFrom('payments').select('id').where('status', 'in', ['declined', 'failed']))
    .execute();
  return Number(result.numUpdatedRows);
}
