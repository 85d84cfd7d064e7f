import { Type } from '@sinclair/typebox';
import type { BlockDefinition } from '../define-block';
import { tagsKey } from '../../src/api/content';
import { withHeading, type WithHeading } from '../shared-props';

const schema = Type.Object({
  limit: Type.Integer({ minimum: 1, maximum: 200, description: 'how many of the most used tags to show' }),
});

export const tagCloud: BlockDefinition<WithHeading<typeof schema>> = withHeading({
  type: 'tagCloud',
  title: 'Tag cloud',
  description: 'Tags sized by how many updates carry them, each linking to /updates?tag={permaLink}.',
  schema,
  defaults: { limit: 40 },
  load: () => import('./tag-cloud'),
  hydrate: 'never',
  data: () => [['list', tagsKey]],
});
