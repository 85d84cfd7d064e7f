// Payment statuses, providers and why a payment waits for staff in the staff member's language,
// shared by the desk's payment screens.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export const STATUS_LABELS: Record<string, MessageDescriptor> = {
  pending: msg`Pending`,
  verifying: msg`To verify`,
  approved: msg`Paid`,
  declined: msg`Declined`,
  failed: msg`Failed`,
  needs_staff: msg`Waiting for staff`,
  refunded: msg`Refunded`,
  chargeback: msg`Chargeback`,
};

export const PROVIDER_LABELS: Record<string, MessageDescriptor> = {
  epochCreditCard: msg`Card (Epoch)`,
  epochPaypal: msg`PayPal (Epoch)`,
  bitcoin: msg`Bitcoin (BTCPay)`,
  amazonVoucher: msg`Gift card`,
};

/** Why a payment waits for staff (its attention reason): what happened, in words. */
export const ATTENTION_REASON_LABELS: Record<string, MessageDescriptor> = {
  username_taken: msg`Paid for a signup whose username another account took meanwhile`,
  email_taken: msg`Paid for a signup whose email address another account took meanwhile`,
  already_bought: msg`Paid for an update the member had already bought`,
  already_subscribed: msg`Paid for a plan while a renewing plan already covers this time`,
  amount_differs: msg`The amount paid differs from our price`,
  paid_late: msg`Paid after the site had given up on the payment`,
  partially_paid: msg`Only part of the amount was paid`,
  rebill_not_expected: msg`A rebill arrived after the subscription had ended`,
};
