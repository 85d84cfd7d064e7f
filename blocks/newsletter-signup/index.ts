import { Type } from '@sinclair/typebox';
import type { BlockDefinition } from '../define-block';
import { LocalizedText } from '../../src/i18n/localized-text';
import { withHeading, type WithHeading } from '../shared-props';

const schema = Type.Object({
  intro: Type.Optional(LocalizedText),
});

export const newsletterSignup: BlockDefinition<WithHeading<typeof schema>> = withHeading({
  type: 'newsletterSignup',
  title: 'Newsletter signup',
  description:
    "The member's newsletter choice: 'Send me the newsletter' mails a confirmation link (double opt-in); the block shows whether the member is subscribed, waiting for the confirmation or not, confirms the mailed link and lets the member unsubscribe.",
  schema,
  defaults: {},
  load: () => import('./newsletter-signup'),
  hydrate: 'load',
});
