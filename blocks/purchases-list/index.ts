import { Type } from '@sinclair/typebox';
import type { BlockDefinition } from '../define-block';
import { withHeading, type WithHeading } from '../shared-props';

const schema = Type.Object({
  orientation: Type.Union([Type.Literal('landscape'), Type.Literal('upright')], { description: 'preview image shape: landscape 16:9 or upright 2:3' }),
});

export const purchasesList: BlockDefinition<WithHeading<typeof schema>> = withHeading({
  type: 'purchasesList',
  title: 'Purchases list',
  description:
    "My Purchases: the updates the member bought one by one (GET payment/mypurchases), newest first, in one grid without paging. Shown only to logged-in users and only while update purchase is enabled in the payment configuration.",
  schema,
  defaults: { orientation: 'landscape' },
  load: () => import('./purchases-list'),
  hydrate: 'load',
});
