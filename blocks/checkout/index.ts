import { Type } from '@sinclair/typebox';
import type { BlockDefinition } from '../define-block';
import { withHeading, type WithHeading } from '../shared-props';

const schema = Type.Object({});

export const checkout: BlockDefinition<WithHeading<typeof schema>> = withHeading({
  type: 'checkout',
  title: 'Checkout',
  description:
    "/checkout for single-update purchases (core.payment.updatePurchase): the update in the cart (session storage CART_CHECKOUT: title, picture, price), the active payment methods that buy updates (not gift cards) and Pay, which goes to the provider, opens a bitcoin invoice, then the success page. Visitors log in first; an empty cart links to the updates.",
  schema,
  defaults: {},
  load: () => import('./checkout'),
  hydrate: 'load',
});
