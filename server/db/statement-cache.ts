// better-sqlite3 behind Kysely with its prepared statements kept by SQL text. Kysely's SQLite driver
// prepares every query again; on a page's short reads preparing cost about a third of running them
// (server CPU profile of uncached pages). SQLite re-prepares a kept statement by itself after a
// schema change, and Kysely's connection lock means one statement never runs twice at once.
import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Statements kept: the distinct queries of the whole site are a few hundred; IN lists of other lengths are new texts, so the oldest unused go first. */
export const STATEMENTS_KEPT = 500;

export function withStatementCache(sqlite: SQLite.Database, kept = STATEMENTS_KEPT): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      sqlite.close();
    },
    prepare: (sql: string) => {
      const known = statements.get(sql);
      if (known) {
        // Most recently used last, so eviction takes the least recently used.
        statements.delete(sql);
        statements.set(sql, known);
        return known;
      }
      const statement = sqlite.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > kept) statements.delete(statements.keys().next().value!);
      return statement;
    },
  };
}
