// Site configurations: preview links (staff create, anyone with the token opens), publishing,
// and the version history with diffs and restore. The data side lives in server/config/.
import { Router, type NextFunction, type Request, type Response } from 'express';
import type { AppContext } from '../context';
import { HttpError, notFound, send } from './http';
import { body, queryOf, validQuery } from './validate';
import { requireSiteConfigEditor, requireSiteConfigPublisher } from '../auth/middleware';
import type { ConfigIssue } from '../../schemas/validate-site-config';
import { validateAndCheck } from '../../shared/config-checks/validate-and-check';
import type { SiteConfig } from '../../schemas/config/site-config';
import { mayPublishSiteConfig } from '../../shared/roles';
import {
  BaseVersionBody,
  CreateConfigBody,
  DiffQuery,
  PREVIEW_HOURS_DEFAULT,
  PublishConfigBody,
  ScheduleConfigBody,
  type ConfigConflictError as ConfigConflictBody,
  type InvalidConfigError as InvalidConfigBody,
  type PreviewGoneError as PreviewGoneBody,
} from '../../schemas/api/configs';
import { ConfigHistory, FILE_VERSION, StaleBaseError, TOKEN_PATTERN, type Actor } from '../config/config-history';
import { ScheduledPublishes } from '../config/scheduled-publishes';
import { diffConfigs } from '../config/config-diff';
import { MAX_ID } from '../../schemas/api/common';
import { recordStaffAction } from '../desk/audit-log';

/** 422 with every issue: `fields` keyed by JSON path (like other forms) plus the ordered list. */
export class InvalidConfigError extends HttpError {
  constructor(public issues: ConfigIssue[]) {
    super(422, 'invalid_config', 'The site configuration is invalid', Object.fromEntries(issues.map((i) => [i.path || '/', i.message])));
  }
}

/** 409: the live version moved on since the document's base; nothing was changed. */
class ConfigConflictHttpError extends HttpError {
  constructor(public payload: ConfigConflictBody) {
    super(409, 'config_conflict', payload.error.message);
  }
}

/** 410: the link existed; it expired or was deleted (a never-existing token stays 404). */
class PreviewGoneHttpError extends HttpError {
  constructor(public payload: PreviewGoneBody) {
    super(410, payload.error.code, payload.error.message);
  }
}

const YEAR_MS = 366 * 86400_000;


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
  const editor = requireSiteConfigEditor(ctx);
  const publisher = requireSiteConfigPublisher(ctx);
  const history = new ConfigHistory(ctx.db, ctx.configs);
  const schedule = new ScheduledPublishes(ctx.db, ctx.configs);
  const expiry = (hours: number) => new Date(Date.parse(ctx.now()) + hours * 3600_000).toISOString();

  /** Runs a publish; a stale base becomes the 409 with the live version and its differences from `document`. */
  const overBase = async (document: unknown, baseVersion: number, publish: () => Promise<number>): Promise<number> => {
    try {
      return await publish();
    } catch (err) {
      if (!(err instanceof StaleBaseError)) throw err;
      const { config, ...live } = await history.live();
      const by = live.publishedBy ? ` by ${live.publishedBy}` : '';
      const when = live.publishedAt ? ` at ${live.publishedAt}` : '';
      throw new ConfigConflictHttpError({
        error: {
          code: 'config_conflict',
          message: `Version ${live.version} ("${live.name}") was published${by}${when} after the version ${baseVersion} this was based on; reload it or compare before publishing`,
          live,
          baseVersion,
          changes: diffConfigs(document, config),
        },
      });
    }
  };

  const create = async (req: Request, res: Response, legacy = false) => {
    const input = body(req, CreateConfigBody);
    const config = checked(input.config);
    const live = await ctx.configs.active();
    // A preview link runs its customJS in the browser of whoever opens it, publishers included:
    // an editor changing it could act with a publisher's session, so only publishers may.
    if (!mayPublishSiteConfig(req.user) && config.ui.customJS !== live.ui.customJS) {
      throw new HttpError(403, 'custom_js_publishers_only', 'Only a publisher may change customJS: it runs in the browser of everyone who opens the preview link');
    }
    const created = await history.createPreview(config, {
      name: input.name,
      expiresAt: expiry(input.expiresInHours ?? PREVIEW_HOURS_DEFAULT),
      now: ctx.now(),
      by: actor(req),
      origin: siteOrigin(live, req),
      baseVersion: input.baseVersion,
    });
    // The original call answered { previewtoken } (the specification's field name): keep it there.
    send(res, legacy ? { ...created, previewtoken: created.token } : created, 201);
  };
  r.post('/configs', editor, (req, res) => create(req, res));
  r.put('/configs', editor, (req, res) => create(req, res, true));

  r.get('/configs', editor, async (_req, res) => {
    send(res, await history.list(ctx.now()));
  });

  r.post('/configs/publish', publisher, async (req, res) => {
    const input = body(req, PublishConfigBody);
    const config = checked(input.config);
    const version = await overBase(config, input.baseVersion, () =>
      history.storeAndPublish(config, { name: input.name, expiresAt: expiry(PREVIEW_HOURS_DEFAULT), now: ctx.now(), by: actor(req), baseVersion: input.baseVersion }),
    );
    send(res, { published: true, version });
  });

  // Fixed words before /configs/:token, whose pattern would also match "live", "versions" or "schedule".
  r.get('/configs/live', editor, async (_req, res) => {
    send(res, await history.live());
  });

  r.get('/configs/schedule', editor, async (_req, res) => {
    send(res, await schedule.list());
  });

  r.post('/configs/schedule', publisher, async (req, res) => {
    const input = body(req, ScheduleConfigBody);
    const now = ctx.now();
    const at = Date.parse(input.publishAt);
    if (!(at > Date.parse(now))) throw new HttpError(400, 'bad_request', 'publishAt must be in the future', { publishAt: 'must be in the future' });
    if (at - Date.parse(now) > YEAR_MS) throw new HttpError(400, 'bad_request', 'publishAt is more than a year ahead', { publishAt: 'at most a year ahead' });
    if ((input.token === undefined) === (input.config === undefined)) {
      throw new HttpError(400, 'bad_request', 'Send either the token of a saved preview link or a configuration', { token: 'either token or config' });
    }
    let configId: number;
    if (input.token !== undefined) {
      const row = await history.stored(input.token);
      if (!row || (row.expires_at !== null && row.expires_at <= now)) throw notFound('Preview configuration');
      checked(JSON.parse(row.config));
      configId = row.id;
    } else {
      const config = checked(input.config);
      // Stored as a link that lives at least until it is published, so QA can open it meanwhile.
      const hours = Math.min(Math.max(PREVIEW_HOURS_DEFAULT, Math.ceil((at - Date.parse(now)) / 3600_000) + 24), 24 * 400);
      const created = await history.createPreview(config, { name: input.name ?? `Scheduled for ${new Date(at).toISOString().slice(0, 16).replace('T', ' ')} UTC`, expiresAt: expiry(hours), now, by: actor(req), origin: '', baseVersion: input.baseVersion });
      configId = (await history.stored(created.token))!.id;
    }
    const entry = await schedule.create({ configId, publishAt: new Date(at).toISOString(), baseVersion: input.baseVersion, by: req.user!.id, now });
    ctx.configSchedule?.poke();
    send(res, entry, 201);
  });

  r.delete('/configs/schedule/:id', publisher, async (req, res) => {
    const raw = String(req.params.id);
    if (!/^[1-9][0-9]{0,9}$/.test(raw) || Number(raw) > MAX_ID) throw notFound('Scheduled publish');
    const result = await schedule.cancel(Number(raw), req.user!.username, ctx.now());
    if (result === 'missing') throw notFound('Scheduled publish');
    if (result === 'done') throw new HttpError(409, 'schedule_done', 'This scheduled publish has already been published, failed or been cancelled');
    ctx.configSchedule?.poke();
    res.status(204).end();
  });

  r.get('/configs/versions', editor, async (_req, res) => {
    send(res, await history.versions());
  });

  r.get('/configs/versions/:id', editor, async (req, res) => {
    const version = await history.version(versionParam(req));
    if (!version) throw notFound('Configuration version');
    send(res, version);
  });

  r.get('/configs/versions/:id/diff', editor, validQuery(DiffQuery), async (req, res) => {
    const id = versionParam(req);
    const against = queryOf(req, DiffQuery).against ?? 'previous';
    const fromId = against === 'live' ? await history.liveVersionId() : against === 'previous' ? await history.previousVersionId(id) : Number(against);
    const [to, from] = await Promise.all([history.version(id), history.version(fromId)]);
    if (!to) throw notFound('Configuration version');
    if (!from) throw notFound(`Configuration version ${fromId}`);
    send(res, { from: from.id, to: to.id, changes: diffConfigs(from.config, to.config) });
  });

  r.post('/configs/versions/:id/restore', publisher, async (req, res) => {
    const id = versionParam(req);
    const { baseVersion } = body(req, BaseVersionBody);
    const source = await history.version(id);
    if (!source) throw notFound('Configuration version');
    // The schema may have moved on since it was live: never restore something invalid.
    const config = checked(id === FILE_VERSION ? ctx.configs.fileConfig : source.config);
    const version = await overBase(config, baseVersion, () => history.restore(id, config, actor(req), ctx.now(), baseVersion));
    send(res, { published: true, version });
  });

  // Public: whoever holds the link sees the configuration, never cached anywhere.
  r.get('/configs/:token', async (req, res) => {
    const token = String(req.params.token);
    const now = ctx.now();
    const preview = TOKEN_PATTERN.test(token) ? await ctx.configs.preview(token, now) : undefined;
    res.setHeader('Cache-Control', 'no-store');
    if (!preview) {
      const gone = TOKEN_PATTERN.test(token) ? await history.gone(token, now) : undefined;
      if (gone) {
        const message = gone.gone === 'preview_deleted' ? `The preview "${gone.name}" was deleted` : `The preview "${gone.name}" has expired`;
        throw new PreviewGoneHttpError({ error: { code: gone.gone, message, name: gone.name, at: gone.at } });
      }
      throw notFound('Preview configuration');
    }
    send(res, { previewtoken: preview.token, name: preview.name, expiresAt: preview.expiresAt, config: preview.config });
  });

  r.delete('/configs/:token', editor, async (req, res) => {
    const deletion = await history.delete(String(req.params.token), { ...actor(req), mayCancelSchedules: mayPublishSiteConfig(req.user) }, ctx.now());
    if (deletion.result === 'missing') throw notFound('Configuration');
    if (deletion.result === 'live') throw new HttpError(409, 'config_live', 'The live configuration cannot be deleted; publish another one first');
    if (deletion.result === 'scheduled') {
      const by = deletion.by ? ` by ${deletion.by}` : '';
      throw new HttpError(403, 'config_scheduled', `This preview link is scheduled${by} to be published at ${deletion.publishAt}: only a publisher can delete it (which cancels the schedule)`);
    }
    await recordStaffAction(ctx, req, {
      action: 'preview.delete',
      targetKind: 'preview',
      targetId: deletion.configId,
      details: { name: deletion.name, cancelledSchedules: deletion.cancelledSchedules },
    });
    // A deletion may have cancelled a scheduled publish: the scheduler forgets it.
    ctx.configSchedule?.poke();
    res.status(204).end();
  });

  r.post('/configs/:token/publish', publisher, async (req, res) => {
    const { baseVersion } = body(req, BaseVersionBody);
    const row = await history.stored(String(req.params.token));
    if (!row || (row.expires_at !== null && row.expires_at <= ctx.now())) throw notFound('Preview configuration');
    const config = checked(JSON.parse(row.config));
    const version = await overBase(config, baseVersion, () => history.publish(row.id, row.name ?? `Configuration ${row.id}`, config, actor(req), ctx.now(), baseVersion));
    send(res, { published: true, version });
  });

  // The app-wide handler knows code/message/fields; the studio also needs the ordered issues,
  // the conflicting live version and the gone link's details.
  r.use((err: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (err instanceof ConfigConflictHttpError || err instanceof PreviewGoneHttpError) {
      res.status(err.status).json(err.payload);
      return;
    }
    if (!(err instanceof InvalidConfigError)) return next(err);
    const payload: InvalidConfigBody = { error: { code: 'invalid_config', message: err.message, fields: err.fields ?? {}, issues: err.issues } };
    res.status(422).json(payload);
  });

  return r;
}
