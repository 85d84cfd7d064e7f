import { Type } from '@sinclair/typebox';
import { defineBlock, type BlockDefinition } from '../define-block';
import { LocalizedText } from '../../src/i18n/localized-text';


const schema = Type.Object({
  heading: Type.Optional(LocalizedText),
});

export const countdown: BlockDefinition<typeof schema> = defineBlock({
  type: 'countdown',
  title: 'Upcoming scene countdown',
  description: 'Days, hours, minutes and seconds until the next scheduled update; desktop only; ticks every second.',
  schema,
  defaults: {},
  load: () => import('./countdown'),
});
