// Password reset: a random single-use token, mailed as a link and stored only as its SHA-256,
// valid RESET_VALID_MINUTES; a new request invalidates the account's earlier ones. Using it sets
// the new password, spends the token and revokes every session of the account, in one transaction.
import type { AppContext } from '../context';
import { hashToken, randomToken } from './tokens';

export const RESET_VALID_MINUTES = 60;

/** The account a login name (username or email) belongs to, as a reset mail needs it. */
export function resetAccount(ctx: AppContext, login: string) {
  const key = login.trim().toLowerCase();
  return ctx.db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'locale', 'blocked_at'])
    .where((eb) => eb.or([eb('username_lower', '=', key), eb('email_lower', '=', key)]))
    .executeTakeFirst();
}

/**
 * A new token for the user (earlier unused ones stop working). Callers make one whether or not an
 * account exists (`userId` undefined: nothing is stored), so both answers take the same work.
 */
export async function issueResetToken(ctx: AppContext, userId: number | undefined): Promise<string> {
  const token = randomToken();
  const tokenHash = hashToken(token);
  if (userId === undefined) return token;
  const now = ctx.now();
  const expires = new Date(Date.parse(now) + RESET_VALID_MINUTES * 60_000).toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('password_resets').set({ used_at: now }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
    await trx.insertInto('password_resets').values({ user_id: userId, token_hash: tokenHash, created_at: now, expires_at: expires, used_at: null }).execute();
  });
  return token;
}

/** The account an unspent token belongs to (its words count against the new password); nothing tells the caller more. */
export function resetTokenAccount(ctx: AppContext, token: string) {
  return ctx.db
    .selectFrom('password_resets')
    .innerJoin('users', 'users.id', 'password_resets.user_id')
    .select(['users.username', 'users.email'])
    .where('password_resets.token_hash', '=', hashToken(token))
    .where('password_resets.used_at', 'is', null)
    .executeTakeFirst();
}

export type ResetOutcome = { ok: true; userId: number } | { ok: false };

/**
 * Spends the token and sets the password (already hashed: argon2 takes tens of ms, not inside a
 * transaction). Refused when the token is unknown, spent, expired, or its account is blocked.
 */
export async function resetPassword(ctx: AppContext, token: string, passwordHash: string): Promise<ResetOutcome> {
  const now = ctx.now();
  return ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('password_resets')
      .innerJoin('users', 'users.id', 'password_resets.user_id')
      .select(['password_resets.id', 'password_resets.user_id', 'password_resets.expires_at', 'password_resets.used_at', 'users.blocked_at'])
      .where('password_resets.token_hash', '=', hashToken(token))
      .executeTakeFirst();
    if (!row || row.used_at || row.blocked_at || Date.parse(row.expires_at) <= Date.parse(now)) return { ok: false };
    // Spent only by the request whose update lands: two parallel uses of one link cannot both pass.
    const spent = await trx.updateTable('password_resets').set({ used_at: now }).where('id', '=', row.id).where('used_at', 'is', null).executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) return { ok: false };
    await trx.updateTable('password_resets').set({ used_at: now }).where('user_id', '=', row.user_id).where('used_at', 'is', null).execute();
    await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', row.user_id).execute();
    // Whoever knew the old password (or stole a session) is out; the member logs in again.
    await trx.updateTable('sessions').set({ revoked_at: now }).where('user_id', '=', row.user_id).where('revoked_at', 'is', null).execute();
    return { ok: true, userId: row.user_id };
  });
}
