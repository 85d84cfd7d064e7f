// Two-factor sign-in with an authenticator app: the account settings' set-up, confirm, turn off and
// new recovery codes, and the login's second step.
import { Type, type Static } from '@sinclair/typebox';

const Locale = Type.String({ pattern: '^[a-z]{2}_[A-Z]{2}$', description: 'the language of the mail' });
/** A 6-digit code from the app, or a recovery code ("k7m2p-x9q4d"). */
const SecondFactor = Type.String({ minLength: 6, maxLength: 32, description: 'the 6-digit code from the authenticator app, or a recovery code' });
const RecoveryCodes = Type.Array(Type.String(), { description: 'single-use recovery codes, shown this once (only their hashes are stored)' });

export const TwoFactorStatus = Type.Object({
  enabled: Type.Boolean(),
  recoveryCodesLeft: Type.Integer({ minimum: 0, description: 'unused recovery codes' }),
});
export type TwoFactorStatus = Static<typeof TwoFactorStatus>;

/** POST account/two-factor/setup: nothing to send; the user comes from the token. */
export const TwoFactorSetupBody = Type.Object({}, { $id: 'TwoFactorSetupBody', additionalProperties: false });
export type TwoFactorSetupBody = Static<typeof TwoFactorSetupBody>;

export const TwoFactorSetup = Type.Object({
  uri: Type.String({ description: 'otpauth:// URI for the authenticator app' }),
  qrCode: Type.String({ description: 'the URI as a QR code (PNG data URL)' }),
  secret: Type.String({ description: 'the secret in groups of four, for typing into the app' }),
});
export type TwoFactorSetup = Static<typeof TwoFactorSetup>;

/** POST account/two-factor/confirm: the first code from the app turns two-factor on. */
export const TwoFactorConfirmBody = Type.Object(
  { code: Type.String({ pattern: '^\\s*\\d{3}\\s?\\d{3}\\s*$', description: 'the 6-digit code from the authenticator app' }), locale: Type.Optional(Locale) },
  { $id: 'TwoFactorConfirmBody', additionalProperties: false },
);
export type TwoFactorConfirmBody = Static<typeof TwoFactorConfirmBody>;

export const TwoFactorRecoveryCodes = Type.Object({ enabled: Type.Literal(true), recoveryCodes: RecoveryCodes });
export type TwoFactorRecoveryCodes = Static<typeof TwoFactorRecoveryCodes>;

/** POST account/two-factor/disable and account/two-factor/recovery-codes: the password and a current code (or a recovery code). */
export const TwoFactorProofBody = Type.Object(
  { current_password: Type.String({ minLength: 1, maxLength: 1024 }), code: SecondFactor, locale: Type.Optional(Locale) },
  { $id: 'TwoFactorProofBody', additionalProperties: false },
);
export type TwoFactorProofBody = Static<typeof TwoFactorProofBody>;

/** POST login/two-factor: the challenge from POST login and the second factor. */
export const LoginTwoFactorBody = Type.Object(
  { challenge: Type.String({ minLength: 16, maxLength: 128 }), code: SecondFactor },
  { $id: 'LoginTwoFactorBody', additionalProperties: false },
);
export type LoginTwoFactorBody = Static<typeof LoginTwoFactorBody>;

/** POST login for an account with two-factor: no session yet, a challenge for the second step. */
export const LoginChallenge = Type.Object({
  twoFactorRequired: Type.Literal(true),
  challenge: Type.String({ description: 'send it with the code to POST /api/login/two-factor within 5 minutes; works once' }),
});
export type LoginChallenge = Static<typeof LoginChallenge>;
