import { Type } from '@sinclair/typebox';
import { defineBlock, type BlockDefinition } from '../define-block';

const schema = Type.Object({});

export const notFound: BlockDefinition<typeof schema> = defineBlock({
  type: 'notFound',
  title: 'Not found',
  description: "The 404 message ('404 - Page not found' / 'THIS PAGE DOES NOT EXIST...') with a way back home.",
  schema,
  defaults: {},
  load: () => import('./not-found'),
  hydrate: 'never',
});
