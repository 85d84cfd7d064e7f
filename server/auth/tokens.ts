// Session tokens: 256 random bits handed to the client once; only their SHA-256 is stored.
// Each session has an idle expiry (sliding) and an absolute one.
import crypto from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database, UsersTable } from '../db/schema';

export const IDLE_MS = 7 * 24 * 3600_000;
export const ABSOLUTE_MS = 30 * 24 * 3600_000;
const TOUCH_MS = 60_000; // write last_seen_at at most once a minute per session

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
export const randomToken = (bytes = 32) => crypto.randomBytes(bytes).toString('base64url');

export async function createSession(db: Kysely<Database>, userId: number, now = new Date(), userAgent?: string): Promise<string> {
  const token = randomToken();
  await db
    .insertInto('sessions')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: new Date(now.getTime() + ABSOLUTE_MS).toISOString(),
      revoked_at: null,
      user_agent: userAgent?.slice(0, 500) ?? null,
    })
    .execute();
  return token;
}

/**
 * The user a valid token belongs to, as the server reads it (a users row and the session's id).
 * What the browser gets from GET me is `CurrentUser` in schemas/api/membership.ts.
 */
export type AuthUser = Pick<Selectable<UsersTable>, 'id' | 'role_id' | 'username' | 'email' | 'created_at' | 'customer' | 'avatar'> & {
  sessionId: number;
};

export async function resolveSession(db: Kysely<Database>, token: string, now = new Date()): Promise<AuthUser | undefined> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id as sessionId',
      'sessions.last_seen_at',
      'sessions.expires_at',
      'sessions.revoked_at',
      'users.id',
      'users.role_id',
      'users.username',
      'users.email',
      'users.created_at',
      'users.customer',
      'users.avatar',
      'users.blocked_at',
    ])
    .where('sessions.token_hash', '=', hashToken(token))
    .executeTakeFirst();
  // A blocked account (chargeback) has no session, even one that escaped the revocation.
  if (!row || row.revoked_at || row.blocked_at) return undefined;
  const t = now.getTime();
  if (Date.parse(row.expires_at) <= t || Date.parse(row.last_seen_at) + IDLE_MS <= t) return undefined;
  if (t - Date.parse(row.last_seen_at) > TOUCH_MS) {
    await db.updateTable('sessions').set({ last_seen_at: now.toISOString() }).where('id', '=', row.sessionId).execute();
  }
  const { last_seen_at: _l, expires_at: _e, revoked_at: _r, blocked_at: _b, ...user } = row;
  return user;
}

export async function revokeSession(db: Kysely<Database>, sessionId: number, now = new Date()) {
  await db.updateTable('sessions').set({ revoked_at: now.toISOString() }).where('id', '=', sessionId).execute();
}
