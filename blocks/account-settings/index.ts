import { Type } from '@sinclair/typebox';
import type { BlockDefinition } from '../define-block';
import { withHeading, type WithHeading } from '../shared-props';

const schema = Type.Object({});

export const accountSettings: BlockDefinition<WithHeading<typeof schema>> = withHeading({
  type: 'accountSettings',
  title: 'Account settings',
  description: "The member's credentials: change email (confirmed by a mailed link), change password, and the signed-in devices with sign out.",
  schema,
  defaults: {},
  load: () => import('./account-settings'),
  hydrate: 'load',
});
