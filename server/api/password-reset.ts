// Forgotten passwords: POST password/forgot mails a single-use link, POST password/reset sets the
// new password with it. Neither answer tells whether an account exists.
import { Router } from 'express';
import type { AppContext } from '../context';
import { HttpError, send } from './http';
import { body } from './validate';
import { PasswordForgotBody, PasswordResetBody } from '../../schemas/api/requests';
import { accountKey } from '../auth/limits';
import { hashPassword } from '../auth/passwords';
import { assertNewPassword, passwordLanguage, refuseOverlongPassword } from '../auth/password-policy';
import { isMailLocale } from '../mail/texts';
import { issueResetToken, resetAccount, resetPassword, resetTokenAccount, RESET_VALID_MINUTES } from '../auth/password-reset';

export const INVALID_RESET_LINK = 'This reset link is invalid or has expired. Please request a new one.';
const MSG = {
  login: 'Enter your username or email',
  password: 'Password must be at least 8 characters',
  token: INVALID_RESET_LINK,
  mismatch: 'Passwords do not match',
};

export function passwordResetRouter(ctx: AppContext): Router {
  const r = Router();

  r.post('/password/forgot', ctx.limits.perAddress('passwordForgot'), async (req, res) => {
    const { login, locale } = body(req, PasswordForgotBody, { fieldMessages: { login: MSG.login } });
    const user = await resetAccount(ctx, login);
    // Per account, whoever asks: past the limit the answer stays the same and no mail goes out.
    const allowed = await ctx.limits.perAccount('passwordResetMail', accountKey(user?.id, login.trim().toLowerCase()));
    const mailable = user && !user.blocked_at && allowed;
    // A token is made either way, so a known and an unknown name take the same work before the answer.
    const token = await issueResetToken(ctx, mailable ? user.id : undefined);
    send(res, { ok: true }, 202);
    if (!mailable) {
      if (user) ctx.logger.info({ userId: user.id, blocked: !!user.blocked_at, limited: !allowed }, 'password reset: no mail sent');
      return;
    }
    // After the answer: the mail's time (SMTP can be slow) never shows in the response. The
    // visitor's current language wins over the account's (they read the site in it right now)
    // when mail is written in it.
    void ctx.mail.send({
      template: 'passwordReset',
      to: user.email,
      locale: isMailLocale(locale) ? locale : user.locale,
      data: { username: user.username, resetUrl: `/login/reset?token=${encodeURIComponent(token)}`, validMinutes: RESET_VALID_MINUTES },
    });
  });

  r.post('/password/reset', ctx.limits.perAddress('passwordReset'), async (req, res) => {
    refuseOverlongPassword(req.body);
    const input = body(req, PasswordResetBody, { fieldMessages: { password: MSG.password, token: MSG.token, password_confirmation: MSG.mismatch } });
    if (input.password_confirmation !== undefined && input.password_confirmation !== input.password) {
      throw new HttpError(400, 'validation_failed', MSG.mismatch, { password_confirmation: MSG.mismatch });
    }
    // The account's own words count against the password: found through the (still unspent) token.
    const account = await resetTokenAccount(ctx, input.token);
    const config = await ctx.configs.active();
    await assertNewPassword(input.password, { username: account?.username, email: account?.email, siteName: config.core.deployment.siteName, language: passwordLanguage(input.locale) });
    const outcome = await resetPassword(ctx, input.token, await hashPassword(input.password));
    if (!outcome.ok) throw new HttpError(400, 'invalid_token', INVALID_RESET_LINK, { token: INVALID_RESET_LINK });
    // A member held up by failed logins who just proved their mailbox can log in at once.
    await ctx.limits.accountRecovered({ account: accountKey(outcome.userId, ''), address: ctx.limits.clientAddress(req) });
    send(res, { ok: true });
  });

  return r;
}
