import { Type } from '@sinclair/typebox';
import { defineBlock, type BlockDefinition } from '../define-block';
import { countersKey } from '../../src/api/content';

const schema = Type.Object({
  variant: Type.Union([Type.Literal('default'), Type.Literal('signup')], { description: 'signup shows 5-7 updates per week' }),
  showCounts: Type.Boolean({ description: 'show the numbers of videos, galleries and models' }),
});

export const counterBar: BlockDefinition<typeof schema> = defineBlock({
  type: 'counterBar',
  title: 'Counter bar',
  description:
    'What members get: updates per week (2-3, or 5-7 on the signup page), pictures up to 5000 px, videos up to 3840 x 2160, new models, unlimited streaming; with live counts.',
  schema,
  defaults: { variant: 'default', showCounts: true },
  load: () => import('./counter-bar'),
  hydrate: 'never',
  data: () => [['data', countersKey]],
});
