// The active site configuration: the newest row of site_config_versions, else the file
// (SITE_CONFIG, see server/env.ts). Every configuration is validated before use; the file (and any
// configuration stored through /api/configs) also passes the checks beyond the schema (shared/config-checks).
import fs from 'node:fs';
import path from 'node:path';
import { validateSiteConfig } from '../../schemas/validate-site-config';
import { formatCheckedIssue, validateAndCheck } from '../../shared/config-checks/validate-and-check';
import type { SiteConfig } from '../../schemas/config/site-config';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export class ConfigError extends Error {
  constructor(public lines: string[]) {
    super(lines.join('\n'));
  }
}

/**
 * Reads and validates a configuration file, schema and checks beyond it (shared/config-checks);
 * throws ConfigError with one line per issue. Warnings do not stop it: each goes to `warn`.
 */
export function loadConfigFile(file: string, warn: (line: string) => void = () => {}): SiteConfig {
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (e) {
    throw new ConfigError([`${file}: /: cannot read configuration (${(e as Error).message})`]);
  }
  const result = validateAndCheck(raw);
  if (!result.ok) throw new ConfigError(result.issues.map((issue) => formatCheckedIssue(file, issue)));
  for (const issue of result.issues) warn(formatCheckedIssue(file, issue));
  return result.config;
}

/** A stored configuration as the preview link serves it. */
export interface StoredPreview {
  token: string;
  name: string;
  expiresAt: string | null;
  config: unknown;
}

export class ConfigStore {
  private cached?: { at: number; version: number | null; config: SiteConfig };
  /** The configuration file, shown as version 0 of the history. */
  readonly fileName: string;
  constructor(
    private db: Kysely<Database>,
    readonly fileConfig: SiteConfig,
    file: string,
  ) {
    this.fileName = path.relative(process.cwd(), path.resolve(file)) || file;
  }

  /**
   * The newest published version, else the file. Cached for a few seconds: every API call may
   * need it and it changes rarely; publishing calls invalidate() so this process sees it at once.
   * After those seconds only the version number is read: the same version keeps the same object,
   * so nothing is parsed and validated again and what is kept per configuration stays valid.
   */
  async active(): Promise<SiteConfig> {
    const cached = this.cached;
    if (cached && Date.now() - cached.at < 5000) return cached.config;
    const newest = await this.db.selectFrom('site_config_versions').select('id').orderBy('id', 'desc').limit(1).executeTakeFirst();
    const version = newest?.id ?? null;
    if (cached && cached.version === version) {
      this.cached = { ...cached, at: Date.now() };
      return cached.config;
    }
    let config = this.fileConfig;
    if (version !== null) {
      const row = await this.db.selectFrom('site_config_versions').select('config').where('id', '=', version).executeTakeFirst();
      // A version that no longer validates (the schema moved on) must not take the site down.
      const parsed = row ? validateSiteConfig(JSON.parse(row.config)) : undefined;
      if (parsed?.ok) config = parsed.config;
    }
    this.cached = { at: Date.now(), version, config };
    return config;
  }

  invalidate() {
    this.cached = undefined;
  }

  /** A preview by token; undefined when unknown, deleted or its link has expired. */
  async preview(token: string, now = new Date().toISOString()): Promise<StoredPreview | undefined> {
    const row = await this.db
      .selectFrom('site_configs')
      .select(['token', 'name', 'expires_at', 'config'])
      .where('token', '=', token)
      .where('deleted_at', 'is', null)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
      .executeTakeFirst();
    if (!row?.token) return undefined;
    return { token: row.token, name: row.name ?? 'Preview', expiresAt: row.expires_at, config: JSON.parse(row.config) as unknown };
  }
}
