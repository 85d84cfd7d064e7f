// Site configurations as the real server answers them (server/api/configs.ts): the live version,
// preview links (create, list, open, delete; 410 once gone), publishing and restoring over a base
// version (409 config_conflict when the live one moved), scheduled publishing, and the version
// history with diffs. `configsMockFor()` gives handlers with their own history (each test starts
// fresh) and controls for tests: another publisher publishing, a link expiring, the requests sent.
import { http, HttpResponse } from 'msw';
import defaultConfig from '../../site-configs/default.json';
import type {
  ConfigChange,
  ConfigConflictError,
  ConfigListItem,
  ConfigVersion,
  InvalidConfigError,
  LiveConfig,
  PreviewCreated,
  PreviewGoneError,
  ScheduledPublish,
} from '../../schemas/api/configs';
import { validateAndCheck } from '../../shared/config-checks/validate-and-check';
import { FIXTURE_NOW, FIXTURE_NOW_MS } from '../fixtures/clock';
import { api } from './paths';
import { apiError, notFound, ok, param } from './respond';

export const configsPaths = {
  configs: api('configs'),
  live: api('configs/live'),
  schedule: api('configs/schedule'),
  scheduled: api('configs/schedule/:id'),
  publishDocument: api('configs/publish'),
  versions: api('configs/versions'),
  diff: api('configs/versions/:id/diff'),
  restore: api('configs/versions/:id/restore'),
  config: api('configs/:token'),
  publish: api('configs/:token/publish'),
} as const;

/** The mock staff user who creates and publishes everything. */
export const MOCK_STAFF_NAME = 'staff';

interface Stored {
  token: string;
  name: string;
  config: unknown;
  createdAt: string;
  expiresAt: string;
  createdBy: string;
  /** Set when a test lets the link expire. */
  expired?: boolean;
  deletedAt?: string;
  deletedBy?: string;
}

/** A request that changed something, as the mock received it (for tests checking bodies). */
export interface ConfigsRequest {
  method: string;
  path: string;
  body: unknown;
}

const HOUR_MS = 3_600_000;

const invalid = (issues: { path: string; message: string }[]) =>
  HttpResponse.json<InvalidConfigError>(
    {
      error: {
        code: 'invalid_config',
        message: 'The site configuration is invalid',
        fields: Object.fromEntries(issues.map((issue) => [issue.path || '/', issue.message])),
        issues,
      },
    },
    { status: 422 },
  );

const escape = (key: string) => key.replaceAll('~', '~0').replaceAll('/', '~1');

/** A plain structural diff (arrays by index); the real server also detects moves. */
export function simpleDiff(from: unknown, to: unknown, path = ''): ConfigChange[] {
  if (JSON.stringify(from) === JSON.stringify(to)) return [];
  const bothObjects = from !== null && to !== null && typeof from === 'object' && typeof to === 'object' && Array.isArray(from) === Array.isArray(to);
  if (!bothObjects) return [{ path, kind: 'changed', before: from, after: to }];
  const a = from as Record<string, unknown>;
  const b = to as Record<string, unknown>;
  const changes: ConfigChange[] = [];
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const child = `${path}/${escape(key)}`;
    if (!(key in b)) changes.push({ path: child, kind: 'removed', before: a[key] });
    else if (!(key in a)) changes.push({ path: child, kind: 'added', after: b[key] });
    else changes.push(...simpleDiff(a[key], b[key], child));
  }
  return changes;
}

export function configsMockFor(initial: unknown = defaultConfig) {
  const stored = new Map<string, Stored>();
  const versions: (ConfigVersion & { config: unknown })[] = [
    { id: 0, token: null, name: 'Start configuration', publishedAt: null, publishedBy: null, live: true, restoredFrom: null, config: initial },
  ];
  const scheduled: ScheduledPublish[] = [];
  const requests: ConfigsRequest[] = [];
  let counter = 0;

  const live = () => versions.find((version) => version.live)!;
  const versionOf = (raw: string | readonly string[] | undefined) => versions.find((version) => String(version.id) === param(raw));
  const addVersion = (config: unknown, name: string, token: string | null, by: string, restoredFrom: number | null = null) => {
    for (const version of versions) version.live = false;
    const version = { id: versions.length, token, name, publishedAt: FIXTURE_NOW, publishedBy: by, live: true, restoredFrom, config };
    versions.push(version);
    return version;
  };
  const publish = (config: unknown, name: string, token: string | null, restoredFrom: number | null = null) =>
    HttpResponse.json({ data: { published: true as const, version: addVersion(config, name, token, MOCK_STAFF_NAME, restoredFrom).id } });
  const store = (config: unknown, name: string | undefined) => {
    counter += 1;
    const token = `mock-preview-token-${counter}`;
    const entry: Stored = { token, name: name ?? `Configuration ${counter}`, config, createdAt: FIXTURE_NOW, expiresAt: new Date(FIXTURE_NOW_MS + 168 * HOUR_MS).toISOString(), createdBy: MOCK_STAFF_NAME };
    stored.set(token, entry);
    return entry;
  };
  /** Reads a mutating request's body and records it. */
  const received = async (request: Request) => {
    const body = (await request.json().catch(() => null)) as Record<string, unknown> | null;
    requests.push({ method: request.method, path: new URL(request.url).pathname, body });
    return body ?? {};
  };
  /** The base version check every publish, restore and schedule makes; null when it passes. */
  const refuseStale = (body: Record<string, unknown>, mine: unknown) => {
    if (typeof body.baseVersion !== 'number') return apiError(400, 'invalid_request', 'body/baseVersion is required');
    const current = live();
    if (body.baseVersion === current.id) return null;
    return HttpResponse.json<ConfigConflictError>(
      {
        error: {
          code: 'config_conflict',
          message: `Version ${current.id} was published after version ${body.baseVersion}`,
          live: { version: current.id, name: current.name, publishedAt: current.publishedAt, publishedBy: current.publishedBy },
          baseVersion: body.baseVersion,
          changes: simpleDiff(mine, current.config),
        },
      },
      { status: 409 },
    );
  };
  /** The earliest pending scheduled publish of a link, as the list shows it. */
  const scheduledOf = (entry: Stored): Pick<ConfigListItem, 'scheduled'> => {
    if (entry.deletedAt) return {};
    const next = scheduled.filter((item) => item.token === entry.token && item.status === 'scheduled').sort((a, b) => a.publishAt.localeCompare(b.publishAt))[0];
    return next ? { scheduled: { publishAt: next.publishAt, by: next.createdBy } } : {};
  };
  const statusOf = (entry: Stored): ConfigListItem['status'] =>
    entry.deletedAt ? 'deleted' : live().token === entry.token ? 'live' : versions.some((version) => version.token === entry.token) ? 'previous' : entry.expired ? 'expired' : 'preview';

  const handlers = [
    http.get(api('settings'), () => ok({ config: live().config })),
    http.get(configsPaths.live, () => {
      const current = live();
      return ok<LiveConfig>({ version: current.id, name: current.name, publishedAt: current.publishedAt, publishedBy: current.publishedBy, config: current.config });
    }),
    http.get(configsPaths.schedule, () => ok(scheduled)),
    http.post(configsPaths.schedule, async ({ request }) => {
      const body = await received(request);
      const entry = typeof body.token === 'string' ? stored.get(body.token) : undefined;
      if (typeof body.token === 'string' && !entry) return notFound();
      const config = entry ? entry.config : body.config;
      if (!entry) {
        const result = validateAndCheck(config);
        if (!result.ok) return invalid(result.issues);
      }
      if (typeof body.publishAt !== 'string' || !(Date.parse(body.publishAt) > Date.now())) return apiError(400, 'invalid_request', 'body/publishAt must be in the future');
      const refused = refuseStale(body, config);
      if (refused) return refused;
      const target = entry ?? store(config, typeof body.name === 'string' ? body.name : undefined);
      const item: ScheduledPublish = {
        id: scheduled.length + 1,
        name: target.name,
        token: target.token,
        publishAt: new Date(body.publishAt).toISOString(),
        baseVersion: body.baseVersion as number,
        createdBy: MOCK_STAFF_NAME,
        status: 'scheduled',
        version: null,
        reason: null,
      };
      scheduled.push(item);
      return HttpResponse.json({ data: item }, { status: 201 });
    }),
    http.delete(configsPaths.scheduled, ({ params, request }) => {
      requests.push({ method: request.method, path: new URL(request.url).pathname, body: null });
      const item = scheduled.find((entry) => String(entry.id) === param(params.id));
      if (!item || item.status !== 'scheduled') return notFound();
      item.status = 'cancelled';
      item.reason = `cancelled by ${MOCK_STAFF_NAME}`;
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(configsPaths.configs, async ({ request }) => {
      const body = (await received(request)) as { config?: unknown; name?: string; expiresInHours?: number };
      const result = validateAndCheck(body.config);
      if (!result.ok) return invalid(result.issues);
      const entry = store(body.config, body.name);
      entry.expiresAt = new Date(FIXTURE_NOW_MS + (body.expiresInHours ?? 168) * HOUR_MS).toISOString();
      const created: PreviewCreated = { token: entry.token, name: entry.name, link: `${new URL(request.url).origin}/?previewtoken=${entry.token}`, expiresAt: entry.expiresAt, createdBy: MOCK_STAFF_NAME };
      return HttpResponse.json({ data: created }, { status: 201 });
    }),
    http.get(configsPaths.configs, () =>
      ok<ConfigListItem[]>(
        [...stored.values()].map((entry) => ({
          token: entry.token,
          name: entry.name,
          createdAt: entry.createdAt,
          expiresAt: entry.expiresAt,
          createdBy: entry.createdBy,
          status: statusOf(entry),
          ...(entry.deletedAt ? { deletedAt: entry.deletedAt, deletedBy: entry.deletedBy } : {}),
          ...scheduledOf(entry),
        })),
      ),
    ),
    http.post(configsPaths.publishDocument, async ({ request }) => {
      const body = await received(request);
      const result = validateAndCheck(body.config);
      if (!result.ok) return invalid(result.issues);
      const refused = refuseStale(body, body.config);
      if (refused) return refused;
      return publish(body.config, typeof body.name === 'string' ? body.name : `Configuration ${versions.length}`, null);
    }),
    http.get(configsPaths.versions, () => ok(versions.map(({ config: _config, ...version }) => version))),
    http.get(configsPaths.diff, ({ params, request }) => {
      const to = versionOf(params.id);
      const against = new URL(request.url).searchParams.get('against') ?? 'previous';
      const from = against === 'live' ? live() : against === 'previous' ? versions[(to?.id ?? 0) - 1] : versionOf(against);
      if (!to || !from) return notFound();
      return ok({ from: from.id, to: to.id, changes: simpleDiff(from.config, to.config) });
    }),
    http.post(configsPaths.restore, async ({ params, request }) => {
      const body = await received(request);
      const source = versionOf(params.id);
      if (!source) return notFound();
      const refused = refuseStale(body, source.config);
      if (refused) return refused;
      return publish(source.config, source.name, source.token, source.id);
    }),
    http.get(configsPaths.config, ({ params }) => {
      const entry = stored.get(param(params.token));
      if (!entry) return notFound();
      if (entry.deletedAt || entry.expired) {
        const code = entry.deletedAt ? 'preview_deleted' : 'preview_expired';
        return HttpResponse.json<PreviewGoneError>(
          { error: { code, message: 'This preview link no longer opens', name: entry.name, at: entry.deletedAt ?? entry.expiresAt } },
          { status: 410 },
        );
      }
      return ok({ previewtoken: entry.token, name: entry.name, expiresAt: entry.expiresAt, config: entry.config });
    }),
    http.delete(configsPaths.config, ({ params, request }) => {
      requests.push({ method: request.method, path: new URL(request.url).pathname, body: null });
      const entry = stored.get(param(params.token));
      if (!entry || entry.deletedAt) return notFound();
      entry.deletedAt = FIXTURE_NOW;
      entry.deletedBy = MOCK_STAFF_NAME;
      // As the server: deleting a scheduled link cancels its schedule.
      for (const item of scheduled) if (item.token === entry.token && item.status === 'scheduled') Object.assign(item, { status: 'cancelled', reason: `cancelled: the preview link was deleted by ${MOCK_STAFF_NAME} at ${FIXTURE_NOW}` });
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(configsPaths.publish, async ({ params, request }) => {
      const body = await received(request);
      const entry = stored.get(param(params.token));
      if (!entry || entry.deletedAt) return notFound();
      const refused = refuseStale(body, entry.config);
      if (refused) return refused;
      return publish(entry.config, entry.name, entry.token);
    }),
  ];

  return {
    handlers,
    /** Requests that changed something, in order. */
    requests,
    /** Someone else publishes (another staff member's tab): the live version moves. */
    publishAs: (by: string, config: unknown, name = `Published by ${by}`) => addVersion(config, name, null, by).id,
    /** A publisher scheduled a stored link (as if done earlier, in another tab). */
    scheduleLink: (token: string, publishAt: string, by = MOCK_STAFF_NAME) => {
      const entry = stored.get(token)!;
      scheduled.push({ id: scheduled.length + 1, name: entry.name, token, publishAt, baseVersion: live().id, createdBy: by, status: 'scheduled', version: null, reason: null });
    },
    /** Stores a preview link directly (as if saved earlier); returns its token. */
    storeLink: (config: unknown, name: string) => store(config, name).token,
    /** The link's time runs out (GET answers 410 preview_expired). */
    expire: (token: string) => {
      const entry = stored.get(token);
      if (entry) entry.expired = true;
    },
    /** The link is deleted by a staff member (GET answers 410 preview_deleted). */
    remove: (token: string) => {
      const entry = stored.get(token);
      if (entry) Object.assign(entry, { deletedAt: FIXTURE_NOW, deletedBy: MOCK_STAFF_NAME });
    },
  };
}

export const configsHandlersFor = (initial: unknown = defaultConfig) => configsMockFor(initial).handlers;

export const configsHandlers = configsHandlersFor();
