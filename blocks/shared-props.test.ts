// The shared prop groups compose into a block's schema and defaults, and every block's heading is
// the shared one (so a hand-written heading with another description cannot come back).
import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { defineBlock } from './define-block';
import { blockRegistry } from './registry';
import { withHeading } from './shared-props';

const plain = defineBlock({
  type: 'probe',
  title: 'Probe',
  description: 'a block to compose',
  schema: Type.Object({ count: Type.Integer({ minimum: 1 }), note: Type.Optional(Type.String()) }),
  defaults: { count: 3 },
  load: () => Promise.resolve({ default: () => null }),
});
const composed = withHeading(plain);
const sharedHeading = composed.schema.properties.heading;

describe('withHeading', () => {
  it('puts an optional heading in front of the block’s own props', () => {
    expect(Object.keys(composed.schema.properties)).toEqual(['heading', 'count', 'note']);
    expect(composed.schema.required).toEqual(['count']);
    expect(sharedHeading.description).toMatch(/^heading above the block/);
  });

  it('keeps the block’s defaults and everything else of its definition', () => {
    expect(composed.defaults).toEqual({ count: 3 });
    expect(composed).toMatchObject({ type: 'probe', title: 'Probe', description: 'a block to compose', load: plain.load });
  });

  it('gives every block with a heading the same heading schema', () => {
    const withHeadingProp = Object.values(blockRegistry).filter((block) => 'heading' in block.schema.properties);
    expect(withHeadingProp.length).toBeGreaterThan(20);
    for (const block of withHeadingProp) {
      expect((block.schema.properties as Record<string, unknown>).heading, block.type).toEqual(sharedHeading);
    }
  });
});
