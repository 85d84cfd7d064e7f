// The payment sandbox's hosted pages, standing in for the card and PayPal provider's join page and
// for the bitcoin network paying an invoice. A development and demo tool: not mounted at all in
// production mode or with PAYMENT_SANDBOX=0, and every page says it moves no real money. It decides
// only pending payments of the provider it stands in for, while that endpoint is active: a gift
// card (staff verify those) or a payment of another provider is refused whatever the browser posts.
import express, { Router } from 'express';
import type { AppContext } from '../context';
import { HttpError, notFound, send } from './http';
import { endpointActive } from '../payments/pending-payment';
import { applyNotification } from '../billing/lifecycle';
import { sandboxSaleEvent } from '../billing/adapters/sandbox';
import { SANDBOX_LABEL, sandboxEnabled } from '../payments/sandbox';
import { isRedirectProvider } from '../../shared/payment-providers';
import { paymentWithPlan } from '../queries/payments';
import { body } from './validate';
import { SandboxDecisionBody } from '../../schemas/api/requests';
import type { PaymentProviderId } from '../../schemas/payment-providers';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

type SandboxPayment = NonNullable<Awaited<ReturnType<typeof paymentWithPlan>>>;

function joinPage(p: SandboxPayment) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${SANDBOX_LABEL}: payment</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}button{font-size:1rem;padding:.6rem 1.2rem;margin-right:.5rem}.sandbox{background:#fff3cd;color:#3d2e00;border:2px dashed #8a6100;padding:.6rem 1rem;font-weight:700}</style></head>
<body><p class="sandbox" role="note">${SANDBOX_LABEL}</p><h1>Sandbox payment provider</h1><p>This page stands in for the payment provider in development and demos. No real money moves here.</p>
<p>Plan: <strong>${esc(p.plan)}</strong><br>Amount: <strong>${p.amount.toFixed(2)} ${esc(p.currency)}</strong><br>Account: ${esc(p.username)} (${esc(p.email)})<br>Method: ${esc(p.provider)}</p>
${p.status === 'pending' ? `<form method="post" action="/api/payment/sandbox/join/${esc(p.token)}"><button name="decision" value="approve">Approve payment</button><button name="decision" value="decline">Decline</button></form>` : `<p>This payment is ${esc(p.status)}.</p>`}
</body></html>`;
}

/** The sandbox's routes, or null where it must not exist (production mode, PAYMENT_SANDBOX=0). */
export function sandboxRouter(ctx: AppContext): Router | null {
  if (!sandboxEnabled(ctx.env)) return null;
  const r = Router();

  /** The payment behind a sandbox page, refused unless the page stands in for its provider right now. */
  const find = async (token: string, standsInFor: (provider: string) => boolean, refusal: string) => {
    const p = await paymentWithPlan(ctx, token);
    if (!p) throw notFound('Payment');
    if (!standsInFor(p.provider)) throw new HttpError(422, 'not_sandbox_payment', refusal);
    const config = await ctx.configs.active();
    if (!endpointActive(config, p.provider)) throw new HttpError(422, 'provider_unavailable', 'This payment method is switched off');
    // A real adapter registered for this provider decides its payments, not the sandbox.
    if (ctx.billing.adapterFor(p.provider as PaymentProviderId, { config, env: ctx.env })?.name !== 'sandbox') throw new HttpError(422, 'not_sandbox_payment', refusal);
    return p;
  };

  /** The sandbox's decision, applied like any provider's sale notification (and logged with it). */
  const decide = async (p: SandboxPayment, approve: boolean) => {
    const provider = p.provider as PaymentProviderId;
    const event = sandboxSaleEvent(p, approve);
    const raw = JSON.stringify({ sandbox: approve ? 'approve' : 'decline', x_ans_token: p.token });
    const [applied] = await applyNotification(ctx, provider, { provider, events: [event] }, { raw, contentType: 'application/json' });
    return applied!.outcome;
  };
  const joinable = (token: string) => find(token, isRedirectProvider, 'The sandbox join page takes card and PayPal payments only');

  r.get('/payment/sandbox/join/:token', async (req, res) => {
    const p = await joinable(String(req.params.token));
    res.setHeader('Cache-Control', 'no-store');
    res.type('html').send(joinPage(p));
  });

  r.post('/payment/sandbox/join/:token', express.urlencoded({ extended: false, limit: '2kb' }), async (req, res) => {
    const p = await joinable(String(req.params.token));
    // Only a pending payment is decided here; a finished one just shows where it ended.
    let outcome: string = p.status;
    if (p.status === 'pending') {
      const { decision } = body(req, SandboxDecisionBody);
      outcome = await decide(p, decision === 'approve');
    }
    res.redirect(303, outcome === 'approved' ? `/signupSuccess?x_ans_token=${encodeURIComponent(p.token)}` : '/signupDenial');
  });

  r.post('/payment/sandbox/bitcoin/:token/pay', async (req, res) => {
    const p = await find(String(req.params.token), (provider) => provider === 'bitcoin', 'Not a bitcoin invoice');
    if (p.status !== 'pending') {
      send(res, { outcome: 'unchanged' });
      return;
    }
    send(res, { outcome: await decide(p, true) });
  });

  return r;
}
