// What publishers do to a member's account from the desk. Access is granted as a subscription of
// its own (provider 'staff', never recurring, no payment of its own): membership counts it like any
// paid-up period and chains it after the current one, a biller's rebill, refund or cancellation
// never finds it (they look up by provider ids and payments), and no revenue figure sees money
// that was not paid. Blocking uses the same columns a chargeback sets, which login, tokens,
// password resets and access already refuse.
import type { Kysely, Transaction } from 'kysely';
import type { AppContext } from '../context';
import type { Database } from '../db/schema';
import { HttpError } from '../http-error';
import { issueResetToken, RESET_VALID_MINUTES } from '../auth/password-reset';
import { accessOf } from './members-search';

const DAY_MS = 86_400_000;

/** The database, or the transaction the desk records the action in (so both commit, or neither). */
type Db = Kysely<Database> | Transaction<Database>;

export const STAFF_GRANT_PROVIDER = 'staff';

async function liveUser(ctx: AppContext, userId: number, db: Db = ctx.db) {
  const user = await db.selectFrom('users').select(['id', 'username', 'email', 'locale', 'blocked_at', 'deleted_at', 'role_id']).where('id', '=', userId).executeTakeFirst();
  if (!user) throw new HttpError(404, 'not_found', 'Member not found');
  if (user.deleted_at) throw new HttpError(409, 'erased', 'This account was erased: nothing more can be done to it');
  return user;
}

export type AccessGrant = { days: number } | { until: string };

/** Adds access after the current paid-up period (or from now); returns the new end of access. */
export async function grantAccess(ctx: AppContext, userId: number, grant: AccessGrant, db: Db = ctx.db): Promise<{ from: string; until: string; subscriptionId: number }> {
  await liveUser(ctx, userId, db);
  const now = ctx.now();
  const subs = await db.selectFrom('subscriptions').select(['id', 'article_id', 'payment_id', 'starts_at', 'expires_at', 'status']).where('user_id', '=', userId).orderBy('id', 'desc').execute();
  const access = accessOf(subs, false, now);
  const from = access.state === 'active' ? access.until! : now;
  const until = 'days' in grant ? new Date(Date.parse(from) + grant.days * DAY_MS).toISOString() : `${grant.until}T23:59:59.999Z`;
  if (until <= from) throw new HttpError(422, 'already_covered', `The member already has access until ${from.slice(0, 10)}: choose a later date`, { until: 'Choose a date after the current access ends' });
  // The row names the plan and payment the member last had (the columns are required); its own
  // provider keeps it out of every biller's lookups.
  const anchor =
    subs[0] ??
    (await db.selectFrom('payments').select(['id as payment_id', 'article_id']).where('user_id', '=', userId).where('update_id', 'is', null).orderBy('id', 'desc').executeTakeFirst());
  if (!anchor) throw new HttpError(409, 'no_plan', 'This member never had a plan, so there is no plan to grant access under. Ask them to sign up first.');
  const row = await db
    .insertInto('subscriptions')
    .values({ user_id: userId, article_id: anchor.article_id, payment_id: anchor.payment_id, starts_at: from, expires_at: until, recurring: 0, status: 'active', provider: STAFF_GRANT_PROVIDER, provider_member_id: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { from, until, subscriptionId: row.id };
}

/** Blocks the account (no login, no access) and ends every session. */
export async function blockMember(ctx: AppContext, userId: number, actorId: number, reason: string, db: Db = ctx.db): Promise<{ sessionsEnded: number }> {
  const user = await liveUser(ctx, userId, db);
  if (user.id === actorId) throw new HttpError(422, 'own_account', 'You cannot block your own account');
  if (user.blocked_at) throw new HttpError(409, 'already_blocked', 'This account is already blocked');
  const now = ctx.now();
  const block = async (trx: Db) => {
    await trx.updateTable('users').set({ blocked_at: now, blocked_reason: reason.trim().slice(0, 500) }).where('id', '=', userId).execute();
    const ended = await trx.updateTable('sessions').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null).executeTakeFirst();
    return { sessionsEnded: Number(ended.numUpdatedRows) };
  };
  return db.isTransaction ? block(db) : db.transaction().execute(block);
}

export async function unblockMember(ctx: AppContext, userId: number, db: Db = ctx.db): Promise<{ previousReason: string | null }> {
  const user = await liveUser(ctx, userId, db);
  if (!user.blocked_at) throw new HttpError(409, 'not_blocked', 'This account is not blocked');
  const row = await db.selectFrom('users').select('blocked_reason').where('id', '=', userId).executeTakeFirstOrThrow();
  await db.updateTable('users').set({ blocked_at: null, blocked_reason: null }).where('id', '=', userId).execute();
  return { previousReason: row.blocked_reason };
}

export async function endSessions(ctx: AppContext, userId: number, db: Db = ctx.db): Promise<number> {
  await liveUser(ctx, userId, db);
  const ended = await db.updateTable('sessions').set({ revoked_at: ctx.now() }).where('user_id', '=', userId).where('revoked_at', 'is', null).executeTakeFirst();
  return Number(ended.numUpdatedRows);
}

/** The same mail and single-use link as "forgot password", in the member's language. */
export async function sendPasswordReset(ctx: AppContext, userId: number): Promise<string> {
  const user = await liveUser(ctx, userId);
  if (user.blocked_at) throw new HttpError(409, 'blocked', 'This account is blocked: unblock it first, a reset link would not work');
  const token = await issueResetToken(ctx, user.id);
  await ctx.mail.send({
    template: 'passwordReset',
    to: user.email,
    locale: user.locale,
    data: { username: user.username, resetUrl: `/login/reset?token=${encodeURIComponent(token)}`, validMinutes: RESET_VALID_MINUTES },
  });
  return user.email;
}

export { liveUser };
