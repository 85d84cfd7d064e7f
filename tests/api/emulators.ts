// The sandbox's provider emulators driven as a buyer's browser drives them (the Epoch join page and
// its form, the BTCPay checkout link), and Epoch-format notifications as a forger would send them to
// the site. The emulators' own suites (tests/unit/*-emulator.test.ts) cover their formats.
import { joinOutcome } from '../../server/emulators/epoch/postback';
import { signEpochFields } from '../../server/billing/adapters/epoch/digest';
import { EMULATOR_CO_CODE, EMULATOR_PATH, emulatorSecret } from '../../server/billing/adapters/epoch/settings';
import { btcpayWebhookBody } from '../../server/emulators/btcpay/webhooks';
import { btcpaySignature } from '../../server/billing/adapters/btcpay/signature';
import { EMULATOR_STORE_ID } from '../../server/emulators/btcpay/credentials';
import type { TestServer } from './harness';

type Answer = Awaited<ReturnType<TestServer['api']>>;

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

const unescape = (s: string) => s.replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code))).replace(/&amp;/g, '&');

/** The decision form of an Epoch emulator join page: where it posts and its hidden join fields. */
export function joinForm(html: string): { action: string; fields: Record<string, string> } | undefined {
  const form = /<form method="post" action="([^"]*)">([\s\S]*?)<\/form>/.exec(html);
  if (!form) return undefined;
  const fields: Record<string, string> = {};
  for (const input of form[2]!.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) fields[unescape(input[1]!)] = unescape(input[2]!);
  return { action: unescape(form[1]!), fields };
}

/** Opens the join page (the signup's redirectURL) and presses Approve or Decline, as the buyer would. */
export async function decideOnJoinPage(s: TestServer, redirectURL: string, decision: 'approve' | 'decline'): Promise<Answer & { page: Answer }> {
  const page = await s.api(redirectURL);
  if (page.status !== 200) return { ...page, page };
  const form = joinForm(String(page.body));
  if (!form) throw new Error(`The join page has no decision form:\n${String(page.body)}`);
  const posted = await s.api(form.action, { method: 'POST', body: new URLSearchParams({ ...form.fields, decision }).toString(), headers: FORM });
  return { ...posted, page };
}

/** A join link for any payment token, as someone who saw a card signup's link could write it. */
export const forgedJoinLink = (token: string, productCode = 'MONTH1') =>
  `${EMULATOR_PATH}/join?${new URLSearchParams({ co_code: EMULATOR_CO_CODE, pi_code: productCode, reseller: 'a', payment_type: 'CC', pi_returnurl: '/signupSuccess', x_ans_token: token })}`;

/** POSTs the join form straight away, without opening the page (a crafted form post). */
export const postJoinForm = (s: TestServer, joinLink: string, decision: 'approve' | 'decline') => {
  const url = new URL(joinLink, s.url);
  return s.api(url.pathname, { method: 'POST', body: new URLSearchParams({ ...Object.fromEntries(url.searchParams), decision }).toString(), headers: FORM });
};

/** The invoice page's Pay, as JSON: POST the invoice's payUrl (the BTCPay emulator's checkout page, a path on the site). */
export async function payInvoice(s: TestServer, payUrl: string): Promise<{ status: number; body: any }> {
  const res = await fetch(new URL(payUrl, s.url), { method: 'POST', redirect: 'manual' });
  const text = await res.text();
  try {
    return { status: res.status, body: JSON.parse(text) };
  } catch {
    return { status: res.status, body: text };
  }
}

/** The emulated Epoch's digest key on this site. */
export const epochDigestKey = (s: TestServer) => emulatorSecret(s.ctx.secrets.payment, 'digest-key');

/** An Epoch approval (or denial) postback for a payment, unsigned; `with` overrides fields. */
export function epochPostback(token: string, sale: { amount: number; currency?: string; approved?: boolean; paypal?: boolean; with?: Record<string, string> }): Record<string, string> {
  const { postback } = joinOutcome({
    approved: sale.approved ?? true,
    join: { co_code: EMULATOR_CO_CODE, pi_code: 'MONTH1', reseller: 'a', payment_type: sale.paypal ? 'PP' : 'CC', x_ans_token: token },
    amount: sale.amount,
    currency: sale.currency ?? 'USD',
    username: 'someone',
    email: 'someone@example.test',
  });
  return { ...postback, ...sale.with };
}

/** POSTs form fields to the site's Epoch notification URL; `key` signs them (none: sent unsigned). */
export const sendToEpochUrl = (s: TestServer, fields: Record<string, string>, key?: string) =>
  s.api('/api/payment/notifications/epoch', { method: 'POST', body: new URLSearchParams(key === undefined ? fields : signEpochFields(fields, key)).toString(), headers: FORM });

/** A BTCPay InvoiceSettled webhook for a payment, signed with `secret` (none: no BTCPay-Sig). */
export function sendBtcpaySettled(s: TestServer, token: string, secret?: string) {
  const raw = JSON.stringify(btcpayWebhookBody('InvoiceSettled', { invoiceId: 'ForgedInvoice000000000', storeId: EMULATOR_STORE_ID, paymentToken: token }, { manuallyMarked: false, overPaid: false }));
  return s.api('/api/payment/notifications/btcpay', { method: 'POST', body: raw, headers: { 'content-type': 'application/json', ...(secret === undefined ? {} : { 'BTCPay-Sig': btcpaySignature(raw, secret) }) } });
}
