// ajv validation against the TypeBox schemas in schemas/api: request bodies, signed postbacks and
// query strings. Failures become HttpError 400 `validation_failed` with a message per field.
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { Static, TSchema } from '@sinclair/typebox';
import { HttpError } from './http-error';

function compiler(ajv: Ajv) {
  addFormats(ajv);
  const cache = new WeakMap<TSchema, ValidateFunction>();
  return (schema: TSchema) => {
    let fn = cache.get(schema);
    if (!fn) {
      fn = ajv.compile(schema);
      cache.set(schema, fn);
    }
    return fn;
  };
}

const bodyCheck = compiler(new Ajv({ allErrors: true, strict: false, coerceTypes: false, multipleOfPrecision: 6 }));
// Query strings: a second ajv that coerces "2" to 2 while checking; unknown parameters pass
// (cache busters), repeated ones (arrays) fail the string/integer types.
const queryCheck = compiler(new Ajv({ allErrors: true, strict: false, coerceTypes: true, multipleOfPrecision: 6 }));

/** The top-level field an error is about: the missing or unknown one, else the first path segment. */
function fieldOf(e: ErrorObject): string {
  if (e.keyword === 'required') return String((e.params as { missingProperty: string }).missingProperty);
  if (e.keyword === 'additionalProperties' && !e.instancePath) return String((e.params as { additionalProperty: string }).additionalProperty);
  const seg = e.instancePath.split('/').filter(Boolean);
  return seg[0] ?? '_';
}

function messageOf(e: ErrorObject, field: string): string {
  if (e.keyword === 'additionalProperties' && !e.instancePath) return `${field} is not an accepted field`;
  return `${e.instancePath.slice(1).replace(/\//g, '.') || field} ${e.message ?? 'is invalid'}`.trim();
}

/** One message per field (a Map: field names come from the request and may be `__proto__`). */
function fieldErrors(errors: ErrorObject[] | null | undefined, custom?: Record<string, string>): Map<string, string> {
  const fields = new Map<string, string>();
  for (const e of errors ?? []) {
    const f = fieldOf(e);
    if (!fields.has(f)) fields.set(f, (custom && Object.hasOwn(custom, f) ? custom[f] : undefined) ?? messageOf(e, f));
  }
  return fields;
}

/** The first field whose text holds a NUL character (no database column stores one; PostgreSQL fails on it). */
function nulField(value: unknown, field = '_'): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? field : undefined;
  if (Array.isArray(value)) return value.map((v) => nulField(v, field)).find(Boolean);
  if (value && typeof value === 'object') return Object.entries(value).map(([k, v]) => nulField(v, field === '_' ? k : field)).find(Boolean);
  return undefined;
}

export interface BodyOptions {
  /** Message per field, e.g. { email: 'Enter a valid email address' }. */
  fieldMessages?: Record<string, string>;
  /** One message for any failure, e.g. 'Please fill in all fields'. */
  message?: string;
  status?: number;
}

export function validate<T extends TSchema>(schema: T, input: unknown, options: BodyOptions = {}): Static<T> {
  if (schema.type === 'object' && (typeof input !== 'object' || input === null || Array.isArray(input))) {
    throw new HttpError(options.status ?? 400, 'validation_failed', 'The request body must be a JSON object', { _: 'must be an object' });
  }
  const fn = bodyCheck(schema);
  if (fn(input)) {
    const nul = nulField(input);
    if (nul !== undefined) throw new HttpError(options.status ?? 400, 'validation_failed', `${nul} must not contain a NUL character`, { [nul]: 'must not contain a NUL character' });
    return input as Static<T>;
  }
  const fields = fieldErrors(fn.errors, options.fieldMessages);
  // A field the call does not take is named, whatever the form's own message says.
  const unknown = fn.errors?.find((e) => e.keyword === 'additionalProperties' && !e.instancePath);
  const message = unknown ? messageOf(unknown, fieldOf(unknown)) : (options.message ?? [...fields.values()][0] ?? 'Invalid request');
  throw new HttpError(options.status ?? 400, 'validation_failed', message, Object.fromEntries(fields));
}

/** A query string checked against its schema, numbers and booleans coerced (a copy: express's stays as sent). */
export function parseQuery<T extends TSchema>(schema: T, query: unknown): Static<T> {
  const fn = queryCheck(schema);
  const copy = { ...(query as Record<string, unknown>) };
  if (fn(copy)) {
    const nul = nulField(copy);
    if (nul !== undefined) throw new HttpError(400, 'validation_failed', `Invalid query parameter: ${nul} must not contain a NUL character`, { [nul]: 'must not contain a NUL character' });
    return copy as Static<T>;
  }
  const fields = fieldErrors(fn.errors);
  throw new HttpError(400, 'validation_failed', `Invalid query parameter: ${[...fields.values()][0] ?? ''}`.trim(), Object.fromEntries(fields));
}
