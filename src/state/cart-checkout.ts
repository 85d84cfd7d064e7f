// Session storage `CART_CHECKOUT`: what the visitor is about to buy (an update, from its Buy button
// to /checkout) and the login details of a signup, kept for the success page. One JSON object, so
// one part can be cleared while the other stays; never in a URL.
import { readStorage, SESSION_KEYS, writeStorage } from './storage';

/** Login details of a signup (the password only for a new account). */
export interface CartCredentials {
  email: string;
  username: string;
  password: string;
}

/** A single update in the cart: enough to show it on /checkout without asking the server. */
export interface CartItem {
  updateId: number;
  title: string;
  permaLink: string;
  contentType: string;
  /** US dollars, as the update's page showed it; the server charges its own price. */
  price: number;
  /** A picture URL (620 px preview). */
  image?: string;
  /** Set when paying: the payment's token, so the success page knows this payment bought the item. */
  token?: string;
}

interface Stored {
  credentials?: CartCredentials;
  item?: CartItem;
}

const read = (): Stored => {
  const raw = readStorage('session', SESSION_KEYS.cartCheckout);
  if (!raw) return {};
  try {
    const value = JSON.parse(raw) as Record<string, unknown>;
    if (!value || typeof value !== 'object') return {};
    const stored: Stored = {};
    // Credentials are kept at the top level (as before the cart existed).
    if (typeof value.username === 'string' && typeof value.email === 'string') {
      stored.credentials = { username: value.username, email: value.email, password: typeof value.password === 'string' ? value.password : '' };
    }
    const item = value.item as Partial<CartItem> | undefined;
    if (item && typeof item.updateId === 'number' && typeof item.title === 'string' && typeof item.price === 'number') {
      stored.item = {
        updateId: item.updateId,
        title: item.title,
        permaLink: typeof item.permaLink === 'string' ? item.permaLink : '',
        contentType: typeof item.contentType === 'string' ? item.contentType : 'video',
        price: item.price,
        ...(typeof item.image === 'string' ? { image: item.image } : {}),
        ...(typeof item.token === 'string' ? { token: item.token } : {}),
      };
    }
    return stored;
  } catch {
    return {};
  }
};

const write = ({ credentials, item }: Stored) =>
  writeStorage('session', SESSION_KEYS.cartCheckout, credentials || item ? JSON.stringify({ ...credentials, ...(item ? { item } : {}) }) : null);

/** Only call these from handlers and effects (storage does not exist on the server). */
export const readCartCredentials = (): CartCredentials | null => read().credentials ?? null;
export const saveCartCredentials = (credentials: CartCredentials) => write({ ...read(), credentials });
export const clearCartCredentials = () => write({ ...read(), credentials: undefined });

export const readCartItem = (): CartItem | null => read().item ?? null;
export const saveCartItem = (item: CartItem) => write({ ...read(), item });
export const clearCartItem = () => write({ ...read(), item: undefined });
