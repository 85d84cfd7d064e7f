// The known device: a signed, HttpOnly cookie set at each successful login, naming the account and
// a random device id. A login that shows it for the account it logs into skips the account's
// slowdown and counts its failures apart from the address (server/auth/limits.ts), so an attacker
// guessing from elsewhere never holds up the owner's own browser. It grants nothing else: the
// password (and the second factor) is still checked.
import crypto from 'node:crypto';
import type { Request, Response } from 'express';
import { randomToken } from './tokens';

export const DEVICE_COOKIE = 'known_device';
const MAX_AGE_SECONDS = 365 * 86400;

const sign = (secret: string, payload: string) => crypto.createHmac('sha256', secret).update(`device ${payload}`).digest('base64url');

function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** The device id of a valid cookie for `userId`; undefined when there is none, it is forged, or it names another account. */
export function knownDevice(req: Request, secret: string, userId: number | undefined): string | undefined {
  if (userId === undefined) return undefined;
  const cookie = readCookie(req, DEVICE_COOKIE);
  const match = cookie && /^(\d+)\.([A-Za-z0-9_-]{16,64})\.([A-Za-z0-9_-]{43})$/.exec(cookie);
  if (!match) return undefined;
  const [, id, device, signature] = match;
  const expected = sign(secret, `${id}.${device}`);
  if (signature!.length !== expected.length || !crypto.timingSafeEqual(Buffer.from(signature!), Buffer.from(expected))) return undefined;
  return Number(id) === userId ? device : undefined;
}

/** Sets (or renews) the cookie after a successful login: the same device id when the browser already had one for the account. */
export function rememberDevice(req: Request, res: Response, secret: string, userId: number, device = randomToken(18)): void {
  const payload = `${userId}.${device}`;
  res.cookie(DEVICE_COOKIE, `${payload}.${sign(secret, payload)}`, {
    httpOnly: true,
    sameSite: 'lax',
    secure: req.secure,
    path: '/api',
    maxAge: MAX_AGE_SECONDS * 1000,
  });
}
