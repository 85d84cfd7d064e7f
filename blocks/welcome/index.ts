import { Type } from '@sinclair/typebox';
import { defineBlock, type BlockDefinition } from '../define-block';
import { LocalizedText } from '../../src/i18n/localized-text';

const schema = Type.Object({
  heading: Type.Optional(LocalizedText),
  text: Type.Optional(LocalizedText),
  showJoinButton: Type.Boolean(),
});

export const welcome: BlockDefinition<typeof schema> = defineBlock({
  type: 'welcome',
  title: 'Welcome',
  description: 'Welcome headline with the site name, an introduction and the JOIN NOW prompt for visitors.',
  schema,
  defaults: { showJoinButton: true },
  load: () => import('./welcome'),
});
