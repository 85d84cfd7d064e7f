// The payment providers a site can offer, declared once: the configuration's payment endpoints,
// the signup and purchase bodies and the payment answers all use this union.
import { Type, type Static } from '@sinclair/typebox';

export const PaymentProviderId = Type.Union([
  Type.Literal('epochCreditCard'),
  Type.Literal('epochPaypal'),
  Type.Literal('bitcoin'),
  Type.Literal('amazonVoucher'),
]);
export type PaymentProviderId = Static<typeof PaymentProviderId>;
