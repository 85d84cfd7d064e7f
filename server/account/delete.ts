// Account deletion, asked for by the member with the password. In order:
//  1. a renewing subscription is cancelled at the biller (as the Cancel button does: the biller
//     first, then the cancellation applied like its notification); a biller that refuses stops
//     everything (502, nothing changed);
//  2. the confirmation mail goes to the address while we still have it;
//  3. in one transaction the personal data is erased: the username and email become a tombstone
//     (`deleted-<id>`, `deleted-<id>@deleted.invalid`, so both are free for a new account), the
//     password hash and avatar are cleared, sessions, password resets, email changes and two-factor
//     secrets and codes deleted, favourites and ratings deleted (rated items' averages recomputed),
//     comments lose their author (the text stays under "deleted member"), and sent-mail records
//     lose the address.
// Kept, as payment and tax law require (GDPR Art. 17(3)(b); e.g. ten years under German tax law):
// the users row itself (id and tombstone: payments point at it), every payment with its invoice
// number, amount, currency, dates, period, provider and the provider's transaction and member ids
// (to match refunds and chargebacks), the name and address the payment was made with (the invoice
// as issued), subscriptions, purchases and affiliate conversions. A deleted account cannot log in:
// its password hash is empty and its old names no longer lead to it.
import type { AppContext } from '../context';
import type { BillingEvent } from '../billing/events';
import type { PaymentProviderId } from '../../schemas/payment-providers';
import { HttpError } from '../http-error';
import { verifyPassword } from '../auth/passwords';
import { applyNotification } from '../billing/lifecycle';
import { paymentById } from '../queries/payments';
import { accountSubscription, currentSubscription } from '../queries/subscriptions';

export const tombstoneName = (userId: number) => `deleted-${userId}`;
export const tombstoneEmail = (userId: number) => `deleted-${userId}@deleted.invalid`;

const REFUSED = 'The payment provider could not cancel your subscription, so your account was not deleted. Please try again later or contact support.';

/** Cancels a renewing subscription at its biller; true when there was one. Throws a 502 (with `refused`) when the biller refused. */
export async function cancelRenewing(ctx: AppContext, userId: number, refused = REFUSED, raw: Record<string, unknown> = { accountDeletion: true }): Promise<boolean> {
  const now = ctx.now();
  const found = await currentSubscription(ctx, userId, now);
  if (!found || !accountSubscription(found, now).cancellable) return false;
  const provider = (found.provider ?? found.first_provider) as PaymentProviderId;
  const first = await paymentById(ctx, found.payment_id);
  if (found.provider_member_id ?? first?.provider_member_id) {
    const adapter = ctx.billing.adapterFor(provider, { config: await ctx.configs.active() });
    if (!adapter) throw new HttpError(502, 'provider_unavailable', refused);
    if (adapter.cancel) {
      const { plan: _p, first_provider: _f, first_token: _t, ...row } = found;
      try {
        await adapter.cancel(row, first!);
      } catch (error) {
        ctx.logger.error({ err: error, subscriptionId: found.id, adapter: adapter.name }, 'provider cancel failed: account not deleted');
        throw new HttpError(502, 'provider_error', refused);
      }
    }
  }
  const event: BillingEvent = { kind: 'cancellation', eventId: `member-cancel-${found.id}`, paymentToken: found.first_token, ...(found.provider_member_id ? { memberId: found.provider_member_id } : {}) };
  const body = JSON.stringify({ memberUserId: userId, subscriptionId: found.id, ...raw });
  await applyNotification(ctx, provider, { provider, events: [event] }, { raw: body, contentType: 'application/json' }, { accepts: [provider] });
  return true;
}

export async function deleteAccount(ctx: AppContext, userId: number, password: string): Promise<{ subscriptionCancelled: boolean }> {
  const user = await ctx.db.selectFrom('users').select(['id', 'username', 'email', 'password_hash', 'locale', 'deleted_at']).where('id', '=', userId).executeTakeFirst();
  if (!user || user.deleted_at) throw new HttpError(404, 'not_found', 'Account not found');
  if (!(await verifyPassword(user.password_hash, password))) {
    throw new HttpError(403, 'wrong_password', 'The password is not right', { password: 'The password is not right' });
  }
  return eraseAccount(ctx, user, 'its member');
}

/**
 * Cancels, mails and erases as described above, for a member who asked (password checked) or for
 * staff acting on an erasure request (the desk records who and why).
 */
export async function eraseAccount(ctx: AppContext, user: { id: number; username: string; email: string; locale: string }, by: string, raw?: Record<string, unknown>): Promise<{ subscriptionCancelled: boolean }> {
  const userId = user.id;
  const subscriptionCancelled = await cancelRenewing(ctx, userId, REFUSED, raw);
  await ctx.mail.send({ template: 'accountDeleted', to: user.email, locale: user.locale, data: { username: user.username }, dedupeKey: `accountDeleted:${userId}` });

  const now = ctx.now();
  await ctx.db.transaction().execute(async (db) => {
    const email = tombstoneEmail(userId);
    await db
      .updateTable('users')
      // Blocked too: every check that refuses a blocked account (sessions, password reset) refuses this one.
      .set({ username: tombstoneName(userId), username_lower: tombstoneName(userId), email, email_lower: email, password_hash: '', avatar: null, deleted_at: now, blocked_at: now, blocked_reason: 'account deleted' })
      .where('id', '=', userId)
      .execute();
    await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
    await db.deleteFrom('password_resets').where('user_id', '=', userId).execute();
    // Credentials kept for signing in: a pending email change, the two-factor secret and codes.
    await db.deleteFrom('email_changes').where('user_id', '=', userId).execute();
    await db.deleteFrom('login_challenges').where('user_id', '=', userId).execute();
    await db.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
    await db.deleteFrom('two_factor').where('user_id', '=', userId).execute();
    await db.deleteFrom('favourites').where('user_id', '=', userId).execute();
    await db.deleteFrom('favourite_models').where('user_id', '=', userId).execute();
    const rated = await db.selectFrom('ratings').select(['target_type', 'target_id']).where('user_id', '=', userId).execute();
    await db.deleteFrom('ratings').where('user_id', '=', userId).execute();
    for (const { target_type, target_id } of rated) {
      const agg = await db
        .selectFrom('ratings')
        .select([(eb) => eb.fn.avg<number>('rating').as('avg'), (eb) => eb.fn.countAll<number>().as('n')])
        .where('target_type', '=', target_type)
        .where('target_id', '=', target_id)
        .executeTakeFirstOrThrow();
      const table = target_type === 'update' ? 'updates' : 'models';
      await db.updateTable(table).set({ rating: Number(agg.avg ?? 0), rating_count: Number(agg.n) }).where('id', '=', target_id).execute();
    }
    await db.updateTable('usercomments').set({ user_id: null }).where('user_id', '=', userId).execute();
    // The mail log's template data names the member too (migration 031): erased with the address.
    await db.updateTable('sent_mails').set({ recipient: email, data: null }).where('recipient', '=', user.email).execute();
  });
  ctx.logger.info({ userId, subscriptionCancelled }, `account deleted by ${by}`);
  return { subscriptionCancelled };
}
