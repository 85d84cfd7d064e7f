// The staff content area's calls over news posts (server/api/staff-news.ts): editors create and
// edit drafts; publishers publish, schedule, unpublish, delete and restore. The body is HTML that the
// server sanitizes on write with the rules the site renders with.
import { Type, type Static } from '@sinclair/typebox';
import { Id } from './common';
import { StaffUpdateStatus } from './staff-content';

/** Per-locale texts beside the English ones: `fullName_de_DE`, `content_fr_FR` (HTML). */
export const LocalizedPostTexts = Type.Record(Type.String({ pattern: '^(fullName|content)_[a-z]{2}_[A-Z]{2}$' }), Type.String({ maxLength: 100000 }), {
  description: 'Texts per locale, keyed `{field}_{translateCode}` (fullName_de_DE, content_fr_FR); content is HTML, sanitized on write; an empty text removes the translation',
  additionalProperties: false,
});

export const StaffPostCreateBody = Type.Object(
  {
    fullName: Type.String({ minLength: 1, maxLength: 255, description: 'English title' }),
    permaLink: Type.String({ pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', maxLength: 191, description: 'the address of the post (lowercase words joined by -)' }),
    content: Type.Optional(Type.String({ maxLength: 100000, description: 'English body as HTML; scripts, event handlers and unsafe URLs are removed on write' })),
    names: Type.Optional(LocalizedPostTexts),
    categoryId: Id,
    tagIds: Type.Optional(Type.Array(Id, { maxItems: 100, uniqueItems: true })),
    modelIds: Type.Optional(Type.Array(Id, { maxItems: 50, uniqueItems: true })),
    imagePool: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000000, description: 'the media reference of its preview picture' })),
  },
  { additionalProperties: false },
);
export type StaffPostCreateBody = Static<typeof StaffPostCreateBody>;

/** The fields to change; the others stay. */
export const StaffPostEditBody = Type.Partial(StaffPostCreateBody, { additionalProperties: false, minProperties: 1 });
export type StaffPostEditBody = Static<typeof StaffPostEditBody>;

export const StaffPostListQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 100, description: 'words of the title or permaLink' })),
  status: Type.Optional(StaffUpdateStatus),
  category: Type.Optional(Id),
  sort: Type.Optional(Type.Union([Type.Literal('newest'), Type.Literal('oldest'), Type.Literal('title'), Type.Literal('updated')], { description: 'by publish date (default newest), title or last change' })),
  p: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000, description: 'page, from 0' })),
  s: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: 'page size (default 30)' })),
});

export const StaffPost = Type.Object({
  id: Type.Integer(),
  status: StaffUpdateStatus,
  fullName: Type.String(),
  permaLink: Type.String(),
  content: Type.String({ description: 'sanitized HTML' }),
  names: Type.Record(Type.String(), Type.String()),
  categoryId: Type.Integer(),
  tagIds: Type.Array(Type.Integer()),
  modelIds: Type.Array(Type.Integer()),
  imagePool: Type.Integer(),
  publishDate: Type.String(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  deletedAt: Type.Union([Type.String(), Type.Null()]),
  purgeAt: Type.Union([Type.String({ description: 'when a deleted post is removed for good' }), Type.Null()]),
});
export type StaffPost = Static<typeof StaffPost>;
