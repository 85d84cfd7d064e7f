import { Type } from '@sinclair/typebox';
import { defineBlock, type BlockDefinition } from '../define-block';
import { LocalizedText } from '../../src/i18n/localized-text';

const schema = Type.Object({
  heading: Type.Optional(LocalizedText),
  showPayments: Type.Boolean(),
});

export const paymentStatus: BlockDefinition<typeof schema> = defineBlock({
  type: 'paymentStatus',
  title: 'Payment status',
  description: "'Account Status' (active with valid-until date, expired with renew, or none) and the member's payment list.",
  schema,
  defaults: { showPayments: true },
  load: () => import('./payment-status'),
});
