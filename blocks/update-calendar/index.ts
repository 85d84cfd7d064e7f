import { Type } from '@sinclair/typebox';
import type { BlockDefinition } from '../define-block';
import { updateCalendarKey } from '../../src/api/content';
import { withHeading, type WithHeading } from '../shared-props';

const schema = Type.Object({});

export const updateCalendar: BlockDefinition<WithHeading<typeof schema>> = withHeading({
  type: 'updateCalendar',
  title: 'Update calendar',
  description: 'Years and months with their update counts, each month linking to /updates?y={year}&m={month}.',
  schema,
  defaults: {},
  load: () => import('./update-calendar'),
  hydrate: 'never',
  data: () => [['list', updateCalendarKey]],
});
