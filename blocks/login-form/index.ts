import { Type } from '@sinclair/typebox';
import type { BlockDefinition } from '../define-block';
import { withHeading, type WithHeading } from '../shared-props';
import { LocalizedText } from '../../src/i18n/localized-text';

const schema = Type.Object({
  intro: Type.Optional(LocalizedText),
  showSignupLink: Type.Boolean({ description: 'show the link to the signup page under the form' }),
});

export const loginForm: BlockDefinition<WithHeading<typeof schema>> = withHeading({
  type: 'loginForm',
  title: 'Login form',
  description:
    "Username or email and password; '/login/autologout' shows the automatic-logout notice and '?from=<path>' returns to that same-site path after login; without one a member lands on /welcome (the member's home), staff on the home page.",
  schema,
  defaults: { showSignupLink: true },
  load: () => import('./login-form'),
  hydrate: 'load',
});
