// Signup and payments: userExists, register / userregister / createEpochInvoice, the provider
// postback, the sandbox's hosted pages, payment lookups and staff verification of gift cards.
import express, { Router, type Request } from 'express';
import type { AppContext } from '../context';
import { HttpError, idParam, notFound, send, sendList } from './http';
import { body } from './validate';
import { SignupBody, UserExistsBody, VoucherDecisionBody } from '../../schemas/api/requests';
import { optionalUser, requireStaff, requireUser } from '../auth/middleware';
import { hashPassword } from '../auth/passwords';
import { pendingPayment, startPayment } from '../payments/pending-payment';
import { handlePostback, signedPostback } from '../payments/service';
import { isRedirectProvider } from '../../shared/payment-providers';
import { subscriptionPlan } from '../queries/articles';
import { insertPaymentWithAccount, memberPayments, paymentById, paymentStatus, paymentWithPlan } from '../queries/payments';
import { accountsTaken } from '../queries/users';

const MSG = {
  email: 'Enter a valid email address',
  username: 'Username invalid',
  password: 'Password must be at least 8 characters',
  voucherCodes: 'Please enter a valid gift card code',
  emailTaken: 'Email already in use, please login or choose another one',
  usernameTaken: 'Username already in use, please login or choose another one',
};

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function signupRouter(ctx: AppContext): Router {
  const r = Router();
  const staff = requireStaff(ctx);

  const taken = (username?: string, email?: string) => accountsTaken(ctx, username, email);

  r.post('/signup/userExists', ctx.limits.perAddress('userExists'), async (req, res) => {
    const q = body(req, UserExistsBody, { message: 'Send one field: username or email' });
    const t = await taken(q.username, q.email);
    send(res, { exists: t.username || t.email });
  });

  const register = (onlyRedirect: boolean) => async (req: Request, res: express.Response) => {
    const input = body(req, SignupBody, { fieldMessages: MSG });
    if (input.password_confirmation !== undefined && input.password_confirmation !== input.password) {
      throw new HttpError(400, 'validation_failed', 'Passwords do not match', { password_confirmation: 'Passwords do not match' });
    }
    if (input.tos === false) throw new HttpError(400, 'validation_failed', 'Please accept the terms', { tos: 'required' });
    const config = await ctx.configs.active();
    if (config.core.signup.disabled) throw new HttpError(403, 'signup_disabled', 'Signup is disabled');
    const article = await subscriptionPlan(ctx, input.article_id);
    if (!article) throw new HttpError(422, 'unknown_plan', 'This plan does not exist', { article_id: 'unknown plan' });
    const { provider } = input;
    const endpoint = config.core.payment.endpoints.find((e) => e.provider === provider);
    if (!article.payment_providers.split(',').includes(provider) || !endpoint?.isActive) {
      throw new HttpError(422, 'provider_unavailable', 'This payment method is not available for this plan', { provider: 'not available' });
    }
    if (onlyRedirect && !isRedirectProvider(provider)) {
      throw new HttpError(422, 'provider_unavailable', 'createEpochInvoice is for card and PayPal payments', { provider: 'not available' });
    }
    const codes = input.voucherCodes ?? [];
    if (provider === 'amazonVoucher' && !codes.length) throw new HttpError(400, 'validation_failed', MSG.voucherCodes, { voucherCodes: MSG.voucherCodes });
    // A logged-in member renews or upgrades their own account; a visitor creates a new one.
    const me = req.user;
    if (!me) {
      const t = await taken(input.username, input.email);
      if (t.username && t.email) throw new HttpError(409, 'user_exists', 'Username or email already exist, please signup', { username: MSG.usernameTaken, email: MSG.emailTaken });
      if (t.username) throw new HttpError(409, 'user_exists', MSG.usernameTaken, { username: MSG.usernameTaken });
      if (t.email) throw new HttpError(409, 'user_exists', MSG.emailTaken, { email: MSG.emailTaken });
    }
    const now = ctx.now();
    const passwordHash = me ? '' : await hashPassword(input.password);
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
        },
        now,
      ),
      !me && provider === 'amazonVoucher' ? { username: input.username, email: input.email, password_hash: passwordHash } : undefined,
    );
    send(res, await startPayment(ctx, payment, provider), 201);
  };

  const limit = ctx.limits.perAddress('signup');
  const user = optionalUser(ctx);
  r.post('/register', limit, user, register(false));
  r.put('/userregister', limit, user, register(false));
  r.post('/payment/createEpochInvoice', limit, user, register(true));

  // Provider -> server. The raw body is what is signed.
  r.post('/payment/postback', async (req, res) => {
    const raw = (req as Request & { rawBody?: Buffer }).rawBody ?? Buffer.from('');
    const outcome = await handlePostback(ctx, raw, req.header('x-signature'));
    send(res, { outcome });
  });

  r.get('/getPaymentByToken/:token', ctx.limits.perAddress('paymentLookup'), async (req, res) => {
    const p = await paymentStatus(ctx, String(req.params.token));
    if (!p) throw notFound('Payment');
    send(res, p);
  });

  r.get('/payment/mypayment', requireUser(ctx), async (req, res) => {
    const rows = await memberPayments(ctx, req.user!.id);
    const data = rows.map((p) => ({ id: p.id, status: p.status, amount: p.amount, currency: p.currency, ...(p.paid_at ? { paid: p.paid_at } : {}), for: p.name, via: p.provider, created_at: p.created_at }));
    sendList(res, data, data.length);
  });

  // Staff verify gift-card payments; approval goes through the same idempotent path as postbacks.
  r.post('/payment/:id/verify', staff, async (req, res) => {
    const { approve } = body(req, VoucherDecisionBody);
    const payment = await paymentById(ctx, idParam(req));
    if (!payment) throw notFound('Payment');
    const { raw, signature } = signedPostback(ctx, payment, approve ? 'approved' : 'declined', `staff-verify-${payment.id}`);
    send(res, { outcome: await handlePostback(ctx, raw, signature) });
  });

  if (ctx.env.PAYMENT_SANDBOX) mountSandbox(ctx, r);
  return r;
}

/** The sandbox's hosted pages, standing in for the provider's own site. */
function mountSandbox(ctx: AppContext, r: Router) {
  const find = async (token: string) => {
    const p = await paymentWithPlan(ctx, token);
    if (!p) throw notFound('Payment');
    return p;
  };

  r.get('/payment/sandbox/join/:token', async (req, res) => {
    const p = await find(String(req.params.token));
    res.setHeader('Cache-Control', 'no-store');
    res.type('html').send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Sandbox payment</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}button{font-size:1rem;padding:.6rem 1.2rem;margin-right:.5rem}</style></head>
<body><h1>Sandbox payment provider</h1><p>No real money moves here.</p>
<p>Plan: <strong>${esc(p.plan)}</strong><br>Amount: <strong>${p.amount.toFixed(2)} ${esc(p.currency)}</strong><br>Account: ${esc(p.username)} (${esc(p.email)})<br>Method: ${esc(p.provider)}</p>
${p.status === 'pending' ? `<form method="post" action="/api/payment/sandbox/join/${esc(p.token)}"><button name="decision" value="approve">Approve payment</button><button name="decision" value="decline">Decline</button></form>` : `<p>This payment is ${esc(p.status)}.</p>`}
</body></html>`);
  });

  r.post('/payment/sandbox/join/:token', express.urlencoded({ extended: false, limit: '2kb' }), async (req, res) => {
    const p = await find(String(req.params.token));
    const approve = (req.body as { decision?: string })?.decision === 'approve';
    const { raw, signature } = signedPostback(ctx, p, approve ? 'approved' : 'declined');
    const outcome = await handlePostback(ctx, raw, signature);
    res.redirect(303, outcome === 'approved' ? `/signupSuccess?x_ans_token=${encodeURIComponent(p.token)}` : '/signupDenial');
  });

  r.post('/payment/sandbox/bitcoin/:token/pay', async (req, res) => {
    const p = await find(String(req.params.token));
    if (p.provider !== 'bitcoin') throw new HttpError(422, 'not_bitcoin', 'Not a bitcoin invoice');
    const { raw, signature } = signedPostback(ctx, p, 'approved');
    send(res, { outcome: await handlePostback(ctx, raw, signature) });
  });
}
