// ajv validation of request bodies against the TypeBox schemas in schemas/api. Failures become
// 400 { error: { code: 'validation_failed', message, fields } } with the specification's wording.
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { TSchema, Static } from '@sinclair/typebox';
import type { Request, RequestHandler } from 'express';
import { HttpError } from './http';

const ajv = new Ajv({ allErrors: true, strict: false, coerceTypes: false });
addFormats(ajv);
const cache = new WeakMap<TSchema, ValidateFunction>();

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
  let fn = cache.get(schema);
  if (!fn) {
    fn = ajv.compile(schema);
    cache.set(schema, fn);
  }
  if (fn(input)) return input as Static<T>;
  const fields: Record<string, string> = {};
  for (const e of fn.errors ?? []) {
    const f = fieldOf(e);
    if (!fields[f]) fields[f] = options.fieldMessages?.[f] ?? `${e.instancePath || f} ${e.message ?? 'is invalid'}`.trim();
  }
  const first = Object.values(fields)[0] ?? 'Invalid request';
  throw new HttpError(options.status ?? 400, 'validation_failed', options.message ?? first, fields);
}

export const body = <T extends TSchema>(req: Request, schema: T, options?: BodyOptions) => validate(schema, req.body ?? {}, options);

// Query strings: a second ajv that coerces "2" to 2 while checking; unknown parameters pass
// (cache busters), repeated ones (arrays) fail the string/integer types.
const queryAjv = new Ajv({ allErrors: true, strict: false, coerceTypes: true });
addFormats(queryAjv);
const queryCache = new WeakMap<TSchema, ValidateFunction>();

export const validQuery = (schema: TSchema): RequestHandler => {
  let fn = queryCache.get(schema);
  if (!fn) {
    fn = queryAjv.compile(schema);
    queryCache.set(schema, fn);
  }
  const check = fn;
  return (req, _res, next) => {
    const copy = { ...(req.query as Record<string, unknown>) };
    if (check(copy)) return next();
    const fields: Record<string, string> = {};
    for (const e of check.errors ?? []) {
      const f = fieldOf(e);
      if (!fields[f]) fields[f] = `${f} ${e.message ?? 'is invalid'}`;
    }
    throw new HttpError(400, 'validation_failed', `Invalid query parameter: ${Object.values(fields)[0] ?? ''}`.trim(), fields);
  };
};
