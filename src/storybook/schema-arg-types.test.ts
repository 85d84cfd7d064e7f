// The Controls panel and Docs table of a block come from its schema: what a designer can pick there
// is what the configuration validator accepts.
import { describe, expect, it } from 'vitest';
import { Type } from '@sinclair/typebox';
import type { StoryContextForEnhancers } from 'storybook/internal/types';
import { LocalizedText } from '../../schemas/config/localized-text';
import { headline } from '../../blocks/headline';
import { tagCloud } from '../../blocks/tag-cloud';
import { argTypesOf, CATEGORY, schemaArgTypesEnhancer } from './schema-arg-types';
import type { JsonSchema } from './schema-props';

const schema = Type.Object({
  align: Type.Union([Type.Literal('left'), Type.Literal('center')], { description: 'where the text sits' }),
  mode: Type.Union([Type.Literal('x')]),
  kind: Type.Enum({ a: 'a', b: 'b' }),
  autoplay: Type.Boolean(),
  delay: Type.Integer({ minimum: 0, maximum: 60000 }),
  ratio: Type.Number({ minimum: 0.5 }),
  link: Type.Optional(Type.String({ description: 'a path on the site' })),
  title: LocalizedText,
  slides: Type.Array(Type.Object({ image: Type.String() })),
  spans: Type.Object({ xs: Type.Integer() }),
});
const defaults = { align: 'left', autoplay: true, delay: 5000, ratio: 1.5, title: { en_US: 'Hello' }, slides: [], spans: { xs: 12 } };
const argTypes = argTypesOf(schema as unknown as JsonSchema, defaults);

describe('argTypes from a block schema', () => {
  it('offers a union of literals or an enum as a select of exactly its values', () => {
    expect(argTypes.align).toMatchObject({ control: { type: 'select' }, options: ['left', 'center'], description: 'where the text sits' });
    expect(argTypes.mode).toMatchObject({ control: { type: 'select' }, options: ['x'] });
    expect(argTypes.kind).toMatchObject({ control: { type: 'select' }, options: ['a', 'b'] });
  });

  it('keeps number literals as numbers, so the chosen value passes the schema', () => {
    const level = argTypesOf(headline.schema as unknown as JsonSchema, headline.defaults).level;
    expect(level).toMatchObject({ control: { type: 'select' }, options: [1, 2], table: { defaultValue: { summary: '1' } } });
  });

  it('gives booleans a switch, numbers their bounds and integers a step of 1, strings a text field', () => {
    expect(argTypes.autoplay!.control).toEqual({ type: 'boolean' });
    expect(argTypes.delay!.control).toEqual({ type: 'number', min: 0, max: 60000, step: 1 });
    expect(argTypes.ratio!.control).toEqual({ type: 'number', min: 0.5, max: undefined, step: undefined });
    expect(argTypes.link).toMatchObject({ control: { type: 'text' }, description: 'a path on the site' });
  });

  it('edits localized texts, arrays and objects as JSON', () => {
    for (const name of ['title', 'slides', 'spans']) expect(argTypes[name]!.control, name).toEqual({ type: 'object' });
  });

  it('fills the table: required props first, types with their limits, defaults from the block defaults', () => {
    expect(argTypes.delay!.table).toEqual({ category: CATEGORY.required, type: { summary: 'integer', detail: '0 – 60000' }, defaultValue: { summary: '5000' } });
    expect(argTypes.link!.table).toEqual({ category: CATEGORY.optional, type: { summary: 'string' } });
    expect(argTypes.title!.table!.defaultValue).toEqual({ summary: '{"en_US":"Hello"}' });
    expect(argTypes.link!.type).toMatchObject({ name: 'string', required: false });
    expect(argTypes.delay!.type).toMatchObject({ name: 'number', required: true });
  });

  it('documents every property of a real block, with the shared heading description', () => {
    const cloud = argTypesOf(tagCloud.schema as unknown as JsonSchema, tagCloud.defaults);
    expect(Object.keys(cloud).sort()).toEqual(['heading', 'limit']);
    expect(cloud.limit).toMatchObject({ control: { type: 'number', min: 1, max: 200, step: 1 }, table: { defaultValue: { summary: '40' } } });
    expect(cloud.heading!.description).toMatch(/heading above the block/);
  });
});

describe('the preview argTypes enhancer', () => {
  const context = (parameters: Record<string, unknown>, argTypes: StoryContextForEnhancers['argTypes']) =>
    ({ parameters, argTypes, initialArgs: {}, id: 'x', name: 'x', title: 'x', kind: 'x', story: 'x', componentId: 'x', tags: [] }) as unknown as StoryContextForEnhancers;

  it('replaces what docgen guessed with the schema, keeping a control a story turned off', () => {
    const docgen = {
      level: { name: 'level', type: { name: 'other' as const, value: '1 | 2' }, description: '', table: { type: { summary: 'union' } } },
      align: { name: 'align', control: false as const },
      onClick: { name: 'onClick', description: 'not in the schema' },
    };
    const result = schemaArgTypesEnhancer(context({ block: headline }, docgen));
    expect(result.level).toMatchObject({ control: { type: 'select' }, options: [1, 2], table: { type: { summary: 'number (one of)' } } });
    expect(result.align!.control).toBe(false);
    expect(result.align!.options).toEqual(['left', 'center']);
    expect(result.onClick).toEqual(docgen.onClick);
  });

  it('leaves stories without a block alone', () => {
    const own = { label: { name: 'label', control: { type: 'text' as const } } };
    expect(schemaArgTypesEnhancer(context({}, own))).toBe(own);
  });
});
