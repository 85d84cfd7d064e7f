import { Type } from '@sinclair/typebox';
import { defineBlock, type BlockDefinition } from '../define-block';
import { LocalizedText } from '../../src/i18n/localized-text';

const schema = Type.Object({
  supportEmail: Type.Optional(Type.String({ description: 'shown as a mailto link; defaults to core.social.email' })),
  message: Type.Optional(LocalizedText),
});

export const signupDenial: BlockDefinition<typeof schema> = defineBlock({
  type: 'signupDenial',
  title: 'Signup denial',
  description: "'Your registration was denied', advising to contact the payment provider or support, with a way back to the plans.",
  schema,
  defaults: {},
  load: () => import('./signup-denial'),
  hydrate: 'never',
});
