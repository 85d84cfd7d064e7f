import { Type } from '@sinclair/typebox';
import type { BlockDefinition } from '../define-block';
import { nextUpdateKey } from '../../src/api/content';
import { withHeading, type WithHeading } from '../shared-props';

const schema = Type.Object({});

export const countdown: BlockDefinition<WithHeading<typeof schema>> = withHeading({
  type: 'countdown',
  title: 'Upcoming scene countdown',
  description: 'Days, hours, minutes and seconds until the next scheduled update; desktop only; ticks every second.',
  schema,
  defaults: {},
  load: () => import('./countdown'),
  // It ticks, but sits at the bottom of home: its code waits until it is near the viewport.
  hydrate: 'visible',
  data: () => [['data', nextUpdateKey]],
});
