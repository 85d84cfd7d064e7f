// What any payment provider tells the site, in one vocabulary. Each adapter turns its own wire
// format (Epoch's form-encoded postbacks, BTCPay's signed webhooks, a staff decision on gift cards)
// into these events; the life cycle (server/billing/lifecycle.ts) applies them, once each.
import type { PaymentProviderId } from '../../schemas/payment-providers';

export type BillingEventKind =
  | 'sale_approved' // the first payment of a signup or a single purchase went through
  | 'sale_declined' // ... or did not (declined, expired invoice, invalid payment)
  | 'rebill' // a recurring plan was charged again: access extends from the current expiry
  | 'rebill_failed' // the charge failed: access stays until the paid period ends
  | 'cancellation' // no more rebills: access stays until the paid period ends
  | 'expiry' // the provider ended the membership at the end of its period
  | 'refund' // money went back (Epoch "credit"): access ends at once
  | 'chargeback' // the card holder's bank took it back: access ends at once, the account is blocked
  | 'staff_grant' // staff give what a payment that waited for them paid for (a credit)
  | 'staff_refund' // staff record the refund they made of a payment that waited for them
  | 'late_payment'; // money arrived for a sale that had already ended unpaid (a bitcoin invoice paid after it expired, or only in part): waits for staff

export interface BillingEvent {
  kind: BillingEventKind;
  /**
   * The provider's unique id of this notification (with the provider: the idempotency key). The
   * same notification sent again must carry the same id; two different events never share one.
   */
  eventId: string;
  /** Our payment token (`x_ans_token`, passed through the provider) on sale events. */
  paymentToken?: string;
  /** The provider's own ids, stored with the payment. */
  transactionId?: string;
  /** Epoch's member id, BTCPay's invoice id of the first payment: how later events find the subscription. */
  memberId?: string;
  subscriptionId?: string;
  /** What the provider says was charged or returned (checked against our price on sales). */
  amount?: number;
  currency?: string;
  /** staff_grant, staff_refund: who decided and why (required). */
  staff?: { userId: number; note: string };
  /** refund, chargeback: the provider's id of the transaction this one reverses (Epoch's ets_ref_trans_ids). */
  reversesTransactionId?: string;
  /** late_payment: why the money cannot simply be applied (`paid_late`, `partially_paid`). */
  lateReason?: 'paid_late' | 'partially_paid';
  /** When the provider says it happened (ISO); the time of receipt when it does not say. */
  occurredAt?: string;
}

/** One verified notification: its events (usually one) and, for the log, who sent what. */
export interface ParsedNotification {
  provider: PaymentProviderId;
  events: BillingEvent[];
}
