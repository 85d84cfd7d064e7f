// The age gate's memory: local storage `enter18_ok` holds the time (ms) until which the visitor's
// confirmation counts, one day after accepting ("Age gate 1 day").
import { readStorage, STORAGE_KEYS, writeStorage } from '../../src/state/storage';

export const AGE_CONFIRMATION_MS = 24 * 60 * 60 * 1000;

/** True while a stored confirmation has not yet expired. Call from effects or handlers only. */
export function isAgeConfirmed(now = Date.now()): boolean {
  const until = Number(readStorage('local', STORAGE_KEYS.enter18));
  return Number.isFinite(until) && until > now;
}

export function confirmAge(now = Date.now()): void {
  writeStorage('local', STORAGE_KEYS.enter18, String(now + AGE_CONFIRMATION_MS));
}
