// Site configurations: preview links (staff create, anyone with the token opens), publishing,
// and the version history with diffs and restore. The data side lives in server/config/.
import { Router, type NextFunction, type Request, type Response } from 'express';
import type { AppContext } from '../context';
import { HttpError, notFound, send } from './http';
import { body, queryOf, validQuery } from './validate';
import { requireStaff } from '../auth/middleware';
import type { ConfigIssue } from '../../schemas/validate-site-config';
import { validateAndCheck } from '../../shared/config-checks/validate-and-check';
import type { SiteConfig } from '../../schemas/config/site-config';
import { CreateConfigBody, DiffQuery, PREVIEW_HOURS_DEFAULT, PublishConfigBody, type InvalidConfigError as InvalidConfigBody } from '../../schemas/api/configs';
import { ConfigHistory, FILE_VERSION, TOKEN_PATTERN, type Actor } from '../config/config-history';
import { diffConfigs } from '../config/config-diff';
import { MAX_ID } from '../../schemas/api/common';

/** 422 with every issue: `fields` keyed by JSON path (like other forms) plus the ordered list. */
export class InvalidConfigError extends HttpError {
  constructor(public issues: ConfigIssue[]) {
    super(422, 'invalid_config', 'The site configuration is invalid', Object.fromEntries(issues.map((i) => [i.path || '/', i.message])));
  }
}

/** The schema, then the checks beyond it (contrast, dead links, size, locale keys): errors refuse, warnings pass. */
const checked = (input: unknown): SiteConfig => {
  const result = validateAndCheck(input);
  if (!result.ok) throw new InvalidConfigError(result.issues);
  return result.config;
};

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Origin of preview links: the configured siteUrl, except the shipped development value
 * (a loopback host), which would point a server on another port or machine at the wrong place.
 */
function siteOrigin(config: SiteConfig, req: Request): string {
  const requestOrigin = `${req.protocol}://${req.get('host') ?? 'localhost'}`;
  try {
    const url = new URL(config.core.deployment.siteUrl);
    return LOOPBACK.has(url.hostname) ? requestOrigin : url.origin;
  } catch {
    return requestOrigin;
  }
}

const actor = (req: Request): Actor => ({ id: req.user!.id, username: req.user!.username });

function versionParam(req: Request): number {
  const raw = String(req.params.id);
  if (!/^[0-9]{1,10}$/.test(raw) || Number(raw) > MAX_ID) throw notFound('Configuration version');
  return Number(raw);
}

export function configsRouter(ctx: AppContext): Router {
  const r = Router();
  const staff = requireStaff(ctx);
  const history = new ConfigHistory(ctx.db, ctx.configs);
  const expiry = (hours: number) => new Date(Date.parse(ctx.now()) + hours * 3600_000).toISOString();

  const create = async (req: Request, res: Response, legacy = false) => {
    const input = body(req, CreateConfigBody);
    const config = checked(input.config);
    const created = await history.createPreview(config, {
      name: input.name,
      expiresAt: expiry(input.expiresInHours ?? PREVIEW_HOURS_DEFAULT),
      now: ctx.now(),
      by: actor(req),
      origin: siteOrigin(await ctx.configs.active(), req),
    });
    // The original call answered { previewtoken } (the specification's field name): keep it there.
    send(res, legacy ? { ...created, previewtoken: created.token } : created, 201);
  };
  r.post('/configs', staff, (req, res) => create(req, res));
  r.put('/configs', staff, (req, res) => create(req, res, true));

  r.get('/configs', staff, async (_req, res) => {
    send(res, await history.list(ctx.now()));
  });

  r.post('/configs/publish', staff, async (req, res) => {
    const input = body(req, PublishConfigBody);
    const config = checked(input.config);
    const version = await history.storeAndPublish(config, { name: input.name, expiresAt: expiry(PREVIEW_HOURS_DEFAULT), now: ctx.now(), by: actor(req) });
    send(res, { published: true, version });
  });

  // Versions before /configs/:token, whose pattern would also match the word "versions".
  r.get('/configs/versions', staff, async (_req, res) => {
    send(res, await history.versions());
  });

  r.get('/configs/versions/:id', staff, async (req, res) => {
    const version = await history.version(versionParam(req));
    if (!version) throw notFound('Configuration version');
    send(res, version);
  });

  r.get('/configs/versions/:id/diff', staff, validQuery(DiffQuery), async (req, res) => {
    const id = versionParam(req);
    const against = queryOf(req, DiffQuery).against ?? 'previous';
    const fromId = against === 'live' ? await history.liveVersionId() : against === 'previous' ? await history.previousVersionId(id) : Number(against);
    const [to, from] = await Promise.all([history.version(id), history.version(fromId)]);
    if (!to) throw notFound('Configuration version');
    if (!from) throw notFound(`Configuration version ${fromId}`);
    send(res, { from: from.id, to: to.id, changes: diffConfigs(from.config, to.config) });
  });

  r.post('/configs/versions/:id/restore', staff, async (req, res) => {
    const id = versionParam(req);
    const source = await history.version(id);
    if (!source) throw notFound('Configuration version');
    // The schema may have moved on since it was live: never restore something invalid.
    const config = checked(id === FILE_VERSION ? ctx.configs.fileConfig : source.config);
    const version = await history.restore(id, config, actor(req), ctx.now());
    send(res, { published: true, version });
  });

  // Public: whoever holds the link sees the configuration, never cached anywhere.
  r.get('/configs/:token', async (req, res) => {
    const token = String(req.params.token);
    const preview = TOKEN_PATTERN.test(token) ? await ctx.configs.preview(token, ctx.now()) : undefined;
    res.setHeader('Cache-Control', 'no-store');
    if (!preview) throw notFound('Preview configuration');
    send(res, { previewtoken: preview.token, name: preview.name, expiresAt: preview.expiresAt, config: preview.config });
  });

  r.delete('/configs/:token', staff, async (req, res) => {
    const result = await history.delete(String(req.params.token));
    if (result === 'missing') throw notFound('Configuration');
    if (result === 'live') throw new HttpError(409, 'config_live', 'The live configuration cannot be deleted; publish another one first');
    res.status(204).end();
  });

  r.post('/configs/:token/publish', staff, async (req, res) => {
    const row = await history.stored(String(req.params.token));
    if (!row || (row.expires_at !== null && row.expires_at <= ctx.now())) throw notFound('Preview configuration');
    const config = checked(JSON.parse(row.config));
    const version = await history.publish(row.id, row.name ?? `Configuration ${row.id}`, config, actor(req), ctx.now());
    send(res, { published: true, version });
  });

  // The app-wide handler knows code/message/fields; the studio also needs the ordered issues.
  r.use((err: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (!(err instanceof InvalidConfigError)) return next(err);
    const payload: InvalidConfigBody = { error: { code: 'invalid_config', message: err.message, fields: err.fields ?? {}, issues: err.issues } };
    res.status(422).json(payload);
  });

  return r;
}
