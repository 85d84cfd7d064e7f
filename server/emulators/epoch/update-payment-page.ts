// The emulated Epoch's "update payment info" page (see the Epoch adapter's header for what we
// assume of the real one): the member enters a test card, the emulator charges the period that
// failed and sends the rebill record, then links back to the site's payment page.
import { SANDBOX_LABEL } from '../../payments/sandbox';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A card number the emulator declines, to try the failure path. */
export const EMULATOR_DECLINED_CARD = '4000000000000002';

const page = (body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(SANDBOX_LABEL)}: Epoch update payment info</title>
<style>body{font-family:system-ui,sans-serif;max-width:30rem;margin:3rem auto;padding:0 1rem}label{display:block;margin:.8rem 0 .3rem}input{font-size:1rem;padding:.4rem;width:100%;box-sizing:border-box}button{font-size:1rem;padding:.6rem 1.2rem;margin-top:1rem}.sandbox{background:#fff3cd;color:#3d2e00;border:2px dashed #8a6100;padding:.6rem 1rem;font-weight:700}</style></head>
<body><p class="sandbox" role="note">${esc(SANDBOX_LABEL)}</p><h1>Epoch emulator: update payment info</h1>${body}</body></html>`;

export interface UpdatePaymentView {
  action: string;
  memberId: string;
  amount: number;
  currency: string;
  username: string;
  error?: string;
}

export function updatePaymentPage(view: UpdatePaymentView): string {
  return page(`<p>This page stands in for Epoch's billing support page where a member updates the card of a membership. No real money moves here.</p>
<p>Member ID: <strong>${esc(view.memberId)}</strong> (${esc(view.username)})<br>Next charge: <strong>${esc(view.amount.toFixed(2))} ${esc(view.currency)}</strong>, taken as soon as the card is saved.</p>
${view.error ? `<p role="alert"><strong>${esc(view.error)}</strong></p>` : ''}
<form method="post" action="${esc(view.action)}"><input type="hidden" name="member_id" value="${esc(view.memberId)}">
<label for="card">Card number (any test number; ${EMULATOR_DECLINED_CARD} is declined)</label><input id="card" name="card_number" inputmode="numeric" autocomplete="off" value="4111111111111111" required>
<button type="submit">Save card and pay</button></form>`);
}

export const updatedPage = (returnUrl: string) =>
  page(`<p role="status">Your card was updated and the payment went through.</p><p><a href="${esc(returnUrl)}">Back to the site</a></p>`);

export const updateErrorPage = (message: string) => page(`<p>${esc(message)}</p>`);
