import { Type } from '@sinclair/typebox';
import type { BlockDefinition } from '../define-block';
import { withHeading, type WithHeading } from '../shared-props';
import { LocalizedText } from '../../src/i18n/localized-text';

const schema = Type.Object({
  intro: Type.Optional(LocalizedText),
});

export const contactForm: BlockDefinition<WithHeading<typeof schema>> = withHeading({
  type: 'contactForm',
  title: 'Contact form',
  description:
    'Name, email, subject and message, posted to /api/contactrequests with "Send Request". All four are required; on success the form is replaced by a confirmation.',
  schema,
  defaults: {},
  load: () => import('./contact-form'),
  hydrate: 'load',
});
