// @vitest-environment node
// Property-based fuzzing of every operation in the served /api/openapi.json (fast-check, fixed
// seed, bounded runs): malformed paths, query strings, bodies, content types and encodings, mixed
// with valid requests, sent as visitor, member, staff and with forged or malformed tokens. Fails on
// any 5xx, any status the document does not declare for the operation, any JSON answer that does
// not match the declared schema, and any 2xx to a request the document makes certainly invalid.
// More runs or another seed: FUZZ_RUNS=500 FUZZ_SEED=7 npx vitest run tests/api/fuzz.test.ts
import http from 'node:http';
import zlib from 'node:zlib';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../shared/roles';
import { backends, createUser, startServer, useRealNetwork, type TestServer } from './harness';
import { bodyOf, declaredHeaders, deref, getHeaders, operationsOf, pathOf, queryOf, type BodyPart, type Doc, type Json, type Operation, type Param, type Part } from './openapi-arbitraries';

useRealNetwork();

const SEED = Number(process.env.FUZZ_SEED ?? 20260411);
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

type Role = 'visitor' | 'member' | 'staff' | 'partner' | 'forged' | 'malformed';
/** Mostly real sessions, so that protected calls get past authentication. */
const role = fc.oneof(
  { weight: 1, arbitrary: fc.constantFrom<Role>('visitor', 'forged', 'malformed', 'partner') },
  { weight: 2, arbitrary: fc.constant<Role>('member') },
  { weight: 3, arbitrary: fc.constant<Role>('staff') },
);
/** A partner's own calls are mostly sent as the partner, so valid requests reach their handlers too. */
const partnerCallRole = fc.oneof({ weight: 1, arbitrary: fc.constantFrom<Role>('visitor', 'forged', 'member', 'staff') }, { weight: 4, arbitrary: fc.constant<Role>('partner') });
const roleFor = (path: string) => (path.startsWith('/api/partner/') ? partnerCallRole : role);

interface Answer {
  status: number;
  type: string;
  text: string;
}

/** Sent through node:http, not fetch: the path goes out byte for byte (no dot-segment removal, any escape). */
function send(origin: URL, agent: http.Agent, method: string, target: string, headers: Record<string, string>, body?: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let answered = false;
    // Content-Length always: node would send a DELETE body unframed.
    const sized = body ? { ...headers, 'content-length': String(body.length) } : headers;
    const req = http.request({ host: origin.hostname, port: origin.port, method, path: target, headers: sized, agent }, (res) => {
      answered = true;
      const type = String(res.headers['content-type'] ?? '');
      // Files (images, clips, zips) are checked by status and type only.
      if (!/json|text|html/.test(type)) {
        res.destroy();
        resolve({ status: res.statusCode!, type, text: '' });
        return;
      }
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const unpacked = encoding === 'gzip' ? zlib.gunzipSync(raw) : encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'deflate' ? zlib.inflateSync(raw) : raw;
        resolve({ status: res.statusCode!, type, text: unpacked.toString('utf8') });
      });
      res.on('error', reject);
    });
    // The server may answer (401, 413) before it read the whole body and close the connection.
    req.on('error', (err) => (answered ? undefined : reject(err)));
    req.end(body);
  });
}

/** Stable per operation, so adding an operation does not change what the others get. */
const seedOf = (key: string) => [...key].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) | 0, SEED);

/** JSON pointer of a response schema inside the document, as an ajv reference. */
const responseRef = (op: Operation, status: string) =>
  `openapi#${['paths', op.template, op.method.toLowerCase(), 'responses', status, 'content', 'application/json', 'schema'].map((s) => `/${encodeURIComponent(s.replace(/~/g, '~0').replace(/\//g, '~1'))}`).join('')}`;

interface Request {
  role: Role;
  path: Part;
  query: Part;
  headers: Record<string, string>;
  body?: BodyPart;
}

const describeRequest = (op: Operation, r: Request) =>
  `${op.method} ${`${r.path.text}${r.query.text}`.slice(0, 300)} as ${r.role}${Object.keys(r.headers).length ? ` with headers ${JSON.stringify(r.headers)}` : ''}${r.body ? ` with ${r.body.kind} body (${JSON.stringify(r.body.headers)})` : ''}`;

describe.each(backends)('fuzzing every operation of /api/openapi.json on %s', (backend) => {
  let s: TestServer;
  let doc: Doc;
  let ops: Operation[];
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  const tokens: Partial<Record<Role, string>> = {};
  const passwords: Record<string, string> = {};
  const ajv = new Ajv({ strict: false, allErrors: false, validateSchema: false });
  addFormats(ajv);
  // Query strings as the server checks them: text coerced to the declared type.
  const coercing = new Ajv({ strict: false, coerceTypes: true });
  const queryChecks = new Map<Param, ValidateFunction>();
  const pools = { ids: new Set<number>([1, 2, 3]), names: new Set<string>(), urls: new Set<string>() };

  const login = async (role: 'member' | 'staff' | 'partner') => {
    const username = `fuzz${role}`;
    const res = await s.api('/api/login', { method: 'POST', json: { username, password: passwords[username] } });
    tokens[role] = res.body.data.token;
  };

  /** Every id, permaLink, token and same-origin URL in an answer: known good path values. */
  const collect = (value: unknown, key = '') => {
    if (typeof value === 'string') {
      const v = value.startsWith(s.url) ? value.slice(s.url.length) : value;
      if (/^\/(api|media)\//.test(v)) pools.urls.add(v);
      if (['permaLink', 'token', 'previewtoken', 'x_ans_token'].includes(key)) pools.names.add(v);
    } else if (typeof value === 'number' && key === 'id') pools.ids.add(value);
    else if (Array.isArray(value)) value.forEach((v) => collect(v, key));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) collect(v, k);
  };

  beforeAll(async () => {
    s = await startServer(backend, { seedUpdates: 40 });
    doc = (await s.api('/api/openapi.json')).body;
    ajv.addSchema(doc as object, 'openapi');
    ops = operationsOf(doc);
    for (const [role, options] of [['member', { subscribed: true }], ['staff', { role: ROLE.staff }], ['partner', { role: ROLE.partner }]] as const) {
      const user = await createUser(s, `fuzz${role}`, options);
      passwords[`fuzz${role}`] = user.password;
      tokens[role] = user.token;
      // A partner account reads the figures of its own link id.
      if (role === 'partner') await s.ctx.db.insertInto('partners').values({ name: 'fuzzpartner', commission_percent: 20, status: 'active', user_id: user.id, created_at: new Date().toISOString() }).execute();
    }
    tokens.forged = 'A'.repeat(43);
    const seen = ['/api/public/updates?s=8', '/api/public/photos?s=4', '/api/public/videos?s=4', '/api/public/models?s=4', '/api/public/places?s=4', '/api/public/channels?s=4', '/api/public/posts?s=4', '/api/public/categories', '/api/articles', '/api/affiliatecampaigns', '/api/configs', '/api/staff/updates?s=8', '/api/staff/models?s=8'];
    for (const p of seen) collect((await s.api(p, { token: tokens.staff })).body);
    const updates = (await s.api('/api/public/updates?s=8')).body.data as { id: number }[];
    for (const u of updates.slice(0, 4)) {
      for (const p of [`/api/updates/${u.id}/photos`, `/api/updates/${u.id}/downloads`, `/api/public/updates/${u.id}/photos`]) collect((await s.api(p, { token: tokens.member })).body);
    }
    // A pending card payment: its sandbox join page and its lookup become reachable.
    const plan = (await s.api('/api/articles')).body.data[0];
    collect((await s.api('/api/payment/createEpochInvoice', { method: 'POST', json: { username: 'fuzzbuyer', email: 'fuzzbuyer@example.test', password: 'long enough 1', tos: true, article_id: plan.id, provider: 'epochCreditCard' } })).body);
    const config = (await s.api('/api/settings')).body.data.config;
    collect((await s.api('/api/configs', { method: 'POST', token: tokens.staff, json: { config, name: 'fuzz' } })).body);
  }, 120_000);

  afterAll(async () => {
    agent.destroy();
    await s?.close();
  });

  const checkQueryValue = (param: Param, value: string) => {
    let fn = queryChecks.get(param);
    if (!fn) queryChecks.set(param, (fn = coercing.compile({ type: 'object', properties: { v: param.schema } })));
    return fn({ v: value });
  };

  const headersFor = ({ role, body, headers: extra }: Request): Record<string, string> => {
    const headers: Record<string, string> = { ...extra, ...(body?.headers ?? {}) };
    if (role === 'malformed') headers.authorization = 'Basic Zm9vOmJhcg==';
    else if (role !== 'visitor') headers.authorization = `Bearer ${tokens[role]}`;
    return headers;
  };

  /** What is wrong with an answer, if anything. */
  const problemOf = (op: Operation, r: Request, a: Answer): string | undefined => {
    if (a.status >= 500) return `answered ${a.status}: ${a.text.slice(0, 300)}`;
    const declared = op.responses[String(a.status)] as Json | undefined;
    if (!declared) return `answered ${a.status}, which the document does not declare: ${a.text.slice(0, 300)}`;
    const mustFail = r.path.mustFail ?? r.query.mustFail ?? r.body?.mustFail;
    if (mustFail && a.status < 400) return `accepted (${a.status}) a request with ${mustFail}: ${a.text.slice(0, 200)}`;
    // A HEAD answer has headers only: its status is all there is to check.
    if (op.method === 'HEAD') return undefined;
    const types = Object.keys(declared.content ?? {});
    if (!types.length) return undefined;
    // Any declared type; a JSON answer must also match its schema.
    if (!a.type.startsWith('application/json') || !types.includes('application/json')) {
      return types.some((t) => a.type.startsWith(t)) ? undefined : `answered ${a.status} as ${a.type}, declared ${types.join(', ')}: ${a.text.slice(0, 200)}`;
    }
    const ref = responseRef(op, String(a.status));
    const validate = ajv.getSchema(ref) ?? ajv.compile({ $ref: ref });
    let body: unknown;
    try {
      body = JSON.parse(a.text);
    } catch {
      return `answered ${a.status} with invalid JSON: ${a.text.slice(0, 200)}`;
    }
    return validate(body) ? undefined : `answered ${a.status} with a body the document does not describe (${ajv.errorsText(validate.errors)}): ${a.text.slice(0, 300)}`;
  };

  it('takes no field a request body does not declare', () => {
    const open = ops.filter((op) => op.body && deref(doc, op.body.schema).additionalProperties !== false).map((op) => op.key);
    expect(open, 'request bodies without additionalProperties: false').toEqual([]);
  });

  it('answers every operation as documented, never with a 5xx', async () => {
    const stats = new Map<string, { sent: number; ok: number }>();
    const failures: string[] = [];
    const origin = new URL(s.url);
    for (const op of ops) {
      const stat = { sent: 0, ok: 0 };
      stats.set(op.key, stat);
      const pattern = new RegExp(`^${op.template.replace(/\{\w+\}/g, '[^/?]+')}(\\?|$)`);
      const known = [...pools.urls].filter((u) => pattern.test(u)).map((u): { path: Part; query: Part } => ({ path: { text: u.split('?')[0]! }, query: { text: u.includes('?') ? `?${u.split('?')[1]}` : '' } }));
      const good = (p: Param) => ((p.schema as Json).type === 'integer' ? [...pools.ids].map(String) : [...pools.names]);
      const generated = fc.record({ path: pathOf(doc, op, good), query: queryOf(doc, op, checkQueryValue) });
      const target = known.length ? fc.oneof({ weight: 1, arbitrary: fc.constantFrom(...known) }, { weight: 3, arbitrary: generated }) : generated;
      const headers = op.method === 'GET' ? fc.oneof({ weight: 3, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: getHeaders }) : op.headerParams.length ? declaredHeaders(doc, op) : fc.constant({});
      const request = fc.record({ role: roleFor(op.template), target, headers, body: bodyOf(doc, op) }).map(({ target: t, ...rest }): Request => ({ ...rest, ...t }));
      const details = await fc.check(
        fc.asyncProperty(request, async (r) => {
          const answer = await send(origin, agent, op.method, `${r.path.text}${r.query.text}`, headersFor(r), r.body?.bytes);
          stat.sent++;
          if (answer.status < 300) stat.ok++;
          // Logging out or rotating the token ends that session: start a new one.
          if (answer.status < 300 && (r.role === 'member' || r.role === 'staff' || r.role === 'partner') && /^(POST \/api\/logout|GET \/api\/refresh)$/.test(op.key)) await login(r.role);
          const problem = problemOf(op, r, answer);
          if (problem) throw new Error(problem);
        }),
        { seed: seedOf(op.key), numRuns: RUNS, endOnFailure: true },
      );
      if (details.failed) failures.push(`${op.key}: ${(details.errorInstance as Error)?.message ?? details.errorInstance}\n    request: ${describeRequest(op, details.counterexample![0])}`);
    }
    expect(failures).toEqual([]);
    // Not vacuous: every operation was driven, and valid requests really reached the handlers.
    expect(ops.length).toBeGreaterThan(100);
    expect([...stats].filter(([, st]) => st.sent < RUNS).map(([key]) => key)).toEqual([]);
    const succeeded = [...stats.values()].reduce((n, st) => n + st.ok, 0);
    expect(succeeded).toBeGreaterThan(ops.length * RUNS * 0.1);
    const plainGets = ops.filter((op) => op.method === 'GET' && !op.pathParams.length);
    expect(plainGets.filter((op) => stats.get(op.key)!.ok === 0).map((op) => op.key)).toEqual([]);
  }, Math.max(300_000, RUNS * 12_000));
});
