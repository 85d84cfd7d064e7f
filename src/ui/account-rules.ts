// The account field rules, shared by the signup and login forms (the server checks
// the same patterns: schemas/api/requests.ts).
import { USERNAME_PATTERN } from '../../schemas/api/patterns';

export const PASSWORD_MIN_LENGTH = 8;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const USERNAME_RE = new RegExp(USERNAME_PATTERN);
export const VOUCHER_RE = /^[A-Za-z0-9-]{8,32}$/;

/** What the login's first field accepts: a username or an email address. */
export const isLoginName = (value: string) => USERNAME_RE.test(value) || EMAIL_PATTERN.test(value);
