// News posts as the staff content area sees them: drafts, scheduled, published and deleted ones.
// Changes are recorded in content_changes under the entity 'post'. Body HTML is sanitized on write
// with the rules the site renders posts with (server/render/sanitize.ts).
import type { Kysely, Transaction, Updateable } from 'kysely';
import type { AppContext } from '../context';
import type { Database, PostsTable } from '../db/schema';
import { HttpError } from '../http-error';
import { sanitizePostHtml } from '../render/sanitize';
import type { StaffPost, StaffPostCreateBody } from '../../schemas/api/staff-news';
import { RESTORE_DAYS, recordChange, statusOf, textsOf } from './staff-updates';

type Db = Kysely<Database> | Transaction<Database>;

const DAY_MS = 86400_000;

export async function staffPost(db: Db, id: number, now: string): Promise<StaffPost | undefined> {
  const row = await db.selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const [tags, models] = await Promise.all([
    db.selectFrom('post_tags').select('tag_id').where('post_id', '=', id).orderBy('tag_id').execute(),
    db.selectFrom('post_models').select('model_id').where('post_id', '=', id).orderBy('model_id').execute(),
  ]);
  return {
    id: row.id,
    status: statusOf(row, now),
    fullName: row.full_name,
    permaLink: row.perma_link,
    content: row.content,
    names: textsOf(row.names),
    categoryId: row.category_id,
    tagIds: tags.map((t) => t.tag_id),
    modelIds: models.map((m) => m.model_id),
    imagePool: row.image_pool,
    publishDate: row.publish_date,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    deletedAt: row.deleted_at,
    purgeAt: row.deleted_at ? new Date(Date.parse(row.deleted_at) + RESTORE_DAYS * DAY_MS).toISOString() : null,
  };
}

/** Per-locale texts as stored: empty ones dropped, every `content_*` sanitized. */
export function storedPostTexts(names: Record<string, string>): string {
  const kept = Object.entries(names)
    .filter(([, v]) => v !== '')
    .map(([k, v]) => [k, k.startsWith('content_') ? sanitizePostHtml(v) : v] as const);
  return JSON.stringify(Object.fromEntries(kept));
}

/** 422 naming the field when a referenced category, tag or model does not exist. */
export async function checkPostReferences(db: Db, input: Partial<StaffPostCreateBody>) {
  const checks: [keyof StaffPostCreateBody, 'categories' | 'tags' | 'models', number[]][] = [
    ['categoryId', 'categories', input.categoryId ? [input.categoryId] : []],
    ['tagIds', 'tags', input.tagIds ?? []],
    ['modelIds', 'models', input.modelIds ?? []],
  ];
  for (const [field, table, ids] of checks) {
    if (!ids.length) continue;
    const found = new Set((await db.selectFrom(table).select('id').where('id', 'in', ids).execute()).map((r) => r.id));
    const gone = ids.filter((id) => !found.has(id));
    if (gone.length) throw new HttpError(422, 'unknown_reference', `${field}: no ${table.replace(/ies$/, 'y').replace(/s$/, '')} with id ${gone.join(', ')}`, { [field]: `unknown id ${gone.join(', ')}` });
  }
}

/** Writes the given fields of a post (row, tags, models). */
export async function writePost(db: Db, id: number, input: Partial<StaffPostCreateBody>, now: string) {
  const row: Updateable<PostsTable> = { updated_at: now };
  if (input.fullName !== undefined) row.full_name = input.fullName;
  if (input.permaLink !== undefined) row.perma_link = input.permaLink;
  if (input.content !== undefined) row.content = sanitizePostHtml(input.content);
  if (input.names !== undefined) row.names = storedPostTexts(input.names);
  if (input.categoryId !== undefined) row.category_id = input.categoryId;
  if (input.imagePool !== undefined) row.image_pool = input.imagePool;
  await db.updateTable('posts').set(row).where('id', '=', id).execute();
  if (input.tagIds !== undefined) {
    await db.deleteFrom('post_tags').where('post_id', '=', id).execute();
    if (input.tagIds.length) await db.insertInto('post_tags').values(input.tagIds.map((tag_id) => ({ post_id: id, tag_id }))).execute();
  }
  if (input.modelIds !== undefined) {
    await db.deleteFrom('post_models').where('post_id', '=', id).execute();
    if (input.modelIds.length) await db.insertInto('post_models').values(input.modelIds.map((model_id) => ({ post_id: id, model_id }))).execute();
  }
}

/** The release job's part for posts: scheduled posts whose time came are announced once (caches dropped, recorded). */
export async function releaseDuePosts(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  const due = await ctx.db
    .selectFrom('posts')
    .select('id')
    .where('released', '=', 0)
    .where('publish_date', '<=', now)
    .where('status', '=', 'published')
    .where('deleted_at', 'is', null)
    .execute();
  let released = 0;
  for (const { id } of due) {
    const taken = await ctx.db.updateTable('posts').set({ released: 1 }).where('id', '=', id).where('released', '=', 0).executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) continue; // another process announced it
    await recordChange(ctx.db, id, 'release', { id: null, username: 'system' }, { status: { before: 'scheduled', after: 'published' } }, now, 'post');
    released++;
  }
  if (released) await ctx.httpCache.invalidate(`${released} scheduled post(s) released`);
  return released;
}

/** Removes posts deleted more than RESTORE_DAYS ago (their tag and model links go with them). */
export async function purgeDeletedPosts(ctx: AppContext): Promise<number> {
  const cutoff = new Date(Date.parse(ctx.now()) - RESTORE_DAYS * DAY_MS).toISOString();
  const result = await ctx.db.deleteFrom('posts').where('deleted_at', 'is not', null).where('deleted_at', '<=', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
