// The desk's comment moderation (server/api/desk-comments.ts): every comment with its update and
// author; hide (gone from the site, can be shown again), delete, and block the author.
import { Type, type Static } from '@sinclair/typebox';
import { StaffReason } from './staff-audit';

export const DeskCommentListQuery = Type.Object({
  status: Type.Optional(Type.Union([Type.Literal('visible'), Type.Literal('hidden')], { description: 'default: visible' })),
  q: Type.Optional(Type.String({ maxLength: 100, description: "words of the comment or the author's name" })),
  p: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000, description: 'page, from 0' })),
  s: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: 'page size (default 30)' })),
});
export type DeskCommentListQuery = Static<typeof DeskCommentListQuery>;

export const DeskComment = Type.Object({
  id: Type.Integer(),
  comment: Type.String({ description: 'plain text' }),
  createdAt: Type.String(),
  status: Type.Union([Type.Literal('visible'), Type.Literal('hidden')]),
  hiddenAt: Type.Union([Type.String(), Type.Null()]),
  updateId: Type.Integer(),
  updateTitle: Type.String(),
  authorId: Type.Union([Type.Integer(), Type.Null()]),
  author: Type.Union([Type.String(), Type.Null()], { description: 'null once the account is gone' }),
  authorBlocked: Type.Boolean(),
});
export type DeskComment = Static<typeof DeskComment>;

export const DeskBlockAuthorBody = Type.Object({ reason: StaffReason }, { additionalProperties: false });
export type DeskBlockAuthorBody = Static<typeof DeskBlockAuthorBody>;

export const DeskBlockAuthorResult = Type.Object({
  userId: Type.Integer(),
  blockedAt: Type.String(),
  hiddenComments: Type.Integer({ description: "the author's comments hidden with the block" }),
});
export type DeskBlockAuthorResult = Static<typeof DeskBlockAuthorResult>;
