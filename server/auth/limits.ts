// Rate limits. Per address via express-rate-limit; failed logins also per account. Both use
// process memory: with several app processes, move them to a shared store (Redis) as design.md says.
import rateLimit from 'express-rate-limit';
import type { RequestHandler } from 'express';
import { HttpError } from '../http-error';
import type { Env } from '../env';

const handler: Parameters<typeof rateLimit>[0] extends infer O ? (O extends { handler?: infer H } ? H : never) : never = (_req, _res, next) =>
  next(new HttpError(429, 'rate_limited', 'Too many requests, please wait a minute and try again'));

export function perAddress(ctx: { env: Pick<Env, 'DISABLE_RATE_LIMITS'> }, limit: number, windowMs = 60_000): RequestHandler {
  if (ctx.env.DISABLE_RATE_LIMITS) return (_req, _res, next) => next();
  return rateLimit({ windowMs, limit, standardHeaders: 'draft-7', legacyHeaders: false, handler });
}

/** Failed logins per account: after `max` failures in `windowMs` the account is locked for the rest of the window. */
export class AccountLimiter {
  private failures = new Map<string, number[]>();
  constructor(
    private max = 5,
    private windowMs = 15 * 60_000,
  ) {}
  private recent(key: string, now: number) {
    const list = (this.failures.get(key) ?? []).filter((t) => now - t < this.windowMs);
    this.failures.set(key, list);
    return list;
  }
  check(key: string, now = Date.now()) {
    if (this.recent(key, now).length >= this.max) {
      throw new HttpError(429, 'rate_limited', 'Too many failed logins for this account, please try again in 15 minutes');
    }
  }
  fail(key: string, now = Date.now()) {
    this.recent(key, now).push(now);
    if (this.failures.size > 100_000) this.failures.clear(); // bound memory under a spray attack
  }
  succeed(key: string) {
    this.failures.delete(key);
  }
}
