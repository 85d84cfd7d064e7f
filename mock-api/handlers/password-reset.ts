// Forgotten passwords as the real server answers them (server/api/password-reset.ts): forgot is
// always 202 `{ data: { ok: true } }`; reset accepts MOCK_RESET_TOKEN and refuses any other token
// with the invalid-link message.
import { http, HttpResponse } from 'msw';
import type { PasswordResult } from '../../schemas/api/membership';
import { api } from './paths';
import { apiError, ok } from './respond';

export const passwordResetPaths = { forgot: api('password/forgot'), reset: api('password/reset') } as const;

/** The token of the mock reset link: `/login/reset?token=mock-reset-token-0123456789`. */
export const MOCK_RESET_TOKEN = 'mock-reset-token-0123456789';
export const INVALID_RESET_LINK = 'This reset link is invalid or has expired. Please request a new one.';

export const passwordResetHandlers = [
  http.post(passwordResetPaths.forgot, async ({ request }) => {
    const body = (await request.json().catch(() => null)) as { login?: unknown } | null;
    if (typeof body?.login !== 'string' || !body.login.trim()) return apiError(400, 'validation_failed', 'Enter your username or email');
    return HttpResponse.json({ data: { ok: true } satisfies PasswordResult }, { status: 202 });
  }),
  http.post(passwordResetPaths.reset, async ({ request }) => {
    const body = (await request.json().catch(() => null)) as { token?: unknown; password?: unknown; password_confirmation?: unknown } | null;
    const password = typeof body?.password === 'string' ? body.password : '';
    if (password.length < 8) return apiError(400, 'validation_failed', 'Password must be at least 8 characters');
    if (body?.password_confirmation !== undefined && body.password_confirmation !== password) {
      return apiError(400, 'validation_failed', 'Passwords do not match');
    }
    if (body?.token !== MOCK_RESET_TOKEN) return apiError(400, 'invalid_token', INVALID_RESET_LINK);
    return ok<PasswordResult>({ ok: true });
  }),
];

/** Both calls fail with a server error. */
export const passwordResetServerError = [
  http.post(passwordResetPaths.forgot, () => apiError(500, 'internal', 'Internal error')),
  http.post(passwordResetPaths.reset, () => apiError(500, 'internal', 'Internal error')),
];
