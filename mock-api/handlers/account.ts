// The member's credentials as the real server answers them (server/api/account.ts): the current
// password is MOCK_LOGIN.password; two signed-in devices (this one and a phone); a change of email
// answers 202 pending; MOCK_EMAIL_TOKEN confirms one.
import { http, HttpResponse } from 'msw';
import type { AccountSession, EmailChangeResult, SignedOut } from '../../schemas/api/account';
import type { PasswordResult } from '../../schemas/api/membership';
import { daysFromNow } from '../fixtures/clock';
import { MOCK_LOGIN } from './session';
import { api } from './paths';
import { apiError, ok } from './respond';

export const accountPaths = {
  password: api('account/password'),
  email: api('account/email'),
  confirm: api('account/email/confirm'),
  sessions: api('account/sessions'),
  session: api('account/sessions/:id'),
  others: api('account/sessions/sign-out-others'),
} as const;

export const MOCK_EMAIL_TOKEN = 'mock-email-token-0123456789';

const WRONG = 'Your current password is not correct';
const wrongPassword = () => HttpResponse.json({ error: { code: 'wrong_password', message: WRONG, fields: { current_password: WRONG } } }, { status: 400 });

export const mockSessions = (): AccountSession[] => [
  { id: 1, device: 'Firefox · Linux', created_at: daysFromNow(-3), last_seen_at: daysFromNow(0), current: true },
  { id: 2, device: 'Safari · iOS', created_at: daysFromNow(-20), last_seen_at: daysFromNow(-2), current: false },
];

/** Handlers over one in-memory list of sessions, so signing out shows. */
export const accountHandlersWith = (sessions: AccountSession[] = mockSessions()) => [
  http.post(accountPaths.password, async ({ request }) => {
    const body = (await request.json().catch(() => null)) as { current_password?: unknown; password?: unknown } | null;
    if (body?.current_password !== MOCK_LOGIN.password) return wrongPassword();
    if (typeof body.password !== 'string' || body.password.length < 8) return apiError(400, 'validation_failed', 'Password must be at least 8 characters');
    sessions.splice(0, sessions.length, ...sessions.filter((s) => s.current));
    return ok<PasswordResult>({ ok: true });
  }),
  http.post(accountPaths.email, async ({ request }) => {
    const body = (await request.json().catch(() => null)) as { current_password?: unknown } | null;
    if (body?.current_password !== MOCK_LOGIN.password) return wrongPassword();
    return HttpResponse.json({ data: { email: MOCK_LOGIN.email, pending: true } satisfies EmailChangeResult }, { status: 202 });
  }),
  http.post(accountPaths.confirm, async ({ request }) => {
    const body = (await request.json().catch(() => null)) as { token?: unknown } | null;
    if (body?.token !== MOCK_EMAIL_TOKEN) return apiError(400, 'invalid_token', 'This confirmation link is invalid or has expired. Please change your email again.');
    return ok<EmailChangeResult>({ email: 'new@example.com', pending: false });
  }),
  http.get(accountPaths.sessions, () => ok(sessions)),
  http.post(accountPaths.others, () => {
    const signedOut = sessions.filter((s) => !s.current).length;
    sessions.splice(0, sessions.length, ...sessions.filter((s) => s.current));
    return ok<SignedOut>({ signedOut });
  }),
  http.delete(accountPaths.session, ({ params }) => {
    const index = sessions.findIndex((s) => s.id === Number(params.id));
    if (index < 0) return apiError(404, 'not_found', 'No such signed-in device');
    sessions.splice(index, 1);
    return ok<SignedOut>({ signedOut: 1 });
  }),
];

export const accountHandlers = accountHandlersWith();
