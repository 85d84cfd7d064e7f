// Session calls: POST login (and its two-factor step), GET me, GET refresh, POST logout.
import crypto from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import type { AppContext } from '../context';
import { HttpError, send } from './http';
import { body } from './validate';
import { LoginBody } from '../../schemas/api/requests';
import { LoginTwoFactorBody } from '../../schemas/api/two-factor';
import { createSession, revokeSession } from '../auth/tokens';
import { verifyPassword } from '../auth/passwords';
import { accountKey, type LoginClient } from '../auth/limits';
import { challengeFailed, challengeUser, checkSecondFactor, createChallenge, spendChallenge, twoFactorEnabled } from '../auth/two-factor';
import { knownDevice, rememberDevice } from '../auth/device-cookie';
import { requireUser } from '../auth/middleware';
import { membershipOf } from '../auth/membership';
import { loginAccount } from '../queries/users';

/** A stable per-user value for the client's member access token; not a credential by itself. */
export const userHash = (ctx: AppContext, userId: number) => crypto.createHmac('sha256', ctx.secrets.media).update(`user:${userId}`).digest('hex').slice(0, 32);

const EXPIRED_CHALLENGE = 'This sign-in has expired. Please enter your username and password again.';
const WRONG_CODE = 'This code is not correct. Please try again.';

export function sessionRouter(ctx: AppContext): Router {
  const r = Router();
  const auth = requireUser(ctx);

  /** A login that passed every step: failures forgotten, the device remembered, a session. */
  const signIn = async (req: Request, res: Response, userId: number, client: LoginClient) => {
    await ctx.limits.loginSucceeded(client);
    rememberDevice(req, res, ctx.secrets.media, userId, client.device);
    const token = await createSession(ctx.db, userId, new Date(), req.headers['user-agent']);
    send(res, { token, hash: userHash(ctx, userId) });
  };

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
    // Only someone who knows the password learns that the account is blocked.
    if (user.blocked_at) {
      await ctx.limits.loginSucceeded(client);
      throw new HttpError(403, 'account_blocked', 'This account is blocked. Please contact support.');
    }
    // With two-factor the password alone gives no session, only the second step (its failures
    // are not cleared yet: the pair's count goes on through the codes). The known device skips nothing.
    if (await twoFactorEnabled(ctx, user.id)) {
      send(res, { twoFactorRequired: true, challenge: await createChallenge(ctx, user.id) });
      return;
    }
    await signIn(req, res, user.id, client);
  });

  // The second step: each code is one login attempt in the same limits as a password.
  r.post('/login/two-factor', ctx.limits.perAddress('login'), async (req, res) => {
    const input = body(req, LoginTwoFactorBody, { fieldMessages: { code: WRONG_CODE, challenge: EXPIRED_CHALLENGE } });
    const challenge = await challengeUser(ctx, input.challenge);
    if (!challenge) throw new HttpError(400, 'invalid_challenge', EXPIRED_CHALLENGE);
    const client = { account: accountKey(challenge.userId, ''), address: ctx.limits.clientAddress(req), device: knownDevice(req, ctx.secrets.media, challenge.userId) };
    await ctx.limits.loginAttempt(client, res);
    if (!(await checkSecondFactor(ctx, challenge.userId, input.code))) {
      await challengeFailed(ctx, challenge.challengeId);
      throw new HttpError(401, 'invalid_code', WRONG_CODE, { code: WRONG_CODE });
    }
    if (!(await spendChallenge(ctx, challenge.challengeId))) throw new HttpError(400, 'invalid_challenge', EXPIRED_CHALLENGE);
    await signIn(req, res, challenge.userId, client);
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
