import { Type } from '@sinclair/typebox';
import { defineBlock, type BlockDefinition } from '../define-block';
import { LocalizedText } from '../../src/i18n/localized-text';

const schema = Type.Object({
  heading: Type.Optional(LocalizedText),
  intro: Type.Optional(LocalizedText),
});

export const contactForm: BlockDefinition<typeof schema> = defineBlock({
  type: 'contactForm',
  title: 'Contact form',
  description:
    'Name, email, subject and message, posted to /api/contactrequests with "Send Request". All four are required; on success the form is replaced by a confirmation.',
  schema,
  defaults: {},
  load: () => import('./contact-form'),
});
