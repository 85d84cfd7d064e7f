// The staff content area's calls over updates (server/api/staff-updates.ts): editors create and edit
// drafts; publishers publish, schedule, unpublish, delete and restore. One contract per call.
import { Type, type Static } from '@sinclair/typebox';
import { Id } from './common';
import { ContentType } from './content';

/** Per-locale texts beside the English ones, as the public API sends them: `fullName_de_DE`, `description_fr_FR`. */
export const LocalizedUpdateTexts = Type.Record(Type.String({ pattern: '^(fullName|description)_[a-z]{2}_[A-Z]{2}$' }), Type.String({ maxLength: 20000 }), {
  description: 'Texts per locale, keyed `{field}_{translateCode}` (fullName_de_DE, description_fr_FR); an empty text removes the translation',
  additionalProperties: false,
});

const Chapter = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 255 }),
    startSeconds: Type.Integer({ minimum: 0, maximum: 86400 }),
    names: Type.Optional(Type.Record(Type.String({ pattern: '^title_[a-z]{2}_[A-Z]{2}$' }), Type.String({ maxLength: 255 }), { additionalProperties: false })),
  },
  { additionalProperties: false },
);

const updateFields = {
  contentType: ContentType,
  fullName: Type.String({ minLength: 1, maxLength: 255, description: 'English title' }),
  permaLink: Type.String({ pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', maxLength: 191, description: 'the address of the update (lowercase words joined by -)' }),
  description: Type.String({ maxLength: 20000, description: 'English description' }),
  names: LocalizedUpdateTexts,
  modelIds: Type.Array(Id, { maxItems: 50, uniqueItems: true }),
  tagIds: Type.Array(Id, { maxItems: 100, uniqueItems: true }),
  placeId: Type.Union([Id, Type.Null()]),
  channelId: Type.Union([Id, Type.Null()]),
  categoryId: Type.Union([Id, Type.Null()]),
  priceDollar: Type.Union([Type.Number({ minimum: 0, maximum: 10000, multipleOf: 0.01 }), Type.Null()], { description: 'price for a single purchase; null: not sold singly' }),
  hardcore: Type.Boolean(),
  playTimeSeconds: Type.Union([Type.Integer({ minimum: 0, maximum: 86400 }), Type.Null()]),
  photoCount: Type.Union([Type.Integer({ minimum: 0, maximum: 100000 }), Type.Null()]),
  imagePool: Type.Integer({ minimum: 0, maximum: 1000000, description: 'the media reference of its pictures (a media library picks it later)' }),
  chapters: Type.Array(Chapter, { maxItems: 200, description: 'videos only' }),
  galleryAssetIds: Type.Array(Id, { maxItems: 2000, uniqueItems: true, description: 'library pictures of its gallery, in order: they replace its pictures, and photoCount follows' }),
  imageAssetId: Type.Union([Id, Type.Null()], { description: 'a picture of the media library shown instead of the imagePool pictures once its variants are made; null: none' }),
  videoAssetId: Type.Union([Id, Type.Null()], { description: 'the library video it plays: its renditions for members, its trailer and hover clip for visitors once processed; null: none' }),
};

/** A new update: a draft until a publisher publishes or schedules it. */
export const StaffUpdateCreateBody = Type.Object(
  {
    contentType: updateFields.contentType,
    fullName: updateFields.fullName,
    permaLink: updateFields.permaLink,
    description: Type.Optional(updateFields.description),
    names: Type.Optional(updateFields.names),
    modelIds: Type.Optional(updateFields.modelIds),
    tagIds: Type.Optional(updateFields.tagIds),
    placeId: Type.Optional(updateFields.placeId),
    channelId: Type.Optional(updateFields.channelId),
    categoryId: Type.Optional(updateFields.categoryId),
    priceDollar: Type.Optional(updateFields.priceDollar),
    hardcore: Type.Optional(updateFields.hardcore),
    playTimeSeconds: Type.Optional(updateFields.playTimeSeconds),
    photoCount: Type.Optional(updateFields.photoCount),
    imagePool: Type.Optional(updateFields.imagePool),
    chapters: Type.Optional(updateFields.chapters),
    galleryAssetIds: Type.Optional(updateFields.galleryAssetIds),
    imageAssetId: Type.Optional(updateFields.imageAssetId),
    videoAssetId: Type.Optional(updateFields.videoAssetId),
  },
  { additionalProperties: false },
);
export type StaffUpdateCreateBody = Static<typeof StaffUpdateCreateBody>;

/** The fields to change; the others stay. */
export const StaffUpdateEditBody = Type.Partial(StaffUpdateCreateBody, { additionalProperties: false, minProperties: 1 });
export type StaffUpdateEditBody = Static<typeof StaffUpdateEditBody>;

/** Publish, unpublish and restore take no fields (an empty body or none). */
export const StaffEmptyBody = Type.Object({}, { additionalProperties: false });

export const StaffScheduleBody = Type.Object(
  { publishDate: Type.String({ format: 'date-time', description: 'the future release time (UTC)' }) },
  { additionalProperties: false },
);

export const StaffUpdateStatus = Type.Union([Type.Literal('draft'), Type.Literal('scheduled'), Type.Literal('published'), Type.Literal('deleted')]);
export type StaffUpdateStatus = Static<typeof StaffUpdateStatus>;

export const StaffUpdateListQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 100, description: 'words of the title or permaLink' })),
  type: Type.Optional(ContentType),
  status: Type.Optional(StaffUpdateStatus),
  model: Type.Optional(Id),
  sort: Type.Optional(Type.Union([Type.Literal('newest'), Type.Literal('oldest'), Type.Literal('title'), Type.Literal('updated')], { description: 'by release date (default newest), title or last change' })),
  p: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000, description: 'page, from 0' })),
  s: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: 'page size (default 30)' })),
});

export const StaffUpdate = Type.Object({
  id: Type.Integer(),
  status: StaffUpdateStatus,
  contentType: ContentType,
  fullName: Type.String(),
  permaLink: Type.String(),
  description: Type.String(),
  names: Type.Record(Type.String(), Type.String()),
  publishDate: Type.String(),
  modelIds: Type.Array(Type.Integer()),
  tagIds: Type.Array(Type.Integer()),
  placeId: Type.Union([Type.Integer(), Type.Null()]),
  channelId: Type.Union([Type.Integer(), Type.Null()]),
  categoryId: Type.Union([Type.Integer(), Type.Null()]),
  priceDollar: Type.Union([Type.Number(), Type.Null()]),
  hardcore: Type.Boolean(),
  playTimeSeconds: Type.Union([Type.Integer(), Type.Null()]),
  photoCount: Type.Union([Type.Integer(), Type.Null()]),
  imagePool: Type.Integer(),
  chapters: Type.Array(Type.Object({ title: Type.String(), startSeconds: Type.Integer(), names: Type.Record(Type.String(), Type.String()) })),
  galleryAssetIds: Type.Array(Type.Integer(), { description: 'the library pictures of its gallery, in order (empty: placeholder pictures)' }),
  imageAssetId: Type.Union([Type.Integer(), Type.Null()], { description: 'its media library picture, or null' }),
  videoAssetId: Type.Union([Type.Integer(), Type.Null()]),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  deletedAt: Type.Union([Type.String(), Type.Null()]),
  purgeAt: Type.Union([Type.String({ description: 'when a deleted update is removed for good' }), Type.Null()]),
});
export type StaffUpdate = Static<typeof StaffUpdate>;

/** One recorded change: who, when, what (each changed field before and after). */
export const ContentChange = Type.Object({
  id: Type.Integer(),
  action: Type.String({ description: 'create, edit, publish, schedule, unpublish, delete, restore or release' }),
  at: Type.String(),
  userId: Type.Union([Type.Integer(), Type.Null()]),
  username: Type.String(),
  changes: Type.Record(Type.String(), Type.Object({ before: Type.Unknown(), after: Type.Unknown() })),
});
export type ContentChange = Static<typeof ContentChange>;

/** Per-locale texts of a model: `fullName_de_DE`, `description_fr_FR`. */
export const LocalizedModelTexts = Type.Record(Type.String({ pattern: '^(fullName|description)_[a-z]{2}_[A-Z]{2}$' }), Type.String({ maxLength: 20000 }), {
  description: 'Texts per locale, keyed `{field}_{translateCode}`; an empty text removes the translation',
  additionalProperties: false,
});

const shortText = (max = 64) => Type.Union([Type.String({ maxLength: max }), Type.Null()]);

/** A new model: a draft until a publisher publishes it. */
export const StaffModelCreateBody = Type.Object(
  {
    fullName: Type.String({ minLength: 1, maxLength: 255, description: 'English name' }),
    permaLink: Type.String({ pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', maxLength: 191 }),
    description: Type.Optional(Type.String({ maxLength: 20000 })),
    names: Type.Optional(LocalizedModelTexts),
    gender: Type.Optional(Type.Union([Type.Literal('Female'), Type.Literal('Male')])),
    age: Type.Optional(Type.Union([Type.Integer({ minimum: 18, maximum: 120 }), Type.Null()])),
    height: Type.Optional(Type.Union([Type.Integer({ minimum: 50, maximum: 250, description: 'cm' }), Type.Null()])),
    weight: Type.Optional(Type.Union([Type.Integer({ minimum: 20, maximum: 300, description: 'kg' }), Type.Null()])),
    hair: Type.Optional(shortText()),
    eyes: Type.Optional(shortText()),
    country: Type.Optional(shortText()),
    imagePool: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000000, description: 'the media reference of its avatar and header (a media library picks it later)' })),
    trailer: Type.Optional(shortText(255)),
    metaTitle: Type.Optional(shortText(255)),
    metaDescription: Type.Optional(shortText(500)),
    imageAssetId: Type.Optional(Type.Union([Id, Type.Null()], { description: 'a picture of the media library shown instead of the imagePool pictures once its variants are made; null: none' })),
  },
  { additionalProperties: false },
);
export type StaffModelCreateBody = Static<typeof StaffModelCreateBody>;

export const StaffModelEditBody = Type.Partial(StaffModelCreateBody, { additionalProperties: false, minProperties: 1 });

export const StaffModelStatus = Type.Union([Type.Literal('draft'), Type.Literal('published'), Type.Literal('deleted')]);

export const StaffModelListQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 100, description: 'words of the name or permaLink' })),
  status: Type.Optional(StaffModelStatus),
  sort: Type.Optional(Type.Union([Type.Literal('name'), Type.Literal('newest'), Type.Literal('updated')], { description: 'by name (default), creation or last change' })),
  p: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000, description: 'page, from 0' })),
  s: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: 'page size (default 30)' })),
});

export const StaffModel = Type.Object({
  id: Type.Integer(),
  status: StaffModelStatus,
  fullName: Type.String(),
  permaLink: Type.String(),
  description: Type.String(),
  names: Type.Record(Type.String(), Type.String()),
  gender: Type.String(),
  age: Type.Union([Type.Integer(), Type.Null()]),
  height: Type.Union([Type.Integer(), Type.Null()]),
  weight: Type.Union([Type.Integer(), Type.Null()]),
  hair: Type.Union([Type.String(), Type.Null()]),
  eyes: Type.Union([Type.String(), Type.Null()]),
  country: Type.Union([Type.String(), Type.Null()]),
  imagePool: Type.Integer(),
  trailer: Type.Union([Type.String(), Type.Null()]),
  metaTitle: Type.Union([Type.String(), Type.Null()]),
  metaDescription: Type.Union([Type.String(), Type.Null()]),
  imageAssetId: Type.Union([Type.Integer(), Type.Null()], { description: 'its media library picture, or null' }),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  deletedAt: Type.Union([Type.String(), Type.Null()]),
  purgeAt: Type.Union([Type.String(), Type.Null()]),
});
export type StaffModel = Static<typeof StaffModel>;

/** Per-locale texts of a tag, channel, place or category: `fullName_de_DE`, `description_fr_FR`. */
export const LocalizedNamedTexts = Type.Record(Type.String({ pattern: '^(fullName|description)_[a-z]{2}_[A-Z]{2}$' }), Type.String({ maxLength: 20000 }), {
  description: 'Texts per locale, keyed `{field}_{translateCode}`; an empty text removes the translation',
  additionalProperties: false,
});

export const StaffNamedCreateBody = Type.Object(
  {
    fullName: Type.String({ minLength: 1, maxLength: 255, description: 'English name' }),
    permaLink: Type.String({ pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', maxLength: 191 }),
    description: Type.Optional(Type.Union([Type.String({ maxLength: 20000 }), Type.Null()])),
    names: Type.Optional(LocalizedNamedTexts),
    imagePool: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000000 })),
  },
  { additionalProperties: false },
);
export type StaffNamedCreateBody = Static<typeof StaffNamedCreateBody>;

export const StaffNamedEditBody = Type.Partial(StaffNamedCreateBody, { additionalProperties: false, minProperties: 1 });

export const StaffNamedListQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 100, description: 'words of the name or permaLink' })),
  p: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000, description: 'page, from 0' })),
  s: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: 'page size (default 30)' })),
});

export const StaffNamed = Type.Object({
  id: Type.Integer(),
  fullName: Type.String(),
  permaLink: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
  names: Type.Record(Type.String(), Type.String()),
  imagePool: Type.Integer(),
});
export type StaffNamed = Static<typeof StaffNamed>;
