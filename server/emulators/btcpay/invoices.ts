// The emulator's invoices, in memory (a demo and test tool: one process, forgotten on restart),
// and the state changes a real BTCPay Server goes through, each with the webhooks it sends:
// paid in time -> InvoiceReceivedPayment, InvoiceProcessing, InvoicePaymentSettled, InvoiceSettled;
// expiry -> InvoiceExpired; paid after expiry -> the invoice stays Expired with additionalStatus
// PaidLate, and only InvoiceReceivedPayment and InvoicePaymentSettled (afterExpiration: true) go out.
import crypto from 'node:crypto';
import type { CreateInvoiceRequest, InvoiceAdditionalStatus, InvoiceStatus } from '../../billing/adapters/btcpay/wire';
import { btcpayId, btcpayWebhookBody, type WebhookBody, type WebhookTarget } from './webhooks';

/** Fixed emulated exchange rates (fiat per BTC); a currency without one is refused like BTCPay does. */
export const EMULATED_BTC_RATES: Readonly<Record<string, number>> = { USD: 90_000, EUR: 83_000, GBP: 71_000 };

const MAX_INVOICES = 2000;

export interface EmulatedDelivery {
  deliveryId: string;
  type: string;
  isRedelivery: boolean;
  /** The site's HTTP answer; 0 when unreachable, null while in flight. */
  status: number | null;
}

export interface EmulatedInvoice {
  id: string;
  storeId: string;
  amount: string;
  currency: string;
  metadata: CreateInvoiceRequest['metadata'];
  checkout: NonNullable<CreateInvoiceRequest['checkout']>;
  createdTime: number;
  expirationTime: number;
  status: InvoiceStatus;
  additionalStatus: InvoiceAdditionalStatus;
  rate: number;
  amountBtc: string;
  address: string;
  checkoutLink: string;
  /** Where its webhooks go: the origin of the site that created it. */
  siteOrigin: string;
  deliveries: EmulatedDelivery[];
}

export type PayOutcome = 'settled' | 'paidLate' | 'unchanged';

export class EmulatedInvoices {
  private invoices = new Map<string, EmulatedInvoice>();

  constructor(private now: () => Date) {}

  create(storeId: string, request: CreateInvoiceRequest, where: { checkoutBase: string; siteOrigin: string }): EmulatedInvoice {
    const rate = EMULATED_BTC_RATES[request.currency.toUpperCase()];
    if (!rate) throw new Error(`no rate for ${request.currency}`);
    const id = btcpayId();
    const created = Math.floor(this.now().getTime() / 1000);
    const invoice: EmulatedInvoice = {
      id,
      storeId,
      amount: request.amount,
      currency: request.currency.toUpperCase(),
      metadata: request.metadata,
      checkout: request.checkout ?? {},
      createdTime: created,
      expirationTime: created + Math.round((request.checkout?.expirationMinutes ?? 15) * 60),
      status: 'New',
      additionalStatus: 'None',
      rate,
      amountBtc: (Number(request.amount) / rate).toFixed(8),
      // A testnet-looking address: never a real one, so nobody sends real coins to it.
      address: `tb1q${crypto.createHash('sha256').update(id).digest('hex').slice(0, 38)}`,
      checkoutLink: `${where.checkoutBase}/i/${id}`,
      siteOrigin: where.siteOrigin,
      deliveries: [],
    };
    this.invoices.set(id, invoice);
    // Oldest first out: the map keeps insertion order.
    if (this.invoices.size > MAX_INVOICES) this.invoices.delete(this.invoices.keys().next().value as string);
    return invoice;
  }

  get(id: string): EmulatedInvoice | undefined {
    return this.invoices.get(id);
  }

  /** The invoice's fields a webhook repeats. */
  target(invoice: EmulatedInvoice): WebhookTarget {
    return { invoiceId: invoice.id, storeId: invoice.storeId, paymentToken: invoice.metadata.orderId, metadata: invoice.metadata };
  }

  private isPastExpiry = (invoice: EmulatedInvoice) => this.now().getTime() >= invoice.expirationTime * 1000;

  /** Expiry of an unpaid invoice: InvoiceExpired. Nothing for an invoice already paid or ended. */
  expire(invoice: EmulatedInvoice): WebhookBody[] {
    if (invoice.status !== 'New') return [];
    invoice.status = 'Expired';
    return [btcpayWebhookBody('InvoiceExpired', this.target(invoice), { partiallyPaid: false }, this.now())];
  }

  /** The buyer pays the full amount now: in time, or after expiry (paid late). */
  pay(invoice: EmulatedInvoice): { outcome: PayOutcome; webhooks: WebhookBody[] } {
    const at = this.now();
    const webhooks: WebhookBody[] = [];
    // The expiry timer may not have fired yet: BTCPay would have expired the invoice first.
    if (invoice.status === 'New' && this.isPastExpiry(invoice)) webhooks.push(...this.expire(invoice));
    const target = this.target(invoice);
    const payment = { id: `${crypto.randomBytes(32).toString('hex')}-0`, receivedDate: Math.floor(at.getTime() / 1000), value: invoice.amountBtc, fee: '0', destination: invoice.address };
    if (invoice.status === 'New') {
      invoice.status = 'Processing';
      webhooks.push(
        btcpayWebhookBody('InvoiceReceivedPayment', target, { afterExpiration: false, paymentMethodId: 'BTC-CHAIN', payment: { ...payment, status: 'Processing' } }, at),
        btcpayWebhookBody('InvoiceProcessing', target, { overPaid: false }, at),
      );
      // The emulated chain confirms at once.
      invoice.status = 'Settled';
      webhooks.push(
        btcpayWebhookBody('InvoicePaymentSettled', target, { afterExpiration: false, paymentMethodId: 'BTC-CHAIN', payment: { ...payment, status: 'Settled' } }, at),
        btcpayWebhookBody('InvoiceSettled', target, { manuallyMarked: false, overPaid: false }, at),
      );
      return { outcome: 'settled', webhooks };
    }
    if (invoice.status === 'Expired' && invoice.additionalStatus === 'None') {
      invoice.additionalStatus = 'PaidLate';
      webhooks.push(
        btcpayWebhookBody('InvoiceReceivedPayment', target, { afterExpiration: true, paymentMethodId: 'BTC-CHAIN', payment: { ...payment, status: 'Processing' } }, at),
        btcpayWebhookBody('InvoicePaymentSettled', target, { afterExpiration: true, paymentMethodId: 'BTC-CHAIN', payment: { ...payment, status: 'Settled' } }, at),
      );
      return { outcome: 'paidLate', webhooks };
    }
    return { outcome: 'unchanged', webhooks };
  }
}
