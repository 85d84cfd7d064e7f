import { Type } from '@sinclair/typebox';
import type { BlockDefinition } from '../define-block';
import { withHeading, type WithHeading } from '../shared-props';

const schema = Type.Object({});

export const receipt: BlockDefinition<WithHeading<typeof schema>> = withHeading({
  type: 'receipt',
  title: 'Receipt',
  description:
    "The receipt of one paid payment (route /payment/receipt/:invoice): seller, billing descriptor, member, invoice number, date, item, period, amount, payment method and VAT, with Download PDF.",
  schema,
  defaults: {},
  load: () => import('./receipt'),
  hydrate: 'load',
});
