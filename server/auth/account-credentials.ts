// A member's own credentials: the email change waiting for its mailed link (token stored as
// SHA-256, EMAIL_CHANGE_VALID_HOURS, single use, a newer request voids the older), and the list of
// signed-in devices (sessions neither revoked nor expired).
import Bowser from 'bowser';
import type { AppContext } from '../context';
import { ABSOLUTE_MS, hashToken, IDLE_MS, randomToken } from './tokens';

export const EMAIL_CHANGE_VALID_HOURS = 24;

/** Stores a pending change and returns its token (earlier pending changes of the user stop working). */
export async function requestEmailChange(ctx: AppContext, userId: number, newEmail: string): Promise<string> {
  const token = randomToken();
  const now = ctx.now();
  const expires = new Date(Date.parse(now) + EMAIL_CHANGE_VALID_HOURS * 3600_000).toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('email_changes').set({ used_at: now }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
    await trx.insertInto('email_changes').values({ user_id: userId, new_email: newEmail, token_hash: hashToken(token), created_at: now, expires_at: expires, used_at: null }).execute();
  });
  return token;
}

export type EmailChangeOutcome =
  | { ok: true; userId: number; username: string; oldEmail: string; newEmail: string; locale: string }
  | { ok: false; reason: 'invalid' | 'taken' };

/** Spends the token and sets the address, unless another account took it meanwhile. */
export async function confirmEmailChange(ctx: AppContext, token: string): Promise<EmailChangeOutcome> {
  const now = ctx.now();
  return ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('email_changes')
      .innerJoin('users', 'users.id', 'email_changes.user_id')
      .select(['email_changes.id', 'email_changes.user_id', 'email_changes.new_email', 'email_changes.expires_at', 'email_changes.used_at', 'users.username', 'users.email', 'users.locale', 'users.blocked_at'])
      .where('email_changes.token_hash', '=', hashToken(token))
      .executeTakeFirst();
    if (!row || row.used_at || row.blocked_at || Date.parse(row.expires_at) <= Date.parse(now)) return { ok: false, reason: 'invalid' };
    const lower = row.new_email.toLowerCase();
    const taken = await trx.selectFrom('users').select('id').where('email_lower', '=', lower).where('id', '!=', row.user_id).executeTakeFirst();
    if (taken) return { ok: false, reason: 'taken' };
    // Spent only by the request whose update lands: two parallel uses of one link cannot both pass.
    const spent = await trx.updateTable('email_changes').set({ used_at: now }).where('id', '=', row.id).where('used_at', 'is', null).executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) return { ok: false, reason: 'invalid' };
    await trx.updateTable('users').set({ email: row.new_email, email_lower: lower }).where('id', '=', row.user_id).execute();
    return { ok: true, userId: row.user_id, username: row.username, oldEmail: row.email, newEmail: row.new_email, locale: row.locale };
  });
}

/** "Firefox · Windows", "Safari · iOS" (names, in no language); empty when the User-Agent says nothing usable. */
export function deviceName(userAgent: string | null): string {
  if (!userAgent) return '';
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name?.replace(/^Headless\s*/i, '');
  const os = parsed.os.name;
  return browser && os ? `${browser} · ${os}` : (browser ?? os ?? '');
}

/** The user's live sessions, most recently active first. */
export async function liveSessions(ctx: AppContext, userId: number, currentSessionId: number) {
  const now = Date.parse(ctx.now());
  const rows = await ctx.db
    .selectFrom('sessions')
    .select(['id', 'created_at', 'last_seen_at', 'expires_at', 'user_agent'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date(now).toISOString())
    .where('last_seen_at', '>', new Date(now - IDLE_MS).toISOString())
    .orderBy('last_seen_at', 'desc')
    .limit(100)
    .execute();
  return rows
    .filter((row) => Date.parse(row.created_at) + ABSOLUTE_MS > now)
    .map((row) => ({ id: row.id, device: deviceName(row.user_agent), created_at: row.created_at, last_seen_at: row.last_seen_at, current: row.id === currentSessionId }));
}

/** Signs out the user's sessions: one (`only`), or every one except `keep`. */
export async function signOutSessions(ctx: AppContext, userId: number, which: { only: number } | { keep: number }): Promise<number> {
  let query = ctx.db.updateTable('sessions').set({ revoked_at: ctx.now() }).where('user_id', '=', userId).where('revoked_at', 'is', null);
  query = 'only' in which ? query.where('id', '=', which.only) : query.where('id', '!=', which.keep);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
