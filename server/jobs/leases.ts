// One lease per job and period, taken by one atomic upsert: the row moves to a later period only,
// so of the processes that reach the same period one wins and the others get nothing back.
// Portable (SQLite 3.35+ and PostgreSQL both have ON CONFLICT ... WHERE and RETURNING).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** True when this holder took `name` for the period `runKey` (ISO time of the period's start). */
export async function acquireLease(db: Kysely<Database>, name: string, runKey: string, holder: string, now: string): Promise<boolean> {
  const row = await db
    .insertInto('job_leases')
    .values({ name, run_key: runKey, holder, acquired_at: now })
    .onConflict((oc) => oc.column('name').doUpdateSet({ run_key: runKey, holder, acquired_at: now }).where('job_leases.run_key', '<', runKey))
    .returning('holder')
    .executeTakeFirst();
  return row !== undefined;
}
