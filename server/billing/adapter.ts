// The provider adapter: the one interface every payment provider implements. Start a purchase,
// verify and parse what the provider sends back into billing events, cancel where the provider
// can. Which adapter serves which payment endpoint is configuration (server/billing/registry.ts).
import type { Selectable } from 'kysely';
import type { PaymentsTable, SubscriptionsTable } from '../db/schema';
import type { PaymentProviderId } from '../../schemas/payment-providers';
import type { PaymentStatus, SignupResult } from '../../schemas/api/membership';
import type { ParsedNotification } from './events';

export type Payment = Selectable<PaymentsTable>;
export type Subscription = Selectable<SubscriptionsTable>;

/** What a purchase needs from our side: the payment row and the plan's or update's product code. */
export interface StartRequest {
  payment: Payment;
  provider: PaymentProviderId;
  /** The plan's `provider_code` (Epoch product code); empty for single purchases without one. */
  productCode: string;
  /** What is bought, for the provider's page and the invoice. */
  description: string;
  /** Absolute URL of this site, e.g. `https://example.com` (return and notification URLs). */
  siteUrl: string;
  /** The buyer's language (`en_US`, `de_DE`, ...), for the provider's page where it takes one. */
  locale: string;
}

/** Card/PayPal get a hosted join page, bitcoin an invoice, gift cards wait for staff. */
export type StartResult = Pick<SignupResult, 'redirectURL' | 'invoice' | 'sandbox'> & {
  status: Extract<PaymentStatus, 'pending' | 'verifying'>;
  /** The provider's id of what was started (BTCPay invoice id), stored with the payment. */
  providerTransactionId?: string;
};

/** A notification as it arrived over HTTP: the raw body is what is signed. */
export interface IncomingNotification {
  raw: Buffer;
  contentType: string;
  headers: Record<string, string | string[] | undefined>;
}

export interface ProviderAdapter {
  /** Short name used in URLs and configuration: `epoch`, `btcpay`, `giftCard`. */
  readonly name: string;
  start(request: StartRequest): Promise<StartResult>;
  /**
   * Verifies a notification (signature, digest, shared secret) and parses it. Throws an HttpError
   * 403 `invalid_signature` when it is not genuine and 400 when it is malformed; never trusts
   * anything before verification.
   */
  parseNotification?(incoming: IncomingNotification): ParsedNotification;
  /** Asks the provider to stop rebilling; resolves when the provider confirmed. */
  cancel?(subscription: Subscription, payment: Payment): Promise<void>;
  /**
   * After a failed rebill: the biller's page where the member updates the card so the next attempt
   * goes through (absolute, or site-relative for an emulator); undefined where the biller has none.
   */
  updatePaymentUrl?(subscription: Subscription, payment: Payment): string | undefined;
  /**
   * Returns a payment's money to the payer (one that cannot be honoured); resolves when the
   * provider confirmed, throws when it refused or could not be reached (the payment then waits
   * for staff). Absent where the provider has no refund call (bitcoin: staff refund in BTCPay).
   */
  refund?(payment: Payment, reason: string): Promise<void>;
  /**
   * Whether nothing at all has been paid on a payment's open invoice, asked when the payer closes
   * it (the payment may then end, freeing its names). Absent where a payer cannot close a payment.
   */
  nothingPaid?(payment: Payment, siteUrl: string): Promise<boolean>;
}
