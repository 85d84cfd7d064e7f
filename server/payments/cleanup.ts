// Abandoned signups: a payment still pending after a day is failed and its password hash wiped,
// so no credential outlives an unfinished signup. Gift cards waiting for staff are left alone.
import type { AppContext } from '../context';

export const ABANDON_AFTER_MS = 24 * 3600_000;

export async function expireAbandonedPayments(ctx: AppContext, nowMs = Date.now()): Promise<number> {
  const cutoff = new Date(nowMs - ABANDON_AFTER_MS).toISOString();
  const result = await ctx.db
    .updateTable('payments')
    .set({ status: 'failed', password_hash: '', updated_at: new Date(nowMs).toISOString() })
    .where('status', '=', 'pending')
    .where('created_at', '<', cutoff)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
