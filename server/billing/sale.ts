// The first payment of a signup or a single purchase: approved (the account is made only now, from
// the pending payment; a subscription or a purchase is added) or declined. Only a pending or
// verifying payment is decided: a sale after a decline, a refund or a chargeback changes nothing.
import { ROLE } from '../../shared/roles';
import { releaseVoucherClaims } from '../queries/payments';
import { addMonths, differs, planOf, salePayment, userOf, type PaymentRow } from './lookup';
import { link, queueMail } from './mails';
import { planNameIn, purchasedItem } from './mail-names';
import type { Db, Step, StepResult } from './step';

/** Claims the payment with a conditional update: in PostgreSQL it row-locks, so two sales cannot both decide it. */
async function claim(db: Db, payment: PaymentRow, now: string): Promise<boolean> {
  const claimed = await db.updateTable('payments').set({ updated_at: now }).where('id', '=', payment.id).where('status', 'in', ['pending', 'verifying']).executeTakeFirst();
  return Number(claimed.numUpdatedRows) > 0;
}

/** A payment that ends unpaid keeps no password hash and gives its gift-card codes back. */
async function endUnpaid(db: Db, payment: PaymentRow, status: 'declined' | 'failed', now: string) {
  await db.updateTable('payments').set({ status, password_hash: '', updated_at: now }).where('id', '=', payment.id).execute();
  await releaseVoucherClaims(db, payment.id, now);
}

/**
 * A gift-card signup gets its account at once (to log in and watch the verification); when the
 * cards are declined that account goes again. Only an account made by this very payment, with no
 * subscription and no other payment, is removed.
 */
async function removeAccountMadeForPayment(db: Db, payment: PaymentRow) {
  if (!payment.user_id || payment.provider !== 'amazonVoucher') return;
  const user = await db.selectFrom('users').select(['id', 'created_at']).where('id', '=', payment.user_id).executeTakeFirst();
  if (!user || user.created_at !== payment.created_at) return;
  const otherPayment = await db.selectFrom('payments').select('id').where('user_id', '=', user.id).where('id', '!=', payment.id).executeTakeFirst();
  const subscription = await db.selectFrom('subscriptions').select('id').where('user_id', '=', user.id).executeTakeFirst();
  if (otherPayment || subscription) return;
  await db.updateTable('payments').set({ user_id: null }).where('id', '=', payment.id).execute();
  await db.deleteFrom('users').where('id', '=', user.id).execute();
}

/** The payment of a sale, when this notification may decide it. */
async function found(step: Step): Promise<PaymentRow | StepResult> {
  const payment = await salePayment(step);
  if (!payment) return { outcome: 'unknown_reference' };
  if (!step.accepts.includes(payment.provider as never)) return { outcome: 'provider_mismatch', paymentId: payment.id };
  return payment;
}

export async function saleDeclined(step: Step): Promise<StepResult> {
  const payment = await found(step);
  if (!('token' in payment)) return payment;
  const { db, now } = step;
  if (!(await claim(db, payment, now))) return { outcome: 'unchanged', paymentId: payment.id };
  await endUnpaid(db, payment, 'declined', now);
  if (payment.provider === 'amazonVoucher') {
    const user = payment.user_id ? await userOf(db, payment.user_id) : undefined;
    const to = user ?? { id: 0, username: payment.username, email: payment.email, locale: payment.locale };
    queueMail(step, 'giftCardDeclined', to, { supportUrl: link(step, '/support') }, `giftCardDeclined:${payment.id}`);
  }
  await removeAccountMadeForPayment(db, payment);
  return { outcome: 'declined', paymentId: payment.id };
}

export async function saleApproved(step: Step): Promise<StepResult> {
  const payment = await found(step);
  if (!('token' in payment)) return payment;
  const { db, now, event } = step;
  if (!(await claim(db, payment, now))) return { outcome: 'unchanged', paymentId: payment.id };
  const mismatch = (event.amount !== undefined && differs(event.amount, payment.amount)) || (event.currency !== undefined && event.currency.toUpperCase() !== payment.currency.toUpperCase());
  if (mismatch) {
    await endUnpaid(db, payment, 'failed', now);
    step.ctx.logger.warn({ paymentId: payment.id, amount: event.amount, currency: event.currency }, 'sale amount or currency differs from our price');
    return { outcome: 'failed', paymentId: payment.id };
  }

  let userId = payment.user_id;
  let newAccount = false;
  if (!userId) {
    const clash = await db
      .selectFrom('users')
      .select('id')
      .where((eb) => eb.or([eb('username_lower', '=', payment.username.toLowerCase()), eb('email_lower', '=', payment.email.toLowerCase())]))
      .executeTakeFirst();
    if (clash) {
      // Someone took the name between signup and payment: do not merge accounts; support refunds.
      await endUnpaid(db, payment, 'failed', now);
      return { outcome: 'failed', paymentId: payment.id };
    }
    const user = await db
      .insertInto('users')
      .values({
        role_id: ROLE.member,
        username: payment.username,
        username_lower: payment.username.toLowerCase(),
        email: payment.email,
        email_lower: payment.email.toLowerCase(),
        password_hash: payment.password_hash,
        avatar: null,
        customer: 1,
        created_at: now,
        locale: payment.locale,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    userId = user.id;
    newAccount = true;
  } else {
    await db.updateTable('users').set({ customer: 1 }).where('id', '=', userId).execute();
  }
  const user = (await userOf(db, userId))!;
  // The gift-card account was made at signup for this payment: it is new to the member all the same.
  if (!newAccount && payment.provider === 'amazonVoucher' && user.created_at === payment.created_at) newAccount = true;

  const paid = {
    status: 'approved',
    user_id: userId,
    paid_at: now,
    updated_at: now,
    password_hash: '',
    provider_transaction_id: event.transactionId ?? payment.provider_transaction_id,
    provider_member_id: event.memberId ?? payment.provider_member_id,
    provider_subscription_id: event.subscriptionId ?? payment.provider_subscription_id,
  };
  const plan = await planOf(db, payment.article_id);
  let subscriptionId: number | undefined;
  let expiresAt: string | undefined;
  // Named in the member's language; a single purchase by the update's own name, with its page.
  let planName = planNameIn(plan, user.locale);
  let watchPath: string | undefined;
  if (payment.update_id != null) {
    await db
      .insertInto('purchases')
      .values({ user_id: userId, update_id: payment.update_id, payment_id: payment.id, created_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'update_id']).doNothing())
      .execute();
    await db.updateTable('payments').set(paid).where('id', '=', payment.id).execute();
    const bought = await purchasedItem(db, payment.update_id, user.locale);
    if (bought) ({ item: planName, watchPath } = bought);
  } else {
    // Renewals extend from the current expiry, not from today.
    const current = await db
      .selectFrom('subscriptions')
      .select('expires_at')
      .where('user_id', '=', userId)
      .where('status', 'in', ['active', 'cancelled'])
      .orderBy('expires_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    const start = current && current.expires_at > now ? current.expires_at : now;
    expiresAt = addMonths(start, plan.expires_in_months);
    const subscription = await db
      .insertInto('subscriptions')
      .values({
        user_id: userId,
        article_id: plan.id,
        payment_id: payment.id,
        starts_at: now,
        expires_at: expiresAt,
        recurring: plan.recurring,
        status: 'active',
        provider: payment.provider,
        provider_member_id: event.memberId ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    subscriptionId = subscription.id;
    await db.updateTable('payments').set({ ...paid, subscription_id: subscriptionId }).where('id', '=', payment.id).execute();
  }
  if (payment.affiliate_id) {
    await db.updateTable('affiliate_entries').set({ status: 'converted' }).where('affiliate_id', '=', payment.affiliate_id).execute();
    await db
      .insertInto('affiliate_conversions')
      .values({ affiliate_id: payment.affiliate_id, payment_id: payment.id, user_id: userId, kind: 'sale', amount: payment.amount, currency: payment.currency, created_at: now })
      .onConflict((oc) => oc.column('payment_id').doNothing())
      .execute();
  }

  if (newAccount) queueMail(step, 'welcome', user, { loginUrl: link(step, '/login') }, `welcome:${userId}`);
  if (payment.provider === 'amazonVoucher') {
    queueMail(step, 'giftCardVerified', user, { plan: planName, endsOn: expiresAt }, `giftCardVerified:${payment.id}`);
  } else if (watchPath) {
    const paidWith = { amount: payment.amount, currency: payment.currency, provider: payment.provider, paidAt: now };
    queueMail(step, 'purchaseReceipt', user, { item: planName, ...paidWith, watchUrl: link(step, watchPath) }, `receipt:${payment.id}`);
  } else {
    const period = expiresAt ? (plan.recurring ? { renewsOn: expiresAt } : { endsOn: expiresAt }) : {};
    queueMail(step, 'receipt', user, { plan: planName, amount: payment.amount, currency: payment.currency, provider: payment.provider, paidAt: now, ...period }, `receipt:${payment.id}`);
  }
  return { outcome: 'approved', paymentId: payment.id, subscriptionId };
}
