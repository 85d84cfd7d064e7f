// Comments on an update (the `usercomments` resource): what a visitor reads, what a member sends,
// what staff get back when they remove one. A comment is plain text: clients show it as text.
import { Type, type Static } from '@sinclair/typebox';
import { Id } from './common';

/** Most characters (code points) of a comment after cleaning (shared/comment-text.ts). */
export const COMMENT_MAX_LENGTH = 1000;
/** Comments per page when a list asks for no size. */
export const COMMENT_PAGE_SIZE = 10;

/** One visible comment: the author's username (null when the account was deleted), never an email. */
export const UpdateComment = Type.Object(
  {
    id: Type.Integer(),
    content_update_id: Type.Integer(),
    comment: Type.String({ description: 'plain text, never HTML; line breaks as \\n' }),
    author: Type.Union([Type.String(), Type.Null()], { description: "the author's username; null once the account is gone" }),
    created_at: Type.String({ description: 'ISO-8601 UTC' }),
  },
  { $id: 'UpdateComment' },
);
export type UpdateComment = Static<typeof UpdateComment>;

/**
 * A member's new comment. The author is the logged-in account: a `user_id` is refused (400), so
 * nobody can write in someone else's name.
 */
export const CommentBody = Type.Object(
  {
    content_update_id: Id,
    // The raw text may carry spaces and control characters the server drops; the cleaned text is
    // held to COMMENT_MAX_LENGTH.
    comment: Type.String({ minLength: 1, maxLength: COMMENT_MAX_LENGTH * 2 }),
  },
  { $id: 'CommentBody', additionalProperties: false },
);
export type CommentBody = Static<typeof CommentBody>;

export const CommentListQuery = Type.Object(
  {
    p: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, description: '0-based page' })),
    s: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, description: `page size (default ${COMMENT_PAGE_SIZE}, capped at 100)` })),
  },
  { $id: 'CommentListQuery' },
);

/** What staff get when they remove a comment: it is kept, marked, and shown to nobody. */
export const CommentRemoval = Type.Object(
  {
    id: Type.Integer(),
    deleted: Type.Literal(true),
    deleted_at: Type.String(),
    deleted_by: Type.Integer(),
  },
  { $id: 'CommentRemoval' },
);
export type CommentRemoval = Static<typeof CommentRemoval>;
