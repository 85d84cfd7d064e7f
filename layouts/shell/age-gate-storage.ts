// The age gate's memory: local storage `enter18_ok` (the seed's key) and the cookie of the same name
// the server reads (shared/age-confirmation.ts), both holding the time (ms) until which the
// visitor's confirmation counts, one day after accepting ("Age gate 1 day").
import { AGE_CONFIRMATION_MS, AGE_COOKIE, ageCookieAttributes, isAgeConfirmationValid } from '../../shared/age-confirmation';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../src/state/storage';
import { visitorSandbox } from '../../src/state/visitor-sandbox';

export { AGE_CONFIRMATION_MS };

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const found = document.cookie.split(';').find((part) => part.trim().startsWith(`${name}=`));
  return found ? found.trim().slice(name.length + 1) : null;
}

/** True while a stored confirmation has not yet expired. Call from effects or handlers only. */
export function isAgeConfirmed(now = Date.now()): boolean {
  return isAgeConfirmationValid(readStorage('local', STORAGE_KEYS.enter18), now) || (!visitorSandbox() && isAgeConfirmationValid(readCookie(AGE_COOKIE), now));
}

/** Stores the confirmation for a day: in local storage and in the cookie the server reads. */
export function confirmAge(now = Date.now()): void {
  const until = String(now + AGE_CONFIRMATION_MS);
  writeStorage('local', STORAGE_KEYS.enter18, until);
  writeAgeCookie(until);
}

/** Gives the server the confirmation local storage holds (a visitor who accepted before the cookie existed). */
export function shareAgeConfirmation(): void {
  const until = readStorage('local', STORAGE_KEYS.enter18);
  if (isAgeConfirmationValid(until) && !isAgeConfirmationValid(readCookie(AGE_COOKIE))) writeAgeCookie(until!);
}

function writeAgeCookie(until: string) {
  if (typeof document === 'undefined' || visitorSandbox()) return;
  document.cookie = `${AGE_COOKIE}=${until}; ${ageCookieAttributes(window.location.protocol === 'https:')}`;
}
