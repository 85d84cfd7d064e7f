// Two-factor sign-in as the real server answers it (server/api/two-factor.ts and the login's second
// step in server/api/session.ts). The code from "the app" is always MOCK_TOTP_CODE; the recovery
// codes are MOCK_RECOVERY_CODES; the password is MOCK_LOGIN.password.
import { http, HttpResponse } from 'msw';
import type { LoginResult } from '../../schemas/api/membership';
import type { LoginChallenge, TwoFactorRecoveryCodes, TwoFactorSetup, TwoFactorStatus } from '../../schemas/api/two-factor';
import { MOCK_HASH, MOCK_LOGIN, MOCK_TOKEN, sessionPaths } from './session';
import { api } from './paths';
import { apiError, ok } from './respond';

export const twoFactorPaths = {
  status: api('account/two-factor'),
  setup: api('account/two-factor/setup'),
  confirm: api('account/two-factor/confirm'),
  disable: api('account/two-factor/disable'),
  recoveryCodes: api('account/two-factor/recovery-codes'),
  loginStep: api('login/two-factor'),
} as const;

export const MOCK_TOTP_CODE = '123456';
/** A stand-in picture where the real server sends a scannable PNG. */
const MOCK_QR = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 7 7" shape-rendering="crispEdges"><rect width="7" height="7" fill="#fff"/><path d="M0 0h3v3h-3zM4 0h3v3h-3zM0 4h3v3h-3zM4 4h1v1h-1zM5 5h2v2h-2z" fill="#000"/></svg>',
)}`;
export const MOCK_CHALLENGE = 'mock-two-factor-challenge-0123456789';
export const MOCK_SECRET = 'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP';
export const MOCK_RECOVERY_CODES = ['k7m2p-x9q4d', 'a3b4c-d5e6f', 'g7h8j-k9m2n', 'p3q4r-s5t6u', 'v7w8x-y9z2a', 'b3c4d-e5f6g', 'h7j8k-m9n2p', 'q3r4s-t5u6v', 'w7x8y-z9a2b', 'c3d4e-f5g6h'];

const WRONG_CODE = 'This code is not correct. Please try again.';
const body = async (request: Request) => ((await request.json().catch(() => null)) ?? {}) as Record<string, unknown>;

/** The login asks for the second step: any right password gives a challenge, the code or an unused recovery code signs in. */
export const twoFactorLoginHandlers = () => {
  const used = new Set<string>();
  return [
    http.post(sessionPaths.login, async ({ request }) => {
      const { username, password } = await body(request);
      const name = typeof username === 'string' ? username.trim().toLowerCase() : '';
      if ((name !== MOCK_LOGIN.username && name !== MOCK_LOGIN.email) || password !== MOCK_LOGIN.password) return apiError(401, 'invalid_credentials', 'Username or password wrong');
      return ok<LoginChallenge>({ twoFactorRequired: true, challenge: MOCK_CHALLENGE });
    }),
    http.post(twoFactorPaths.loginStep, async ({ request }) => {
      const { challenge, code } = await body(request);
      if (challenge !== MOCK_CHALLENGE) return apiError(400, 'invalid_challenge', 'This sign-in has expired. Please enter your username and password again.');
      const typed = typeof code === 'string' ? code.trim().toLowerCase() : '';
      const recovery = MOCK_RECOVERY_CODES.includes(typed) && !used.has(typed);
      if (typed.replace(/\s/g, '') !== MOCK_TOTP_CODE && !recovery) return apiError(401, 'invalid_code', WRONG_CODE);
      if (recovery) used.add(typed);
      return ok<LoginResult>({ token: MOCK_TOKEN, hash: MOCK_HASH });
    }),
  ];
};

/** The second step's challenge has expired by the time the code comes. */
export const twoFactorChallengeExpired = [
  http.post(twoFactorPaths.loginStep, () => apiError(400, 'invalid_challenge', 'This sign-in has expired. Please enter your username and password again.')),
];

/** Too many wrong codes: wait two minutes. */
export const twoFactorLimited = [
  http.post(twoFactorPaths.loginStep, () =>
    HttpResponse.json({ error: { code: 'rate_limited', message: 'Too many attempts. Please wait 2 minutes and try again.' } }, { status: 429, headers: { 'Retry-After': '120' } }),
  ),
];

/** The account settings' section over one in-memory state: off (default) or on. */
export const twoFactorHandlersWith = (initial: { enabled: boolean } = { enabled: false }) => {
  const state = { enabled: initial.enabled, pending: false, left: initial.enabled ? 10 : 0 };
  const proof = async (request: Request) => {
    const { current_password, code } = await body(request);
    if (!state.enabled) return apiError(409, 'two_factor_off', 'Two-factor sign-in is not turned on');
    if (current_password !== MOCK_LOGIN.password) {
      return HttpResponse.json({ error: { code: 'wrong_password', message: 'Your current password is not correct', fields: { current_password: 'Your current password is not correct' } } }, { status: 400 });
    }
    const typed = typeof code === 'string' ? code.trim() : '';
    if (typed !== MOCK_TOTP_CODE && !MOCK_RECOVERY_CODES.includes(typed)) {
      const message = 'This code is not correct. Enter the current code from your authenticator app or an unused recovery code.';
      return HttpResponse.json({ error: { code: 'invalid_code', message, fields: { code: message } } }, { status: 400 });
    }
    return undefined;
  };
  return [
    http.get(twoFactorPaths.status, () => ok<TwoFactorStatus>({ enabled: state.enabled, recoveryCodesLeft: state.left })),
    http.post(twoFactorPaths.setup, () => {
      if (state.enabled) return apiError(409, 'two_factor_on', 'Two-factor sign-in is already on. Turn it off first to set up another app.');
      state.pending = true;
      const secret = MOCK_SECRET.replace(/ /g, '');
      return HttpResponse.json(
        { data: { uri: `otpauth://totp/Emotions:member?secret=${secret}&issuer=Emotions`, qrCode: MOCK_QR, secret: MOCK_SECRET } satisfies TwoFactorSetup },
        { status: 201 },
      );
    }),
    http.post(twoFactorPaths.confirm, async ({ request }) => {
      const { code } = await body(request);
      if (!state.pending || code !== MOCK_TOTP_CODE) {
        const message = 'This code is not correct. Enter the current code from your authenticator app.';
        return HttpResponse.json({ error: { code: 'invalid_code', message, fields: { code: message } } }, { status: 400 });
      }
      Object.assign(state, { enabled: true, pending: false, left: 10 });
      return ok<TwoFactorRecoveryCodes>({ enabled: true, recoveryCodes: MOCK_RECOVERY_CODES });
    }),
    http.post(twoFactorPaths.disable, async ({ request }) => {
      const refused = await proof(request);
      if (refused) return refused;
      Object.assign(state, { enabled: false, left: 0 });
      return ok<TwoFactorStatus>({ enabled: false, recoveryCodesLeft: 0 });
    }),
    http.post(twoFactorPaths.recoveryCodes, async ({ request }) => {
      const refused = await proof(request);
      if (refused) return refused;
      state.left = 10;
      return ok<TwoFactorRecoveryCodes>({ enabled: true, recoveryCodes: MOCK_RECOVERY_CODES });
    }),
  ];
};

export const twoFactorHandlers = twoFactorHandlersWith();
