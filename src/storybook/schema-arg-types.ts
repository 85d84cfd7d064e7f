// Storybook controls generated from a block's TypeBox schema (the one the configuration validator
// uses), so a designer's Controls panel and Docs page offer exactly the values a configuration may
// hold: literal unions as selects, numbers with their bounds, descriptions from the schema.
import type { ArgTypesEnhancer, InputType, SBType, StrictArgTypes } from 'storybook/internal/types';
import { allowedValues, descriptionOf, literals, typeName, type JsonSchema } from './schema-props';

/** What the enhancer needs of `parameters.block` (a BlockDefinition; src/ may not import blocks/). */
interface SchemaCarrier {
  schema: JsonSchema;
  defaults?: unknown;
}

const carriesSchema = (value: unknown): value is SchemaCarrier =>
  typeof value === 'object' && value !== null && 'schema' in value && typeof (value as SchemaCarrier).schema === 'object';

/** Table categories on the Docs page: props the block always has, then those it can do without. */
export const CATEGORY = { required: 'props', optional: 'optional props' } as const;

/** Allowed values of a literal union, an enum or a single literal (a one-value union collapses to it). */
const choices = (schema: JsonSchema): unknown[] | null => literals(schema) ?? ('const' in schema ? [schema.const] : null);

const isType = (schema: JsonSchema, name: string) => schema.type === name || (Array.isArray(schema.type) && schema.type.includes(name));

/** Storybook's type of a value (drives the table's type column when no summary is given). */
function sbType(schema: JsonSchema, required: boolean): SBType {
  const values = choices(schema);
  if (values) return { name: 'enum', value: values.map(String), required };
  if (isType(schema, 'boolean')) return { name: 'boolean', required };
  if (isType(schema, 'integer') || isType(schema, 'number')) return { name: 'number', required };
  if (isType(schema, 'string')) return { name: 'string', required };
  if (isType(schema, 'array')) return { name: 'array', value: schema.items ? sbType(schema.items, false) : { name: 'other', value: 'unknown' }, required };
  return { name: 'other', value: typeName(schema), required };
}

/** The control a designer edits the prop with. */
function control(schema: JsonSchema): Pick<InputType, 'control' | 'options'> {
  const values = choices(schema);
  if (values) return { control: { type: 'select' }, options: values };
  if (isType(schema, 'boolean')) return { control: { type: 'boolean' } };
  if (isType(schema, 'integer') || isType(schema, 'number')) {
    const step = isType(schema, 'integer') ? 1 : undefined;
    return { control: { type: 'number', min: schema.minimum, max: schema.maximum, step } };
  }
  if (isType(schema, 'string')) return { control: { type: 'text' } };
  // LocalizedText (a text or a map per locale), objects, arrays and other unions: edited as JSON.
  return { control: { type: 'object' } };
}

const summary = (value: unknown) => {
  const text = JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
};

/** Storybook argTypes of every property of a block schema; `defaults` fill the table's default column. */
export function argTypesOf(schema: JsonSchema, defaults?: unknown): StrictArgTypes {
  const required = new Set(schema.required ?? []);
  const values = defaults && typeof defaults === 'object' ? (defaults as Record<string, unknown>) : {};
  const result: StrictArgTypes = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const fallback = values[name] ?? property.default;
    const detail = allowedValues(property);
    result[name] = {
      name,
      description: descriptionOf(property),
      type: sbType(property, required.has(name)),
      ...control(property),
      table: {
        category: required.has(name) ? CATEGORY.required : CATEGORY.optional,
        type: { summary: typeName(property), ...(detail ? { detail } : {}) },
        ...(fallback === undefined ? {} : { defaultValue: { summary: summary(fallback) } }),
      },
    };
  }
  return result;
}

/**
 * Preview-wide enhancer: a story whose `parameters.block` is a registered block gets the argTypes of
 * its schema. The schema wins over what react-docgen guessed from the component's TypeScript type;
 * a story hides a control with `parameters.controls.exclude` or `argTypes: { x: { control: false } }`.
 */
export const schemaArgTypesEnhancer: ArgTypesEnhancer = (context) => {
  const block = context.parameters.block;
  if (!carriesSchema(block)) return context.argTypes;
  const derived = argTypesOf(block.schema, block.defaults);
  const merged: StrictArgTypes = { ...context.argTypes };
  for (const [name, argType] of Object.entries(derived)) {
    const existing = context.argTypes[name];
    merged[name] = {
      ...existing,
      ...argType,
      ...(existing?.control === false ? { control: false } : {}),
      table: { ...existing?.table, ...argType.table, ...(existing?.table?.disable ? { disable: true } : {}) },
    };
  }
  return merged;
};
