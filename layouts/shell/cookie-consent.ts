// The cookie banner's memory: a first-party cookie kept 365 days (in the studio's preview frame, the
// frame's visitor sandbox instead).
import { visitorSandbox } from '../../src/state/visitor-sandbox';

export const CONSENT_COOKIE = 'cookie_consent';
export const CONSENT_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Call from effects or handlers only (no document on the server). */
export const hasCookieConsent = (): boolean =>
  visitorSandbox()?.cookies.has(CONSENT_COOKIE) ??
  document.cookie.split(';').some((part) => part.trim().startsWith(`${CONSENT_COOKIE}=`));

export function giveCookieConsent(): void {
  const sandbox = visitorSandbox();
  if (sandbox) return void sandbox.cookies.add(CONSENT_COOKIE);
  document.cookie = `${CONSENT_COOKIE}=1; max-age=${CONSENT_MAX_AGE_S}; path=/; SameSite=Lax`;
}
