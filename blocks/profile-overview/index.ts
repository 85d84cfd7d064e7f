import { Type } from '@sinclair/typebox';
import { defineBlock, type BlockDefinition } from '../define-block';
import { LocalizedText } from '../../src/i18n/localized-text';

const schema = Type.Object({
  heading: Type.Optional(LocalizedText),
  showTeasers: Type.Boolean(),
});

export const profileOverview: BlockDefinition<typeof schema> = defineBlock({
  type: 'profileOverview',
  title: 'Profile overview',
  description: 'Greeting, username and email, member since and subscription state, with teasers to Payment and Favourites.',
  schema,
  defaults: { showTeasers: true },
  load: () => import('./profile-overview'),
});
