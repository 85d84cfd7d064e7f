// Flags part of the demo catalogue hardcore, so core.fsk12.hideHardcoreUpdates (on in
// site-configs/youth-protection.json) visibly removes updates from lists, counts, search,
// calendar and sitemap. Every type is hit: the flag follows the id, not the content type.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** One update in HARDCORE_EVERY is flagged: about a tenth of the catalogue. */
export const HARDCORE_EVERY = 9;
/** The remainder of the id that is flagged. */
const REMAINDER = 4;

export const isSeededHardcore = (updateId: number) => updateId % HARDCORE_EVERY === REMAINDER;

export async function flagHardcoreUpdates(db: Kysely<Database>): Promise<void> {
  await db
    .updateTable('updates')
    .set({ hardcore: 1 })
    .where(sql<boolean>`id % ${sql.lit(HARDCORE_EVERY)} = ${sql.lit(REMAINDER)}`)
    .execute();
}
