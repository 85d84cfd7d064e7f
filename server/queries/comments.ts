// Comments on updates (the usercomments table): the visible ones of an update, newest first, with
// the author's username; adding one; staff removing one. A removed comment keeps its row (who
// removed it and when) and is left out of every list but the staff's generic one.
import type { AppContext } from '../context';
import type { UpdateComment } from '../../schemas/api/comments';
import { visibleUpdates } from './visible-updates';
import type { PageOf, PageWindow } from './page';

/** Whether a visitor may see the update (published, not hidden by the youth-protection switch). */
export async function isVisibleUpdate(ctx: AppContext, updateId: number): Promise<boolean> {
  return !!(await (await visibleUpdates(ctx, {})).select('updates.id').where('updates.id', '=', updateId).executeTakeFirst());
}

// Neither deleted nor hidden by the desk (server/desk/comments.ts).
const visibleComments = (ctx: AppContext, updateId: number) =>
  ctx.db.selectFrom('usercomments').where('usercomments.update_id', '=', updateId).where('usercomments.deleted_at', 'is', null).where('usercomments.hidden_at', 'is', null);

/** One page of an update's visible comments, newest first (ties: the later id first). */
export async function updateComments(ctx: AppContext, updateId: number, { size, offset }: PageWindow): Promise<PageOf<UpdateComment>> {
  const [rows, count] = await Promise.all([
    visibleComments(ctx, updateId)
      .leftJoin('users', 'users.id', 'usercomments.user_id')
      .select(['usercomments.id', 'usercomments.update_id', 'usercomments.comment', 'usercomments.created_at', 'users.username'])
      .orderBy('usercomments.created_at', 'desc')
      .orderBy('usercomments.id', 'desc')
      .limit(size)
      .offset(offset)
      .execute(),
    visibleComments(ctx, updateId).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((r) => ({ id: r.id, content_update_id: r.update_id, comment: r.comment, author: r.username ?? null, created_at: r.created_at })),
    total: Number(count.n),
  };
}

/** Stores a cleaned comment by `userId` and answers it as visitors will see it. */
export async function addComment(ctx: AppContext, user: { id: number; username: string }, updateId: number, comment: string): Promise<UpdateComment> {
  const created_at = ctx.now();
  const row = await ctx.db
    .insertInto('usercomments')
    .values({ user_id: user.id, update_id: updateId, comment, created_at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, content_update_id: updateId, comment, author: user.username, created_at };
}

/** Marks a visible comment removed by `staffId`; undefined when there is none with that id (or it was removed already). */
export async function removeComment(ctx: AppContext, id: number, staffId: number): Promise<{ deleted_at: string } | undefined> {
  const deleted_at = ctx.now();
  const result = await ctx.db.updateTable('usercomments').set({ deleted_at, deleted_by: staffId }).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0 ? { deleted_at } : undefined;
}
