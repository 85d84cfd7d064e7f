// Invoice numbers: every paid payment (a sale or a rebill) gets the next number of its year,
// `2026-000123`, gapless and in order of approval. The counter is one row per year, bumped with an
// upsert inside the approving transaction: PostgreSQL row-locks it, so a concurrent approval waits
// for the first to commit and then takes the next number; a rolled-back approval rolls its number
// back with it (no gap). SQLite runs one write transaction at a time. The unique index on
// payments.invoice_number is the last guard.
import { sql } from 'kysely';
import { addMonths } from './lookup';
import type { Db } from './step';

export const INVOICE_NUMBER_PATTERN = /^\d{4}-\d{6,}$/;

export const formatInvoiceNumber = (year: number, n: number) => `${year}-${String(n).padStart(6, '0')}`;

async function nextNumber(db: Db, year: number): Promise<number> {
  const row = await db
    .insertInto('invoice_counters')
    .values({ year, last_number: 1 })
    .onConflict((oc) => oc.column('year').doUpdateSet({ last_number: sql<number>`invoice_counters.last_number + 1` }))
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return Number(row.last_number);
}

/**
 * Gives the approved payment its invoice number (once: a payment that has one keeps it) and, for a
 * plan, the period it paid for: up to its subscription's expiry as it stands after this payment, from
 * the plan's length before that. Call it in the approving transaction, after the subscription is
 * extended.
 */
export async function assignInvoiceNumber(db: Db, paymentId: number, paidAt: string): Promise<string> {
  const payment = await db.selectFrom('payments').select(['invoice_number', 'subscription_id', 'article_id', 'update_id']).where('id', '=', paymentId).executeTakeFirstOrThrow();
  if (payment.invoice_number) return payment.invoice_number;
  const year = new Date(paidAt).getUTCFullYear();
  const invoiceNumber = formatInvoiceNumber(year, await nextNumber(db, year));
  let period: { period_start: string; period_end: string } | undefined;
  if (payment.subscription_id != null && payment.update_id == null) {
    const sub = await db
      .selectFrom('subscriptions')
      .innerJoin('articles', 'articles.id', 'subscriptions.article_id')
      .select(['subscriptions.expires_at', 'articles.expires_in_months'])
      .where('subscriptions.id', '=', payment.subscription_id)
      .executeTakeFirst();
    if (sub) period = { period_start: addMonths(sub.expires_at, -sub.expires_in_months), period_end: sub.expires_at };
  }
  await db
    .updateTable('payments')
    .set({ invoice_number: invoiceNumber, ...period })
    .where('id', '=', paymentId)
    .execute();
  return invoiceNumber;
}
