import { Type } from '@sinclair/typebox';
import { defineBlock, type BlockDefinition } from '../define-block';
import { LocalizedText } from '../../src/i18n/localized-text';

const schema = Type.Object({
  heading: Type.Optional(LocalizedText),
  /** 'horizontal': a tab bar above the page (default); 'vertical': a side menu for a narrow column. */
  orientation: Type.Union([Type.Literal('horizontal'), Type.Literal('vertical')]),
});

export const memberMenu: BlockDefinition<typeof schema> = defineBlock({
  type: 'memberMenu',
  title: 'Member menu',
  description: 'The member-area menu: Profile, Payment, Favourites, Logout; My Purchases and Custom Content when single-update purchases are enabled.',
  schema,
  defaults: { orientation: 'horizontal' },
  load: () => import('./member-menu'),
});
