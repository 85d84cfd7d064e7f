// /api/openapi.json: built from the operation lists of this folder, whose bodies, payloads and
// query strings are the TypeBox schemas the routes validate with (schemas/api).
// tests/api/openapi.test.ts fails when an express route under /api or /media is not listed here,
// or a listed operation has no route; it also runs the Redocly linter on the served document.
import { Router } from 'express';
import { Kind, Type, type TSchema } from '@sinclair/typebox';
import * as Api from '../../../schemas/api';
import * as Configs from '../../../schemas/api/configs';
import { ApiError, MAX_RESULTS_HEADER } from '../../../schemas/api/common';
import { PATH_PARAMS, type Area, type Op } from './operation';
import { CONTENT_LANG_PARAM } from '../../../shared/content-lang';
import { contentArea } from './content';
import { siteArea } from './site';
import { membersArea } from './members';
import { paymentsArea } from './payments';
import { recordsArea } from './records';
import { mediaArea } from './media';
import { commentsArea } from './comments';
import { accountArea } from './account';
import { newsletterArea } from './newsletter';
import { mediaLibraryArea } from './media-library';
import { staffContentArea } from './staff-content';
import { staffNewsArea } from './staff-news';
import { staffAuditArea } from './staff-audit';
import { deskPaymentsArea } from './desk-payments';
import { deskMembersArea } from './desk-members';
import { deskRequestsArea } from './desk-requests';
import { deskDashboardArea } from './desk-dashboard';
import { deskPartnersArea } from './desk-partners';

const AREAS: Area[] = [contentArea, siteArea, membersArea, paymentsArea, accountArea, recordsArea, commentsArea, newsletterArea, staffContentArea, mediaArea, mediaLibraryArea, staffNewsArea, staffAuditArea, deskPaymentsArea, deskMembersArea, deskRequestsArea, deskDashboardArea, deskPartnersArea];

type Json = Record<string, unknown>;

/** TypeBox schemas carry symbols and $id; OpenAPI wants plain JSON Schema. */
const plain = (s: TSchema) => JSON.parse(JSON.stringify(s, (k, v) => (k === '$id' ? undefined : v))) as Json;

const isSchema = (v: unknown): v is TSchema => typeof v === 'object' && v !== null && Kind in v;
/** Every schema exported by schemas/api, by its export name: these become components. */
const NAMES = new Map<TSchema, string>();
for (const [name, value] of Object.entries<unknown>({ ...Api, ...Configs })) if (isSchema(value) && !NAMES.has(value)) NAMES.set(value, name);

/** camelCase of method and path: GET /api/public/models/{permalink} -> getPublicModelsByPermalink. */
const operationId = (op: Op) =>
  [op.method, ...op.path.replace(/^\/api\//, '/').split('/').filter(Boolean).flatMap((seg) => {
    const param = /^\{(\w+)\}$/.exec(seg);
    return param ? ['by', param[1]!] : seg.split(/[^A-Za-z0-9]+/);
  })]
    .map((w, i) => (i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join('');

const SECURITY = { public: [], optional: [{}, { bearer: [] }], user: [{ bearer: [] }], staff: [{ bearer: [] }] };

export function buildOpenApi() {
  const schemas: Record<string, Json> = {};
  /** A named schema becomes a component and a $ref; lists of one too; anything else is inlined. */
  const ref = (s: TSchema): Json => {
    const name = NAMES.get(s);
    if (name) {
      schemas[name] ??= plain(s);
      return { $ref: `#/components/schemas/${name}` };
    }
    if (s[Kind] === 'Array' && NAMES.has(s.items as TSchema)) return { ...plain(s), items: ref(s.items as TSchema) };
    return plain(s);
  };
  const json = (schema: Json) => ({ 'application/json': { schema } });
  const error = (description: string) => ({ description, content: json(ref(ApiError)) });

  const operation = (op: Op, tag: string) => {
    const pathParams = [...op.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({ name: name!, in: 'path', required: true, schema: plain(op.params?.[name!] ?? PATH_PARAMS[name!] ?? Type.String()) }));
    const queryParams = Object.entries(op.query?.properties ?? {}).map(([name, s]) => {
      const { description, ...schema } = plain(s);
      return { name, in: 'query', required: op.query?.required?.includes(name) ?? false, ...(description ? { description } : {}), schema };
    });
    const langParam = {
      name: CONTENT_LANG_PARAM,
      in: 'query',
      required: false,
      description:
        "The visitor's language as a translate code (de_DE, fr_FR, es_ES...): names, descriptions, post contents and plan texts come in it, each falling back to English where it has no translation. Missing or unknown values answer English.",
      schema: { type: 'string', examples: ['de_DE'] },
    };
    const headerParams = Object.entries(op.headers ?? {}).map(([name, s]) => {
      const { description, ...schema } = plain(s);
      return { name, in: 'header', required: name === 'Tus-Resumable', ...(description ? { description } : {}), schema };
    });
    const parameters = [...pathParams, ...queryParams, ...headerParams, ...(op.localized ? [langParam] : [])];
    const ok = op.status === 204
      ? { description: 'No content' }
      : {
          description: 'OK',
          ...(op.paged ? { headers: { [MAX_RESULTS_HEADER]: { description: 'total rows before paging', schema: { type: 'integer' } } } } : {}),
          content: json({ type: 'object', required: ['data'], properties: { data: op.data ? ref(op.data) : {} } }),
        };
    const required = op.auth === 'user' || op.auth === 'staff';
    const errors: Json = { '400': error('Invalid request') };
    if (required) errors['401'] = error('No valid bearer token');
    else if (op.errors?.includes(401)) errors['401'] = error('Wrong credentials');
    if (op.auth === 'staff' || op.errors?.includes(403)) errors['403'] = error(op.auth === 'staff' ? 'Not staff' : 'Forbidden');
    errors['404'] = error('Not found');
    if (op.errors?.includes(409)) errors['409'] = error('Conflict');
    if (op.errors?.includes(410)) errors['410'] = error('Gone');
    if (op.errors?.includes(412)) errors['412'] = error('Precondition failed');
    if (op.errors?.includes('config-conflict')) errors['409'] = { description: 'The live version is newer than baseVersion: who published it, when, and its differences', content: json(plain(Configs.ConfigConflictError)) };
    if (op.errors?.includes('preview-gone')) errors['410'] = { description: 'The preview link expired or was deleted', content: json(plain(Configs.PreviewGoneError)) };
    // app.ts reads a body sent to any /api call, whether or not the call takes one.
    if (op.method !== 'get') {
      errors['413'] = error('Request body too large');
      errors['415'] = error('Unsupported Content-Type, Content-Encoding or charset');
    }
    if (op.errors?.includes(422)) errors['422'] = error('Not possible');
    // Inline, so the issues the studio lists read in place (tests/api/configs.test.ts checks them there).
    if (op.errors?.includes('invalid-config')) errors['422'] = { description: 'Invalid site configuration', content: json(plain(Configs.InvalidConfigError)) };
    errors['429'] = error('Too many requests');
    if (op.errors?.includes(502)) errors['502'] = error('The payment provider refused or could not be reached');
    if (op.errors?.includes(503)) errors['503'] = error('Not yet: try again later (Retry-After)');
    return {
      operationId: operationId(op),
      summary: op.summary,
      tags: [tag],
      security: SECURITY[op.auth ?? 'public'],
      ...(parameters.length ? { parameters } : {}),
      ...(op.body ? { requestBody: { required: true, content: { [op.bodyType ?? 'application/json']: { schema: ref(op.body) } } } } : {}),
      // A GET answer carries an ETag: a request whose validator still matches gets 304 (never a personal one).
      // An operation's own `responses` win over the usual errors (the tus endpoint's answer in text too).
      responses: { ...(op.responses ?? { [String(op.status ?? 200)]: ok }), ...(op.method === 'get' && !required ? { '304': { description: 'Not modified (If-None-Match or If-Modified-Since)' } } : {}), ...errors, ...op.responses },
    };
  };

  const paths: Record<string, Json> = {};
  for (const area of AREAS) {
    for (const op of area.ops) {
      const item = (paths[op.path] ??= {});
      if (item[op.method]) throw new Error(`OpenAPI: ${op.method.toUpperCase()} ${op.path} is listed twice`);
      item[op.method] = operation(op, area.tag.name);
    }
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Membership site API', version: '1.0.0', description: 'Every success answers `{ data }` (lists add the `maxresults` header); every error `{ error: { code, message, fields? } }`.' },
    servers: [{ url: '/', description: 'this server' }],
    tags: AREAS.map((a) => a.tag),
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'the session token from POST /api/login' } }, schemas },
    paths,
  };
}

export function openapiRouter(): Router {
  const r = Router();
  let doc: ReturnType<typeof buildOpenApi> | undefined;
  r.get('/openapi.json', (_req, res) => {
    doc ??= buildOpenApi();
    res.json(doc);
  });
  return r;
}
