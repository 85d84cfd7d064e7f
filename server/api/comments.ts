// Comments on video detail (the usercomments resource): everyone reads an update's comments,
// members with an active subscription (and staff) write them, staff remove them. The author is
// always the token's user. Comments are plain text, cleaned (shared/comment-text.ts) and shown as
// text by every client, so markup in one is inert characters.
import { Router, type Request, type Response } from 'express';
import type { AppContext } from '../context';
import { HttpError, idParam, notFound, paging, send } from './http';
import { body, queryOf } from './validate';
import { mountReads, type PublicRead } from './public/public-read';
import { requireStaff, requireUser } from '../auth/middleware';
import { membershipOf } from '../auth/membership';
import { addComment, isVisibleUpdate, removeComment, updateComments } from '../queries/comments';
import { COMMENT_MAX_LENGTH, COMMENT_PAGE_SIZE, CommentBody, CommentListQuery } from '../../schemas/api/comments';
import { cleanCommentText, commentLength } from '../../shared/comment-text';
import { mayPostComments } from '../../shared/roles';

/** A comment's text as stored; 400 when nothing is left after cleaning or it is too long. */
export function storedCommentText(raw: string): string {
  const text = cleanCommentText(raw);
  if (!text) throw new HttpError(400, 'validation_failed', 'Please write a comment', { comment: 'Please write a comment' });
  if (commentLength(text) > COMMENT_MAX_LENGTH) {
    const message = `A comment can have at most ${COMMENT_MAX_LENGTH} characters`;
    throw new HttpError(400, 'validation_failed', message, { comment: message });
  }
  return text;
}

/** The comment of a request; 400 for a user_id (nobody writes in another's name) and for bad text. */
function commentOf(req: Request): { updateId: number; text: string } {
  if (req.body && typeof req.body === 'object' && Object.hasOwn(req.body, 'user_id')) {
    const message = 'Comments are always posted as the logged-in account: user_id is not accepted';
    throw new HttpError(400, 'validation_failed', message, { user_id: message });
  }
  const input = body(req, CommentBody, { fieldMessages: { comment: `Please write a comment of at most ${COMMENT_MAX_LENGTH} characters` } });
  return { updateId: input.content_update_id, text: storedCommentText(input.comment) };
}

/** An update's comments: a public read, so a server render of a video page reads them in-process. */
export const commentReads = (ctx: AppContext): PublicRead[] => [
  {
    path: '/updates/:id/comments',
    query: CommentListQuery,
    read: async (req) => {
      const updateId = idParam(req);
      if (!(await isVisibleUpdate(ctx, updateId))) throw notFound('Update');
      const { rows, total } = await updateComments(ctx, updateId, paging(queryOf(req, CommentListQuery), COMMENT_PAGE_SIZE));
      return { data: rows, total };
    },
  },
];

export function commentsRouter(ctx: AppContext): Router {
  const r = Router();
  mountReads(r, commentReads(ctx));

  // POST, and PUT as the specification's "PUT add" of the generic resources.
  const post = async (req: Request, res: Response) => {
    const user = req.user!;
    const { updateId, text } = commentOf(req);
    const { fullAccess } = await membershipOf(ctx.db, user.id, ctx.now());
    if (!mayPostComments(user, fullAccess)) throw new HttpError(403, 'subscription_required', 'Only members with an active subscription can write comments');
    if (!(await isVisibleUpdate(ctx, updateId))) throw notFound('Update');
    // Counted once the comment would be stored: a typo in the request costs nothing.
    await ctx.limits.perUser('comments', user.id, res);
    const comment = await addComment(ctx, user, updateId, text);
    ctx.logger.info({ comment: comment.id, update: updateId, user: user.id }, 'comment posted');
    send(res, comment, 201);
  };
  r.post('/usercomments', requireUser(ctx), post);
  r.put('/usercomments', requireUser(ctx), post);

  r.delete('/usercomments/:id', requireStaff(ctx), async (req, res) => {
    const id = idParam(req);
    const removed = await removeComment(ctx, id, req.user!.id);
    if (!removed) throw notFound('Comment');
    // Pages rendered with the comment may sit in the page cache: drop them so it is gone for everyone.
    await ctx.httpCache.invalidate('comment removed');
    ctx.logger.info({ comment: id, staff: req.user!.id }, 'comment removed');
    send(res, { id, deleted: true as const, deleted_at: removed.deleted_at, deleted_by: req.user!.id });
  });
  return r;
}
