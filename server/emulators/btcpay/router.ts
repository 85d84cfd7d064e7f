// The sandbox's BTCPay Server emulator, mounted at /sandbox/btcpay only while the sandbox is on
// (never in production mode nor with PAYMENT_SANDBOX=0). It speaks the Greenfield subset the
// bitcoin adapter calls (create invoice with the API key checked, get invoice, get invoice payment
// methods), serves a checkout page per invoice, and sends signed webhooks over real HTTP to the
// site that created the invoice, redelivering failed ones like BTCPay does. `POST <checkoutLink>`
// pays the invoice and answers JSON, for the signup UI's sandbox and for tests.
import crypto from 'node:crypto';
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { Value } from '@sinclair/typebox/value';
import type { AppContext } from '../../context';
import { HttpError } from '../../http-error';
import { CreateInvoiceRequest } from '../../billing/adapters/btcpay/wire';
import { emulatorCredentials } from './credentials';
import { EMULATED_BTC_RATES, EmulatedInvoices, type EmulatedInvoice } from './invoices';
import { checkoutPage, COUNTDOWN_SCRIPT } from './checkout-page';
import { redeliveryOf, sendBtcpayWebhook, type WebhookBody } from './webhooks';

export interface BtcpayEmulatorOptions {
  /** Waits before each automatic redelivery of a failed webhook (BTCPay: 10 s, 1 min, 10 min). */
  redeliveryDelaysMs?: number[];
  /**
   * Whether the site takes bitcoin right now (default: always). Unlike a real BTCPay Server, the
   * sandbox is part of the site: it takes no payment for a method the operator switched off.
   */
  bitcoinActive?: () => Promise<boolean>;
}

/** A Greenfield error: `{ code, message }` like BTCPay's, or its list of validation errors. */
class GreenfieldError extends Error {
  constructor(
    public status: number,
    public body: unknown,
  ) {
    super(`greenfield ${status}`);
  }
}

const sameSecret = (given: string, expected: string) => crypto.timingSafeEqual(crypto.createHash('sha256').update(given).digest(), crypto.createHash('sha256').update(expected).digest());

export function btcpayEmulatorRouter(ctx: Pick<AppContext, 'secrets' | 'now' | 'logger'>, options: BtcpayEmulatorOptions = {}): Router {
  const credentials = emulatorCredentials(ctx.secrets.payment);
  const now = () => new Date(ctx.now());
  const invoices = new EmulatedInvoices(now);
  const delays = options.redeliveryDelaysMs ?? [10_000, 60_000, 600_000];
  const r = Router();

  /** Sends one delivery; a failure is redelivered later, as a new delivery of the same event. */
  const attempt = async (invoice: EmulatedInvoice, body: WebhookBody, tries: number): Promise<void> => {
    const record = { deliveryId: body.deliveryId, type: body.type, isRedelivery: body.isRedelivery, status: null as number | null };
    invoice.deliveries.push(record);
    const result = await sendBtcpayWebhook(invoice.siteOrigin, body, credentials.webhookSecret);
    record.status = result.status;
    if (result.ok) return;
    ctx.logger.warn({ invoiceId: invoice.id, type: body.type, status: result.status, error: result.error }, 'btcpay emulator: webhook delivery failed');
    const delay = delays[tries];
    if (delay !== undefined) setTimeout(() => void attempt(invoice, redeliveryOf(body), tries + 1), delay).unref();
  };
  /** In order, each first delivery awaited, as BTCPay sends one webhook's events. */
  const deliver = async (invoice: EmulatedInvoice, bodies: WebhookBody[]) => {
    for (const body of bodies) await attempt(invoice, body, 0);
  };

  const scheduleExpiry = (invoice: EmulatedInvoice) => {
    const ms = invoice.expirationTime * 1000 - now().getTime();
    setTimeout(() => void deliver(invoice, invoices.expire(invoice)), Math.max(0, ms)).unref();
  };

  // --- Greenfield API -------------------------------------------------------------------------
  const authorized = (req: Request, _res: Response, next: NextFunction) => {
    const header = req.get('authorization') ?? '';
    const key = /^token\s+(\S+)$/i.exec(header)?.[1];
    if (!key || !sameSecret(key, credentials.apiKey)) throw new GreenfieldError(401, { code: 'unauthenticated', message: 'Authentication is required for accessing this endpoint' });
    if (req.params.storeId !== credentials.storeId) throw new GreenfieldError(403, { code: 'missing-permission', message: 'Insufficient API Permissions. Please use an API key with permission "btcpay.store.canviewinvoices" or "btcpay.store.cancreateinvoice" for this store.' });
    next();
  };
  const invoiceOf = (req: Request) => {
    const invoice = invoices.get(String(req.params.invoiceId));
    if (!invoice) throw new GreenfieldError(404, { code: 'invoice-not-found', message: 'The invoice was not found' });
    return invoice;
  };
  const invoiceData = (invoice: EmulatedInvoice) => ({
    id: invoice.id,
    storeId: invoice.storeId,
    amount: invoice.amount,
    currency: invoice.currency,
    type: 'Standard',
    checkoutLink: invoice.checkoutLink,
    createdTime: invoice.createdTime,
    expirationTime: invoice.expirationTime,
    monitoringExpiration: invoice.expirationTime + 24 * 3600,
    status: invoice.status,
    additionalStatus: invoice.additionalStatus,
    availableStatusesForManualMarking: [],
    archived: false,
    metadata: invoice.metadata,
    checkout: invoice.checkout,
  });

  r.post('/api/v1/stores/:storeId/invoices', authorized, express.json({ limit: '16kb' }), (req, res) => {
    if (!Value.Check(CreateInvoiceRequest, req.body)) {
      const errors = [...Value.Errors(CreateInvoiceRequest, req.body)].slice(0, 10).map((e) => ({ path: e.path.replace(/^\//, '').replace(/\//g, '.'), message: e.message }));
      throw new GreenfieldError(422, errors);
    }
    if (!EMULATED_BTC_RATES[req.body.currency.toUpperCase()]) throw new GreenfieldError(422, [{ path: 'currency', message: `The emulator has no BTC rate for ${req.body.currency} (it knows ${Object.keys(EMULATED_BTC_RATES).join(', ')})` }]);
    const siteOrigin = `${req.protocol}://${req.get('host')}`;
    const invoice = invoices.create(credentials.storeId, req.body, { checkoutBase: `${siteOrigin}${req.baseUrl}`, siteOrigin });
    scheduleExpiry(invoice);
    res.json(invoiceData(invoice));
  });

  r.get('/api/v1/stores/:storeId/invoices/:invoiceId', authorized, (req, res) => {
    res.json(invoiceData(invoiceOf(req)));
  });

  r.get('/api/v1/stores/:storeId/invoices/:invoiceId/payment-methods', authorized, (req, res) => {
    const invoice = invoiceOf(req);
    const paid = invoice.status === 'Settled' || invoice.additionalStatus === 'PaidLate' ? invoice.amountBtc : '0';
    res.json([
      {
        paymentMethodId: 'BTC-CHAIN',
        currency: 'BTC',
        destination: invoice.address,
        paymentLink: `bitcoin:${invoice.address}?amount=${invoice.amountBtc}`,
        rate: invoice.rate.toFixed(2),
        paymentMethodPaid: paid,
        totalPaid: paid,
        due: paid === '0' ? invoice.amountBtc : '0',
        amount: invoice.amountBtc,
        paymentMethodFee: '0',
        payments: [],
        activated: true,
        additionalData: {},
      },
    ]);
  });

  // --- Checkout ---------------------------------------------------------------------------------
  const pageInvoice = (req: Request) => {
    const invoice = invoices.get(String(req.params.invoiceId));
    if (!invoice) throw new HttpError(404, 'not_found', 'No such invoice: the sandbox keeps invoices in memory, so a restart forgets them');
    return invoice;
  };
  /** The invoice to pay, refused while the site has bitcoin switched off. */
  const payableInvoice = async (req: Request) => {
    const invoice = pageInvoice(req);
    if (options.bitcoinActive && !(await options.bitcoinActive())) throw new HttpError(422, 'provider_unavailable', 'Bitcoin is switched off on this site: the sandbox takes no payment for it');
    return invoice;
  };

  r.get('/checkout.js', (_req, res) => {
    res.type('application/javascript').setHeader('Cache-Control', 'no-store');
    res.send(COUNTDOWN_SCRIPT);
  });

  r.get('/i/:invoiceId', (req, res) => {
    const invoice = pageInvoice(req);
    res.setHeader('Cache-Control', 'no-store');
    res.type('html').send(checkoutPage(invoice, req.baseUrl, Math.floor(now().getTime() / 1000)));
  });

  /** The checkout link itself, POSTed: pay now and answer what happened, once the site has been told. */
  r.post('/i/:invoiceId', async (req, res) => {
    let invoice: EmulatedInvoice;
    try {
      invoice = await payableInvoice(req);
    } catch (err) {
      // Its answers are JSON: so are its refusals.
      if (!(err instanceof HttpError)) throw err;
      res.status(err.status).json({ error: { code: err.code, message: err.message } });
      return;
    }
    const { outcome, webhooks } = invoices.pay(invoice);
    await deliver(invoice, webhooks);
    res.setHeader('Cache-Control', 'no-store');
    res.json({ data: { outcome, status: invoice.status, additionalStatus: invoice.additionalStatus, deliveries: invoice.deliveries } });
  });

  r.post('/i/:invoiceId/pay', async (req, res) => {
    const invoice = await payableInvoice(req);
    await deliver(invoice, invoices.pay(invoice).webhooks);
    res.redirect(303, `${req.baseUrl}/i/${invoice.id}`);
  });

  r.post('/i/:invoiceId/expire', async (req, res) => {
    const invoice = pageInvoice(req);
    await deliver(invoice, invoices.expire(invoice));
    res.redirect(303, `${req.baseUrl}/i/${invoice.id}`);
  });

  // Greenfield errors answer JSON like BTCPay; the checkout's errors go on to the site's pages.
  r.use((err: unknown, req: Request, res: Response, next: NextFunction) => {
    if (err instanceof GreenfieldError) {
      res.status(err.status).json(err.body);
      return;
    }
    if (req.path.startsWith('/api/') && (err as { type?: unknown }).type === 'entity.parse.failed') {
      res.status(400).json({ code: 'invalid-json', message: 'The request body is not valid JSON' });
      return;
    }
    next(err);
  });

  return r;
}
