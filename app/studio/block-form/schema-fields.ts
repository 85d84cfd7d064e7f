// Which form control a props schema gets. Block schemas are TypeBox objects, i.e. plain JSON
// Schema (the same walker idea as Storybook's prop tables in src/storybook/schema-props.ts).
import type { JsonSchema } from '../../../src/storybook/schema-props';

export type { JsonSchema };

export type FieldKind =
  | { kind: 'enum'; options: (string | number | boolean)[] }
  | { kind: 'boolean' }
  | { kind: 'number'; integer: boolean; min?: number; max?: number }
  | { kind: 'string'; multiline: boolean; image: boolean }
  | { kind: 'localized'; multiline: boolean }
  | { kind: 'object'; schema: JsonSchema }
  | { kind: 'list'; item: JsonSchema }
  | { kind: 'choices'; options: (string | number)[] }
  | { kind: 'json' };

const literalsOf = (schema: JsonSchema): unknown[] | null => {
  if (schema.enum) return schema.enum;
  const options = schema.anyOf ?? schema.oneOf;
  if (options && options.length > 0 && options.every((option) => 'const' in option)) return options.map((option) => option.const);
  return null;
};

/** A LocalizedText: a string, or a map from translate code to string. */
export const isLocalized = (schema: JsonSchema): boolean => {
  const options = schema.anyOf ?? schema.oneOf;
  return options?.length === 2 && options.some((option) => option.type === 'string') && options.some((option) => option.type === 'object' && Boolean(option.patternProperties));
};

const IMAGE_KEY = /^(image|src|poster)|(image|poster|src|logo)$/i;
const LONG_KEY = /^(text|body|content|description|html|markdown|intro)$/i;

/** The control for one property; `key` and `parentKey` tell image URLs and long texts apart. */
export function fieldKind(schema: JsonSchema, key: string, parentKey = ''): FieldKind {
  const literals = literalsOf(schema);
  if (literals && literals.every((value) => ['string', 'number', 'boolean'].includes(typeof value))) return { kind: 'enum', options: literals as (string | number | boolean)[] };
  if (isLocalized(schema)) return { kind: 'localized', multiline: LONG_KEY.test(key) };
  if (schema.type === 'boolean') return { kind: 'boolean' };
  if (schema.type === 'integer' || schema.type === 'number') return { kind: 'number', integer: schema.type === 'integer', min: schema.minimum, max: schema.maximum };
  if (schema.type === 'string') {
    const image = schema.format === 'uri' || IMAGE_KEY.test(key) || IMAGE_KEY.test(parentKey);
    return { kind: 'string', image, multiline: !image && (LONG_KEY.test(key) || (schema.maxLength ?? 0) > 200) };
  }
  if (schema.type === 'object' && schema.properties) return { kind: 'object', schema };
  if (schema.type === 'array' && schema.items) {
    const itemLiterals = literalsOf(schema.items);
    if (itemLiterals && schema.uniqueItems && itemLiterals.every((value) => typeof value === 'string' || typeof value === 'number')) {
      return { kind: 'choices', options: itemLiterals as (string | number)[] };
    }
    return { kind: 'list', item: schema.items };
  }
  return { kind: 'json' };
}

/** A starting value for a new list item built from its schema (first option, 0, '', false). */
export function emptyValue(schema: JsonSchema): unknown {
  const literals = literalsOf(schema);
  if (literals) return literals[0];
  if (isLocalized(schema)) return '';
  switch (schema.type) {
    case 'boolean':
      return false;
    case 'integer':
    case 'number':
      return schema.minimum ?? 0;
    case 'string':
      return '';
    case 'array':
      return [];
    case 'object': {
      const required = new Set(schema.required ?? []);
      return Object.fromEntries(Object.entries(schema.properties ?? {}).filter(([key]) => required.has(key)).map(([key, property]) => [key, emptyValue(property)]));
    }
    default:
      return null;
  }
}

/** "buttonLink" -> "Button link", "3840" -> "3840". */
export const labelOf = (key: string) => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A copy of `root` with `value` at the relative pointer `path` (`''` replaces the root). */
export function setIn(root: unknown, path: string, value: unknown): unknown {
  if (path === '') return value;
  const copy = structuredClone(root ?? {}) as Record<string, unknown>;
  const tokens = path.slice(1).split('/');
  let current: Record<string, unknown> = copy;
  tokens.slice(0, -1).forEach((token, index) => {
    current[token] ??= /^\d+$/.test(tokens[index + 1]!) ? [] : {};
    current = current[token] as Record<string, unknown>;
  });
  const last = tokens.at(-1)!;
  if (value === undefined) {
    if (Array.isArray(current)) current.splice(Number(last), 1);
    else delete current[last];
  } else current[last] = value;
  return copy;
}
