// Builds the full-text documents from the catalogue tables: model names, place names, and update
// titles with their tags (all locales: a German visitor finds a garden tag's updates by "Garten")
// and models. Used by the seed and by reindexing migrations.
import type { Kysely } from 'kysely';
import type { Database } from './schema';
import type { Dialect, SearchDoc } from './dialect';

/** The names in every language (`fullName_de_DE`...), not the other texts `names` keeps (descriptions). */
const names = (json: string) => {
  try {
    return Object.entries(JSON.parse(json) as Record<string, unknown>)
      .filter(([key, value]) => key.startsWith('fullName_') && typeof value === 'string')
      .map(([, value]) => value as string);
  } catch {
    return [];
  }
};

export async function buildSearchDocs(db: Kysely<Database>): Promise<SearchDoc[]> {
  const docs: SearchDoc[] = [];
  for (const m of await db.selectFrom('models').select(['id', 'full_name', 'names']).execute()) {
    docs.push({ kind: 'model', refId: m.id, body: [m.full_name, ...names(m.names)].join(' ') });
  }
  for (const p of await db.selectFrom('places').select(['id', 'full_name', 'names']).execute()) {
    docs.push({ kind: 'place', refId: p.id, body: [p.full_name, ...names(p.names)].join(' ') });
  }
  const [tags, models] = await Promise.all([
    db.selectFrom('update_tags').innerJoin('tags', 'tags.id', 'update_tags.tag_id').select(['update_tags.update_id as id', 'tags.full_name as name', 'tags.names']).execute(),
    db.selectFrom('update_models').innerJoin('models', 'models.id', 'update_models.model_id').select(['update_models.update_id as id', 'models.full_name as name']).execute(),
  ]);
  const extra = new Map<number, string[]>();
  const add = (id: number, words: string[]) => {
    const list = extra.get(id) ?? [];
    list.push(...words);
    extra.set(id, list);
  };
  for (const r of tags) add(r.id, [...new Set([r.name, ...names(r.names)])]);
  for (const r of models) add(r.id, [r.name]);
  for (const u of await db.selectFrom('updates').select(['id', 'content_type', 'full_name', 'names']).orderBy('id').execute()) {
    docs.push({ kind: u.content_type, refId: u.id, body: [u.full_name, ...names(u.names), ...(extra.get(u.id) ?? [])].join(' ') });
  }
  return docs;
}

/** Indexes one update or model again after a staff change (its old document dropped first). */
export async function reindexOne(db: Kysely<Database>, dialect: Dialect, kind: 'update' | 'model', id: number) {
  if (kind === 'model') {
    await dialect.removeDocuments(db, ['model'], id);
    const m = await db.selectFrom('models').select(['id', 'full_name', 'names']).where('id', '=', id).executeTakeFirst();
    if (m) await dialect.indexDocuments(db, [{ kind: 'model', refId: m.id, body: [m.full_name, ...names(m.names)].join(' ') }]);
    return;
  }
  await dialect.removeDocuments(db, ['video', 'photo', 'dvd'], id);
  const u = await db.selectFrom('updates').select(['id', 'content_type', 'full_name', 'names']).where('id', '=', id).executeTakeFirst();
  if (!u) return;
  const [tags, models] = await Promise.all([
    db.selectFrom('update_tags').innerJoin('tags', 'tags.id', 'update_tags.tag_id').select('tags.full_name as name').where('update_tags.update_id', '=', id).execute(),
    db.selectFrom('update_models').innerJoin('models', 'models.id', 'update_models.model_id').select('models.full_name as name').where('update_models.update_id', '=', id).execute(),
  ]);
  await dialect.indexDocuments(db, [{ kind: u.content_type, refId: u.id, body: [u.full_name, ...names(u.names), ...tags.map((t) => t.name), ...models.map((m) => m.name)].join(' ') }]);
}

export async function reindexSearch(db: Kysely<Database>, dialect: Dialect) {
  await dialect.clearSearchIndex(db);
  await dialect.indexDocuments(db, await buildSearchDocs(db));
}
