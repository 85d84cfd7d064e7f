// Scheduled publishing: a stored configuration made live at a set time, as the person who
// scheduled it, over the version they based it on. Any number of processes may try a due entry:
// one claims it with a conditional update and publishes; an entry whose base is no longer live
// fails with who published over it instead of reverting their work.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ScheduledPublish, ScheduleStatus } from '../../schemas/api/configs';
import { validateSiteConfig } from '../../schemas/validate-site-config';
import { ConfigHistory, StaleBaseError } from './config-history';
import type { ConfigStore } from './site-config';

/** A claim older than this is taken to belong to a process that died mid-publish. */
const CLAIM_TIMEOUT_MS = 60_000;

export class ScheduledPublishes {
  private history: ConfigHistory;
  constructor(
    private db: Kysely<Database>,
    store: ConfigStore,
  ) {
    this.history = new ConfigHistory(db, store);
  }

  async create(entry: { configId: number; publishAt: string; baseVersion: number; by: number; now: string }): Promise<ScheduledPublish> {
    const row = await this.db
      .insertInto('scheduled_publishes')
      .values({ config_id: entry.configId, publish_at: entry.publishAt, base_version: entry.baseVersion, created_by: entry.by, created_at: entry.now, status: 'scheduled' })
      .returning('id')
      .executeTakeFirstOrThrow();
    return (await this.get(row.id))!;
  }

  private query() {
    return this.db
      .selectFrom('scheduled_publishes as s')
      .innerJoin('site_configs as c', 'c.id', 's.config_id')
      .leftJoin('users as u', 'u.id', 's.created_by')
      .select(['s.id', 's.publish_at', 's.base_version', 's.status', 's.version', 's.reason', 'c.id as config_id', 'c.name', 'c.token', 'u.username']);
  }

  private static toApi(row: { id: number; publish_at: string; base_version: number; status: string; version: number | null; reason: string | null; config_id: number; name: string | null; token: string | null; username: string | null }): ScheduledPublish {
    return {
      id: row.id,
      name: row.name ?? `Configuration ${row.config_id}`,
      token: row.token ?? '',
      publishAt: row.publish_at,
      baseVersion: row.base_version,
      createdBy: row.username ?? null,
      status: row.status as ScheduleStatus,
      version: row.version,
      reason: row.reason,
    };
  }

  async get(id: number): Promise<ScheduledPublish | undefined> {
    const row = await this.query().where('s.id', '=', id).executeTakeFirst();
    return row && ScheduledPublishes.toApi(row);
  }

  /** Newest first. */
  async list(): Promise<ScheduledPublish[]> {
    return (await this.query().orderBy('s.id', 'desc').execute()).map(ScheduledPublishes.toApi);
  }

  /** 'missing' | 'done' (already published, failed, cancelled or being published) | 'cancelled'. */
  async cancel(id: number, by: string, now: string): Promise<'missing' | 'done' | 'cancelled'> {
    const result = await this.db
      .updateTable('scheduled_publishes')
      .set({ status: 'cancelled', reason: `cancelled by ${by} at ${now}` })
      .where('id', '=', id)
      .where('status', '=', 'scheduled')
      .where('claimed_at', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) > 0) return 'cancelled';
    return (await this.db.selectFrom('scheduled_publishes').select('id').where('id', '=', id).executeTakeFirst()) ? 'done' : 'missing';
  }

  /** The earliest time an entry is still waiting for (ISO), or undefined. */
  async nextDue(): Promise<string | undefined> {
    const row = await this.db.selectFrom('scheduled_publishes').select((eb) => eb.fn.min('publish_at').as('at')).where('status', '=', 'scheduled').executeTakeFirst();
    return row?.at ?? undefined;
  }

  /** Entries due at `now` that nobody has finished yet (claimed ones included). */
  async pendingDue(now: string): Promise<number> {
    const row = await this.db
      .selectFrom('scheduled_publishes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'scheduled')
      .where('publish_at', '<=', now)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** Publishes every due entry this process manages to claim; answers how many it finished. */
  async runDue(now: string, holder: string): Promise<number> {
    const due = await this.db.selectFrom('scheduled_publishes').select('id').where('status', '=', 'scheduled').where('publish_at', '<=', now).orderBy('publish_at').orderBy('id').execute();
    let finished = 0;
    for (const { id } of due) if (await this.claim(id, holder, now)) finished += (await this.publishClaimed(id, holder, now)) ? 1 : 0;
    return finished;
  }

  /** Exactly one process gets true: the update only matches an unclaimed (or abandoned) entry. */
  private async claim(id: number, holder: string, now: string): Promise<boolean> {
    const abandoned = new Date(Date.parse(now) - CLAIM_TIMEOUT_MS).toISOString();
    const result = await this.db
      .updateTable('scheduled_publishes')
      .set({ claimed_by: holder, claimed_at: now })
      .where('id', '=', id)
      .where('status', '=', 'scheduled')
      .where((eb) => eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<', abandoned)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  private async finish(id: number, holder: string, values: { status: ScheduleStatus; version?: number; reason?: string }) {
    await this.db
      .updateTable('scheduled_publishes')
      .set({ status: values.status, version: values.version ?? null, reason: values.reason ?? null })
      .where('id', '=', id)
      .where('claimed_by', '=', holder)
      .execute();
  }

  private async publishClaimed(id: number, holder: string, now: string): Promise<boolean> {
    const entry = await this.db
      .selectFrom('scheduled_publishes as s')
      .innerJoin('site_configs as c', 'c.id', 's.config_id')
      .leftJoin('users as u', 'u.id', 's.created_by')
      .select(['s.base_version', 's.created_by', 'c.id as config_id', 'c.name', 'c.config', 'c.deleted_at', 'u.username'])
      .where('s.id', '=', id)
      .executeTakeFirstOrThrow();
    if (entry.deleted_at) return this.finish(id, holder, { status: 'failed', reason: 'the preview link was deleted' }).then(() => true);
    if (entry.created_by === null || !entry.username) return this.finish(id, holder, { status: 'failed', reason: 'the account that scheduled it no longer exists' }).then(() => true);
    // The schema may have moved on since it was scheduled: never publish something invalid.
    const checked = validateSiteConfig(JSON.parse(entry.config));
    if (!checked.ok) {
      const first = checked.issues[0];
      return this.finish(id, holder, { status: 'failed', reason: `invalid: ${first?.path || '/'} ${first?.message ?? ''}`.trim().slice(0, 500) }).then(() => true);
    }
    try {
      const name = entry.name ?? `Configuration ${entry.config_id}`;
      const version = await this.history.publish(entry.config_id, name, checked.config, { id: entry.created_by, username: entry.username }, now, entry.base_version);
      await this.finish(id, holder, { status: 'published', version });
    } catch (err) {
      if (!(err instanceof StaleBaseError)) throw err;
      const live = await this.history.live();
      const reason = `conflict: version ${live.version} was published by ${live.publishedBy ?? 'a deleted account'} at ${live.publishedAt ?? 'start'}`;
      await this.finish(id, holder, { status: 'failed', reason });
    }
    return true;
  }
}
