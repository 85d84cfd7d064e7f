// Safe access to web storage: absent on the server and may throw in private modes.
import { visitorSandbox } from './visitor-sandbox';

export const STORAGE_KEYS = {
  locale: 'locale',
  userToken: 'user-token',
  hash: 'hash',
  userAccessToken: 'userAccessToken',
  loginToken: 'loginToken',
  enter18: 'enter18_ok',
  affiliateId: 'affiliateId',
  affiliateReferrer: 'affiliateReferrer',
  affiliateDate: 'affiliateDate',
  theme: 'theme',
} as const;

export const SESSION_KEYS = {
  cartCheckout: 'CART_CHECKOUT',
  previewToken: 'previewtoken',
  eventFooterDismissed: 'eventFooterDismissed',
  modelRated: (permaLink: string) => `model_rated_${permaLink}`,
} as const;

type Area = 'local' | 'session';
const area = (which: Area): Storage | undefined => {
  try {
    if (typeof window === 'undefined') return undefined;
    // The studio's preview frame: a first-time visitor's memory, not the staff member's storage.
    const sandbox = visitorSandbox();
    if (sandbox) return which === 'local' ? sandbox.local : sandbox.session;
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
};

export const readStorage = (which: Area, key: string): string | null => {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
};
export const writeStorage = (which: Area, key: string, value: string | null): void => {
  try {
    if (value === null) area(which)?.removeItem(key);
    else area(which)?.setItem(key, value);
  } catch {
    /* storage full or blocked: the setting simply is not remembered */
  }
};

/**
 * Preferences the server must know to render the first view in the visitor's language and theme
 * (local storage is invisible to it): kept in a first-party cookie as well, for a year.
 */
export const PREFERENCE_COOKIES = { locale: 'locale', theme: 'theme' } as const;
const PREFERENCE_MAX_AGE_S = 365 * 24 * 60 * 60;

export function writePreferenceCookie(name: string, value: string | null): void {
  if (typeof document === 'undefined' || visitorSandbox()) return;
  document.cookie =
    value === null
      ? `${name}=; max-age=0; path=/; SameSite=Lax`
      : `${name}=${encodeURIComponent(value)}; max-age=${PREFERENCE_MAX_AGE_S}; path=/; SameSite=Lax`;
}

/**
 * A preference cookie's value (the server may have set it: `/de` answers with the locale cookie),
 * null when absent, unreadable or in the studio's visitor sandbox.
 */
export function readPreferenceCookie(name: string): string | null {
  if (typeof document === 'undefined' || visitorSandbox()) return null;
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim()) || null;
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** Remembers the visitor's language or theme in local storage and in its cookie. */
export function rememberPreference(kind: keyof typeof PREFERENCE_COOKIES, value: string | null): void {
  writeStorage('local', STORAGE_KEYS[kind], value);
  writePreferenceCookie(PREFERENCE_COOKIES[kind], value);
}
