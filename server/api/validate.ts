// Request validation for routers, against the TypeBox schemas in schemas/api (ajv: ../validation.ts).
// Bodies: `body(req, Schema)`. Query strings: the `validQuery(Schema)` middleware rejects a bad
// query before auth and handler run; the handler then takes the parsed, coerced values, typed from
// the same schema, with `queryOf(req, Schema)` instead of reading `req.query` by hand.
import type { Static, TSchema } from '@sinclair/typebox';
import type { Request, RequestHandler } from 'express';
import { parseQuery, validate, type BodyOptions } from '../validation';

export { validate, type BodyOptions };

export const body = <T extends TSchema>(req: Request, schema: T, options?: BodyOptions) => validate(schema, req.body ?? {}, options);

const parsedQueries = new WeakMap<Request, { schema: TSchema; value: unknown }>();

export const validQuery =
  (schema: TSchema): RequestHandler =>
  (req, _res, next) => {
    parsedQueries.set(req, { schema, value: parseQuery(schema, req.query) });
    next();
  };

/** The query that `validQuery(schema)` checked for this request (checked now when it did not run). */
export function queryOf<T extends TSchema>(req: Request, schema: T): Static<T> {
  const parsed = parsedQueries.get(req);
  return (parsed?.schema === schema ? parsed.value : parseQuery(schema, req.query)) as Static<T>;
}
