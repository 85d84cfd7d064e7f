// Signup and payments: userExists, register / userregister / createEpochInvoice, payment lookups,
// the gift-card payments staff verify. The sandbox's pages are the emulators (server/emulators).
// Notifications, verification and the member's billing calls: server/api/billing.ts.
import { Router, type Request, type Response } from 'express';
import type { AppContext } from '../context';
import { HttpError, idParam, notFound, send, sendList } from './http';
import { body } from './validate';
import { AbandonPaymentBody, SignupBody, UserExistsBody } from '../../schemas/api/requests';
import { optionalUser, requireStaff } from '../auth/middleware';
import { mayBuy } from '../../shared/roles';
import { hashPassword } from '../auth/passwords';
import { assertNewPassword, passwordLanguage, refuseOverlongPassword } from '../auth/password-policy';
import { pendingPayment, providerAvailable, startPayment } from '../payments/pending-payment';
import { buyerLocale } from '../billing/locale';
import { hasActiveRecurring } from '../queries/subscriptions';
import { VOUCHER_USED, voucherClaims } from '../payments/gift-cards';
import { isRedirectProvider } from '../../shared/payment-providers';
import { subscriptionPlan } from '../queries/articles';
import { insertPaymentWithAccount, paymentStatus, verifyingVoucherPayments } from '../queries/payments';
import { accountsTaken } from '../queries/users';
import { consentOfPayment, recordConsent } from '../payments/consent';
import { claimExpiry, emailKey, isClaimed, usernameKey } from '../payments/claims';
import { SUBSCRIPTION_ACTIVE } from './plan-quote';
import { abandonPayment } from '../payments/abandon';

const MSG = {
  tos: 'Please accept the terms and the recurring charge',
  email: 'Enter a valid email address',
  username: 'Username invalid',
  password: 'Password must be at least 8 characters',
  voucherCodes: 'Please enter a valid gift card code',
  emailTaken: 'Email already in use, please login or choose another one',
  usernameTaken: 'Username already in use, please login or choose another one',
  usernameHeld: 'This username is being used in a signup that has not finished yet. Please choose another one.',
  emailHeld: 'This email address is being used in a signup that has not finished yet. If it is yours, finish that signup, or try again in an hour.',
};

/** 409 for a name a signup that has not finished holds: the form shows it next to the field. */
const heldError = (field: 'username' | 'email') => {
  const message = field === 'username' ? MSG.usernameHeld : MSG.emailHeld;
  return new HttpError(409, 'name_reserved', message, { [field]: message });
};

export function signupRouter(ctx: AppContext): Router {
  const r = Router();
  const staff = requireStaff(ctx);

  /** Taken by an account, or held by a signup that has not finished (a live claim). */
  const taken = async (username?: string, email?: string) => {
    const now = ctx.now();
    const [accounts, usernameHeld, emailHeld] = await Promise.all([
      accountsTaken(ctx, username, email),
      username ? isClaimed(ctx.db, usernameKey(username), now) : false,
      email ? isClaimed(ctx.db, emailKey(email), now) : false,
    ]);
    return { ...accounts, usernameHeld: !accounts.username && usernameHeld, emailHeld: !accounts.email && emailHeld };
  };

  r.post('/signup/userExists', ctx.limits.perAddress('userExists'), async (req, res) => {
    const q = body(req, UserExistsBody, { message: 'Send one field: username or email' });
    const t = await taken(q.username, q.email);
    const reserved = t.usernameHeld || t.emailHeld;
    send(res, { exists: t.username || t.email || reserved, ...(reserved ? { reserved: true } : {}) });
  });

  const register = (onlyRedirect: boolean) => async (req: Request, res: Response) => {
    refuseOverlongPassword(req.body);
    const input = body(req, SignupBody, { fieldMessages: MSG });
    // A logged-in member renews or upgrades their own account: no password is asked for or used.
    const me = req.user;
    if (me && !mayBuy(me)) throw new HttpError(403, 'forbidden', 'Partner accounts read their figures only: they cannot buy');
    if (!me && input.password_confirmation !== undefined && input.password_confirmation !== input.password) {
      throw new HttpError(400, 'validation_failed', 'Passwords do not match', { password_confirmation: 'Passwords do not match' });
    }
    const config = await ctx.configs.active();
    if (config.core.signup.disabled) throw new HttpError(403, 'signup_disabled', 'Signup is disabled');
    const article = await subscriptionPlan(ctx, input.article_id);
    if (!article) throw new HttpError(422, 'unknown_plan', 'This plan does not exist', { article_id: 'unknown plan' });
    const { provider } = input;
    if (!article.payment_providers.split(',').includes(provider) || !providerAvailable(ctx, config, provider)) {
      throw new HttpError(422, 'provider_unavailable', 'This payment method is not available for this plan', { provider: 'not available' });
    }
    if (onlyRedirect && !isRedirectProvider(provider)) {
      throw new HttpError(422, 'provider_unavailable', 'createEpochInvoice is for card and PayPal payments', { provider: 'not available' });
    }
    // Codes only mean something on a gift-card payment: nothing else claims or stores them.
    const codes = provider === 'amazonVoucher' ? (input.voucherCodes ?? []) : [];
    if (provider === 'amazonVoucher' && !codes.length) throw new HttpError(400, 'validation_failed', MSG.voucherCodes, { voucherCodes: MSG.voucherCodes });
    if (!me && input.password === undefined) throw new HttpError(400, 'validation_failed', MSG.password, { password: MSG.password });
    if (!me) await assertNewPassword(input.password!, { username: input.username, email: input.email, siteName: config.core.deployment.siteName, language: passwordLanguage(input.locale) });
    if (!me) {
      const t = await taken(input.username, input.email);
      if (t.username && t.email) throw new HttpError(409, 'user_exists', 'Username or email already exist, please signup', { username: MSG.usernameTaken, email: MSG.emailTaken });
      if (t.username) throw new HttpError(409, 'user_exists', MSG.usernameTaken, { username: MSG.usernameTaken });
      if (t.email) throw new HttpError(409, 'user_exists', MSG.emailTaken, { email: MSG.emailTaken });
      if (t.usernameHeld || t.emailHeld) throw heldError(t.usernameHeld ? 'username' : 'email');
    }
    const now = ctx.now();
    // One recurring plan at a time: a second would rebill alongside the first.
    if (me && article.recurring && (await hasActiveRecurring(ctx, me.id, now))) {
      throw new HttpError(409, 'subscription_active', SUBSCRIPTION_ACTIVE);
    }
    const passwordHash = me ? '' : await hashPassword(input.password!);
    // Gift cards wait for staff, maybe for hours: the visitor gets a free account right away, so
    // they can log in and watch the payment's status (specification: "log in to check status").
    // Approval then adds the subscription to that account.
    const payment = await insertPaymentWithAccount(
      ctx,
      pendingPayment(
        {
          user_id: me?.id ?? null,
          article_id: article.id,
          provider,
          amount: article.price_dollar, // from the plan, never from the browser
          username: me?.username ?? input.username,
          email: me?.email ?? input.email,
          password_hash: passwordHash,
          voucher_codes: codes.length ? JSON.stringify(codes) : null,
          affiliate_id: input.affiliateId ?? null,
          locale: buyerLocale(input.locale, req.header('accept-language')),
        },
        now,
      ),
      {
        account: !me && provider === 'amazonVoucher' ? { username: input.username, email: input.email, password_hash: passwordHash } : undefined,
        claims: voucherClaims(codes),
        // A new account's names are held from now until the payment ends or the biller's page expires.
        reserve: me ? undefined : { keys: [usernameKey(input.username), emailKey(input.email)], expiresAt: claimExpiry(provider, now) },
      },
    );
    if (payment === 'code_taken') throw new HttpError(409, 'voucher_used', VOUCHER_USED, { voucherCodes: VOUCHER_USED });
    if ('by' in payment) {
      // Lost a race with another tab between the check above and the claim.
      if (payment.by === 'pending_payment') throw heldError(payment.kind === 'email' ? 'email' : 'username');
      throw payment.kind === 'email' ? new HttpError(409, 'user_exists', MSG.emailTaken, { email: MSG.emailTaken }) : new HttpError(409, 'user_exists', MSG.usernameTaken, { username: MSG.usernameTaken });
    }
    await recordConsent(ctx, payment, article, input.consentText, now);
    send(res, await startPayment(ctx, payment, provider), 201);
  };

  const limit = ctx.limits.perAddress('signup');
  const user = optionalUser(ctx);
  r.post('/register', limit, user, register(false));
  r.put('/userregister', limit, user, register(false));
  r.post('/payment/createEpochInvoice', limit, user, register(true));

  r.get('/getPaymentByToken/:token', ctx.limits.perAddress('paymentLookup'), async (req, res) => {
    const p = await paymentStatus(ctx, String(req.params.token));
    if (!p) throw notFound('Payment');
    send(res, p);
  });

  // The payer closed the bitcoin invoice: it ends unless money is on its way (the answer says which).
  r.post('/payment/abandon', ctx.limits.perAddress('paymentLookup'), async (req, res) => {
    const { token } = body(req, AbandonPaymentBody, { message: 'Send the payment token' });
    send(res, await abandonPayment(ctx, token));
  });

  // What staff verify: the gift-card payments waiting, each code flagged when another payment had it.
  r.get('/payments/vouchers', staff, async (_req, res) => {
    const data = await verifyingVoucherPayments(ctx);
    sendList(res, data, data.length);
  });

  // What the buyer agreed to at signup (the consent kept with the payment).
  r.get('/payment/:id/consent', staff, async (req, res) => {
    const consent = await consentOfPayment(ctx, idParam(req));
    if (!consent) throw notFound('Consent');
    send(res, consent);
  });

  return r;
}
