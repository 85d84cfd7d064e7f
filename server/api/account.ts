// The member's credentials, from the account settings page: change password (with the current
// one; every other session is signed out and a mail says so), change email (a link to the new
// address confirms it; the old address is told), and the signed-in devices with "sign out".
import { Router, type Request } from 'express';
import type { AppContext } from '../context';
import { HttpError, send } from './http';
import { body } from './validate';
import { EmailChangeBody, EmailConfirmBody, PasswordChangeBody } from '../../schemas/api/account';
import { requireUser } from '../auth/middleware';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { assertNewPassword, passwordLanguage, refuseOverlongPassword } from '../auth/password-policy';
import { confirmEmailChange, EMAIL_CHANGE_VALID_HOURS, liveSessions, requestEmailChange, signOutSessions } from '../auth/account-credentials';
import { isMailLocale } from '../mail/texts';

const WRONG_PASSWORD = 'Your current password is not correct';
const INVALID_EMAIL_LINK = 'This confirmation link is invalid or has expired. Please change your email again.';
const EMAIL_TAKEN = 'Email already in use, please login or choose another one';

export function accountRouter(ctx: AppContext): Router {
  const r = Router();
  const auth = requireUser(ctx);

  /** The signed-in user's password hash and mail language; the current password must match it. */
  const checkCurrentPassword = async (req: Request, password: string) => {
    const me = req.user!;
    // Guessing the current password with a stolen session is limited like guessing it at login.
    await ctx.limits.perUser('credentials', me.id, req.res!);
    const row = await ctx.db.selectFrom('users').select(['password_hash', 'locale']).where('id', '=', me.id).executeTakeFirstOrThrow();
    if (!(await verifyPassword(row.password_hash, password))) throw new HttpError(400, 'wrong_password', WRONG_PASSWORD, { current_password: WRONG_PASSWORD });
    return row;
  };

  r.post('/account/password', auth, async (req, res) => {
    refuseOverlongPassword(req.body);
    const input = body(req, PasswordChangeBody, { fieldMessages: { password: 'Password must be at least 8 characters', current_password: WRONG_PASSWORD } });
    const me = req.user!;
    const row = await checkCurrentPassword(req, input.current_password);
    const config = await ctx.configs.active();
    await assertNewPassword(input.password, { username: me.username, email: me.email, siteName: config.core.deployment.siteName, language: passwordLanguage(input.locale) });
    await ctx.db.updateTable('users').set({ password_hash: await hashPassword(input.password) }).where('id', '=', me.id).execute();
    // Whoever knew the old password is out everywhere else; this device stays signed in.
    await signOutSessions(ctx, me.id, { keep: me.sessionId });
    send(res, { ok: true });
    void ctx.mail.send({
      template: 'passwordChanged',
      to: me.email,
      locale: isMailLocale(input.locale) ? input.locale : row.locale,
      data: { username: me.username, changedAt: ctx.now(), resetUrl: '/login/forgot' },
    });
  });

  r.post('/account/email', auth, async (req, res) => {
    const input = body(req, EmailChangeBody, { fieldMessages: { email: 'Enter a valid email address', current_password: WRONG_PASSWORD } });
    const me = req.user!;
    const row = await checkCurrentPassword(req, input.current_password);
    const email = input.email.trim();
    if (email.toLowerCase() === me.email.toLowerCase()) throw new HttpError(400, 'validation_failed', 'This is already your email address', { email: 'This is already your email address' });
    const taken = await ctx.db.selectFrom('users').select('id').where('email_lower', '=', email.toLowerCase()).executeTakeFirst();
    if (taken) throw new HttpError(409, 'user_exists', EMAIL_TAKEN, { email: EMAIL_TAKEN });
    const token = await requestEmailChange(ctx, me.id, email);
    send(res, { email: me.email, pending: true }, 202);
    void ctx.mail.send({
      template: 'emailConfirm',
      to: email,
      locale: isMailLocale(input.locale) ? input.locale : row.locale,
      data: { username: me.username, newEmail: email, confirmUrl: `/account/confirm-email?token=${encodeURIComponent(token)}`, validHours: EMAIL_CHANGE_VALID_HOURS },
    });
  });

  // No session needed: the link may be opened on another device. The token proves the mailbox.
  r.post('/account/email/confirm', ctx.limits.perAddress('passwordReset'), async (req, res) => {
    const { token } = body(req, EmailConfirmBody, { fieldMessages: { token: INVALID_EMAIL_LINK } });
    const outcome = await confirmEmailChange(ctx, token);
    if (!outcome.ok) {
      if (outcome.reason === 'taken') throw new HttpError(409, 'user_exists', EMAIL_TAKEN, { email: EMAIL_TAKEN });
      throw new HttpError(400, 'invalid_token', INVALID_EMAIL_LINK, { token: INVALID_EMAIL_LINK });
    }
    send(res, { email: outcome.newEmail, pending: false });
    void ctx.mail.send({
      template: 'emailChanged',
      to: outcome.oldEmail,
      locale: outcome.locale,
      data: { username: outcome.username, newEmail: outcome.newEmail, changedAt: ctx.now(), supportUrl: '/support' },
    });
  });

  r.get('/account/sessions', auth, async (req, res) => {
    send(res, await liveSessions(ctx, req.user!.id, req.user!.sessionId));
  });

  r.delete('/account/sessions/:id', auth, async (req, res) => {
    const id = Number(req.params.id);
    if (!Number.isSafeInteger(id) || id < 1) throw new HttpError(400, 'validation_failed', 'Invalid session id');
    // Only the user's own sessions: another id simply signs out nothing.
    const signedOut = await signOutSessions(ctx, req.user!.id, { only: id });
    if (!signedOut) throw new HttpError(404, 'not_found', 'No such signed-in device');
    send(res, { signedOut });
  });

  r.post('/account/sessions/sign-out-others', auth, async (req, res) => {
    send(res, { signedOut: await signOutSessions(ctx, req.user!.id, { keep: req.user!.sessionId }) });
  });

  return r;
}
