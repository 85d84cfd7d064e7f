// Stored configurations and their publishing history. A preview is a row of site_configs reached
// through an unguessable token; publishing appends a snapshot to site_config_versions, whose
// newest row is what visitors see. History only grows: restoring appends a copy of an old version.
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { SiteConfig } from '../../schemas/config/site-config';
import type { ConfigListItem, ConfigStatus, ConfigVersion, ConfigVersionDetail, PreviewCreated } from '../../schemas/api/configs';
import type { ConfigStore } from './site-config';

/** Version id of the configuration file the server started with. */
export const FILE_VERSION = 0;

/** 192 random bits, base64url (32 characters). */
export const newPreviewToken = () => crypto.randomBytes(24).toString('base64url');
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

export interface Actor {
  id: number;
  username: string;
}

export class ConfigHistory {
  constructor(
    private db: Kysely<Database>,
    private store: ConfigStore,
  ) {}

  async createPreview(config: SiteConfig, options: { name?: string; expiresAt: string; now: string; by: Actor; origin: string }): Promise<PreviewCreated> {
    const token = newPreviewToken();
    const name = options.name?.trim() || `Preview ${options.now.slice(0, 16).replace('T', ' ')} UTC`;
    await this.db
      .insertInto('site_configs')
      .values({ token, config: JSON.stringify(config), published: 0, created_at: options.now, name, created_by: options.by.id, expires_at: options.expiresAt })
      .execute();
    return { token, name, link: `${options.origin}/?previewtoken=${token}`, expiresAt: options.expiresAt, createdBy: options.by.username };
  }

  /** Every stored configuration, newest first, with what it is to visitors right now. */
  async list(now: string): Promise<ConfigListItem[]> {
    const [rows, liveId] = await Promise.all([
      this.db
        .selectFrom('site_configs')
        .leftJoin('users', 'users.id', 'site_configs.created_by')
        .select(['site_configs.id', 'site_configs.token', 'site_configs.name', 'site_configs.created_at', 'site_configs.expires_at', 'site_configs.published_at', 'users.username'])
        .orderBy('site_configs.id', 'desc')
        .execute(),
      this.liveConfigId(),
    ]);
    return rows.map((row) => {
      let status: ConfigStatus = 'preview';
      if (row.id === liveId) status = 'live';
      else if (row.published_at) status = 'previous';
      else if (row.expires_at && row.expires_at <= now) status = 'expired';
      return {
        token: row.token ?? '',
        name: row.name ?? `Configuration ${row.id}`,
        createdAt: row.created_at,
        expiresAt: row.expires_at,
        createdBy: row.username ?? null,
        status,
      };
    });
  }

  /** 'missing' | 'live' | 'deleted'. History keeps its snapshots; only the link goes away. */
  async delete(token: string): Promise<'missing' | 'live' | 'deleted'> {
    const row = await this.db.selectFrom('site_configs').select('id').where('token', '=', token).executeTakeFirst();
    if (!row) return 'missing';
    if (row.id === (await this.liveConfigId())) return 'live';
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('site_config_versions').set({ config_id: null }).where('config_id', '=', row.id).execute();
      await trx.deleteFrom('site_configs').where('id', '=', row.id).execute();
    });
    return 'deleted';
  }

  /** A stored configuration by token, including expired ones (publishing checks expiry itself). */
  async stored(token: string) {
    return this.db.selectFrom('site_configs').select(['id', 'name', 'config', 'expires_at']).where('token', '=', token).executeTakeFirst();
  }

  /** Makes a stored configuration live: a new version row with a snapshot of it. */
  async publish(configId: number, name: string, config: SiteConfig, by: Actor, now: string, restoredFrom: number | null = null): Promise<number> {
    const version = await this.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('site_config_versions')
        .values({ config_id: configId, name, config: JSON.stringify(config), published_at: now, published_by: by.id, restored_from: restoredFrom })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.updateTable('site_configs').set({ published: 1, published_at: now, published_by: by.id }).where('id', '=', configId).execute();
      return row.id;
    });
    this.store.invalidate();
    return version;
  }

  /** Stores and publishes in one step (the CLI's publish-config). */
  async storeAndPublish(config: SiteConfig, options: { name?: string; expiresAt: string; now: string; by: Actor }): Promise<number> {
    const name = options.name?.trim() || `Published ${options.now.slice(0, 16).replace('T', ' ')} UTC`;
    const row = await this.db
      .insertInto('site_configs')
      .values({ token: newPreviewToken(), config: JSON.stringify(config), published: 0, created_at: options.now, name, created_by: options.by.id, expires_at: options.expiresAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    return this.publish(row.id, name, config, options.by, options.now);
  }

  /** Newest first; the configuration file is always the last (oldest) entry, id 0. */
  async versions(): Promise<ConfigVersion[]> {
    const rows = await this.db
      .selectFrom('site_config_versions as v')
      .leftJoin('site_configs as c', 'c.id', 'v.config_id')
      .leftJoin('users as u', 'u.id', 'v.published_by')
      .select(['v.id', 'v.name', 'v.published_at', 'v.restored_from', 'c.token', 'u.username'])
      .orderBy('v.id', 'desc')
      .execute();
    const list: ConfigVersion[] = rows.map((row, index) => ({
      id: row.id,
      token: row.token ?? null,
      name: row.name,
      publishedAt: row.published_at,
      publishedBy: row.username ?? null,
      live: index === 0,
      restoredFrom: row.restored_from,
    }));
    list.push({ id: FILE_VERSION, token: null, name: this.store.fileName, publishedAt: null, publishedBy: null, live: rows.length === 0, restoredFrom: null });
    return list;
  }

  /** One version with its configuration; undefined when unknown. */
  async version(id: number): Promise<ConfigVersionDetail | undefined> {
    const all = await this.versions();
    const entry = all.find((v) => v.id === id);
    if (!entry) return undefined;
    if (id === FILE_VERSION) return { ...entry, config: this.store.fileConfig };
    const row = await this.db.selectFrom('site_config_versions').select('config').where('id', '=', id).executeTakeFirstOrThrow();
    return { ...entry, config: JSON.parse(row.config) as unknown };
  }

  /** The live version's id (0 when nothing has been published). */
  async liveVersionId(): Promise<number> {
    const row = await this.db.selectFrom('site_config_versions').select('id').orderBy('id', 'desc').limit(1).executeTakeFirst();
    return row?.id ?? FILE_VERSION;
  }

  /** The version published before `id` (0, the file, for the first one). */
  async previousVersionId(id: number): Promise<number> {
    if (id === FILE_VERSION) return FILE_VERSION;
    const row = await this.db.selectFrom('site_config_versions').select('id').where('id', '<', id).orderBy('id', 'desc').limit(1).executeTakeFirst();
    return row?.id ?? FILE_VERSION;
  }

  /** Appends a copy of an old version as the new live one (history stays linear). */
  async restore(id: number, config: SiteConfig, by: Actor, now: string): Promise<number> {
    const source =
      id === FILE_VERSION
        ? { config_id: null, name: this.store.fileName }
        : await this.db.selectFrom('site_config_versions').select(['config_id', 'name']).where('id', '=', id).executeTakeFirstOrThrow();
    if (source.config_id !== null) return this.publish(source.config_id, source.name, config, by, now, id);
    const row = await this.db
      .insertInto('site_config_versions')
      .values({ config_id: null, name: source.name, config: JSON.stringify(config), published_at: now, published_by: by.id, restored_from: id })
      .returning('id')
      .executeTakeFirstOrThrow();
    this.store.invalidate();
    return row.id;
  }

  private async liveConfigId(): Promise<number | null> {
    const row = await this.db.selectFrom('site_config_versions').select('config_id').orderBy('id', 'desc').limit(1).executeTakeFirst();
    return row?.config_id ?? null;
  }
}
