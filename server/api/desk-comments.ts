// The desk's comment moderation. Editors and publishers hide, show and delete comments; blocking a
// comment's author (no login, no comment, their comments hidden) is a publisher's account action.
// Every change is in the audit log and drops cached pages that may show the comment.
import { Router, type Request } from 'express';
import type { AppContext } from '../context';
import { HttpError, idParam, notFound, send, sendList } from './http';
import { body, queryOf, validQuery } from './validate';
import { requirePolicy } from '../auth/middleware';
import { mayChangeMoneyOrAccounts, mayUseDesk } from '../../shared/roles';
import { DeskBlockAuthorBody, DeskCommentListQuery } from '../../schemas/api/desk-comments';
import { recordStaffAction } from '../desk/audit-log';
import { blockAuthor, commentQueue, isMemberRole, liveComment, setCommentHidden } from '../desk/comments';
import { removeComment } from '../queries/comments';

export function deskCommentsRouter(ctx: AppContext): Router {
  const r = Router();
  const desk = requirePolicy(ctx, mayUseDesk, 'Editors and publishers only');
  const publisher = requirePolicy(ctx, mayChangeMoneyOrAccounts, 'Publishers only: blocking changes a member’s account');

  const load = async (req: Request) => {
    const id = idParam(req);
    const comment = await liveComment(ctx.db, id);
    if (!comment) throw notFound('Comment');
    return comment;
  };

  r.get('/staff/comments', desk, validQuery(DeskCommentListQuery), async (req, res) => {
    const { rows, total } = await commentQueue(ctx.db, queryOf(req, DeskCommentListQuery));
    sendList(res, rows, total);
  });

  for (const [verb, hide] of [['hide', true], ['show', false]] as const) {
    r.post(`/staff/comments/:id/${verb}`, desk, async (req, res) => {
      const comment = await load(req);
      // The change and its audit entry commit together.
      const changed = await ctx.db.transaction().execute(async (trx) => {
        const done = await setCommentHidden(trx, comment.id, hide ? { at: ctx.now(), by: req.user!.id } : null);
        if (done) await recordStaffAction(ctx, req, { action: `comment.${verb}`, targetKind: 'comment', targetId: comment.id, details: { updateId: comment.update_id, authorId: comment.user_id } }, trx);
        return done;
      });
      if (changed) await ctx.httpCache.invalidate(`comment ${comment.id} ${verb}`);
      send(res, { id: comment.id, status: hide ? ('hidden' as const) : ('visible' as const) });
    });
  }

  r.delete('/staff/comments/:id', desk, async (req, res) => {
    const comment = await load(req);
    const removed = await removeComment(ctx, comment.id, req.user!.id);
    if (!removed) throw notFound('Comment');
    await recordStaffAction(ctx, req, { action: 'comment.delete', targetKind: 'comment', targetId: comment.id, details: { updateId: comment.update_id, authorId: comment.user_id } });
    await ctx.httpCache.invalidate(`comment ${comment.id} delete`);
    send(res, { id: comment.id, deleted: true as const, deletedAt: removed.deleted_at });
  });

  r.post('/staff/comments/:id/block-author', publisher, async (req, res) => {
    const comment = await load(req);
    const { reason } = body(req, DeskBlockAuthorBody);
    const author = comment.user_id ? await ctx.db.selectFrom('users').select(['id', 'role_id', 'blocked_at', 'deleted_at']).where('id', '=', comment.user_id).executeTakeFirst() : undefined;
    if (!author || author.deleted_at) throw new HttpError(409, 'author_gone', 'The author’s account no longer exists');
    if (!isMemberRole(author.role_id)) throw new HttpError(409, 'not_a_member', 'Staff accounts are not blocked from the comment queue');
    const at = ctx.now();
    const hiddenComments = await ctx.db.transaction().execute(async (trx) => {
      const hidden = await blockAuthor(trx, author.id, reason.trim(), author.blocked_at ?? at, req.user!.id);
      await recordStaffAction(ctx, req, { action: 'member.block', targetKind: 'member', targetId: author.id, reason, details: { commentId: comment.id, hiddenComments: hidden, alreadyBlocked: !!author.blocked_at } }, trx);
      return hidden;
    });
    await ctx.httpCache.invalidate(`comment author ${author.id} blocked`);
    send(res, { userId: author.id, blockedAt: author.blocked_at ?? at, hiddenComments });
  });

  return r;
}
