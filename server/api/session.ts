// Session calls: POST login, GET me, GET refresh, POST logout.
import crypto from 'node:crypto';
import { Router } from 'express';
import type { AppContext } from '../context';
import { HttpError, send } from './http';
import { body } from './validate';
import { LoginBody } from '../../schemas/api/requests';
import { createSession, revokeSession } from '../auth/tokens';
import { verifyPassword } from '../auth/passwords';
import { accountKey } from '../auth/limits';
import { knownDevice, rememberDevice } from '../auth/device-cookie';
import { requireUser } from '../auth/middleware';
import { membershipOf } from '../auth/membership';
import { loginAccount } from '../queries/users';

/** A stable per-user value for the client's member access token; not a credential by itself. */
export const userHash = (ctx: AppContext, userId: number) => crypto.createHmac('sha256', ctx.secrets.media).update(`user:${userId}`).digest('hex').slice(0, 32);

export function sessionRouter(ctx: AppContext): Router {
  const r = Router();
  const auth = requireUser(ctx);

  r.post('/login', ctx.limits.perAddress('login'), async (req, res) => {
    const { username, password } = body(req, LoginBody, { message: 'Username/Email invalid' });
    const identifier = username.trim().toLowerCase();
    const user = await loginAccount(ctx, identifier);
    // Failures count per account, so guesses by username and by email add up.
    const device = knownDevice(req, ctx.secrets.media, user?.id);
    const client = { account: accountKey(user?.id, identifier), address: ctx.limits.clientAddress(req), device };
    await ctx.limits.loginAttempt(client, res);
    if (!(await verifyPassword(user?.password_hash, password)) || !user) {
      throw new HttpError(401, 'invalid_credentials', 'Username or password wrong');
    }
    await ctx.limits.loginSucceeded(client);
    // Only someone who knows the password learns that the account is blocked.
    if (user.blocked_at) throw new HttpError(403, 'account_blocked', 'This account is blocked. Please contact support.');
    rememberDevice(req, res, ctx.secrets.media, user.id, device);
    const token = await createSession(ctx.db, user.id, new Date(), req.headers['user-agent']);
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
    send(res, { token: await createSession(ctx.db, req.user!.id, new Date(), req.headers['user-agent']) });
  });

  r.post('/logout', auth, async (req, res) => {
    await revokeSession(ctx.db, req.user!.sessionId);
    send(res, { loggedOut: true });
  });

  return r;
}
