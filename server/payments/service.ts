// Payment life cycle. A user and a subscription are created only when a verified postback
// approves the payment; amounts come from the plan, never from the browser; a repeated postback
// (same event id) or one for a finished payment changes nothing.
import crypto from 'node:crypto';
import type { AppContext } from '../context';
import { HttpError } from '../http-error';
import { validate } from '../validation';
import { PostbackBody } from '../../schemas/api/requests';
import { verifySignature, sign } from './signature';
import type { Payment } from './provider';
import { ROLE } from '../../shared/roles';
import { releaseVoucherClaims } from '../queries/payments';

export const FINAL = new Set(['approved', 'declined', 'failed']);

function addMonths(iso: string, months: number) {
  const d = new Date(iso);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString();
}

export type PostbackOutcome = 'approved' | 'declined' | 'failed' | 'duplicate' | 'unchanged';

export async function handlePostback(ctx: AppContext, raw: Buffer | string, signature: string | undefined): Promise<PostbackOutcome> {
  if (!verifySignature(ctx.secrets.payment, raw, signature)) throw new HttpError(403, 'invalid_signature', 'Postback signature invalid');
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw.toString());
  } catch {
    throw new HttpError(400, 'invalid_json', 'Postback is not JSON');
  }
  const pb = validate(PostbackBody, parsed);
  return ctx.db.transaction().execute(async (trx) => {
    const payment = await trx.selectFrom('payments').selectAll().where('token', '=', pb.x_ans_token).executeTakeFirst();
    if (!payment) throw new HttpError(404, 'not_found', 'Payment not found');
    const inserted = await trx
      .insertInto('postbacks')
      .values({ event_id: pb.event_id, payment_id: payment.id, result: pb.result, received_at: ctx.now() })
      .onConflict((oc) => oc.column('event_id').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return 'duplicate';
    // Claim the payment with a conditional update: portable, and in PostgreSQL it row-locks, so two
    // concurrent postbacks cannot both approve it.
    const claimed = await trx
      .updateTable('payments')
      .set({ updated_at: ctx.now() })
      .where('id', '=', payment.id)
      .where('status', 'in', ['pending', 'verifying'])
      .executeTakeFirst();
    if (FINAL.has(payment.status) || Number(claimed.numUpdatedRows) === 0) return 'unchanged';
    const db = trx as unknown as AppContext['db'];
    if (pb.result === 'declined') {
      await endUnpaid(db, payment, 'declined', ctx.now());
      await removeAccountMadeForPayment(db, payment);
      return 'declined';
    }
    if (Math.abs(pb.amount - payment.amount) > 0.001 || pb.currency !== payment.currency) {
      await endUnpaid(db, payment, 'failed', ctx.now());
      ctx.logger.warn({ paymentId: payment.id }, 'postback amount mismatch');
      return 'failed';
    }
    return approve(ctx, db, payment);
  });
}

/** A payment that ends unpaid keeps no password hash and gives its gift-card codes back. */
async function endUnpaid(db: AppContext['db'], payment: Payment, status: 'declined' | 'failed', now: string) {
  await db.updateTable('payments').set({ status, password_hash: '', updated_at: now }).where('id', '=', payment.id).execute();
  await releaseVoucherClaims(db, payment.id, now);
}

/**
 * A gift-card signup gets its account at once (to log in and watch the verification); when the
 * cards are declined that account goes again, so a failed payment leaves no half-made user. Only
 * an account made by this very payment, with no subscription and no other payment, is removed.
 */
async function removeAccountMadeForPayment(db: AppContext['db'], payment: Payment) {
  if (!payment.user_id || payment.provider !== 'amazonVoucher') return;
  const user = await db.selectFrom('users').select(['id', 'created_at']).where('id', '=', payment.user_id).executeTakeFirst();
  if (!user || user.created_at !== payment.created_at) return;
  const otherPayment = await db.selectFrom('payments').select('id').where('user_id', '=', user.id).where('id', '!=', payment.id).executeTakeFirst();
  const subscription = await db.selectFrom('subscriptions').select('id').where('user_id', '=', user.id).executeTakeFirst();
  if (otherPayment || subscription) return;
  await db.updateTable('payments').set({ user_id: null }).where('id', '=', payment.id).execute();
  await db.deleteFrom('users').where('id', '=', user.id).execute();
}

async function approve(ctx: AppContext, db: AppContext['db'], payment: Payment): Promise<PostbackOutcome> {
  const now = ctx.now();
  let userId = payment.user_id;
  if (!userId) {
    const clash = await db
      .selectFrom('users')
      .select('id')
      .where((eb) => eb.or([eb('username_lower', '=', payment.username.toLowerCase()), eb('email_lower', '=', payment.email.toLowerCase())]))
      .executeTakeFirst();
    if (clash) {
      // Someone took the name between signup and payment: do not merge accounts; support refunds.
      await endUnpaid(db, payment, 'failed', now);
      return 'failed';
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
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    userId = user.id;
  } else {
    await db.updateTable('users').set({ customer: 1 }).where('id', '=', userId).execute();
  }
  if (payment.update_id != null) {
    await db
      .insertInto('purchases')
      .values({ user_id: userId, update_id: payment.update_id, payment_id: payment.id, created_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'update_id']).doNothing())
      .execute();
    await db.updateTable('payments').set({ status: 'approved', user_id: userId, paid_at: now, updated_at: now, password_hash: '' }).where('id', '=', payment.id).execute();
    return 'approved';
  }
  const article = await db.selectFrom('articles').selectAll().where('id', '=', payment.article_id).executeTakeFirstOrThrow();
  // Renewals extend from the current expiry, not from today.
  const current = await db.selectFrom('subscriptions').select('expires_at').where('user_id', '=', userId).orderBy('expires_at', 'desc').limit(1).executeTakeFirst();
  const start = current && current.expires_at > now ? current.expires_at : now;
  await db
    .insertInto('subscriptions')
    .values({ user_id: userId, article_id: article.id, payment_id: payment.id, starts_at: now, expires_at: addMonths(start, article.expires_in_months), recurring: article.recurring })
    .execute();
  await db.updateTable('payments').set({ status: 'approved', user_id: userId, paid_at: now, updated_at: now, password_hash: '' }).where('id', '=', payment.id).execute();
  if (payment.affiliate_id) {
    await db.updateTable('affiliate_entries').set({ status: 'converted' }).where('affiliate_id', '=', payment.affiliate_id).execute();
  }
  return 'approved';
}

/** What the sandbox (or a test acting as the provider) sends: a signed postback. */
export function signedPostback(ctx: AppContext, payment: Payment, result: 'approved' | 'declined', eventId = crypto.randomBytes(12).toString('hex')) {
  const raw = JSON.stringify({ event_id: eventId, x_ans_token: payment.token, result, amount: payment.amount, currency: payment.currency });
  return { raw, signature: sign(ctx.secrets.payment, raw) };
}
