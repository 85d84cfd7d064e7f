// The per-request check of a member file: is the session the URL is bound to still live and
// entitled to the update? Answers are kept for a minute per session and update, so a player's
// many range requests cost one query; a logout or an ended subscription therefore takes effect
// within ACCESS_CACHE_MS in every process (each keeps its own answers). The clock is ctx.now, so
// tests move time instead of waiting.
import type { AppContext } from '../context';
import { sessionMayFetch } from '../queries/media-access';

export const ACCESS_CACHE_MS = 60_000;
const MAX_ENTRIES = 10_000;

export class MediaAccess {
  private answers = new Map<string, { at: number; ok: Promise<boolean> }>();
  constructor(private ctx: Pick<AppContext, 'db' | 'now'>) {}

  allowed(sessionId: number, updateId: number): Promise<boolean> {
    const now = this.ctx.now();
    const t = Date.parse(now);
    const key = `${sessionId}:${updateId}`;
    const hit = this.answers.get(key);
    if (hit && t - hit.at < ACCESS_CACHE_MS && t >= hit.at) return hit.ok;
    const ok = sessionMayFetch(this.ctx, sessionId, updateId, now);
    // A failed lookup is not remembered.
    ok.catch(() => this.answers.delete(key));
    this.answers.delete(key);
    this.answers.set(key, { at: t, ok });
    // Oldest first: Map keeps insertion order.
    while (this.answers.size > MAX_ENTRIES) this.answers.delete(this.answers.keys().next().value!);
    return ok;
  }
}
