// Session calls: POST login, GET me, GET refresh, POST logout.
import crypto from 'node:crypto';
import { Router } from 'express';
import type { AppContext } from '../context';
import { HttpError, send } from './http';
import { body } from './validate';
import { LoginBody } from '../../schemas/api/requests';
import { createSession, revokeSession } from '../auth/tokens';
import { verifyPassword } from '../auth/passwords';
import { AccountLimiter, perAddress } from '../auth/limits';
import { requireUser } from '../auth/middleware';
import { membershipOf } from '../auth/membership';
import { loginAccount } from '../queries/users';

/** A stable per-user value for the client's member access token; not a credential by itself. */
export const userHash = (ctx: AppContext, userId: number) => crypto.createHmac('sha256', ctx.secrets.media).update(`user:${userId}`).digest('hex').slice(0, 32);

export function sessionRouter(ctx: AppContext): Router {
  const r = Router();
  const accounts = new AccountLimiter();
  const auth = requireUser(ctx);

  r.post('/login', perAddress(ctx, 20), async (req, res) => {
    const { username, password } = body(req, LoginBody, { message: 'Username/Email invalid' });
    const key = username.trim().toLowerCase();
    accounts.check(key);
    const user = await loginAccount(ctx, key);
    if (!(await verifyPassword(user?.password_hash, password)) || !user) {
      accounts.fail(key);
      throw new HttpError(401, 'invalid_credentials', 'Username or password wrong');
    }
    accounts.succeed(key);
    const token = await createSession(ctx.db, user.id);
    send(res, { token, hash: userHash(ctx, user.id) });
  });

  r.get('/me', auth, async (req, res) => {
    const u = req.user!;
    const membership = await membershipOf(ctx.db, u.id, ctx.now());
    send(res, {
      id: u.id,
      role_id: u.role_id,
      username: u.username,
      email: u.email,
      ...(u.avatar ? { avatar: u.avatar } : {}),
      // The shape src/state/session.ts reads; `membership` carries the details.
      customer: { hasAccess: membership.fullAccess, validUntil: membership.until ?? null },
      created_at: u.created_at,
      hash: userHash(ctx, u.id),
      membership,
    });
  });

  // Rotates the token: the old one stops working.
  r.get('/refresh', auth, async (req, res) => {
    await revokeSession(ctx.db, req.user!.sessionId);
    send(res, { token: await createSession(ctx.db, req.user!.id) });
  });

  r.post('/logout', auth, async (req, res) => {
    await revokeSession(ctx.db, req.user!.sessionId);
    send(res, { loggedOut: true });
  });

  return r;
}
