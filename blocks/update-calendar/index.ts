import { Type } from '@sinclair/typebox';
import { defineBlock, type BlockDefinition } from '../define-block';
import { LocalizedText } from '../../src/i18n/localized-text';

const schema = Type.Object({
  heading: Type.Optional(LocalizedText),
});

export const updateCalendar: BlockDefinition<typeof schema> = defineBlock({
  type: 'updateCalendar',
  title: 'Update calendar',
  description: 'Years and months with their update counts, each month linking to /updates?y={year}&m={month}.',
  schema,
  defaults: {},
  load: () => import('./update-calendar'),
});
