// The first payment of a signup or a single purchase: approved (the account is made only now, from
// the pending payment; a subscription or a purchase is added) or declined. Only a pending or
// verifying payment is decided: a sale after a decline, a refund or a chargeback changes nothing.
// An approval that cannot be honoured (its username or email went to another account, the update
// was bought already, a renewing plan already covers the time, another amount) keeps nothing: the
// payment waits for staff and is refunded through the provider where it can be (./attention.ts).
// A plan bought while a recurring one renews is a switch: its time starts when the paid period
// ends, and the renewing one is cancelled here and, after the commit, at its provider.
import { ROLE } from '../../shared/roles';
import { releaseVoucherClaims } from '../queries/payments';
import { claimKeys, claimKind, paymentClaimKeys, releaseClaims } from '../payments/claims';
import type { AttentionReason } from '../../schemas/api/membership';
import { holdForStaff } from './attention';
import { addMonths, differs, planOf, salePayment, userOf, type PaymentRow } from './lookup';
import { assignInvoiceNumber } from './invoice-number';
import { link, queueMail } from './mails';
import { planNameIn, purchasedItem } from './mail-names';
import type { Db, Step, StepResult } from './step';

/** Claims the payment with a conditional update: in PostgreSQL it row-locks, so two sales cannot both decide it. */
async function claim(db: Db, payment: PaymentRow, now: string): Promise<boolean> {
  const claimed = await db.updateTable('payments').set({ updated_at: now }).where('id', '=', payment.id).where('status', 'in', ['pending', 'verifying']).executeTakeFirst();
  return Number(claimed.numUpdatedRows) > 0;
}

/** Claims a payment the site failed itself (no biller said no), for an approval that came after all. */
async function reclaimFailed(db: Db, payment: PaymentRow, now: string): Promise<boolean> {
  const claimed = await db.updateTable('payments').set({ updated_at: now }).where('id', '=', payment.id).where('status', '=', 'failed').executeTakeFirst();
  return Number(claimed.numUpdatedRows) > 0;
}

/** A payment that ends unpaid keeps no password hash and gives its gift-card codes back. */
async function endUnpaid(db: Db, payment: PaymentRow, status: 'declined' | 'failed', now: string) {
  await db.updateTable('payments').set({ status, password_hash: '', updated_at: now }).where('id', '=', payment.id).execute();
  await releaseVoucherClaims(db, payment.id, now);
  await releaseClaims(db, payment.id, now);
}

/**
 * Why this paid sale cannot be honoured now, if it cannot: its claims are taken again (a claim
 * that expired stays ours unless someone else took it meanwhile), then the rows they guard are
 * checked (an account with the name, the update bought, a renewing plan).
 */
async function cannotHonour(db: Db, payment: PaymentRow, now: string): Promise<AttentionReason | undefined> {
  const keys = paymentClaimKeys(payment);
  const lost = await claimKeys(db, payment.id, keys, now, now);
  if (lost) {
    const kind = claimKind(lost);
    return kind === 'purchase' ? 'already_bought' : kind === 'email' ? 'email_taken' : 'username_taken';
  }
  if (payment.user_id == null) {
    const user = await db
      .selectFrom('users')
      .select(['username_lower'])
      .where((eb) => eb.or([eb('username_lower', '=', payment.username.toLowerCase()), eb('email_lower', '=', payment.email.toLowerCase())]))
      .executeTakeFirst();
    if (user) return user.username_lower === payment.username.toLowerCase() ? 'username_taken' : 'email_taken';
    return undefined;
  }
  if (payment.update_id != null) {
    const owned = await db.selectFrom('purchases').select('id').where('user_id', '=', payment.user_id).where('update_id', '=', payment.update_id).executeTakeFirst();
    return owned ? 'already_bought' : undefined;
  }
  const plan = await planOf(db, payment.article_id);
  if (plan.recurring && (await renewingSubscription(db, payment.user_id, now))) return 'already_subscribed';
  return undefined;
}

/** The member's subscription that rebills (active, recurring, paid period not over). */
export function renewingSubscription(db: Db, userId: number, now: string) {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .where('recurring', '=', 1)
    .where('expires_at', '>', now)
    .orderBy('expires_at', 'desc')
    .executeTakeFirst();
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
  const ids = { transactionId: event.transactionId, memberId: event.memberId, subscriptionId: event.subscriptionId };
  if (!(await claim(db, payment, now))) {
    // Paid after the site gave up on it (abandoned for a day, or its start failed): not kept silently.
    if (payment.status === 'failed' && (await reclaimFailed(db, payment, now))) return holdForStaff(step, payment, 'paid_late', ids);
    return { outcome: 'unchanged', paymentId: payment.id };
  }
  const mismatch = (event.amount !== undefined && differs(event.amount, payment.amount)) || (event.currency !== undefined && event.currency.toUpperCase() !== payment.currency.toUpperCase());
  if (mismatch) {
    step.ctx.logger.warn({ paymentId: payment.id, amount: event.amount, currency: event.currency }, 'sale amount or currency differs from our price');
    return holdForStaff(step, payment, 'amount_differs', ids);
  }
  const reason = await cannotHonour(db, payment, now);
  if (reason) return holdForStaff(step, payment, reason, ids);
  return honour(step, payment);
}

/** Thrown when staff grant a held payment that still cannot be honoured: the answer names why. */
export class CannotGrant extends Error {
  constructor(public reason: AttentionReason) {
    super(reason);
  }
}

/**
 * Staff grant what a held payment paid for (a credit: a late bitcoin payment, a signup whose name
 * is free again). Only while it waits; throws CannotGrant when its name, update or plan is still
 * taken (staff refund it instead).
 */
export async function grantHeld(step: Step): Promise<StepResult> {
  const payment = await found(step);
  if (!('token' in payment)) return payment;
  const { db, now } = step;
  const claimed = await db.updateTable('payments').set({ updated_at: now }).where('id', '=', payment.id).where('status', '=', 'needs_staff').executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) return { outcome: 'unchanged', paymentId: payment.id };
  const reason = await cannotHonour(db, payment, now);
  if (reason) throw new CannotGrant(reason);
  const staff = step.event.staff!;
  await db.updateTable('payments').set({ decision: 'granted', decided_by: staff.userId, decided_at: now, decision_note: staff.note.slice(0, 500) }).where('id', '=', payment.id).execute();
  return honour(step, { ...payment, paid_at: payment.paid_at ?? now });
}

/** Gives what a paid sale paid for: the account (for a signup), the subscription or the purchase. */
async function honour(step: Step, payment: PaymentRow): Promise<StepResult> {
  const { db, now, event } = step;
  // From here the account, purchase or subscription rows guard what the claims held.
  await releaseClaims(db, payment.id, now);

  let userId = payment.user_id;
  let newAccount = false;
  if (!userId) {
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
    paid_at: payment.paid_at ?? now,
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
    // cannotHonour() found no purchase of this update, and the claim kept any other payment out.
    await db.insertInto('purchases').values({ user_id: userId, update_id: payment.update_id, payment_id: payment.id, created_at: now }).execute();
    await db.updateTable('payments').set(paid).where('id', '=', payment.id).execute();
    const bought = await purchasedItem(db, payment.update_id, user.locale);
    if (bought) ({ item: planName, watchPath } = bought);
  } else {
    // A plan bought while a recurring one renews replaces it at the end of its paid period: the
    // renewing one stops here (a rebill now would be refunded) and at its provider after the commit.
    const renewing = await renewingSubscription(db, userId, now);
    if (renewing) {
      await db.updateTable('subscriptions').set({ status: 'cancelled', cancelled_at: now }).where('id', '=', renewing.id).where('status', '=', 'active').execute();
      step.followUps.push({ kind: 'stop_replaced', subscriptionId: renewing.id });
    }
    // Renewals extend from the current expiry, not from today: no time is paid twice.
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
        starts_at: start,
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
  await assignInvoiceNumber(db, payment.id, now);
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
