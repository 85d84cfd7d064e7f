import { Type } from '@sinclair/typebox';
import type { BlockDefinition } from '../define-block';
import { withHeading, type WithHeading } from '../shared-props';

const schema = Type.Object({
  allowDeletion: Type.Boolean({ description: 'offer "Delete my account" under the data download' }),
});

export const accountData: BlockDefinition<WithHeading<typeof schema>> = withHeading({
  type: 'accountData',
  title: 'Account data',
  description:
    "The member's own data: \"Download my data\" (a JSON file of everything the site keeps about them, with the media list) and \"Delete my account\" (with the password; says what is erased and what payment law keeps).",
  schema,
  defaults: { allowDeletion: true },
  load: () => import('./account-data'),
  hydrate: 'load',
});
