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

const bodyCheck = compiler(new Ajv({ allErrors: true, strict: false, coerceTypes: false }));
// Query strings: a second ajv that coerces "2" to 2 while checking; unknown parameters pass
// (cache busters), repeated ones (arrays) fail the string/integer types.
const queryCheck = compiler(new Ajv({ allErrors: true, strict: false, coerceTypes: true }));

function fieldOf(e: ErrorObject): string {
  if (e.keyword === 'required') return String((e.params as { missingProperty: string }).missingProperty);
  const seg = e.instancePath.split('/').filter(Boolean);
  return seg[0] ?? '_';
}

export interface BodyOptions {
  /** Message per field, e.g. { email: 'Enter a valid email address' }. */
  fieldMessages?: Record<string, string>;
  /** One message for any failure, e.g. 'Please fill in all fields'. */
  message?: string;
  status?: number;
}

export function validate<T extends TSchema>(schema: T, input: unknown, options: BodyOptions = {}): Static<T> {
  const fn = bodyCheck(schema);
  if (fn(input)) return input as Static<T>;
  const fields: Record<string, string> = {};
  for (const e of fn.errors ?? []) {
    const f = fieldOf(e);
    if (!fields[f]) fields[f] = options.fieldMessages?.[f] ?? `${e.instancePath || f} ${e.message ?? 'is invalid'}`.trim();
  }
  const first = Object.values(fields)[0] ?? 'Invalid request';
  throw new HttpError(options.status ?? 400, 'validation_failed', options.message ?? first, fields);
}

/** A query string checked against its schema, numbers and booleans coerced (a copy: express's stays as sent). */
export function parseQuery<T extends TSchema>(schema: T, query: unknown): Static<T> {
  const fn = queryCheck(schema);
  const copy = { ...(query as Record<string, unknown>) };
  if (fn(copy)) return copy as Static<T>;
  const fields: Record<string, string> = {};
  for (const e of fn.errors ?? []) {
    const f = fieldOf(e);
    if (!fields[f]) fields[f] = `${f} ${e.message ?? 'is invalid'}`;
  }
  throw new HttpError(400, 'validation_failed', `Invalid query parameter: ${Object.values(fields)[0] ?? ''}`.trim(), fields);
}
