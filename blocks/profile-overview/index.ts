import { Type } from '@sinclair/typebox';
import type { BlockDefinition } from '../define-block';
import { withHeading, type WithHeading } from '../shared-props';

const schema = Type.Object({
  showTeasers: Type.Boolean({ description: 'show the teasers to the Payment and Favourites pages' }),
});

export const profileOverview: BlockDefinition<WithHeading<typeof schema>> = withHeading({
  type: 'profileOverview',
  title: 'Profile overview',
  description: 'Greeting, username and email, member since and subscription state, with teasers to Payment and Favourites.',
  schema,
  defaults: { showTeasers: true },
  load: () => import('./profile-overview'),
  hydrate: 'load',
});
