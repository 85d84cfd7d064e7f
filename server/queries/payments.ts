// Payments as the signup, purchase and sandbox calls look them up, and a new pending one.
import type { Insertable, Selectable } from 'kysely';
import type { AppContext } from '../context';
import type { PaymentsTable } from '../db/schema';
import { ROLE } from '../../shared/roles';

type PaymentRow = Selectable<PaymentsTable>;

export function insertPayment(ctx: AppContext, payment: Insertable<PaymentsTable>): Promise<PaymentRow> {
  return ctx.db.insertInto('payments').values(payment).returningAll().executeTakeFirstOrThrow();
}

/**
 * A new pending payment and, in the same transaction, the member account it is for when one is
 * given (a visitor paying by gift card: they log in to watch the verification); the payment then
 * points at that account and keeps no password hash of its own.
 */
export function insertPaymentWithAccount(ctx: AppContext, payment: Insertable<PaymentsTable>, account?: { username: string; email: string; password_hash: string }): Promise<PaymentRow> {
  return ctx.db.transaction().execute(async (trx) => {
    let row = payment;
    if (account) {
      const user = await trx
        .insertInto('users')
        .values({
          role_id: ROLE.member,
          username: account.username,
          username_lower: account.username.toLowerCase(),
          email: account.email,
          email_lower: account.email.toLowerCase(),
          password_hash: account.password_hash,
          avatar: null,
          customer: 0,
          created_at: payment.created_at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      row = { ...payment, user_id: user.id, password_hash: '' };
    }
    return trx.insertInto('payments').values(row).returningAll().executeTakeFirstOrThrow();
  });
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
