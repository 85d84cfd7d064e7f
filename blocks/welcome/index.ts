import { Type } from '@sinclair/typebox';
import type { BlockDefinition } from '../define-block';
import { withHeading, type WithHeading } from '../shared-props';
import { LocalizedText } from '../../src/i18n/localized-text';

const schema = Type.Object({
  text: Type.Optional(LocalizedText),
  showJoinButton: Type.Boolean({ description: 'offer the JOIN NOW button to visitors (never to members, nor when signup is disabled)' }),
});

export const welcome: BlockDefinition<WithHeading<typeof schema>> = withHeading({
  type: 'welcome',
  title: 'Welcome',
  description: 'Welcome headline with the site name, an introduction and the JOIN NOW prompt for visitors.',
  schema,
  defaults: { showJoinButton: true },
  load: () => import('./welcome'),
  hydrate: 'never',
});
