import { Type } from '@sinclair/typebox';
import type { BlockDefinition } from '../define-block';
import { withHeading, type WithHeading } from '../shared-props';
import { LocalizedText } from '../../src/i18n/localized-text';
import { subscriptionPlansKey } from '../../src/api/plans';

const schema = Type.Object({
  intro: Type.Optional(LocalizedText),
});

export const signupForm: BlockDefinition<WithHeading<typeof schema>> = withHeading({
  type: 'signupForm',
  title: 'Signup form',
  description:
    "The join page: email, username and password with live checks, the subscription plans (articles of type SUBSCRIPTION that name payment providers), the plan's active payment methods, gift-card codes, and the registration call (card/PayPal redirect to the provider, bitcoin invoice, gift card verification). 'Update membership' with prefilled fields when logged in.",
  schema,
  defaults: {},
  load: () => import('./signup-form'),
  hydrate: 'load',
  // The plans (articles) are no in-process read: the server loads them over HTTP with the others, still one render.
  data: () => [['list', subscriptionPlansKey]],
});
