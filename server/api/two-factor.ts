// Two-factor sign-in from the account settings: start a set-up (QR code and secret, shown only now),
// confirm it with a code (on; 10 recovery codes shown once), turn it off or get new recovery codes
// with the password and a current code. Every call guesses at most as fast as the `credentials`
// limit allows, and the member is mailed when two-factor goes on or off.
import { Router, type Request } from 'express';
import type { AppContext } from '../context';
import { HttpError, send } from './http';
import { body } from './validate';
import { TwoFactorConfirmBody, TwoFactorProofBody, TwoFactorSetupBody } from '../../schemas/api/two-factor';
import { requireUser } from '../auth/middleware';
import { verifyPassword } from '../auth/passwords';
import { checkSecondFactor, confirmSetup, disableTwoFactor, newRecoveryCodes, startSetup, twoFactorStatus } from '../auth/two-factor';
import { isMailLocale } from '../mail/texts';

const WRONG_PASSWORD = 'Your current password is not correct';
const WRONG_CODE = 'This code is not correct. Enter the current code from your authenticator app.';
const WRONG_PROOF = 'This code is not correct. Enter the current code from your authenticator app or an unused recovery code.';
const NOT_ON = 'Two-factor sign-in is not turned on';

export function twoFactorRouter(ctx: AppContext): Router {
  const r = Router();
  const auth = requireUser(ctx);

  const mailLocale = async (userId: number, locale: string | undefined) => {
    if (isMailLocale(locale)) return locale;
    return (await ctx.db.selectFrom('users').select('locale').where('id', '=', userId).executeTakeFirstOrThrow()).locale;
  };
  const mail = async (req: Request, template: 'twoFactorOn' | 'twoFactorOff', locale: string | undefined) => {
    const me = req.user!;
    void ctx.mail.send({ template, to: me.email, locale: await mailLocale(me.id, locale), data: { username: me.username, changedAt: ctx.now(), resetUrl: '/login/forgot' } });
  };

  /** The password and a second factor of an account with two-factor on (the recovery code, if one, is spent). */
  const proveOwner = async (req: Request, input: TwoFactorProofBody) => {
    const me = req.user!;
    await ctx.limits.perUser('credentials', me.id, req.res!);
    if (!(await twoFactorStatus(ctx, me.id)).enabled) throw new HttpError(409, 'two_factor_off', NOT_ON);
    const row = await ctx.db.selectFrom('users').select('password_hash').where('id', '=', me.id).executeTakeFirstOrThrow();
    if (!(await verifyPassword(row.password_hash, input.current_password))) throw new HttpError(400, 'wrong_password', WRONG_PASSWORD, { current_password: WRONG_PASSWORD });
    if (!(await checkSecondFactor(ctx, me.id, input.code))) throw new HttpError(400, 'invalid_code', WRONG_PROOF, { code: WRONG_PROOF });
  };

  r.get('/account/two-factor', auth, async (req, res) => {
    send(res, await twoFactorStatus(ctx, req.user!.id));
  });

  r.post('/account/two-factor/setup', auth, async (req, res) => {
    body(req, TwoFactorSetupBody);
    const me = req.user!;
    await ctx.limits.perUser('credentials', me.id, res);
    const config = await ctx.configs.active();
    const setup = await startSetup(ctx, me, config.core.deployment.siteName);
    if (!setup) throw new HttpError(409, 'two_factor_on', 'Two-factor sign-in is already on. Turn it off first to set up another app.');
    send(res, setup, 201);
  });

  r.post('/account/two-factor/confirm', auth, async (req, res) => {
    const input = body(req, TwoFactorConfirmBody, { fieldMessages: { code: WRONG_CODE } });
    const me = req.user!;
    await ctx.limits.perUser('credentials', me.id, res);
    const recoveryCodes = await confirmSetup(ctx, me.id, input.code);
    if (!recoveryCodes) {
      if ((await twoFactorStatus(ctx, me.id)).enabled) throw new HttpError(409, 'two_factor_on', 'Two-factor sign-in is already on.');
      throw new HttpError(400, 'invalid_code', WRONG_CODE, { code: WRONG_CODE });
    }
    send(res, { enabled: true, recoveryCodes });
    await mail(req, 'twoFactorOn', input.locale);
  });

  r.post('/account/two-factor/disable', auth, async (req, res) => {
    const input = body(req, TwoFactorProofBody, { fieldMessages: { code: WRONG_PROOF, current_password: WRONG_PASSWORD } });
    await proveOwner(req, input);
    await disableTwoFactor(ctx, req.user!.id);
    send(res, { enabled: false, recoveryCodesLeft: 0 });
    await mail(req, 'twoFactorOff', input.locale);
  });

  r.post('/account/two-factor/recovery-codes', auth, async (req, res) => {
    const input = body(req, TwoFactorProofBody, { fieldMessages: { code: WRONG_PROOF, current_password: WRONG_PASSWORD } });
    await proveOwner(req, input);
    send(res, { enabled: true, recoveryCodes: await newRecoveryCodes(ctx, req.user!.id) });
  });

  return r;
}
