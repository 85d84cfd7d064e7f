// /api/openapi.json against the real app: every express route under /api and /media is documented
// and every documented operation has a route, protected operations say so, and the Redocly linter
// finds no error in the served document. Routes are the same on both databases: one backend suffices.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startServer, useRealNetwork, type TestServer } from './harness';

useRealNetwork();

interface Layer {
  rawPath?: string | string[];
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}
interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; schema?: Schema }[];
}
type Doc = { paths: Record<string, Record<string, Operation>> };
type Schema = { type?: string; anyOf?: Schema[] };

/** A type, or a choice of typed values (a union of literals). */
const typed = (schema?: Schema): boolean => !!schema?.type || (!!schema?.anyOf?.length && schema.anyOf.every(typed));

const join = (prefix: string, p: string) => `${prefix}/${p}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');

/** `METHOD /path` of every route in express's router stack, nested routers included; `:id` becomes `{id}`. */
function expressRoutes(stack: Layer[], prefix = ''): string[] {
  return stack.flatMap((layer) => {
    const paths = ([] as string[]).concat(layer.rawPath ?? '/');
    if (layer.route) {
      const route = layer.route;
      return paths.flatMap((p) => Object.keys(route.methods).map((m) => `${m.toUpperCase()} ${join(prefix, p).replace(/:(\w+)/g, '{$1}')}`));
    }
    const inner = layer.handle?.stack;
    return inner ? paths.flatMap((p) => expressRoutes(inner, join(prefix, p))) : [];
  });
}

const operations = (doc: Doc) => Object.entries(doc.paths).flatMap(([p, item]) => Object.entries(item).map(([method, op]) => ({ key: `${method.toUpperCase()} ${p}`, method, path: p, op })));

describe('OpenAPI document', () => {
  let s: TestServer;
  let doc: Doc;
  beforeAll(async () => {
    s = await startServer(backends[0]!);
    doc = (await s.api('/api/openapi.json')).body;
  }, 60_000);
  afterAll(async () => {
    await s?.close();
  });

  it('documents every /api and /media route, and no operation without a route', () => {
    // Pages (HTML), robots.txt and sitemap.xml are for browsers and crawlers, not API clients.
    const routes = new Set(expressRoutes(s.app.router.stack as unknown as Layer[]).filter((r) => / \/(api|media)\//.test(r)));
    const documented = new Set(operations(doc).map((o) => o.key));
    expect([...routes].filter((r) => !documented.has(r)), 'express routes missing from /api/openapi.json: list them in server/api/openapi/').toEqual([]);
    expect([...documented].filter((o) => !routes.has(o)), 'documented operations no express route answers').toEqual([]);
  });

  it('names every operation once and types every path and query parameter', () => {
    const ops = operations(doc);
    const ids = ops.map((o) => o.op.operationId);
    expect(ids.filter((id, i) => !id || ids.indexOf(id) !== i), 'missing or repeated operationIds').toEqual([]);
    for (const { key, path: p, op } of ops) {
      const inPath = [...p.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      expect(op.parameters?.filter((x) => x.in === 'path').map((x) => x.name) ?? [], key).toEqual(inPath);
      for (const param of op.parameters ?? []) expect([key, param.name, typed(param.schema)]).toEqual([key, param.name, true]);
      expect(Array.isArray(op.security), `${key} declares its security`).toBe(true);
    }
  });

  it('declares the bearer token exactly where the route refuses a caller without one', async () => {
    const sample = (p: string) => p.replace(/\{(\w+)\}/g, (_m, name: string) => (/id$/i.test(name) ? '1' : 'x'));
    const wrong: string[] = [];
    for (const { key, method, path: p, op } of operations(doc)) {
      const required = !!op.security?.length && op.security.every((r) => 'bearer' in r);
      // Public writes would change data: only protected calls are made with every method.
      if (!required && method !== 'get') continue;
      const status = (await s.api(sample(p), { method: method.toUpperCase(), ...(method === 'get' || method === 'head' ? {} : { json: {} }) })).status;
      if (required !== (status === 401)) wrong.push(`${key}: security ${JSON.stringify(op.security)}, ${status} without a token`);
    }
    expect(wrong).toEqual([]);
  });

  it('passes the Redocly linter (redocly.yaml) without errors', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-'));
    const file = path.join(dir, 'openapi.json');
    fs.writeFileSync(file, JSON.stringify(doc, null, 2));
    try {
      const run = spawnSync(path.resolve('node_modules/.bin/redocly'), ['lint', '--format=json', '--max-problems=1000', file], {
        encoding: 'utf8',
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      });
      let report: { totals: { errors: number }; problems: { severity: string; ruleId: string; message: string; location: { pointer: string }[] }[] };
      try {
        report = JSON.parse(run.stdout);
      } catch {
        throw new Error(`redocly lint did not report (exit ${run.status}): ${run.stderr}`);
      }
      const errors = report.problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`);
      expect(errors).toEqual([]);
      expect(report.totals.errors).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
