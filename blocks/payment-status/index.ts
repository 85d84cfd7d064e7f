import { Type } from '@sinclair/typebox';
import type { BlockDefinition } from '../define-block';
import { withHeading, type WithHeading } from '../shared-props';

const schema = Type.Object({
  showPayments: Type.Boolean({ description: "list the member's payments under the account status" }),
});

export const paymentStatus: BlockDefinition<WithHeading<typeof schema>> = withHeading({
  type: 'paymentStatus',
  title: 'Payment status',
  description: "'Account Status' (active with valid-until date, expired with renew, or none) and the member's payment list.",
  schema,
  defaults: { showPayments: true },
  load: () => import('./payment-status'),
  hydrate: 'load',
});
