// Public content entities (models, updates, posts, taxonomy) as the API returns them.
import { Type, type Static } from '@sinclair/typebox';
import { ImageSet, NamedRef } from './common';

export const ContentType = Type.Union([Type.Literal('video'), Type.Literal('photo'), Type.Literal('dvd')]);
export type ContentType = Static<typeof ContentType>;

/**
 * Localized names: the server sends `fullName` (like every text) in the language the request asks
 * for with `?lang=` (English where there is no translation) and `fullName_<translateCode>` (e.g.
 * `fullName_de_DE`) for every locale it has a translation for.
 */
const LocalizedNames = Type.Record(Type.String({ pattern: '^fullName_[a-z]{2}_[A-Z]{2}$' }), Type.String());

export const Tag = Type.Composite([NamedRef, Type.Object({ updateCount: Type.Optional(Type.Integer()) })]);
export type Tag = Static<typeof Tag>;

export const Place = Type.Composite([
  NamedRef,
  Type.Object({
    description: Type.Optional(Type.String()),
    image: ImageSet,
    imageSoft: ImageSet,
    updateCount: Type.Optional(Type.Integer()),
  }),
]);
export type Place = Static<typeof Place>;

export const Channel = Type.Composite([
  NamedRef,
  Type.Object({
    description: Type.Optional(Type.String()),
    image: ImageSet,
    imageSoft: ImageSet,
    photoCount: Type.Integer(),
    videoCount: Type.Integer({ description: 'videos (DVDs are counted apart)' }),
    dvdCount: Type.Integer(),
  }),
]);
export type Channel = Static<typeof Channel>;

export const Model = Type.Object({
  id: Type.Integer(),
  fullName: Type.String(),
  names: Type.Optional(LocalizedNames),
  permaLink: Type.String(),
  rating: Type.Number({ minimum: 0, maximum: 5 }),
  views: Type.Integer(),
  age: Type.Optional(Type.Integer()),
  weight: Type.Optional(Type.Integer({ description: 'kg' })),
  height: Type.Optional(Type.Integer({ description: 'cm' })),
  hair: Type.Optional(Type.String()),
  eyes: Type.Optional(Type.String()),
  gender: Type.Union([Type.Literal('Male'), Type.Literal('Female')]),
  description: Type.String(),
  country: Type.Optional(Type.Object({ name: Type.String() })),
  avatarUrl: Type.String(),
  image: ImageSet,
  imageSoft: ImageSet,
  imageUpright: ImageSet,
  trailerSrc_1920: Type.Optional(Type.String()),
  content_updates: Type.Integer({ description: 'number of updates the model appears in' }),
  updated_at: Type.String({ format: 'date-time' }),
  siteMetaTitle: Type.Optional(Type.String()),
  siteMetaDescription: Type.Optional(Type.String()),
  siteKeyWords: Type.Optional(Type.String()),
});
export type Model = Static<typeof Model>;

export const UpdateStatistic = Type.Object({
  id: Type.Integer(),
  rating: Type.Number(),
  userRating: Type.Optional(Type.Number()),
  viewCount: Type.Integer(),
  userFavourite: Type.Optional(Type.Boolean()),
});
export type UpdateStatistic = Static<typeof UpdateStatistic>;

export const Update = Type.Object({
  id: Type.Integer(),
  contentType: ContentType,
  permaLink: Type.String(),
  fullName: Type.String(),
  names: Type.Optional(LocalizedNames),
  description: Type.String(),
  publishDate: Type.String({ format: 'date-time' }),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
  hardcore: Type.Boolean({ description: 'hidden when core.fsk12.hideHardcoreUpdates is set' }),
  tags: Type.Array(NamedRef),
  models: Type.Array(NamedRef),
  place: Type.Optional(NamedRef),
  channel: Type.Optional(NamedRef),
  playTimeSeconds: Type.Optional(Type.Integer()),
  photoCount: Type.Optional(Type.Integer()),
  previewSrc: Type.Optional(Type.String({ description: 'short muted preview clip (public)' })),
  trailerSrc: Type.Optional(Type.String({ description: 'public trailer' })),
  previewImage: ImageSet,
  previewImageSoft: ImageSet,
  previewImageUpright: ImageSet,
  previewImageUprightSoft: ImageSet,
  highlightImage: ImageSet,
  statistic: UpdateStatistic,
  price: Type.Optional(
    Type.Number({ minimum: 0, description: 'US dollars: what buying this update on its own costs (core.payment.updatePurchase); absent when it is not for sale' }),
  ),
});
export type Update = Static<typeof Update>;

/**
 * How many of a gallery's pictures a visitor may see as public previews: the gallery detail block's
 * `imageCount` (its default and maximum are these), counted from the first picture.
 */
export const GALLERY_PREVIEW_DEFAULT = 8;
export const GALLERY_PREVIEW_MAX = 12;

/**
 * One picture of a gallery. Visitors get `scaledSrc1` only (a public 620 px preview, soft in
 * youth-protection mode, for the first pictures only); members get every picture, all signed.
 */
export const UpdateImage = Type.Object({
  id: Type.Integer(),
  scaledSrc1: Type.String({ description: '620 px: a public preview (visitors) or signed (members)' }),
  scaledSrc2: Type.Optional(Type.String({ description: '1920 px, signed (members)' })),
  originalSrc: Type.Optional(Type.String({ description: '3840 px, signed (members)' })),
});
export type UpdateImage = Static<typeof UpdateImage>;

/** What GET updates/{id}/downloads answers: signed URLs (valid for minutes, bound to the session) and sizes in bytes. */
export const UpdateDownloads = Type.Object({
  id: Type.Integer(),
  videoSrc_1920: Type.Optional(Type.String()),
  videoSrc_1920_filesize: Type.Optional(Type.Integer()),
  videoSrc_3840: Type.Optional(Type.String()),
  videoSrc_3840_filesize: Type.Optional(Type.Integer()),
  galleryzip_2_url: Type.Optional(Type.String()),
  galleryzip_2_filesize: Type.Optional(Type.Integer()),
  galleryzip_original_url: Type.Optional(Type.String()),
  galleryzip_original_filesize: Type.Optional(Type.Integer()),
});
export type UpdateDownloads = Static<typeof UpdateDownloads>;

export const Counters = Type.Object({
  imageCount: Type.Integer(),
  photoCount: Type.Integer(),
  videoCount: Type.Integer(),
  dvdCount: Type.Integer(),
  updateCount: Type.Integer(),
  modelCount: Type.Integer(),
  channelCount: Type.Integer(),
  placeCount: Type.Integer(),
});
export type Counters = Static<typeof Counters>;

/** `value` is 'year,month' (month 1-12). */
export const CalendarEntry = Type.Object({
  value: Type.String({ pattern: '^\\d{4},\\d{1,2}$' }),
  updateCount: Type.Integer(),
});
export type CalendarEntry = Static<typeof CalendarEntry>;

export const LastAndNext = Type.Object({
  lastUpdates: Type.Array(Update),
  nextUpdates: Type.Array(Update),
});
export type LastAndNext = Static<typeof LastAndNext>;

export const Category = Type.Composite([NamedRef, Type.Object({ postCount: Type.Optional(Type.Integer()) })]);
export type Category = Static<typeof Category>;

export const Post = Type.Object({
  id: Type.Integer(),
  fullName: Type.String(),
  permaLink: Type.String(),
  content: Type.String({ description: 'HTML; sanitized on the server and again before rendering' }),
  category: Category,
  tags: Type.Array(NamedRef),
  models: Type.Array(NamedRef),
  publishDate: Type.String({ format: 'date-time' }),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
  previewImage: ImageSet,
  previewImageSoft: ImageSet,
});
export type Post = Static<typeof Post>;

export const Locale = Type.Object({
  id: Type.String({ description: 'e.g. en-US' }),
  name: Type.String(),
  permaLink: Type.String({ description: 'e.g. en' }),
  translateCode: Type.String({ description: 'e.g. en_US' }),
  langCode: Type.String({ description: 'e.g. en' }),
  lang: Type.Optional(Type.Record(Type.String(), Type.String())),
});
export type Locale = Static<typeof Locale>;

export const SearchResult = Type.Object({
  models: Type.Array(Model),
  galleries: Type.Array(Update),
  videos: Type.Array(Update),
  places: Type.Array(Place),
});
export type SearchResult = Static<typeof SearchResult>;

export const SearchMetadata = Type.Object({
  mostSearched: Type.Array(Type.Object({ term: Type.String(), count: Type.Integer() }), {
    description: 'most searched terms; a term that names a tag in any language is that tag’s name in the requested language, its spellings counted together',
  }),
  updates: Type.Array(Update, { description: 'most viewed updates' }),
  models: Type.Array(Model, { description: 'most rated models' }),
  tags: Type.Array(Tag),
});
export type SearchMetadata = Static<typeof SearchMetadata>;

/** A term staff hid from "recently" and "most searched": who (user id, null once that account is gone), why and when. */
export const HiddenSearchTerm = Type.Object({
  term: Type.String(),
  hiddenBy: Type.Union([Type.Integer(), Type.Null()]),
  reason: Type.String(),
  hiddenAt: Type.String(),
});
export type HiddenSearchTerm = Static<typeof HiddenSearchTerm>;
