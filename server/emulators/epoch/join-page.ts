// The emulated Epoch join page: clearly a sandbox, showing what is bought, for whom and how, with
// Approve and Decline. Every value is escaped; the join link's fields ride along as hidden inputs.
import { SANDBOX_LABEL } from '../../payments/sandbox';
import { PAYMENT_TYPE } from '../../billing/adapters/epoch/fields';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface JoinPageView {
  action: string;
  join: Record<string, string>;
  plan: string;
  amount: number;
  currency: string;
  username: string;
  email: string;
  /** pending: the buttons; anything else: where the payment ended. */
  status: string;
}

const page = (title: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(SANDBOX_LABEL)}: ${esc(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:30rem;margin:3rem auto;padding:0 1rem}button{font-size:1rem;padding:.6rem 1.2rem;margin-right:.5rem}.sandbox{background:#fff3cd;color:#3d2e00;border:2px dashed #8a6100;padding:.6rem 1rem;font-weight:700}</style></head>
<body><p class="sandbox" role="note">${esc(SANDBOX_LABEL)}</p>${body}</body></html>`;

export function joinPage(view: JoinPageView): string {
  const method = view.join.payment_type === PAYMENT_TYPE.paypal ? 'PayPal' : 'Credit card';
  const hidden = Object.entries(view.join)
    .map(([name, value]) => `<input type="hidden" name="${esc(name)}" value="${esc(value)}">`)
    .join('');
  const decide =
    view.status === 'pending'
      ? `<form method="post" action="${esc(view.action)}">${hidden}<button name="decision" value="approve">Approve payment</button><button name="decision" value="decline">Decline</button></form>`
      : `<p>This payment is ${esc(view.status)}.</p>`;
  return page(
    'Epoch join',
    `<h1>Epoch emulator</h1><p>This page stands in for Epoch's join page in development and demos. No real money moves here.</p>
<p>Plan: <strong>${esc(view.plan)}</strong><br>Amount: <strong>${esc(view.amount.toFixed(2))} ${esc(view.currency)}</strong><br>Account: ${esc(view.username)} (${esc(view.email)})<br>Method: ${esc(method)}</p>${decide}`,
  );
}

export const errorPage = (message: string) => page('Epoch join', `<h1>Epoch emulator</h1><p>${esc(message)}</p>`);
