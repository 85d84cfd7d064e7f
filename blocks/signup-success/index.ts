import { Type } from '@sinclair/typebox';
import type { BlockDefinition } from '../define-block';
import { withHeading, type WithHeading } from '../shared-props';

const schema = Type.Object({});

export const signupSuccess: BlockDefinition<WithHeading<typeof schema>> = withHeading({
  type: 'signupSuccess',
  title: 'Signup success',
  description:
    "After the payment provider: looks the payment up by ?x_ans_token (after 2 s, one retry after 10 s), then shows email, username and - once - the password kept in session storage, with 'Go to login!'.",
  schema,
  defaults: {},
  load: () => import('./signup-success'),
});
