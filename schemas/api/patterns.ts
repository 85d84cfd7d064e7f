// Field patterns shared by request schemas and the forms that check input before sending it.
// A plain module: importing a pattern must not pull TypeBox into a page.
export const USERNAME_PATTERN = '^[A-Za-z0-9_.-]{3,32}$';
