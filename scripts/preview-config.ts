// npm run preview -- site-configs/<file>.json [--name <n>] [--hours <1-720>] [--server http://localhost:3000]
// Validates and checks the file (same `<file>: <path>: <message>` lines as validate-config; warnings
// are printed and do not stop it), logs in as staff
// (STAFF_USERNAME + STAFF_PASSWORD, or STAFF_TOKEN), uploads it and prints the preview link.
// publish-config.ts runs the same steps and publishes instead, over the live version it read just
// before (or over --base <version>, refusing when that is no longer live).
// Exit codes: 0 done, 1 invalid configuration, 2 usage, 3 login/server refused or unreachable,
// 4 another version was published meanwhile (nothing changed).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfigFile } from '../server/config/site-config';
import { formatCheckedIssue } from '../shared/config-checks/validate-and-check';
import type { ConfigConflictError, InvalidConfigError, LiveConfig, PreviewCreated, PublishResult } from '../schemas/api/configs';

export type Mode = 'preview' | 'publish';

interface Options {
  file: string;
  name?: string;
  hours?: number;
  /** publish: the version that must still be live (default: the one live when the command starts). */
  base?: number;
  server: string;
}

class CliError extends Error {
  constructor(
    message: string,
    public code: number,
  ) {
    super(message);
  }
}

function parseArgs(mode: Mode, argv: string[]): Options {
  const usage = `usage: npm run ${mode === 'preview' ? 'preview' : 'publish-config'} -- site-configs/<file>.json [--name <name>]${mode === 'preview' ? ' [--hours <1-720>]' : ' [--base <live version>]'} [--server http://localhost:3000]`;
  const args = argv.filter((arg) => arg !== '--');
  const options: Partial<Options> = { server: 'http://localhost:3000' };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const value = () => {
      const next = args[++i];
      if (next === undefined) throw new CliError(`${arg} needs a value\n${usage}`, 2);
      return next;
    };
    if (arg === '--name') options.name = value();
    else if (arg === '--server') options.server = value().replace(/\/+$/, '');
    else if (arg === '--hours' && mode === 'preview') {
      const hours = Number(value());
      if (!Number.isInteger(hours) || hours < 1 || hours > 720) throw new CliError(`--hours must be a whole number from 1 to 720\n${usage}`, 2);
      options.hours = hours;
    } else if (arg === '--base' && mode === 'publish') {
      const base = Number(value());
      if (!Number.isInteger(base) || base < 0) throw new CliError(`--base must be a version id (0 or more)\n${usage}`, 2);
      options.base = base;
    } else if (arg.startsWith('--')) throw new CliError(`unknown option ${arg}\n${usage}`, 2);
    else if (options.file) throw new CliError(`one file at a time\n${usage}`, 2);
    else options.file = arg;
  }
  if (!options.file) throw new CliError(usage, 2);
  return options as Options;
}

type CallError = { message?: string; issues?: InvalidConfigError['error']['issues']; live?: ConfigConflictError['error']['live']; changes?: unknown[] };

async function call<T>(server: string, pathname: string, init: { method: string; token?: string; json?: unknown }): Promise<{ status: number; data?: T; error?: CallError }> {
  let res: Response;
  try {
    res = await fetch(`${server}${pathname}`, {
      method: init.method,
      headers: { ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}), ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
      body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
      signal: AbortSignal.timeout(30_000),
    });
  } catch (e) {
    throw new CliError(`Cannot reach ${server}: ${(e as Error).cause instanceof Error ? ((e as Error).cause as Error).message : (e as Error).message}`, 3);
  }
  const text = await res.text();
  let body: { data?: T; error?: CallError } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    if (!res.ok) throw new CliError(`${server}${pathname} answered ${res.status}: ${text.slice(0, 200)}`, 3);
  }
  return { status: res.status, ...body };
}

/** A bearer token: STAFF_TOKEN as is, or a fresh session (logged out again afterwards). */
async function login(server: string, env: NodeJS.ProcessEnv): Promise<{ token: string; own: boolean }> {
  if (env.STAFF_TOKEN) return { token: env.STAFF_TOKEN, own: false };
  if (!env.STAFF_USERNAME || !env.STAFF_PASSWORD) {
    throw new CliError('Set STAFF_USERNAME and STAFF_PASSWORD (or STAFF_TOKEN) to a staff account, e.g. the demo login staff / staff-demo-2026.', 2);
  }
  const res = await call<{ token: string }>(server, '/api/login', { method: 'POST', json: { username: env.STAFF_USERNAME, password: env.STAFF_PASSWORD } });
  if (res.status !== 200 || !res.data) throw new CliError(`Login as ${env.STAFF_USERNAME} failed: ${res.error?.message ?? `HTTP ${res.status}`}`, 3);
  return { token: res.data.token, own: true };
}

/** Runs the command; returns the exit code. Output goes to the given streams (tests read them). */
export async function main(mode: Mode, argv: string[], env: NodeJS.ProcessEnv = process.env, out = console): Promise<number> {
  let session: { token: string; own: boolean } | undefined;
  let server = '';
  try {
    const options = parseArgs(mode, argv);
    server = options.server;
    let config;
    try {
      config = loadConfigFile(options.file, (warning) => out.error(warning));
    } catch (e) {
      if (!(e instanceof ConfigError)) throw e;
      for (const line of e.lines) out.error(line);
      return 1;
    }
    out.log(`${options.file}: valid`);
    session = await login(server, env);
    const name = options.name ?? path.basename(options.file, '.json');
    let baseVersion = options.base;
    if (mode === 'publish' && baseVersion === undefined) {
      // Replacing what is live is this command's job; naming it keeps a publish made meanwhile safe.
      const live = await call<LiveConfig>(server, '/api/configs/live', { method: 'GET', token: session.token });
      if (!live.data) throw new CliError(`${server} refused GET /api/configs/live: ${live.error?.message ?? live.status}`, 3);
      baseVersion = live.data.version;
      out.log(`Replacing version ${live.data.version} ("${live.data.name}"${live.data.publishedBy ? `, published by ${live.data.publishedBy} at ${live.data.publishedAt}` : ''}).`);
    }
    const res =
      mode === 'preview'
        ? await call<PreviewCreated>(server, '/api/configs', { method: 'POST', token: session.token, json: { config, name, ...(options.hours ? { expiresInHours: options.hours } : {}) } })
        : await call<PublishResult>(server, '/api/configs/publish', { method: 'POST', token: session.token, json: { config, name, baseVersion } });
    if (res.status === 409 && res.error?.live) {
      const { live } = res.error;
      out.error(
        `Not published: version ${live.version} ("${live.name}") was published${live.publishedBy ? ` by ${live.publishedBy}` : ''}${live.publishedAt ? ` at ${live.publishedAt}` : ''}, after version ${baseVersion}; it differs from ${options.file} in ${res.error.changes?.length ?? 0} places. Look at it in the studio, then run again (or with --base ${live.version} to replace exactly that version).`,
      );
      return 4;
    }
    if (res.status === 422) {
      // The server's schema may be newer than this checkout's: show its findings the same way.
      for (const issue of res.error?.issues ?? []) out.error(formatCheckedIssue(options.file, issue));
      return 1;
    }
    if (res.status === 401 || res.status === 403) throw new CliError(`${server} refused: ${res.error?.message ?? res.status} (a publisher account is needed to publish, an editor or publisher account for previews)`, 3);
    if (!res.data) throw new CliError(`${server} answered ${res.status}: ${res.error?.message ?? 'no data'}`, 3);
    if (mode === 'preview') {
      const preview = res.data as PreviewCreated;
      out.log(`Preview "${preview.name}" stored, link valid until ${preview.expiresAt}:`);
      out.log(preview.link);
    } else {
      out.log(`Published ${options.file} as version ${(res.data as PublishResult).version}: visitors of ${server} see it now.`);
    }
    return 0;
  } catch (e) {
    if (!(e instanceof CliError)) throw e;
    out.error(e.message);
    return e.code;
  } finally {
    if (session?.own) await call(server, '/api/logout', { method: 'POST', token: session.token }).catch(() => undefined);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = await main('preview', process.argv.slice(2));
}
