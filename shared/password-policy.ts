// The password rules, one set for the browser and the server: signup, reset, change password (and
// the production check's list of well-known passphrases, server/auth/password-policy.ts).
// Lengths are counted in characters as JavaScript counts them (UTF-16 units), like `maxlength`.
// The strength estimate is @zxcvbn-ts/core's score, 0 to 4, with the account's own words (username,
// email, site name) as user inputs; the server also refuses passwords on a list of common and
// breached ones.
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../schemas/api/patterns';

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };
/** zxcvbn's "somewhat guessable" (about 10^8 guesses): the lowest score accepted. */
export const PASSWORD_MIN_SCORE = 2;

export type PasswordProblem = 'empty' | 'tooShort' | 'tooLong' | 'common' | 'weak';

/** The server's words for each problem (the forms show their own translations of these). */
export const PASSWORD_MESSAGES: Record<PasswordProblem, string> = {
  empty: 'Please enter a password',
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  common: 'This password is on a list of common or leaked passwords. Please choose another one.',
  weak: 'This password is too easy to guess. Add more words or characters.',
};

/** The length problem of a password, if any: checked before anything else (and before hashing). */
export function passwordLengthProblem(password: string): PasswordProblem | undefined {
  if (!password) return 'empty';
  if (password.length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (password.length > PASSWORD_MAX_LENGTH) return 'tooLong';
  return undefined;
}

/** The words of the account that a password must not lean on: username, email and its parts, the site's name. */
export function passwordUserInputs(account: { username?: string; email?: string; siteName?: string }): string[] {
  const inputs = [account.username, account.email, ...(account.email?.split(/[@.]/) ?? []), account.siteName];
  return [...new Set(inputs.filter((v): v is string => !!v && v.length >= 3).map((v) => v.toLowerCase()))];
}

/** How a list entry and a typed password are compared: case, width and surrounding spaces do not count. */
export const normalisePassword = (password: string) => password.normalize('NFKC').toLowerCase().trim();
