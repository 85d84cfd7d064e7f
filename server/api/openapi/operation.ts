// One documented operation. Each area file lists its operations; index.ts turns them into
// /api/openapi.json, and tests/api/openapi.test.ts fails when this list and the express routes differ.
import { Type, type TObject, type TSchema } from '@sinclair/typebox';
import { Id } from '../../../schemas/api/common';

export type Method = 'get' | 'head' | 'post' | 'put' | 'patch' | 'delete';

export interface Op {
  method: Method;
  /** The full path in OpenAPI syntax: `/api/public/models/{permalink}`. */
  path: string;
  summary: string;
  /** Anyone (default); anyone, with a bearer token optionally personalising the answer; a member; staff. */
  auth?: 'optional' | 'user' | 'staff';
  /** The schema the route validates its query string with. */
  query?: TObject;
  /** Answers texts in the language of the `lang` query parameter (shared/content-lang.ts). */
  localized?: boolean;
  /** Path parameters not typed by `PATH_PARAMS`. */
  params?: Record<string, TSchema>;
  /** Request headers the operation reads (the tus protocol's). */
  headers?: Record<string, TSchema>;
  body?: TSchema;
  /** Media type of the body when it is not JSON. */
  bodyType?: string;
  /** Payload of the `{ data }` envelope; without it the payload is not described. */
  data?: TSchema;
  /** A list with the `maxresults` header. */
  paged?: boolean;
  /** Success status when not 200 (201 created, 202 accepted, 204 no content). */
  status?: 201 | 202 | 204;
  /**
   * Error statuses beyond the usual ones; `invalid-config` is a 422 with every issue of a site
   * configuration, `config-conflict` a 409 with the newer live version, `preview-gone` a 410.
   */
  errors?: (401 | 403 | 409 | 410 | 412 | 415 | 422 | 502 | 503 | 'invalid-config' | 'config-conflict' | 'preview-gone')[];
  /** The success responses of a call that answers no JSON envelope: files, pages, redirects. */
  responses?: Record<string, object>;
}

export interface Area {
  tag: { name: string; description: string };
  ops: Op[];
}

export const list = (s: TSchema) => Type.Array(s);

/** Path parameters typed by name; the rest are strings. */
export const PATH_PARAMS: Record<string, TSchema> = {
  id: Id,
  updateId: Id,
};
