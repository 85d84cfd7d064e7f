// The visitor's age confirmation as a cookie, so the server knows before the first byte whether the
// page needs the gate: `enter18_ok` holds the time (ms) until which it counts, one day after
// accepting ("Age gate 1 day"), with the same attributes whoever sets it (the bootstrap, the app or
// the no-script form's server route). Local storage keeps the same key (the seed's memory).
export const AGE_COOKIE = 'enter18_ok';
export const AGE_CONFIRMATION_MS = 24 * 60 * 60 * 1000;
export const AGE_COOKIE_MAX_AGE_S = AGE_CONFIRMATION_MS / 1000;

/** True for a value that names a time still to come (a made-up or expired one is no confirmation). */
export function isAgeConfirmationValid(value: string | null | undefined, now = Date.now()): boolean {
  if (!value || !/^\d{1,16}$/.test(value)) return false;
  return Number(value) > now;
}

/** The cookie's attributes after its value, as the browser and the server write them. */
export const ageCookieAttributes = (secure: boolean) => `Max-Age=${AGE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;

/** The server route the gate's form posts to without JavaScript (server/render/no-script-forms.ts). */
export const AGE_GATE_PATH = '/age-gate';
