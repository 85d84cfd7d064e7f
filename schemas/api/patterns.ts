// Field patterns shared by request schemas and the forms that check input before sending it.
// A plain module: importing a pattern must not pull TypeBox into a page.
/** A username: 3 to 32 ASCII letters, digits, dots, dashes and underscores (the signup form states these rules). */
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 32;
export const USERNAME_CHARS = 'A-Za-z0-9_.-';
export const USERNAME_PATTERN = `^[${USERNAME_CHARS}]{${USERNAME_MIN_LENGTH},${USERNAME_MAX_LENGTH}}$`;
/**
 * A gift-card code: 8 to 32 letters or digits, grouped by spaces or dashes as the card prints them
 * (the groups are not part of the code: `abcd efgh` and `ABCD-EFGH` are one code). Each step
 * consumes one letter or digit, so matching stays linear.
 */
export const VOUCHER_PATTERN = '^(?:[ -]*[A-Za-z0-9]){8,32}[ -]*$';
export const VOUCHER_MAX_LENGTH = 48;
/** A new password's length (shared/password-policy.ts holds the rest of the rules). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
