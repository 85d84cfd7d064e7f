// Safe access to web storage: absent on the server and may throw in private modes.
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
  modelRated: (permaLink: string) => `model_rated_${permaLink}`,
} as const;

type Area = 'local' | 'session';
const area = (which: Area): Storage | undefined => {
  try {
    if (typeof window === 'undefined') return undefined;
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
