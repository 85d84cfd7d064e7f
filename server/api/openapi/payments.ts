// Signup and payments: existence checks, starting a payment, provider notifications, payment lookups,
// staff verification of gift cards. The sandbox's emulators live outside /api (/sandbox/epoch,
// /sandbox/btcpay) and speak their providers' own formats, so they are not part of this document.
import * as M from '../../../schemas/api/membership';
import * as R from '../../../schemas/api/requests';
import * as A from '../../../schemas/api/affiliates';
import { Type } from '@sinclair/typebox';
import { list, type Area, type Op } from './operation';

const start = (method: Op['method'], path: string, summary: string): Op => ({
  method, path, summary, auth: 'optional', body: R.SignupBody, data: M.SignupResult, status: 201, errors: [403, 409, 422],
});
// 409s of a start: user_exists (an account has the name), name_reserved (a signup that has not
// finished holds it), subscription_active, voucher_used; purchases: already_bought, purchase_pending.

export const paymentsArea: Area = {
  tag: {
    name: 'Signup and payments',
    description: 'A visitor signs up by starting a payment; a bearer token renews or upgrades that member instead. The account and subscription exist once the provider approves.',
  },
  ops: [
    { method: 'post', path: '/api/signup/userExists', summary: 'Is a username or email taken', body: R.UserExistsBody, data: M.UserExistsResult },
    start('post', '/api/register', 'Start a signup payment'),
    start('put', '/api/userregister', 'Start a signup payment (bitcoin returns an invoice)'),
    start('post', '/api/payment/createEpochInvoice', 'Start a card/PayPal payment'),
    {
      method: 'post',
      path: '/api/payment/notifications/{adapter}',
      summary:
        "A payment provider's notification (postback, webhook) in its own wire format, verified by the adapter named in the path (403 when its signature does not match). Answers the outcome of each event; 503 with Retry-After when an event names a payment or member not known yet, so the provider sends it again",
      params: { adapter: Type.String({ pattern: '^[A-Za-z]{1,32}$', description: 'epoch (card and PayPal), btcpay (bitcoin)' }) },
      data: M.NotificationOutcomes,
      errors: [403, 422, 503],
    },
    { method: 'get', path: '/api/getPaymentByToken/{token}', summary: 'Payment status by x_ans_token', data: M.PaymentLookup },
    {
      method: 'post',
      path: '/api/payment/abandon',
      summary:
        'The payer closed a bitcoin invoice: a pending payment with nothing paid on it ends (`failed`) and frees the username, email or update it held; one with money on its way stays `pending`; a decided one answers its status unchanged',
      body: R.AbandonPaymentBody,
      data: M.PaymentLookup,
      errors: [422],
    },
    {
      method: 'post',
      path: '/api/payment/{id}/refund',
      summary:
        'Staff (publishers): record a refund made outside the billers (a bitcoin refund issued in BTCPay Server, a gift card given back, one made in a biller\'s back office); to have the biller return the money use POST /api/staff/payments/{id}/refund. It shares that refund\'s claim (409 when the desk refunds it at the same time) and is in the audit log (payment.refund) with the optional reason. Access ends at once; the answer is the outcome (`refunded`, or `duplicate` the second time)',
      auth: 'staff',
      body: R.StaffRefundBody,
      data: Type.Object({ outcome: M.NotificationOutcome }),
      errors: [409, 422],
    },
    {
      method: 'get',
      path: '/api/payment/{id}/consent',
      summary: 'Staff: what the buyer agreed to at signup (the consent text as shown, its hash and version, price, period, first rebill, statement name, time and language)',
      auth: 'staff',
      data: M.PaymentConsent,
    },
    { method: 'post', path: '/api/payment/{id}/verify', summary: 'Staff: approve or decline a gift-card payment', body: R.VoucherDecisionBody, auth: 'staff', errors: [422] },
    {
      method: 'get',
      path: '/api/payments/affiliates',
      summary: 'Staff: per affiliate (the partner name: a click id before its last dash) and currency, the sales and rebills still paid in a period (the commission basis) and those refunded or charged back since',
      auth: 'staff',
      query: A.AffiliateReportQuery,
      data: list(A.AffiliateEarnings),
      paged: true,
    },
    {
      method: 'get',
      path: '/api/payments/attention',
      summary:
        'Staff: payments that took money the site could not honour and the provider did not refund (a name taken meanwhile, an update bought twice, a bitcoin invoice paid after it expired ...), oldest first, each with its reason',
      auth: 'staff',
      data: list(M.AttentionPayment),
      paged: true,
    },
    {
      method: 'post',
      path: '/api/payments/{id}/resolve',
      summary:
        'Staff: decide on a payment that waits for staff: `grant` gives what it paid for (409 cannot_grant when its name or update is still taken), `refund` returns the money through the biller where it has a refund call (Epoch; 502 provider_error when it refuses, nothing changed) and otherwise records the refund made in BTCPay Server or by hand, exactly once (409 when decided or claimed already); the reason is kept with who decided and in the audit log (payment.resolve), the payer is mailed. Publishers only',
      auth: 'staff',
      body: R.ResolvePaymentBody,
      data: M.PaymentResolution,
      errors: [409, 502],
    },
    {
      method: 'get',
      path: '/api/articles/{id}/quote',
      summary:
        "What buying this plan would do for the signed-in member: when its time starts (now, or when the time already paid for ends) and ends, and which renewing subscription it stops renewing; `allowed: false` with the signup's refusal for a recurring plan on top of a renewing one",
      auth: 'user',
      data: M.PlanQuote,
    },
    {
      method: 'get',
      path: '/api/payments/vouchers',
      summary: 'Staff: gift-card payments waiting for verification, each code flagged when another payment had it',
      auth: 'staff',
      data: list(M.VoucherPayment),
      paged: true,
    },
  ],
};
