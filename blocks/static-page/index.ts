import { Type } from '@sinclair/typebox';
import { defineBlock, type BlockDefinition } from '../define-block';

export const STATIC_PAGES = ['privacy', 'policy2257', 'support', 'impress', 'partner', 'productplacement'] as const;
export type StaticPageId = (typeof STATIC_PAGES)[number];

const schema = Type.Object({
  page: Type.Union(
    STATIC_PAGES.map((page) => Type.Literal(page)),
    { description: 'Which built-in page: privacy, policy2257, support, impress, partner or productplacement' },
  ),
  showTitle: Type.Boolean({ description: 'Show the page title; turn off when a headline block above gives it' }),
  headingLevel: Type.Union([Type.Literal(1), Type.Literal(2)], {
    description: 'Level of the page title; section headings are one level lower',
  }),
});

export const staticPage: BlockDefinition<typeof schema> = defineBlock({
  type: 'staticPage',
  title: 'Static page',
  description:
    'A built-in, translated legal or information page (privacy policy, 2257 statement, support help, imprint, partner program, product placement) in a narrow reading column.',
  schema,
  defaults: { page: 'privacy', showTitle: true, headingLevel: 1 },
  load: () => import('./static-page'),
  hydrate: 'never',
});
