// Payment statuses and providers in the staff member's language, shared by the desk's payment screens.
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
