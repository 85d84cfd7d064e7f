import { Type } from '@sinclair/typebox';
import { defineBlock, type BlockDefinition } from '../define-block';
import { lastAndNextKey } from '../../src/api/content';

const schema = Type.Object({
  contentType: Type.Union([Type.Literal('all'), Type.Literal('video'), Type.Literal('photo'), Type.Literal('dvd')], {
    description: 'which updates count as the last and the next one: all, or only videos, photo galleries or DVDs',
  }),
});

export const lastNextUpdate: BlockDefinition<typeof schema> = defineBlock({
  type: 'lastNextUpdate',
  title: 'Last and next update',
  description: 'The latest published update beside the next scheduled one (from public/indexLastAndNext).',
  schema,
  defaults: { contentType: 'all' },
  load: () => import('./last-next-update'),
  hydrate: 'never',
  data: ({ contentType }) => [['data', lastAndNextKey(contentType === 'all' ? undefined : contentType)]],
});
