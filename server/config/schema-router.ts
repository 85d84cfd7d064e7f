// The configuration's JSON Schema at a stable address, GET /schemas/site-config.json, so a
// configuration file anywhere ("$schema": "https://<site>/schemas/site-config.json") gets
// completion and checks in an editor. Public, readable from any origin, revalidated by ETag.
import crypto from 'node:crypto';
import { Router, type Response } from 'express';
import schema from '../../schemas/site-config.schema.json';
import { etagMatches } from '../http-cache/conditional';

export const SITE_CONFIG_SCHEMA_PATH = '/schemas/site-config.json';

export function siteConfigSchemaRouter(): Router {
  const r = Router();
  // The same text as the generated file; it changes only with a new build.
  const text = `${JSON.stringify(schema, null, 2)}\n`;
  const etag = `"${crypto.createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
  const common = (res: Response) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    // helmet's default (same-origin) would keep other sites' pages from loading it.
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    res.setHeader('Cache-Control', 'public, max-age=300, must-revalidate');
    res.setHeader('ETag', etag);
  };
  r.options(SITE_CONFIG_SCHEMA_PATH, (_req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', 'If-None-Match');
    res.status(204).end();
  });
  r.get(SITE_CONFIG_SCHEMA_PATH, (req, res) => {
    common(res);
    if (etagMatches(req.headers['if-none-match'], etag)) {
      res.status(304).end();
      return;
    }
    res.type('application/schema+json').send(text);
  });
  return r;
}
