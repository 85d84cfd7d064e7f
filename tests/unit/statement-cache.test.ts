// Prepared statements kept by SQL text (server/db/statement-cache.ts): one preparation per query
// text, the least recently used go beyond the limit, and answers stay right across writes and a
// schema change.
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withStatementCache } from '../../server/db/statement-cache';

const open: SQLite.Database[] = [];
function database() {
  const sqlite = new SQLite(':memory:');
  open.push(sqlite);
  const prepare = vi.spyOn(sqlite, 'prepare');
  return { sqlite, prepare };
}
afterEach(() => {
  for (const sqlite of open.splice(0)) if (sqlite.open) sqlite.close();
});

describe('withStatementCache', () => {
  it('prepares a query text once and reuses the statement', () => {
    const { sqlite, prepare } = database();
    const cached = withStatementCache(sqlite);
    const first = cached.prepare('SELECT 1 AS one');
    expect(cached.prepare('SELECT 1 AS one')).toBe(first);
    expect(cached.prepare('SELECT 2 AS two')).not.toBe(first);
    expect(prepare).toHaveBeenCalledTimes(2);
  });

  it('forgets the least recently used text beyond its limit', () => {
    const { sqlite, prepare } = database();
    const cached = withStatementCache(sqlite, 2);
    cached.prepare('SELECT 1');
    cached.prepare('SELECT 2');
    cached.prepare('SELECT 1'); // used again: SELECT 2 is now the oldest
    cached.prepare('SELECT 3');
    expect(prepare).toHaveBeenCalledTimes(3);
    cached.prepare('SELECT 1');
    expect(prepare).toHaveBeenCalledTimes(3);
    cached.prepare('SELECT 2');
    expect(prepare).toHaveBeenCalledTimes(4);
  });

  it('answers through Kysely as before: after writes, with other parameters, after a new column', async () => {
    const { sqlite } = database();
    const db = new Kysely<{ item: { id: number; name: string; note?: string | null } }>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
    await db.schema.createTable('item').addColumn('id', 'integer', (c) => c.primaryKey()).addColumn('name', 'text').execute();
    const named = (name: string) => db.selectFrom('item').selectAll().where('name', '=', name).execute();
    await db.insertInto('item').values({ id: 1, name: 'Ava' }).execute();
    expect(await named('Ava')).toEqual([{ id: 1, name: 'Ava' }]);
    await db.insertInto('item').values({ id: 2, name: 'Bea' }).execute();
    expect(await named('Bea')).toEqual([{ id: 2, name: 'Bea' }]);
    expect(await named('Ava')).toEqual([{ id: 1, name: 'Ava' }]);
    await sql`ALTER TABLE item ADD COLUMN note TEXT`.execute(db);
    await db.updateTable('item').set({ note: 'new' }).where('id', '=', 1).execute();
    expect(await named('Ava')).toEqual([{ id: 1, name: 'Ava', note: 'new' }]);
    await db.destroy();
    expect(sqlite.open).toBe(false);
  });
});
