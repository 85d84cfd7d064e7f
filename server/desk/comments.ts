// Comment moderation for the desk: the queue (visible or hidden comments, newest first, with their
// update and author), hiding and showing one, deleting one (kept, marked, as staff removal always
// did) and blocking an author, which hides every comment of theirs.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { DeskComment, DeskCommentListQuery } from '../../schemas/api/desk-comments';
import { ROLE } from '../../shared/roles';

type Db = Kysely<Database> | Transaction<Database>;

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const queue = (db: Db) =>
  db
    .selectFrom('usercomments')
    .innerJoin('updates', 'updates.id', 'usercomments.update_id')
    .leftJoin('users', 'users.id', 'usercomments.user_id')
    .where('usercomments.deleted_at', 'is', null);

export async function commentQueue(db: Db, query: DeskCommentListQuery): Promise<{ rows: DeskComment[]; total: number }> {
  let q = queue(db).where('usercomments.hidden_at', query.status === 'hidden' ? 'is not' : 'is', null);
  if (query.q?.trim()) {
    const pattern = likePattern(query.q.trim());
    q = q.where((eb) => eb.or([sql<boolean>`lower(${eb.ref('usercomments.comment')}) like ${pattern} escape '\\'`, sql<boolean>`lower(${eb.ref('users.username')}) like ${pattern} escape '\\'`]));
  }
  const total = Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const size = query.s ?? 30;
  const rows = await q
    .select([
      'usercomments.id',
      'usercomments.comment',
      'usercomments.created_at',
      'usercomments.hidden_at',
      'usercomments.update_id',
      'updates.full_name',
      'usercomments.user_id',
      'users.username',
      'users.blocked_at',
    ])
    .orderBy('usercomments.created_at', 'desc')
    .orderBy('usercomments.id', 'desc')
    .limit(size)
    .offset((query.p ?? 0) * size)
    .execute();
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id,
      comment: r.comment,
      createdAt: r.created_at,
      status: r.hidden_at ? 'hidden' : 'visible',
      hiddenAt: r.hidden_at,
      updateId: r.update_id,
      updateTitle: r.full_name,
      authorId: r.user_id,
      author: r.username ?? null,
      authorBlocked: !!r.blocked_at,
    })),
  };
}

/** A comment not deleted; undefined when there is none. */
export const liveComment = (db: Db, id: number) =>
  db.selectFrom('usercomments').select(['id', 'user_id', 'update_id', 'hidden_at']).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();

/** Hides (`by` a staff id) or shows a comment; false when it was in that state already. */
export async function setCommentHidden(db: Db, id: number, hidden: { at: string; by: number } | null): Promise<boolean> {
  const result = await db
    .updateTable('usercomments')
    .set(hidden ? { hidden_at: hidden.at, hidden_by: hidden.by } : { hidden_at: null, hidden_by: null })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .where('hidden_at', hidden ? 'is' : 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Only members' accounts are blocked from the comment queue: never a staff account. */
export const isMemberRole = (roleId: number) => roleId === ROLE.member || roleId === ROLE.premiumMember;

/** Blocks the account (no login, no comment) and hides its visible comments; the number hidden. */
export async function blockAuthor(db: Db, userId: number, reason: string, at: string, by: number): Promise<number> {
  await db.updateTable('users').set({ blocked_at: at, blocked_reason: reason }).where('id', '=', userId).execute();
  await db.updateTable('sessions').set({ revoked_at: at }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
  const hidden = await db
    .updateTable('usercomments')
    .set({ hidden_at: at, hidden_by: by })
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .where('hidden_at', 'is', null)
    .executeTakeFirst();
  return Number(hidden.numUpdatedRows);
}
