// Stored configurations and their publishing history. A preview is a row of site_configs reached
// through an unguessable token; publishing appends a snapshot to site_config_versions, whose
// newest row is what visitors see. History only grows: restoring appends a copy of an old version.
import crypto from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { constraintViolation } from '../db/constraint-violation';
import type { SiteConfig } from '../../schemas/config/site-config';
import type { ConfigListItem, ConfigStatus, ConfigVersion, ConfigVersionDetail, LiveConfig, PreviewCreated } from '../../schemas/api/configs';
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

export type DeleteResult =
  | { result: 'missing' }
  | { result: 'live' }
  | { result: 'deleted'; configId: number; name: string; cancelledSchedules: number }
  | ({ result: 'scheduled' } & PendingSchedule);

/** The earliest scheduled publish of a stored configuration still waiting, with who scheduled it. */
export interface PendingSchedule {
  publishAt: string;
  by: string | null;
}

async function pendingSchedule(db: Kysely<Database>, configId: number): Promise<PendingSchedule | undefined> {
  const row = await db
    .selectFrom('scheduled_publishes as s')
    .leftJoin('users as u', 'u.id', 's.created_by')
    .select(['s.publish_at', 'u.username'])
    .where('s.config_id', '=', configId)
    .where('s.status', '=', 'scheduled')
    .orderBy('s.publish_at')
    .executeTakeFirst();
  return row && { publishAt: row.publish_at, by: row.username ?? null };
}

/** Publishing over `baseVersion` while another version is live: nothing was written. */
export class StaleBaseError extends Error {
  constructor(public baseVersion: number) {
    super(`version ${baseVersion} is no longer live`);
  }
}

/** Why a stored link no longer opens (GET /api/configs/{token} answers 410 with it). */
export type GonePreview = { gone: 'preview_expired' | 'preview_deleted'; name: string; at: string };

interface NewVersion {
  configId: number | null;
  name: string;
  config: SiteConfig;
  by: Actor;
  now: string;
  restoredFrom?: number | null;
}

export class ConfigHistory {
  constructor(
    private db: Kysely<Database>,
    private store: ConfigStore,
  ) {}

  async createPreview(config: SiteConfig, options: { name?: string; expiresAt: string; now: string; by: Actor; origin: string; baseVersion?: number }): Promise<PreviewCreated> {
    const token = newPreviewToken();
    const name = options.name?.trim() || `Preview ${options.now.slice(0, 16).replace('T', ' ')} UTC`;
    await this.db
      .insertInto('site_configs')
      .values({ token, config: JSON.stringify(config), published: 0, created_at: options.now, name, created_by: options.by.id, expires_at: options.expiresAt, base_version: options.baseVersion ?? null })
      .execute();
    return { token, name, link: `${options.origin}/?previewtoken=${token}`, expiresAt: options.expiresAt, createdBy: options.by.username };
  }

  /** Every stored configuration, newest first, with what it is to visitors right now. */
  async list(now: string): Promise<ConfigListItem[]> {
    const [rows, liveId, pending] = await Promise.all([
      this.db
        .selectFrom('site_configs')
        .leftJoin('users', 'users.id', 'site_configs.created_by')
        .leftJoin('users as deleter', 'deleter.id', 'site_configs.deleted_by')
        .select([
          'site_configs.id',
          'site_configs.token',
          'site_configs.name',
          'site_configs.created_at',
          'site_configs.expires_at',
          'site_configs.published_at',
          'site_configs.deleted_at',
          'users.username',
          'deleter.username as deleted_by_name',
        ])
        .orderBy('site_configs.id', 'desc')
        .execute(),
      this.liveConfigId(),
      this.db
        .selectFrom('scheduled_publishes as s')
        .leftJoin('users as u', 'u.id', 's.created_by')
        .select(['s.config_id', 's.publish_at', 'u.username'])
        .where('s.status', '=', 'scheduled')
        .orderBy('s.publish_at', 'desc')
        .execute(),
    ]);
    // Latest first, so the earliest pending schedule of a link is the one kept.
    const scheduled = new Map(pending.map((p) => [p.config_id, { publishAt: p.publish_at, by: p.username ?? null }]));
    return rows.map((row) => {
      let status: ConfigStatus = 'preview';
      if (row.id === liveId) status = 'live';
      else if (row.deleted_at) status = 'deleted';
      else if (row.published_at) status = 'previous';
      else if (row.expires_at && row.expires_at <= now) status = 'expired';
      return {
        token: row.token ?? '',
        name: row.name ?? `Configuration ${row.id}`,
        createdAt: row.created_at,
        expiresAt: row.expires_at,
        createdBy: row.username ?? null,
        status,
        ...(row.deleted_at ? { deletedAt: row.deleted_at, deletedBy: row.deleted_by_name ?? null } : {}),
        ...(scheduled.has(row.id) && !row.deleted_at ? { scheduled: scheduled.get(row.id)! } : {}),
      };
    });
  }

  /**
   * A soft deletion: the link stops opening (410 preview_deleted), the list shows who deleted it
   * and when, and the history keeps its snapshots. A link with a pending scheduled publish (only
   * publishers schedule) is someone's planned release: an editor gets 'scheduled' and nothing
   * changes; a publisher deletes it and its pending schedules are cancelled with it, since a
   * deleted link would only fail at its publish time.
   */
  async delete(token: string, by: Actor & { mayCancelSchedules: boolean }, now: string): Promise<DeleteResult> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('site_configs').select(['id', 'name']).where('token', '=', token).where('deleted_at', 'is', null).executeTakeFirst();
      if (!row) return { result: 'missing' };
      if (row.id === (await this.liveConfigId(trx))) return { result: 'live' };
      const pending = await pendingSchedule(trx, row.id);
      if (pending && !by.mayCancelSchedules) return { result: 'scheduled', ...pending };
      const done = await trx.updateTable('site_configs').set({ deleted_at: now, deleted_by: by.id }).where('id', '=', row.id).where('deleted_at', 'is', null).executeTakeFirst();
      if (Number(done.numUpdatedRows) === 0) return { result: 'missing' };
      const cancelled = await trx
        .updateTable('scheduled_publishes')
        .set({ status: 'cancelled', reason: `cancelled: the preview link was deleted by ${by.username} at ${now}` })
        .where('config_id', '=', row.id)
        .where('status', '=', 'scheduled')
        .where('claimed_at', 'is', null)
        .executeTakeFirst();
      return { result: 'deleted', configId: row.id, name: row.name ?? `Configuration ${row.id}`, cancelledSchedules: Number(cancelled.numUpdatedRows) };
    });
  }

  /** A stored configuration by token, including expired ones (publishing checks expiry itself); never a deleted one. */
  async stored(token: string) {
    return this.db.selectFrom('site_configs').select(['id', 'name', 'config', 'expires_at']).where('token', '=', token).where('deleted_at', 'is', null).executeTakeFirst();
  }

  /** A link that existed but no longer opens: expired or deleted (undefined when it opens or never existed). */
  async gone(token: string, now: string): Promise<GonePreview | undefined> {
    const row = await this.db.selectFrom('site_configs').select(['id', 'name', 'expires_at', 'deleted_at']).where('token', '=', token).executeTakeFirst();
    if (!row) return undefined;
    const name = row.name ?? `Configuration ${row.id}`;
    if (row.deleted_at) return { gone: 'preview_deleted', name, at: row.deleted_at };
    if (row.expires_at && row.expires_at <= now) return { gone: 'preview_expired', name, at: row.expires_at };
    return undefined;
  }

  /** Makes a stored configuration live over `baseVersion`: a new version row with a snapshot of it. */
  async publish(configId: number, name: string, config: SiteConfig, by: Actor, now: string, baseVersion: number): Promise<number> {
    return this.publishOver(baseVersion, (trx) => this.appendVersion(trx, baseVersion, { configId, name, config, by, now }));
  }

  /** Stores and publishes in one step (the CLI's publish-config): both or neither. */
  async storeAndPublish(config: SiteConfig, options: { name?: string; expiresAt: string; now: string; by: Actor; baseVersion: number }): Promise<number> {
    const name = options.name?.trim() || `Published ${options.now.slice(0, 16).replace('T', ' ')} UTC`;
    return this.publishOver(options.baseVersion, async (trx) => {
      const row = await trx
        .insertInto('site_configs')
        .values({ token: newPreviewToken(), config: JSON.stringify(config), published: 0, created_at: options.now, name, created_by: options.by.id, expires_at: options.expiresAt, base_version: options.baseVersion })
        .returning('id')
        .executeTakeFirstOrThrow();
      return this.appendVersion(trx, options.baseVersion, { configId: row.id, name, config, by: options.by, now: options.now });
    });
  }

  /**
   * Runs a publishing transaction; StaleBaseError when the live version is not `baseVersion` any more.
   * Two publishes over one base that race past the check both insert base_version = base: the
   * unique index lets one commit and the other fails here, on SQLite and PostgreSQL alike.
   */
  private async publishOver(baseVersion: number, write: (trx: Transaction<Database>) => Promise<number>): Promise<number> {
    let version: number;
    try {
      version = await this.db.transaction().execute(write);
    } catch (err) {
      if (constraintViolation(err) === 'unique') throw new StaleBaseError(baseVersion);
      throw err;
    }
    this.store.invalidate();
    return version;
  }

  /**
   * One statement that inserts only while `baseVersion` is live (the newest row, 0 = none). Being a
   * write, it takes SQLite's write lock before it reads, so its check cannot go stale under it.
   */
  private async appendVersion(trx: Transaction<Database>, baseVersion: number, v: NewVersion): Promise<number> {
    const inserted = await sql<{ id: number }>`
      INSERT INTO site_config_versions (config_id, name, config, published_at, published_by, restored_from, base_version)
      SELECT CAST(${v.configId} AS integer), CAST(${v.name} AS varchar(255)), CAST(${JSON.stringify(v.config)} AS text), CAST(${v.now} AS varchar(32)),
             CAST(${v.by.id} AS integer), CAST(${v.restoredFrom ?? null} AS integer), CAST(${baseVersion} AS integer)
      WHERE (SELECT COALESCE(MAX(id), 0) FROM site_config_versions) = CAST(${baseVersion} AS integer)
      RETURNING id`.execute(trx);
    const id = inserted.rows[0]?.id;
    if (id === undefined) throw new StaleBaseError(baseVersion);
    if (v.configId !== null) await trx.updateTable('site_configs').set({ published: 1, published_at: v.now, published_by: v.by.id }).where('id', '=', v.configId).execute();
    return Number(id);
  }

  /** What visitors see now, with its version id: the base version of whatever the studio saves next. */
  async live(): Promise<Omit<LiveConfig, 'config'> & { config: unknown }> {
    const row = await this.db
      .selectFrom('site_config_versions as v')
      .leftJoin('users as u', 'u.id', 'v.published_by')
      .select(['v.id', 'v.name', 'v.published_at', 'v.config', 'u.username'])
      .orderBy('v.id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!row) return { version: FILE_VERSION, name: this.store.fileName, publishedAt: null, publishedBy: null, config: this.store.fileConfig };
    return { version: row.id, name: row.name, publishedAt: row.published_at, publishedBy: row.username ?? null, config: JSON.parse(row.config) as unknown };
  }

  /** Newest first; the configuration file is always the last (oldest) entry, id 0. */
  async versions(): Promise<ConfigVersion[]> {
    const rows = await this.db
      .selectFrom('site_config_versions as v')
      .leftJoin('site_configs as c', 'c.id', 'v.config_id')
      .leftJoin('users as u', 'u.id', 'v.published_by')
      .select(['v.id', 'v.name', 'v.published_at', 'v.restored_from', 'c.token', 'c.deleted_at', 'u.username'])
      .orderBy('v.id', 'desc')
      .execute();
    const list: ConfigVersion[] = rows.map((row, index) => ({
      id: row.id,
      token: row.deleted_at ? null : (row.token ?? null),
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

  /** Appends a copy of an old version as the new live one (history stays linear), over `baseVersion`. */
  async restore(id: number, config: SiteConfig, by: Actor, now: string, baseVersion: number): Promise<number> {
    const source =
      id === FILE_VERSION
        ? { config_id: null, name: this.store.fileName }
        : await this.db.selectFrom('site_config_versions').select(['config_id', 'name']).where('id', '=', id).executeTakeFirstOrThrow();
    return this.publishOver(baseVersion, (trx) => this.appendVersion(trx, baseVersion, { configId: source.config_id, name: source.name, config, by, now, restoredFrom: id }));
  }

  private async liveConfigId(db: Kysely<Database> = this.db): Promise<number | null> {
    const row = await db.selectFrom('site_config_versions').select('config_id').orderBy('id', 'desc').limit(1).executeTakeFirst();
    return row?.config_id ?? null;
  }
}
