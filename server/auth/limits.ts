// Rate limits and failed-login limits, counted by rate-limiter-flexible: in this process's memory, or,
// with REDIS_URL, in Redis, so every process counts together and spreading requests over processes
// gains nothing. Redis being away never fails a request: each Redis counter falls back to an
// in-memory one (the library's insurance limiter) until Redis answers again.
//
// Clients are told apart by address: the socket's, or X-Forwarded-For only from the proxies named
// in TRUST_PROXY (express's `req.ip`). IPv6 clients count per /64, the block one subscriber gets.
import crypto from 'node:crypto';
import net from 'node:net';
import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { createClient } from 'redis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { HttpError } from '../http-error';
import type { Env } from '../env';

interface Limit {
  points: number;
  seconds: number;
  message: string;
}

const perMinute = (points: number, what: string): Limit => ({ points, seconds: 60, message: `Too many ${what}, please wait a minute and try again` });

/** Per client address and minute: well above what a person does, well below what a script does. */
export const ADDRESS_LIMITS = {
  login: perMinute(20, 'requests'),
  signup: perMinute(10, 'signup attempts'),
  userExists: perMinute(30, 'account checks'),
  paymentLookup: perMinute(30, 'payment lookups'),
  // The header's search asks as the visitor types.
  search: perMinute(120, 'searches'),
  searchMetadata: perMinute(60, 'requests'),
  purchase: perMinute(10, 'purchase attempts'),
  // A forgotten password: a person asks once or twice; each request may send a mail.
  passwordForgot: perMinute(5, 'password reset requests'),
  passwordReset: perMinute(10, 'password reset attempts'),
  forms: perMinute(5, 'messages'),
  affiliateEntries: perMinute(30, 'requests'),
  views: perMinute(120, 'requests'),
  // Visitor pages the page cache did not have (a cached page costs nothing): each server render
  // costs 100 ms or more of CPU. Browsing renders one page per visit (later pages render in the
  // browser). Counted per client (the address and its browser, see `takePageRender`), so the many
  // phones behind one carrier's address (carrier-grade NAT) do not share one budget...
  pageRender: perMinute(30, 'page requests'),
  // ...and per address as a whole: a ceiling a whole carrier's crowd stays under at normal browsing
  // rates (20 clients rendering at their full rate, hundreds opening a page now and then).
  pageRenderAddress: perMinute(600, 'page requests'),
} satisfies Record<string, Limit>;

export type AddressLimit = keyof typeof ADDRESS_LIMITS;

/**
 * Failed logins, on rate-limiter-flexible's "consecutive failures" pattern. No limit here ever
 * refuses a whole account, so nobody who knows a username can lock its owner out:
 * - `consecutive`: per account and address (or the account's known device, see device-cookie.ts):
 *   after that many failures in a row the pair waits `blockSeconds`; a success clears it.
 * - `addressDaily`: failures per address and day, over all accounts (a guessing script); a known
 *   device is not held by it (a carrier's shared address may carry an attacker too).
 * - `accountSlowdown`: failures per account over all addresses only slow the answer down (a delay
 *   before the password is checked, growing to `maxDelayMs`); the known device skips it.
 */
export const LOGIN_LIMITS = {
  // A week at most: in-memory counters expire by timer, and Node timers cannot wait beyond 24.8 days.
  consecutive: { points: 10, seconds: 7 * 86400, blockSeconds: 15 * 60 },
  addressDaily: { points: 100, seconds: 86400, blockSeconds: 86400 },
  accountSlowdown: { points: 1_000_000, seconds: 3600, freeFailures: 10, stepMs: 100, maxDelayMs: 2000 },
} as const;

/** The words of a wait ("2 minutes"): the client shows its own translation from Retry-After. */
export function waitWords(seconds: number): string {
  const unit = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
  if (seconds < 60) return unit(Math.max(1, Math.ceil(seconds)), 'second');
  if (seconds < 3600) return unit(Math.ceil(seconds / 60), 'minute');
  return unit(Math.ceil(seconds / 3600), 'hour');
}

export const tooManyLoginsMessage = (seconds: number) => `Too many attempts. Please wait ${waitWords(seconds)} and try again.`;

/** Who is logging in: the account (see `accountKey`), the client's address, and the account's known device if the request shows one. */
export interface LoginClient {
  account: string;
  address: string;
  device?: string;
}

/**
 * Per account (see `accountKey`), whoever asks: reset mails one account may be sent per window, so
 * nobody floods an inbox from many addresses. Over it the caller answers as usual and sends nothing.
 */
export const ACCOUNT_LIMITS = {
  passwordResetMail: { points: 3, seconds: 60 * 60 },
} satisfies Record<string, Pick<Limit, 'points' | 'seconds'>>;

export type AccountLimit = keyof typeof ACCOUNT_LIMITS;

/**
 * Per logged-in user, whatever address they come from: what a person writes in a burst, not a
 * flood. Counted like failed logins, so DISABLE_RATE_LIMITS (which only lifts the per-address
 * limits) leaves them on.
 */
export const USER_LIMITS = {
  comments: { points: 5, seconds: 10 * 60, message: 'You can post 5 comments in 10 minutes. Please wait a little before you post again' },
  // Changing password or email asks for the current password: a stolen session cannot guess it quickly.
  credentials: { points: 10, seconds: 15 * 60, message: 'Too many attempts. Please wait 15 minutes and try again.' },
} satisfies Record<string, Limit>;

export type UserLimit = keyof typeof USER_LIMITS;

/** A request over its limit: what to tell the client and when to come back. */
export interface Refusal {
  message: string;
  retryAfterSeconds: number;
}

/** Server renders call the API with the visitor's address in this header, signed so nobody else can set it. */
const RENDER_CLIENT_HEADER = 'x-render-client';

/** The counting key of an address: IPv4 as it is, IPv6 by its /64 network. */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!net.isIPv6(address)) return address;
  const bare = address.split('%')[0]!;
  const groups = (part: string) => (part ? part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : []);
  const [head, tail] = bare.split('::') as [string, string | undefined];
  const front = groups(head);
  const full = tail === undefined ? front : [...front, ...Array<string>(8 - front.length - groups(tail).length).fill('0'), ...groups(tail)];
  return `${full
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

export interface LimitsOptions {
  env: Pick<Env, 'REDIS_URL' | 'RATE_LIMIT_PREFIX' | 'DISABLE_RATE_LIMITS'>;
  logger: Logger;
  /** A server secret: signs the render header and makes the client ids of "most searched". */
  secret: string;
}

export class Limits {
  private redis?: ReturnType<typeof createClient>;
  private connecting?: Promise<boolean>;
  private limiters = new Map<string, RateLimiterAbstract>();
  private key: Buffer;

  constructor(private options: LimitsOptions) {
    this.key = crypto.createHmac('sha256', options.secret).update('limits').digest();
    const url = options.env.REDIS_URL;
    if (url) {
      // No offline queue: while Redis is away a command fails at once and the in-memory stand-in counts.
      this.redis = createClient({ url, disableOfflineQueue: true, socket: { connectTimeout: 3000, reconnectStrategy: (retries: number) => Math.min(250 * 2 ** retries, 10_000) } });
      this.redis.on('error', (err: unknown) => options.logger.warn({ err: String(err) }, 'redis (rate limits) error'));
    }
  }

  /** With REDIS_URL: resolves true once Redis is connected, false after `timeoutMs` (it keeps trying; memory counts meanwhile). */
  async connect(timeoutMs = 5000): Promise<boolean> {
    const redis = this.redis;
    if (!redis) return false;
    this.connecting ??= redis.connect().then(
      () => {
        this.options.logger.info('rate limits and login limits shared through redis');
        return true;
      },
      (err: unknown) => {
        this.options.logger.warn({ err: String(err) }, 'redis (rate limits) unavailable: limits count in this process');
        return false;
      },
    );
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
    const ok = await Promise.race([this.connecting, timeout]);
    clearTimeout(timer);
    return ok;
  }

  async close(): Promise<void> {
    const redis = this.redis;
    if (!redis?.isOpen) return;
    // Nothing waits in a queue (there is none): a connection still trying to reach Redis just stops.
    if (redis.isReady) await redis.close().catch(() => redis.destroy());
    else redis.destroy();
  }

  /** The client's address: a server render's visitor (signed header), else `req.ip`. */
  clientAddress(req: Request): string {
    const header = req.headers[RENDER_CLIENT_HEADER];
    if (typeof header === 'string') {
      const [address = '', signature = ''] = header.split(' ');
      if (net.isIP(address) && safeEqual(signature, this.sign(address))) return address;
    }
    return req.ip ?? req.socket.remoteAddress ?? 'unknown';
  }

  /** Headers for a server render's own API calls: they count for the visitor, not for the server. */
  renderHeaders(req: Request): Record<string, string> {
    const address = this.clientAddress(req);
    return net.isIP(address) ? { [RENDER_CLIENT_HEADER]: `${address} ${this.sign(address)}` } : {};
  }

  /** A pseudonymous id of the client's address (no address is stored). */
  clientId(req: Request): string {
    return crypto.createHmac('sha256', this.key).update(`client ${addressKey(this.clientAddress(req))}`).digest('base64url').slice(0, 22);
  }

  /** Counts one request of `req`'s address against `name`; the refusal once over the limit (never with DISABLE_RATE_LIMITS). */
  async take(name: AddressLimit, req: Request, res?: Response): Promise<Refusal | undefined> {
    if (this.options.env.DISABLE_RATE_LIMITS) return undefined;
    const limit = ADDRESS_LIMITS[name];
    const outcome = await this.consume(this.limiter(name, limit), addressKey(this.clientAddress(req)));
    if (res) {
      res.setHeader('RateLimit-Policy', `${limit.points};w=${limit.seconds}`);
      res.setHeader('RateLimit', `limit=${limit.points}, remaining=${outcome.remainingPoints}, reset=${Math.ceil(outcome.msBeforeNext / 1000)}`);
    }
    return outcome.allowed ? undefined : { message: limit.message, retryAfterSeconds: Math.max(1, Math.ceil(outcome.msBeforeNext / 1000)) };
  }

  /**
   * Counts one server render of a visitor page: per client (the address with a hash of the
   * browser's User-Agent, so phones sharing a carrier's address count apart), then per address
   * (`pageRenderAddress`, the ceiling). A client already refused does not use up the address's budget.
   */
  async takePageRender(req: Request): Promise<Refusal | undefined> {
    if (this.options.env.DISABLE_RATE_LIMITS) return undefined;
    const address = addressKey(this.clientAddress(req));
    const browser = crypto.createHash('sha256').update(String(req.headers['user-agent'] ?? '')).digest('base64url').slice(0, 16);
    for (const [name, key] of [['pageRender', `${address}|${browser}`], ['pageRenderAddress', address]] as const) {
      const limit = ADDRESS_LIMITS[name];
      const outcome = await this.consume(this.limiter(name, limit), key);
      if (!outcome.allowed) return { message: limit.message, retryAfterSeconds: Math.max(1, Math.ceil(outcome.msBeforeNext / 1000)) };
    }
    return undefined;
  }

  /** Middleware: answers 429 `rate_limited` once the address is over `name`'s limit. */
  perAddress(name: AddressLimit): RequestHandler {
    if (this.options.env.DISABLE_RATE_LIMITS) return (_req, _res, next) => next();
    return async (req, res, next) => {
      const refusal = await this.take(name, req, res);
      if (refusal) throw tooMany(res, refusal);
      next();
    };
  }

  /**
   * One login attempt (a password or a two-factor code): counted before it is checked, so parallel
   * guesses cannot slip past a limit; 429 with the wait in words once a limit holds. Over the
   * account's free failures it waits before answering (the slowdown), never refuses.
   */
  async loginAttempt(client: LoginClient, res: Response): Promise<void> {
    const { consecutive, addressDaily, accountSlowdown } = LOGIN_LIMITS;
    const refusals: number[] = [];
    if (!this.options.env.DISABLE_RATE_LIMITS) {
      const daily = await this.consume(this.limiter('login-address-daily', addressDaily), addressKey(client.address));
      if (!daily.allowed && !client.device) refusals.push(daily.msBeforeNext);
    }
    const pair = await this.consume(this.limiter('login-consecutive', consecutive), pairKey(client));
    if (!pair.allowed) refusals.push(pair.msBeforeNext);
    if (refusals.length) {
      const seconds = Math.max(1, Math.ceil(Math.max(...refusals) / 1000));
      throw tooMany(res, { message: tooManyLoginsMessage(seconds), retryAfterSeconds: seconds });
    }
    if (client.device) return;
    const account = await this.consume(this.limiter('login-account', accountSlowdown), client.account);
    const failures = accountSlowdown.points - account.remainingPoints - 1;
    const delay = Math.min(accountSlowdown.maxDelayMs, Math.max(0, failures - accountSlowdown.freeFailures + 1) * accountSlowdown.stepMs);
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
  }

  /** A successful login: the pair's failures are cleared, and this attempt no longer counts as one. */
  async loginSucceeded(client: LoginClient): Promise<void> {
    const { consecutive, addressDaily, accountSlowdown } = LOGIN_LIMITS;
    const warn = (err: unknown) => this.options.logger.warn({ err: String(err) }, 'could not clear failed logins');
    await Promise.all([
      this.limiter('login-consecutive', consecutive).delete(pairKey(client)).catch(warn),
      this.options.env.DISABLE_RATE_LIMITS ? undefined : this.limiter('login-address-daily', addressDaily).reward(addressKey(client.address), 1).catch(warn),
      client.device ? undefined : this.limiter('login-account', accountSlowdown).reward(client.account, 1).catch(warn),
    ]);
  }

  /** A member who proved their mailbox (password reset): the account's failures, and those from this address, are forgotten. */
  async accountRecovered(client: LoginClient): Promise<void> {
    const warn = (err: unknown) => this.options.logger.warn({ err: String(err) }, 'could not clear failed logins');
    await Promise.all([
      this.limiter('login-account', LOGIN_LIMITS.accountSlowdown).delete(client.account).catch(warn),
      this.limiter('login-consecutive', LOGIN_LIMITS.consecutive).delete(pairKey(client)).catch(warn),
    ]);
  }

  /** Counts one use of `name` for an account; false once over the limit (always true with DISABLE_RATE_LIMITS). */
  async perAccount(name: AccountLimit, account: string): Promise<boolean> {
    if (this.options.env.DISABLE_RATE_LIMITS) return true;
    const outcome = await this.consume(this.limiter(`account-${name}`, ACCOUNT_LIMITS[name]), account);
    return outcome.allowed;
  }

  /** Counts one action of a user against `name`; 429 `rate_limited` with Retry-After once over it. */
  async perUser(name: UserLimit, userId: number, res: Response): Promise<void> {
    const limit = USER_LIMITS[name];
    const outcome = await this.consume(this.limiter(`user-${name}`, limit), `user:${userId}`);
    res.setHeader('RateLimit-Policy', `${limit.points};w=${limit.seconds}`);
    res.setHeader('RateLimit', `limit=${limit.points}, remaining=${outcome.remainingPoints}, reset=${Math.ceil(outcome.msBeforeNext / 1000)}`);
    if (!outcome.allowed) throw tooMany(res, { message: limit.message, retryAfterSeconds: Math.max(1, Math.ceil(outcome.msBeforeNext / 1000)) });
  }

  private sign(address: string): string {
    return crypto.createHmac('sha256', this.key).update(`render ${address}`).digest('base64url');
  }

  private limiter(name: string, limit: Pick<Limit, 'points' | 'seconds'> & { blockSeconds?: number }): RateLimiterAbstract {
    let limiter = this.limiters.get(name);
    if (!limiter) {
      const settings = { keyPrefix: `${this.options.env.RATE_LIMIT_PREFIX}:${name}`, points: limit.points, duration: limit.seconds, blockDuration: limit.blockSeconds ?? 0 };
      const memory = new RateLimiterMemory(settings);
      limiter = this.redis ? new RateLimiterRedis({ ...settings, storeClient: this.redis, useRedisPackage: true, insuranceLimiter: memory }) : memory;
      this.limiters.set(name, limiter);
    }
    return limiter;
  }

  private async consume(limiter: RateLimiterAbstract, key: string): Promise<{ allowed: boolean; remainingPoints: number; msBeforeNext: number }> {
    try {
      const res = await limiter.consume(key);
      return { allowed: true, remainingPoints: res.remainingPoints, msBeforeNext: res.msBeforeNext };
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return { allowed: false, remainingPoints: 0, msBeforeNext: rejection.msBeforeNext };
      // Not a refusal but a failing store (the memory stand-in should have answered): let the request through.
      this.options.logger.error({ err: String(rejection) }, 'rate limit store failed');
      return { allowed: true, remainingPoints: 0, msBeforeNext: 0 };
    }
  }
}

/** The consecutive-failures key: the account with the known device, else with the address. */
const pairKey = (client: LoginClient) => `${client.account}|${client.device ? `device:${client.device}` : addressKey(client.address)}`;

/** The account key of a login: the account's id, or, for an identifier no account has, a hash of it (limited alike, so probing shows nothing). */
export const accountKey = (userId: number | undefined, identifier: string) =>
  userId !== undefined ? `user:${userId}` : `unknown:${crypto.createHash('sha256').update(identifier).digest('base64url').slice(0, 22)}`;

function tooMany(res: Response, refusal: Refusal): HttpError {
  res.setHeader('Retry-After', String(refusal.retryAfterSeconds));
  return new HttpError(429, 'rate_limited', refusal.message);
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}
