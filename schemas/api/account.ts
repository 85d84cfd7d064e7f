// The member's credentials (account settings): change password, change email (confirmed through a
// link mailed to the new address), and the signed-in devices.
import { Type, type Static } from '@sinclair/typebox';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './patterns';

/** POST account/password: the current password proves it is the member; the new one follows the password rules. */
export const PasswordChangeBody = Type.Object(
  {
    current_password: Type.String({ minLength: 1, maxLength: 1024 }),
    password: Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH }),
    locale: Type.Optional(Type.String({ pattern: '^[a-z]{2}_[A-Z]{2}$', description: 'the language of the strength estimate and the mail' })),
  },
  { $id: 'PasswordChangeBody', additionalProperties: false },
);
export type PasswordChangeBody = Static<typeof PasswordChangeBody>;

/** POST account/email: the new address and the current password; a link goes to the new address. */
export const EmailChangeBody = Type.Object(
  {
    email: Type.String({ format: 'email', maxLength: 191 }),
    current_password: Type.String({ minLength: 1, maxLength: 1024 }),
    locale: Type.Optional(Type.String({ pattern: '^[a-z]{2}_[A-Z]{2}$', description: 'the language of the confirmation mail' })),
  },
  { $id: 'EmailChangeBody', additionalProperties: false },
);
export type EmailChangeBody = Static<typeof EmailChangeBody>;

/** POST account/email/confirm: the token of the mailed link (sent in the body, never in an API URL). */
export const EmailConfirmBody = Type.Object({ token: Type.String({ minLength: 16, maxLength: 128 }) }, { $id: 'EmailConfirmBody', additionalProperties: false });
export type EmailConfirmBody = Static<typeof EmailConfirmBody>;

export const EmailChangeResult = Type.Object({ email: Type.String(), pending: Type.Boolean({ description: 'true: a confirmation link went to the new address' }) });
export type EmailChangeResult = Static<typeof EmailChangeResult>;

/** One signed-in device: a session that is neither revoked nor expired. */
export const AccountSession = Type.Object({
  id: Type.Integer(),
  device: Type.String({ description: 'browser and system from the User-Agent, e.g. "Firefox · Linux"; empty when unknown' }),
  created_at: Type.String({ format: 'date-time' }),
  last_seen_at: Type.String({ format: 'date-time' }),
  current: Type.Boolean({ description: 'the session of this request' }),
});
export type AccountSession = Static<typeof AccountSession>;

export const SignedOut = Type.Object({ signedOut: Type.Integer({ description: 'how many sessions were signed out' }) });
export type SignedOut = Static<typeof SignedOut>;
