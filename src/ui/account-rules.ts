// The account field rules, shared by the signup and login forms (the server checks
// the same patterns: schemas/api/requests.ts).
import { USERNAME_CHARS, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH, USERNAME_PATTERN, VOUCHER_MAX_LENGTH, VOUCHER_PATTERN } from '../../schemas/api/patterns';

export { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH, VOUCHER_MAX_LENGTH };

export { PASSWORD_MIN_LENGTH } from '../../shared/password-policy';
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const USERNAME_RE = new RegExp(USERNAME_PATTERN);
/** Only the characters a username may have (any length). */
export const USERNAME_CHARS_RE = new RegExp(`^[${USERNAME_CHARS}]*$`);
export const VOUCHER_RE = new RegExp(VOUCHER_PATTERN);

/** What the login's first field accepts: a username or an email address. */
export const isLoginName = (value: string) => USERNAME_RE.test(value) || EMAIL_PATTERN.test(value);
