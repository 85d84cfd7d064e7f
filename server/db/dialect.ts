// The dialect layer: the only place that knows whether we talk to SQLite or PostgreSQL.
// Everything else uses portable kysely queries.
/* eslint-disable @typescript-eslint/no-explicit-any -- schema changes run on Kysely<any>: the typed
   Database interface describes the final schema, not the one a migration starts from. */
import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';
import type { Database } from './schema';
import { foldAccents } from '../../shared/fold-accents';

export type DialectName = 'sqlite' | 'postgres';

export interface SearchDoc {
  kind: string; // model | update | place
  refId: number;
  body: string;
}

/** A search term's word tokens, folded like the indexed bodies (lowercase, no accents). */
export function searchTokens(term: string): string[] {
  return foldAccents(term)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
}

/** Above this many matches, results come newest first instead of ranked (ranking cost grows with the set). */
const RANK_LIMIT = 2000;

export interface Dialect {
  name: DialectName;
  /** Adds an auto-increment integer primary key named id. */
  addId<T extends string, C extends string>(table: CreateTableBuilder<T, C>): CreateTableBuilder<T, C | 'id'>;
  createSearchIndex(db: Kysely<any>): Promise<void>;
  indexDocuments(db: Kysely<Database>, docs: SearchDoc[]): Promise<void>;
  clearSearchIndex(db: Kysely<Database>): Promise<void>;
  /** Drops the documents of one row (kinds: its possible kinds) before it is indexed again. */
  removeDocuments(db: Kysely<Database>, kinds: string[], refId: number): Promise<void>;
  /** Ids of documents of the given kinds matching every token as a prefix, best first. */
  search(db: Kysely<Database>, kinds: string[], term: string, limit: number): Promise<number[]>;
  /** Migration 002: make the document kind searchable inside the index (SQLite FTS5). */
  upgradeSearchIndex(db: Kysely<any>): Promise<void>;
  /** The schema new tables go to (PostgreSQL); kysely's migrator must look only there. */
  currentSchema(db: Kysely<any>): Promise<string | undefined>;
  /** Refresh planner statistics (after bulk loads; without them SQLite picks poor indexes). */
  analyze(db: Kysely<Database>): Promise<void>;
  /** After inserting explicit ids: move PostgreSQL sequences past them (no-op on SQLite). */
  resetSequences(db: Kysely<Database>, tables: string[]): Promise<void>;
}

const sqlite: Dialect = {
  name: 'sqlite',
  addId: (table) => table.addColumn('id', 'integer', (c: ColumnDefinitionBuilder) => c.primaryKey().autoIncrement()),
  async createSearchIndex(db) {
    // unicode61 with remove_diacritics folds case and accents; bodies are normalized too.
    await sql`CREATE VIRTUAL TABLE search_fts USING fts5(body, kind UNINDEXED, ref_id UNINDEXED, tokenize = 'unicode61 remove_diacritics 2')`.execute(db);
  },
  async upgradeSearchIndex(db) {
    // kind becomes an indexed column so "models matching gold" intersects doclists instead of
    // walking every matching update first. Contents are rebuilt by the migration.
    await sql`DROP TABLE search_fts`.execute(db);
    await sql`CREATE VIRTUAL TABLE search_fts USING fts5(body, kind, ref_id UNINDEXED, tokenize = 'unicode61 remove_diacritics 2')`.execute(db);
  },
  async indexDocuments(db, docs) {
    for (let i = 0; i < docs.length; i += 500) {
      const chunk = docs.slice(i, i + 500);
      await sql`INSERT INTO search_fts (body, kind, ref_id) VALUES ${sql.join(
        chunk.map((d) => sql`(${foldAccents(d.body)}, ${d.kind}, ${d.refId})`),
      )}`.execute(db);
    }
  },
  async clearSearchIndex(db) {
    await sql`DELETE FROM search_fts`.execute(db);
  },
  async removeDocuments(db, kinds, refId) {
    await sql`DELETE FROM search_fts WHERE ref_id = ${refId} AND kind IN (${sql.join(kinds)})`.execute(db);
  },
  async search(db, kinds, term, limit) {
    const tokens = searchTokens(term);
    if (!tokens.length || !kinds.length) return [];
    // Tokens are [\p{L}\p{N}]+ only, so quoting them cannot inject FTS syntax.
    const match = `{body}: ${tokens.map((t) => `"${t}"*`).join(' ')} AND {kind}: (${kinds.map((k) => `"${k}"`).join(' OR ')})`;
    // bm25 over a huge match set costs ~100 ms; rank only when the set is small, else newest first.
    const probe = await sql<{ n: number }>`SELECT count(*) AS n FROM (SELECT 1 FROM search_fts WHERE search_fts MATCH ${match} LIMIT ${RANK_LIMIT + 1})`.execute(db);
    const order = Number(probe.rows[0]?.n ?? 0) > RANK_LIMIT ? sql`rowid DESC` : sql`rank`;
    const rows = await sql<{ ref_id: number }>`SELECT ref_id FROM search_fts WHERE search_fts MATCH ${match} ORDER BY ${order} LIMIT ${limit}`.execute(db);
    return rows.rows.map((r) => Number(r.ref_id));
  },
  async resetSequences() {},
  async currentSchema() {
    return undefined;
  },
  async analyze(db) {
    await sql`ANALYZE`.execute(db);
  },
};

const postgres: Dialect = {
  name: 'postgres',
  addId: (table) => table.addColumn('id', 'serial', (c: ColumnDefinitionBuilder) => c.primaryKey()),
  async createSearchIndex(db) {
    await db.schema
      .createTable('search_docs')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('ref_id', 'integer', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .execute();
    // 'simple' config: no stemming, no stop words; accents/case are removed before storing.
    await sql`ALTER TABLE search_docs ADD COLUMN tsv tsvector GENERATED ALWAYS AS (to_tsvector('simple', body)) STORED`.execute(db);
    await sql`CREATE INDEX search_docs_tsv ON search_docs USING GIN (tsv)`.execute(db);
    await sql`CREATE INDEX search_docs_kind ON search_docs (kind, ref_id)`.execute(db);
  },
  async indexDocuments(db, docs) {
    for (let i = 0; i < docs.length; i += 1000) {
      const chunk = docs.slice(i, i + 1000).map((d) => ({ kind: d.kind, ref_id: d.refId, body: foldAccents(d.body) }));
      if (chunk.length) await db.insertInto('search_docs').values(chunk).execute();
    }
  },
  async clearSearchIndex(db) {
    await db.deleteFrom('search_docs').execute();
  },
  async removeDocuments(db, kinds, refId) {
    await db.deleteFrom('search_docs').where('ref_id', '=', refId).where('kind', 'in', kinds).execute();
  },
  async search(db, kinds, term, limit) {
    const tokens = searchTokens(term);
    if (!tokens.length || !kinds.length) return [];
    const query = tokens.map((t) => `${t}:*`).join(' & ');
    const probe = await sql<{ n: number }>`SELECT count(*) AS n FROM (SELECT 1 FROM search_docs WHERE tsv @@ to_tsquery('simple', ${query}) LIMIT ${RANK_LIMIT + 1}) x`.execute(db);
    const order = Number(probe.rows[0]?.n ?? 0) > RANK_LIMIT ? sql`id DESC` : sql`ts_rank(tsv, q) DESC, ref_id`;
    const rows = await sql<{ ref_id: number }>`SELECT ref_id FROM search_docs, to_tsquery('simple', ${query}) q
      WHERE kind IN (${sql.join(kinds)}) AND tsv @@ q ORDER BY ${order} LIMIT ${limit}`.execute(db);
    return rows.rows.map((r) => Number(r.ref_id));
  },
  async upgradeSearchIndex() {
    // search_docs.kind is a plain indexed column already.
  },
  async currentSchema(db) {
    const r = await sql<{ s: string }>`SELECT current_schema() AS s`.execute(db);
    return r.rows[0]?.s;
  },
  async analyze(db) {
    await sql`ANALYZE`.execute(db);
  },
  async resetSequences(db, tables) {
    for (const t of tables) {
      await sql`SELECT setval(pg_get_serial_sequence(${t}, 'id'), COALESCE((SELECT MAX(id) FROM ${sql.table(t)}), 0) + 1, false)`.execute(db);
    }
  },
};

export const dialects: Record<DialectName, Dialect> = { sqlite, postgres };
