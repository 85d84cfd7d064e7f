import { Type } from '@sinclair/typebox';
import type { BlockDefinition } from '../define-block';
import { withHeading, type WithHeading } from '../shared-props';

const schema = Type.Object({
  /** 'horizontal': a tab bar above the page (default); 'vertical': a side menu for a narrow column. */
  orientation: Type.Union([Type.Literal('horizontal'), Type.Literal('vertical')], {
    description: 'a row of links (above the member pages) or a column (in a sidebar)',
  }),
});

export const memberMenu: BlockDefinition<WithHeading<typeof schema>> = withHeading({
  type: 'memberMenu',
  title: 'Member menu',
  description: 'The member-area menu: Profile, Account settings, Payment, Favourites, Logout; My Purchases and Custom Content when single-update purchases are enabled.',
  schema,
  defaults: { orientation: 'horizontal' },
  load: () => import('./member-menu'),
  hydrate: 'load',
});
