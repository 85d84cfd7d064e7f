// Opens the database: a SQLite file, or PostgreSQL for a postgres:// URL (DATABASE_URL, see server/env.ts).
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { Database } from './schema';
import { dialects, type Dialect } from './dialect';
import { withStatementCache } from './statement-cache';

export interface Db {
  db: Kysely<Database>;
  dialect: Dialect;
  close(): Promise<void>;
}

export interface DbOptions {
  /** postgres://... or a SQLite file path (`databaseUrlOf(env)`). */
  url: string;
  /** PostgreSQL pool size (PG_POOL_SIZE). */
  poolSize?: number;
  /** PostgreSQL schema to use (tests create one per run). */
  pgSchema?: string;
}

// COUNT(*) and BIGINT come back as strings from pg; our counts fit in a JS number.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

export function openDatabase(options: DbOptions): Db {
  const url = options.url;
  if (/^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize ?? 10,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: dialects.postgres, close: () => db.destroy() };
  }
  const file = url.replace(/^sqlite:/, '');
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect: dialects.sqlite, close: () => db.destroy() };
}
