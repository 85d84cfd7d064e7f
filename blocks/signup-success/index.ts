import { Type } from '@sinclair/typebox';
import type { BlockDefinition } from '../define-block';
import { withHeading, type WithHeading } from '../shared-props';

const schema = Type.Object({});

export const signupSuccess: BlockDefinition<WithHeading<typeof schema>> = withHeading({
  type: 'signupSuccess',
  title: 'Signup success',
  description:
    "After the payment provider: looks the payment up by ?x_ans_token (after 2 s, then with growing pauses for five minutes while the provider has not confirmed; a failed lookup is retried once after 10 s). Once approved: email, username and - once - the password kept in session storage with 'Go to login!'; for a logged-in member the extended membership or the bought update.",
  schema,
  defaults: {},
  load: () => import('./signup-success'),
  hydrate: 'load',
});
