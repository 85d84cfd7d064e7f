// Turns a block's props schema (TypeBox objects are plain JSON Schema) into table rows, so the
// Storybook documentation is generated from the same schema the configuration validator uses.

/** The subset of JSON Schema the block schemas use. */
export interface JsonSchema {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  patternProperties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  description?: string;
  default?: unknown;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  [key: string]: unknown;
}

export interface PropRow {
  /** Dotted path; `[]` marks the items of an array, e.g. `slides[].title`. */
  name: string;
  depth: number;
  type: string;
  /** Allowed values or limits, e.g. `"left" | "center"`, `0 – 60000`, `pattern ^/`. */
  allowed: string;
  description: string;
  required: boolean;
  /** The value from the block's `defaults`, JSON-formatted; empty when it has none. */
  defaultValue: string;
  hasDefault: boolean;
}

const json = (value: unknown) => JSON.stringify(value);

/** The allowed values of an enum or a union of literals; null for any other schema. */
export const literals = (schema: JsonSchema): unknown[] | null => {
  if (schema.enum) return schema.enum;
  const options = schema.anyOf ?? schema.oneOf;
  if (options && options.length > 0 && options.every((option) => 'const' in option)) return options.map((option) => option.const);
  return null;
};

/** A short TypeScript-like name of a schema's type. */
export function typeName(schema: JsonSchema): string {
  const values = literals(schema);
  if (values) {
    const kinds = [...new Set(values.map((value) => typeof value))];
    return kinds.length === 1 ? `${kinds[0]} (one of)` : 'one of';
  }
  if ('const' in schema) return typeof schema.const;
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return options.map(typeName).join(' | ');
  if (schema.type === 'array') return `${schema.items ? wrap(typeName(schema.items)) : 'unknown'}[]`;
  if (schema.type === 'object' && schema.patternProperties && !schema.properties) {
    const [, value] = Object.entries(schema.patternProperties)[0] ?? [];
    return `map of ${value ? typeName(value) : 'unknown'}`;
  }
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  return schema.type ?? 'unknown';
}

const wrap = (name: string) => (name.includes(' ') ? `(${name})` : name);

/** Allowed values and limits, as one line. */
export function allowedValues(schema: JsonSchema): string {
  const values = literals(schema);
  if (values) return values.map(json).join(' | ');
  if ('const' in schema) return json(schema.const);
  const parts: string[] = [];
  const range = (min?: number, max?: number, unit = '') => {
    if (min !== undefined && max !== undefined) parts.push(`${min} – ${max}${unit}`);
    else if (min !== undefined) parts.push(`≥ ${min}${unit}`);
    else if (max !== undefined) parts.push(`≤ ${max}${unit}`);
  };
  range(schema.minimum, schema.maximum);
  range(schema.minLength, schema.maxLength, ' characters');
  range(schema.minItems, schema.maxItems, ' items');
  if (schema.pattern) parts.push(`pattern ${schema.pattern}`);
  if (schema.format) parts.push(`format ${schema.format}`);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) {
    const inner = options.map(allowedValues).filter(Boolean);
    if (inner.length > 0) parts.push(inner.join('; '));
  }
  if (schema.patternProperties && !schema.properties) {
    const keys = Object.keys(schema.patternProperties);
    parts.push(`keys ${keys.join(', ')}`);
  }
  return parts.join(', ');
}

export const descriptionOf = (schema: JsonSchema): string => {
  if (schema.description) return schema.description;
  // A union's description may sit on its branches (e.g. the per-locale map of a LocalizedText).
  const options = schema.anyOf ?? schema.oneOf ?? [];
  return options.map((option) => option.description).find(Boolean) ?? '';
};

const objectProperties = (schema: JsonSchema): JsonSchema | null => {
  if (schema.type === 'object' && schema.properties) return schema;
  return null;
};

/**
 * One row per property, depth first; objects (and arrays of objects) also list their own
 * properties, indented, up to `maxDepth` levels.
 */
export function propRows(schema: JsonSchema, defaults?: unknown, maxDepth = 3): PropRow[] {
  const rows: PropRow[] = [];
  const visit = (object: JsonSchema, prefix: string, depth: number, values: unknown) => {
    const required = new Set(object.required ?? []);
    for (const [key, property] of Object.entries(object.properties ?? {})) {
      const name = prefix ? `${prefix}.${key}` : key;
      const own = values && typeof values === 'object' && !Array.isArray(values) ? (values as Record<string, unknown>)[key] : undefined;
      const hasDefault = own !== undefined;
      rows.push({
        name,
        depth,
        type: typeName(property),
        allowed: allowedValues(property),
        description: descriptionOf(property),
        required: required.has(key),
        defaultValue: hasDefault ? json(own) : property.default !== undefined ? json(property.default) : '',
        hasDefault: hasDefault || property.default !== undefined,
      });
      if (depth + 1 >= maxDepth) continue;
      const nested = objectProperties(property);
      if (nested) visit(nested, name, depth + 1, own);
      else if (property.type === 'array' && property.items && objectProperties(property.items)) {
        // Defaults of array items differ per item; the item rows show none.
        visit(property.items, `${name}[]`, depth + 1, undefined);
      }
    }
  };
  visit(schema, '', 0, defaults);
  return rows;
}
