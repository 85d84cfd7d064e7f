// Session calls as the real server answers them (server/api/session.ts): POST login
// `{ data: { token, hash } }` or 401 'Username or password wrong', GET me, GET refresh, POST logout,
// PUT me/locale.
import { http, HttpResponse } from 'msw';
import type { CurrentUser, LoginResult } from '../../schemas/api/membership';
import { ROLE } from '../../shared/roles';
import { daysFromNow } from '../fixtures/clock';
import { api } from './paths';
import { apiError, ok } from './respond';

export const sessionPaths = {
  login: api('login'),
  me: api('me'),
  refresh: api('refresh'),
  logout: api('logout'),
  meLocale: api('me/locale'),
} as const;

/** The mock member: username `member` or email `member@example.com`, password `password123`. */
export const MOCK_LOGIN = { username: 'member', email: 'member@example.com', password: 'password123' } as const;
export const MOCK_TOKEN = 'mock-session-token';
export const MOCK_HASH = '0123456789abcdef0123456789abcdef';

export interface MockUserOptions {
  /** 'active' (default), 'expired' or 'none' (never subscribed). */
  subscription?: 'active' | 'expired' | 'none';
  /** A role of shared/roles.ts (default: member). */
  role_id?: number;
}

/** The `me` answer for a subscription state. */
export const mockUser = ({ subscription = 'active', role_id = ROLE.member }: MockUserOptions = {}): CurrentUser => {
  const until = subscription === 'active' ? daysFromNow(24) : subscription === 'expired' ? daysFromNow(-12) : undefined;
  return {
    id: 7,
    role_id,
    username: MOCK_LOGIN.username,
    email: MOCK_LOGIN.email,
    created_at: '2025-03-14T09:26:53.000Z',
    customer: { hasAccess: subscription === 'active', validUntil: until ?? null },
    hash: MOCK_HASH,
    membership: { fullAccess: subscription === 'active', ...(until ? { until, recurring: true } : {}), purchasedUpdateIds: [] },
  };
};

/** Handlers for one user; `sessionHandlers` is the active subscriber. */
export const sessionHandlersFor = (options: MockUserOptions = {}) => [
  http.post(sessionPaths.login, async ({ request }) => {
    const body = (await request.json().catch(() => null)) as { username?: unknown; password?: unknown } | null;
    const username = typeof body?.username === 'string' ? body.username.trim().toLowerCase() : '';
    const password = typeof body?.password === 'string' ? body.password : '';
    if (!username || !password) return apiError(422, 'validation_failed', 'Username/Email invalid');
    if ((username !== MOCK_LOGIN.username && username !== MOCK_LOGIN.email) || password !== MOCK_LOGIN.password) {
      return apiError(401, 'invalid_credentials', 'Username or password wrong');
    }
    return ok<LoginResult>({ token: MOCK_TOKEN, hash: MOCK_HASH });
  }),
  http.get(sessionPaths.me, () => ok(mockUser(options))),
  http.get(sessionPaths.refresh, () => ok({ token: MOCK_TOKEN })),
  http.post(sessionPaths.logout, () => ok({ loggedOut: true })),
  http.put(sessionPaths.meLocale, async ({ request }) => {
    const body = (await request.json().catch(() => null)) as { locale?: unknown } | null;
    if (typeof body?.locale !== 'string' || !/^[a-z]{2}_[A-Z]{2}$/.test(body.locale)) return apiError(400, 'validation_failed', "Choose one of the site's languages");
    return ok({ locale: body.locale });
  }),
];

export const sessionHandlers = sessionHandlersFor();

/** Every login fails with a server error (for 'Something went wrong, please try again later'). */
export const loginServerError = [http.post(sessionPaths.login, () => apiError(500, 'internal', 'Internal error'))];

/** The right password of an account blocked after a chargeback. */
export const loginBlocked = [http.post(sessionPaths.login, () => apiError(403, 'account_blocked', 'This account is blocked. Please contact support.'))];

/** Too many failed attempts: wait two minutes (the answer's Retry-After). */
export const loginLimited = [
  http.post(sessionPaths.login, () =>
    HttpResponse.json({ error: { code: 'rate_limited', message: 'Too many attempts. Please wait 2 minutes and try again.' } }, { status: 429, headers: { 'Retry-After': '120' } }),
  ),
];

/** `me` answers 401: the stored token has expired. */
export const expiredToken = [http.get(sessionPaths.me, () => HttpResponse.json({ error: { code: 'unauthorized', message: 'Unauthorized' } }, { status: 401 }))];
