// The active site configuration: the newest published row in site_configs, else the file
// (site-configs/default.json or $SITE_CONFIG). Every configuration is validated before use.
import fs from 'node:fs';
import path from 'node:path';
import { validateSiteConfig, formatIssue } from '../../schemas/validate-site-config';
import type { SiteConfig } from '../../schemas/config/site-config';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export const configFilePath = () => path.resolve(process.env.SITE_CONFIG ?? 'site-configs/default.json');

export class ConfigError extends Error {
  constructor(public lines: string[]) {
    super(lines.join('\n'));
  }
}

/** Reads and validates a configuration file; throws ConfigError with one line per issue. */
export function loadConfigFile(file = configFilePath()): SiteConfig {
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (e) {
    throw new ConfigError([`${file}: /: cannot read configuration (${(e as Error).message})`]);
  }
  const result = validateSiteConfig(raw);
  if (!result.ok) throw new ConfigError(result.issues.map((issue) => formatIssue(file, issue)));
  return result.config;
}

export class ConfigStore {
  private cached?: { at: number; config: SiteConfig };
  constructor(
    private db: Kysely<Database>,
    private fileConfig: SiteConfig,
  ) {}

  /** Cached for a few seconds: every API call may need it, it changes rarely. */
  async active(): Promise<SiteConfig> {
    if (this.cached && Date.now() - this.cached.at < 5000) return this.cached.config;
    const row = await this.db
      .selectFrom('site_configs')
      .select('config')
      .where('published', '=', 1)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    let config = this.fileConfig;
    if (row) {
      const parsed = validateSiteConfig(JSON.parse(row.config));
      if (parsed.ok) config = parsed.config;
    }
    this.cached = { at: Date.now(), config };
    return config;
  }

  invalidate() {
    this.cached = undefined;
  }

  async preview(token: string): Promise<SiteConfig | undefined> {
    const row = await this.db.selectFrom('site_configs').select('config').where('token', '=', token).executeTakeFirst();
    return row ? (JSON.parse(row.config) as SiteConfig) : undefined;
  }
}
