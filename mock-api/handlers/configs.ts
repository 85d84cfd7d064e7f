// Site configurations as the real server answers them (server/api/configs.ts): preview links
// (create, list, open, delete), publishing and the version history with diffs and restore.
// `configsHandlersFor()` gives handlers with their own history, so each test starts fresh.
import { http, HttpResponse } from 'msw';
import defaultConfig from '../../site-configs/default.json';
import type { ConfigChange, ConfigListItem, ConfigVersion, InvalidConfigError, PreviewCreated } from '../../schemas/api/configs';
import { validateAndCheck } from '../../shared/config-checks/validate-and-check';
import { FIXTURE_NOW, FIXTURE_NOW_MS } from '../fixtures/clock';
import { api } from './paths';
import { notFound, ok, param } from './respond';

export const configsPaths = {
  configs: api('configs'),
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

export function configsHandlersFor(initial: unknown = defaultConfig) {
  const stored = new Map<string, Stored>();
  const versions: (ConfigVersion & { config: unknown })[] = [
    { id: 0, token: null, name: 'Start configuration', publishedAt: null, publishedBy: null, live: true, restoredFrom: null, config: initial },
  ];
  let counter = 0;

  const publish = (config: unknown, name: string, token: string | null, restoredFrom: number | null = null) => {
    for (const version of versions) version.live = false;
    const version = { id: versions.length, token, name, publishedAt: FIXTURE_NOW, publishedBy: MOCK_STAFF_NAME, live: true, restoredFrom, config };
    versions.push(version);
    return HttpResponse.json({ data: { published: true as const, version: version.id } });
  };
  const live = () => versions.find((version) => version.live)!;
  const versionOf = (raw: string | readonly string[] | undefined) => versions.find((version) => String(version.id) === param(raw));

  return [
    http.get(api('settings'), () => ok({ config: live().config })),
    http.post(configsPaths.configs, async ({ request }) => {
      const body = (await request.json()) as { config?: unknown; name?: string; expiresInHours?: number };
      const result = validateAndCheck(body.config);
      if (!result.ok) return invalid(result.issues);
      counter += 1;
      const token = `mock-preview-token-${counter}`;
      const entry: Stored = {
        token,
        name: body.name ?? `Configuration ${counter}`,
        config: body.config,
        createdAt: FIXTURE_NOW,
        expiresAt: new Date(FIXTURE_NOW_MS + (body.expiresInHours ?? 168) * HOUR_MS).toISOString(),
      };
      stored.set(token, entry);
      const created: PreviewCreated = { token, name: entry.name, link: `${new URL(request.url).origin}/?previewtoken=${token}`, expiresAt: entry.expiresAt, createdBy: MOCK_STAFF_NAME };
      return HttpResponse.json({ data: created }, { status: 201 });
    }),
    http.get(configsPaths.configs, () =>
      ok<ConfigListItem[]>(
        [...stored.values()].map((entry) => ({
          token: entry.token,
          name: entry.name,
          createdAt: entry.createdAt,
          expiresAt: entry.expiresAt,
          createdBy: MOCK_STAFF_NAME,
          status: live().token === entry.token ? 'live' : versions.some((version) => version.token === entry.token) ? 'previous' : 'preview',
        })),
      ),
    ),
    http.post(configsPaths.publishDocument, async ({ request }) => {
      const body = (await request.json()) as { config?: unknown; name?: string };
      const result = validateAndCheck(body.config);
      if (!result.ok) return invalid(result.issues);
      return publish(body.config, body.name ?? `Configuration ${versions.length}`, null);
    }),
    http.get(configsPaths.versions, () => ok(versions.map(({ config: _config, ...version }) => version))),
    http.get(configsPaths.diff, ({ params, request }) => {
      const to = versionOf(params.id);
      const against = new URL(request.url).searchParams.get('against') ?? 'previous';
      const from = against === 'live' ? live() : against === 'previous' ? versions[(to?.id ?? 0) - 1] : versionOf(against);
      if (!to || !from) return notFound();
      return ok({ from: from.id, to: to.id, changes: simpleDiff(from.config, to.config) });
    }),
    http.post(configsPaths.restore, ({ params }) => {
      const source = versionOf(params.id);
      if (!source) return notFound();
      return publish(source.config, source.name, source.token, source.id);
    }),
    http.get(configsPaths.config, ({ params }) => {
      const entry = stored.get(param(params.token));
      if (!entry) return notFound();
      return ok({ previewtoken: entry.token, name: entry.name, expiresAt: entry.expiresAt, config: entry.config });
    }),
    http.delete(configsPaths.config, ({ params }) => {
      if (!stored.delete(param(params.token))) return notFound();
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(configsPaths.publish, ({ params }) => {
      const entry = stored.get(param(params.token));
      if (!entry) return notFound();
      return publish(entry.config, entry.name, entry.token);
    }),
  ];
}

export const configsHandlers = configsHandlersFor();
