// Whether a session may still fetch an update's member files: the session is live (not logged
// out, not past its idle or absolute expiry) and its user is entitled (subscription or purchase).
import type { AppContext } from '../context';
import { IDLE_MS } from '../auth/tokens';
import { canAccessUpdate } from '../auth/membership';

export async function sessionMayFetch(ctx: Pick<AppContext, 'db'>, sessionId: number, updateId: number, now: string): Promise<boolean> {
  const session = await ctx.db.selectFrom('sessions').select(['user_id', 'last_seen_at', 'expires_at', 'revoked_at']).where('id', '=', sessionId).executeTakeFirst();
  if (!session || session.revoked_at) return false;
  const t = Date.parse(now);
  if (Date.parse(session.expires_at) <= t || Date.parse(session.last_seen_at) + IDLE_MS <= t) return false;
  return canAccessUpdate(ctx.db, session.user_id, updateId, now);
}
