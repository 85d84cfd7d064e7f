// Payments as the signup, purchase and sandbox calls look them up, and a new pending one.
import type { Insertable, Selectable } from 'kysely';
import type { AppContext } from '../context';
import type { PaymentsTable } from '../db/schema';

type PaymentRow = Selectable<PaymentsTable>;

export function insertPayment(ctx: AppContext, payment: Insertable<PaymentsTable>): Promise<PaymentRow> {
  return ctx.db.insertInto('payments').values(payment).returningAll().executeTakeFirstOrThrow();
}

export function paymentById(ctx: AppContext, id: number): Promise<PaymentRow | undefined> {
  return ctx.db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
}

/** What the signup page polls: status and the account it is for. */
export function paymentStatus(ctx: AppContext, token: string) {
  return ctx.db.selectFrom('payments').select(['status', 'username', 'email', 'provider']).where('token', '=', token).executeTakeFirst();
}

/** A payment with the name of its plan (the sandbox's hosted page). */
export function paymentWithPlan(ctx: AppContext, token: string) {
  return ctx.db
    .selectFrom('payments')
    .innerJoin('articles', 'articles.id', 'payments.article_id')
    .selectAll('payments')
    .select('articles.name as plan')
    .where('payments.token', '=', token)
    .executeTakeFirst();
}

/** A member's payments, latest first, with the plan's name. */
export function memberPayments(ctx: AppContext, userId: number) {
  return ctx.db
    .selectFrom('payments')
    .innerJoin('articles', 'articles.id', 'payments.article_id')
    .select(['payments.id', 'payments.status', 'payments.amount', 'payments.currency', 'payments.paid_at', 'payments.provider', 'payments.created_at', 'articles.name'])
    .where('payments.user_id', '=', userId)
    .orderBy('payments.id', 'desc')
    .execute();
}
