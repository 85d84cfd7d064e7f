// Signed member media URLs, bound to the member's session and short-lived:
//   /media/members/<path>?expires=<unix seconds>&sig=<HMAC-SHA256(secret, "<path>:<expires>:<session id>")>
// The session id is not in the URL: it comes from the `media_session` cookie (HttpOnly, Path
// /media/members), which the signing calls set and which carries its own HMAC. A URL works only in
// the browser whose cookie names the session it was signed for; the router then checks that this
// session is still live and entitled (access.ts). The session token never appears in a URL.
import crypto from 'node:crypto';

/** How long a signed URL may start a request. Long downloads and video ranges: see server/README.md. */
export const MEDIA_TTL_SECONDS = 10 * 60;
/** A full video's URL also covers its playing time, so uninterrupted playback never needs a new URL. */
export const MAX_VIDEO_TTL_SECONDS = 6 * 3600;

export const MEDIA_COOKIE = 'media_session';
export const MEDIA_COOKIE_PATH = '/media/members';
/** The cookie outlives every URL it can unlock; each signing call sets it again. */
export const MEDIA_COOKIE_MAX_AGE_MS = (MAX_VIDEO_TTL_SECONDS + MEDIA_TTL_SECONDS) * 1000;

const mac = (secret: string, text: string) => crypto.createHmac('sha256', secret).update(text).digest('base64url');

const equal = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
};

export function signMediaPath(secret: string, path: string, sessionId: number, nowMs: number, ttl = MEDIA_TTL_SECONDS): string {
  // Whole seconds: a TTL from a video's play time (3.04 s) would sign an expiry the check refuses.
  const expires = Math.floor(nowMs / 1000) + Math.ceil(ttl);
  return `${path}?expires=${expires}&sig=${mac(secret, `${path}:${expires}:${sessionId}`)}`;
}

/** Seconds the URL has left, or undefined when it is altered, expired or signed for another session. */
export function verifyMediaPath(secret: string, path: string, sessionId: number, expires: unknown, sig: unknown, nowMs: number): number | undefined {
  if (typeof expires !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(expires)) return undefined;
  const exp = Number(expires);
  const left = exp - Math.floor(nowMs / 1000);
  if (exp * 1000 <= nowMs) return undefined;
  return equal(mac(secret, `${path}:${exp}:${sessionId}`), sig) ? left : undefined;
}

/** The cookie value binding a browser to a session: `<session id>.<HMAC>`. */
export const sessionBinding = (secret: string, sessionId: number) => `${sessionId}.${mac(secret, `media-session:${sessionId}`)}`;

/** The session a cookie value names, if its HMAC holds. */
export function boundSession(secret: string, value: string | undefined): number | undefined {
  const m = /^(\d{1,15})\.([\w-]{43})$/.exec(value ?? '');
  if (!m) return undefined;
  const sessionId = Number(m[1]);
  return equal(sessionBinding(secret, sessionId), value!) ? sessionId : undefined;
}
