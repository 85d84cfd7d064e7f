// Request validation for routers, against the TypeBox schemas in schemas/api (ajv: ../validation.ts).
// Bodies: `body(req, Schema)`, which refuses unread content types, unknown fields and wrong types.
// Query strings: the `validQuery(Schema)` middleware rejects a bad query before auth and handler
// run; the handler then takes the parsed, coerced values, typed from the same schema, with
// `queryOf(req, Schema)` instead of reading `req.query` by hand.
import type { Static, TSchema } from '@sinclair/typebox';
import type { Request, RequestHandler } from 'express';
import { parseQuery, validate, type BodyOptions } from '../validation';
import { HttpError } from '../http-error';

export { validate, type BodyOptions };

/** The request carried a body (not just `Content-Length: 0`). */
const sentBody = (req: Request) => req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length']) > 0;

/**
 * The request body checked against its schema. app.ts parses JSON for all of /api (a route may add
 * another parser); a body no parser read came in a type the route does not take: 415.
 */
export function body<T extends TSchema>(req: Request, schema: T, options?: BodyOptions): Static<T> {
  if (req.body === undefined && sentBody(req)) {
    throw new HttpError(415, 'unsupported_media_type', `Unsupported Content-Type ${req.headers['content-type'] ?? '(none)'}: send the body as application/json`);
  }
  return validate(schema, req.body ?? {}, options);
}

const parsedQueries = new WeakMap<object, { schema: TSchema; value: unknown }>();

export const validQuery =
  (schema: TSchema): RequestHandler =>
  (req, _res, next) => {
    parsedQueries.set(req, { schema, value: parseQuery(schema, req.query) });
    next();
  };

/** The query that `validQuery(schema)` checked for this request (checked now when it did not run). */
export function queryOf<T extends TSchema>(req: { query: unknown }, schema: T): Static<T> {
  const parsed = parsedQueries.get(req);
  return (parsed?.schema === schema ? parsed.value : parseQuery(schema, req.query)) as Static<T>;
}
