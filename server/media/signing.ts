// Signed, expiring, path-scoped media URLs (like CDN token authentication):
//   /media/members/<path>?expires=<unix seconds>&sig=<HMAC-SHA256(secret, "<path>:<expires>")>
// The session token never appears in a URL; a guessed, altered or expired URL fails.
import crypto from 'node:crypto';

export const MEDIA_TTL_SECONDS = 4 * 3600;

const mac = (secret: string, path: string, expires: number) => crypto.createHmac('sha256', secret).update(`${path}:${expires}`).digest('base64url');

export function signMediaPath(secret: string, path: string, nowMs = Date.now(), ttl = MEDIA_TTL_SECONDS): string {
  const expires = Math.floor(nowMs / 1000) + ttl;
  return `${path}?expires=${expires}&sig=${mac(secret, path, expires)}`;
}

export function verifyMediaPath(secret: string, path: string, expires: unknown, sig: unknown, nowMs = Date.now()): boolean {
  if (typeof expires !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(expires)) return false;
  const exp = Number(expires);
  if (exp * 1000 <= nowMs) return false;
  const expected = Buffer.from(mac(secret, path, exp));
  const given = Buffer.from(sig);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}
