// The `bitcoin` provider on BTCPay Server (Greenfield API v1 and its webhooks).
//
// Documented fields relied on:
// - Create a new invoice (POST /api/v1/stores/{storeId}/invoices, `Authorization: token <key>`):
//   we send amount (decimal string), currency, metadata.orderId (our payment token x_ans_token),
//   metadata.itemDesc, checkout.expirationMinutes, checkout.redirectURL,
//   checkout.redirectAutomatically, checkout.defaultLanguage, checkout.lazyPaymentMethods=false
//   (so the address exists at once); we read id, checkoutLink, expirationTime (Unix seconds).
// - Get invoice payment methods (GET .../invoices/{invoiceId}/payment-methods): the on-chain
//   method's destination (the address) and amount (the invoice amount in BTC at its rate).
// - Webhooks: the BTCPay-Sig header (`sha256=` + hex HMAC-SHA256 of the raw body with the webhook
//   secret); deliveryId, originalDeliveryId, isRedelivery, type, timestamp, storeId, invoiceId,
//   metadata.orderId; InvoiceSettled.manuallyMarked. See webhook.ts for the mapping and why.
//
// Bitcoin has no rebills, cancellations or chargebacks: nothing is charged again (a renewal is a
// new invoice, a new sale), so there is no `cancel`, and a bitcoin payment cannot be reversed by a
// bank. A refund is made by the operator in BTCPay Server (invoice, Issue refund: a pull payment
// the buyer claims) and BTCPay sends no invoice webhook for it; staff record the refund on this
// site, which ends access like any refund.
import type { IncomingNotification, ProviderAdapter, StartRequest, StartResult } from '../../adapter';
import { HttpError } from '../../../http-error';
import type { BtcpaySettings } from './settings';
import { EMULATOR_MOUNT } from '../../../emulators/btcpay/credentials';
import { createInvoice, getInvoice, onChainPaymentMethod, type GreenfieldTarget } from './greenfield-client';
import { verifyBtcpaySignature } from './signature';
import { btcpayWebhookEvents } from './webhook';
import { BTCPAY_SIG_HEADER } from './wire';

/** `de_DE` -> `de-DE`, the language code BTCPay's checkout takes. */
const bcp47 = (locale: string) => locale.replace('_', '-');

const origin = (url: string) => url.replace(/\/+$/, '');

/**
 * The emulator's checkout page as a path on the site: the adapter reaches the emulator over
 * loopback, an address that means the visitor's own machine in the visitor's browser.
 */
const sitePath = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

export function createBtcpayAdapter(settings: BtcpaySettings): ProviderAdapter {
  const target = (siteUrl: string): GreenfieldTarget => ({
    url: settings.url ?? `${origin(siteUrl)}${EMULATOR_MOUNT}`,
    storeId: settings.storeId,
    apiKey: settings.apiKey,
  });

  return {
    name: 'btcpay',

    async start(request: StartRequest): Promise<StartResult> {
      const { payment } = request;
      const store = target(request.siteUrl);
      const invoice = await createInvoice(store, {
        amount: payment.amount.toFixed(2),
        currency: payment.currency,
        metadata: { orderId: payment.token, itemDesc: request.description },
        checkout: {
          expirationMinutes: settings.expirationMinutes,
          redirectURL: `${origin(request.siteUrl)}/signupSuccess?x_ans_token=${encodeURIComponent(payment.token)}`,
          redirectAutomatically: true,
          defaultLanguage: bcp47(request.locale),
          lazyPaymentMethods: false,
        },
      });
      const method = await onChainPaymentMethod(store, invoice.id);
      return {
        status: 'pending',
        providerTransactionId: invoice.id,
        invoice: {
          address: method.destination,
          amountBtc: method.amount,
          amountUsd: payment.amount,
          expiresAt: new Date(invoice.expirationTime * 1000).toISOString(),
          payUrl: settings.emulated ? sitePath(invoice.checkoutLink) : invoice.checkoutLink,
        },
        ...(settings.emulated ? { sandbox: true } : {}),
      };
    },

    // New with no payment seen (additionalStatus None): once a transfer is seen the invoice is
    // Processing, or New with PaidPartial, and the payment must wait for BTCPay's answer.
    async nothingPaid(payment, siteUrl) {
      if (!payment.provider_transaction_id) return true;
      const invoice = await getInvoice(target(siteUrl), payment.provider_transaction_id);
      return invoice.status === 'New' && (invoice.additionalStatus ?? 'None') === 'None';
    },

    parseNotification(incoming: IncomingNotification) {
      // Node lower-cases header names; a caller passing them as sent is read the same.
      const name = Object.keys(incoming.headers).find((key) => key.toLowerCase() === BTCPAY_SIG_HEADER.toLowerCase());
      const header = name === undefined ? undefined : incoming.headers[name];
      if (!verifyBtcpaySignature(incoming.raw, header, settings.webhookSecret)) throw new HttpError(403, 'invalid_signature', 'The BTCPay-Sig signature does not match this body');
      return btcpayWebhookEvents(incoming.raw, settings.storeId);
    },
  };
}
