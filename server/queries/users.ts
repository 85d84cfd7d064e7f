// User accounts as signup and login look them up (names and emails compare lower-cased).
import type { AppContext } from '../context';

/** Which of a username and an email already belong to an account. */
export async function accountsTaken(ctx: AppContext, username?: string, email?: string): Promise<{ username: boolean; email: boolean }> {
  const [u, e] = await Promise.all([
    username ? ctx.db.selectFrom('users').select('id').where('username_lower', '=', username.toLowerCase()).executeTakeFirst() : undefined,
    email ? ctx.db.selectFrom('users').select('id').where('email_lower', '=', email.toLowerCase()).executeTakeFirst() : undefined,
  ]);
  return { username: !!u, email: !!e };
}

/** The account a login name (username or email, lower-cased) belongs to, with its password hash. */
export function loginAccount(ctx: AppContext, key: string) {
  return ctx.db
    .selectFrom('users')
    .select(['id', 'password_hash', 'blocked_at'])
    .where((eb) => eb.or([eb('username_lower', '=', key), eb('email_lower', '=', key)]))
    .executeTakeFirst();
}
