import { Type } from '@sinclair/typebox';
import { defineBlock, type BlockDefinition } from '../define-block';
import { LocalizedText } from '../../src/i18n/localized-text';

const schema = Type.Object({
  heading: Type.Optional(LocalizedText),
});

export const signupSuccess: BlockDefinition<typeof schema> = defineBlock({
  type: 'signupSuccess',
  title: 'Signup success',
  description:
    "After the payment provider: looks the payment up by ?x_ans_token (after 2 s, one retry after 10 s), then shows email, username and - once - the password kept in session storage, with 'Go to login!'.",
  schema,
  defaults: {},
  load: () => import('./signup-success'),
});
