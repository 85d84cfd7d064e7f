// The emulator's checkout page per invoice, in place of BTCPay's: labelled sandbox, the amount in
// BTC at the emulated rate, the address, a countdown to expiry, "Pay" and "Let it expire" ("Pay
// late" once it expired: BTCPay then reports a payment after expiration), and the
// webhooks sent so far. The countdown script is a file of its own: the site's CSP allows no
// inline script.
import { SANDBOX_LABEL } from '../../payments/sandbox';
import type { EmulatedInvoice } from './invoices';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STATUS_TEXT: Record<string, string> = {
  New: 'Waiting for payment',
  Processing: 'Payment received, waiting for confirmation',
  Settled: 'Paid',
  Expired: 'Expired',
  Invalid: 'Invalid',
};

export const COUNTDOWN_SCRIPT = `(function () {
  var el = document.getElementById('countdown');
  if (!el) return;
  var end = Number(el.getAttribute('data-expires')) * 1000;
  function tick() {
    var left = Math.max(0, Math.round((end - Date.now()) / 1000));
    el.textContent = Math.floor(left / 60) + ':' + String(left % 60).padStart(2, '0');
    if (left > 0) setTimeout(tick, 1000);
    else setTimeout(function () { location.reload(); }, 1500);
  }
  tick();
})();
`;

export function checkoutPage(invoice: EmulatedInvoice, base: string, nowSeconds: number): string {
  const action = (what: string) => `${base}/i/${esc(invoice.id)}${what}`;
  const left = Math.max(0, invoice.expirationTime - nowSeconds);
  const status = invoice.additionalStatus === 'PaidLate' ? 'Expired (paid late): the payment arrived after the invoice expired' : (STATUS_TEXT[invoice.status] ?? invoice.status);
  let actions = '';
  if (invoice.status === 'New') {
    actions = `<p>Time left: <strong id="countdown" data-expires="${invoice.expirationTime}">${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}</strong></p>
<form method="post" action="${action('/pay')}"><button>Pay</button></form><form method="post" action="${action('/expire')}"><button>Let it expire</button></form>`;
  } else if (invoice.status === 'Expired' && invoice.additionalStatus === 'None') {
    actions = `<p>This invoice expired. Bitcoin cannot stop a payment to its address: try paying it late to see what BTCPay Server tells the site.</p><form method="post" action="${action('/pay')}"><button>Pay late</button></form>`;
  }
  const back = invoice.checkout.redirectURL && invoice.status === 'Settled' ? `<p><a href="${esc(invoice.checkout.redirectURL)}">Return to the site</a></p>` : '';
  const deliveries = invoice.deliveries.length
    ? `<h2>Webhooks sent</h2><ul>${invoice.deliveries.map((d) => `<li>${esc(d.type)}${d.isRedelivery ? ' (redelivery)' : ''}: ${d.status === null ? 'sending' : d.status === 0 ? 'site unreachable' : `HTTP ${d.status}`}</li>`).join('')}</ul>`
    : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${SANDBOX_LABEL}: bitcoin invoice</title>
<style>body{font-family:system-ui,sans-serif;max-width:30rem;margin:3rem auto;padding:0 1rem}form{display:inline-block;margin-right:.5rem}button{font-size:1rem;padding:.6rem 1.2rem}code{word-break:break-all}.sandbox{background:#fff3cd;color:#3d2e00;border:2px dashed #8a6100;padding:.6rem 1rem;font-weight:700}</style></head>
<body><p class="sandbox" role="note">${SANDBOX_LABEL}</p><h1>BTCPay Server emulator</h1>
<p>This page stands in for a BTCPay Server checkout in development and demos. No real bitcoin moves here.</p>
<p>Invoice <code>${esc(invoice.id)}</code>${invoice.metadata.itemDesc ? `<br>${esc(String(invoice.metadata.itemDesc))}` : ''}</p>
<p>Amount: <strong>${esc(invoice.amountBtc)} BTC</strong> (${esc(invoice.amount)} ${esc(invoice.currency)} at ${invoice.rate} ${esc(invoice.currency)}/BTC)<br>Address: <code>${esc(invoice.address)}</code></p>
<p role="status">Status: <strong>${esc(status)}</strong></p>
${actions}${back}${deliveries}
<script src="${base}/checkout.js"></script></body></html>`;
}
