// The media library's staff API (server/api/media-library.ts): the files staff uploaded through the
// tus endpoint, as listed, read and previewed.
import { Type, type Static } from '@sinclair/typebox';

export const MediaKind = Type.Union([Type.Literal('image'), Type.Literal('video'), Type.Literal('archive')], { description: 'image (jpeg, png, webp, avif), video (mp4, webm, quicktime) or archive (zip)' });

export const MediaProcessing = Type.Object(
  {
    state: Type.Union([Type.Literal('queued'), Type.Literal('running'), Type.Literal('done'), Type.Literal('failed')], { description: 'queued (also while waiting to retry), running, done, or failed for good until reprocessed' }),
    progress: Type.Number({ minimum: 0, maximum: 1 }),
    error: Type.Union([Type.String(), Type.Null()], { description: 'why the last attempt failed' }),
    attempts: Type.Integer({ minimum: 0, description: 'attempts so far (at most 3 before it fails)' }),
  },
  { additionalProperties: false, description: 'its latest processing job (picture variants, video renditions)' },
);
export type MediaProcessing = Static<typeof MediaProcessing>;

export const MediaUsage = Type.Object(
  {
    kind: Type.Union([Type.Literal('update'), Type.Literal('model'), Type.Literal('config')], { description: 'an update or model, or the live site configuration' }),
    id: Type.Union([Type.Integer(), Type.String()], { description: 'the update or model id; for the configuration, the JSON pointer of the place' }),
    label: Type.String({ description: 'its English title or name; for the configuration, the block and the path in its props' }),
  },
  { additionalProperties: false },
);
export type MediaUsage = Static<typeof MediaUsage>;

export const MediaAsset = Type.Object(
  {
    id: Type.Integer(),
    kind: MediaKind,
    filename: Type.String({ description: 'the name it was uploaded with' }),
    content_type: Type.String({ description: 'what its bytes are (checked, not only claimed)' }),
    size: Type.Integer({ description: 'bytes' }),
    sha256: Type.String({ pattern: '^[0-9a-f]{64}$' }),
    width: Type.Union([Type.Integer(), Type.Null()], { description: 'pixels (pictures)' }),
    height: Type.Union([Type.Integer(), Type.Null()], { description: 'pixels (pictures)' }),
    uploaded_by: Type.Union([Type.Integer(), Type.Null()], { description: 'user id; null once that account is deleted' }),
    created_at: Type.String(),
    processing: Type.Union([MediaProcessing, Type.Null()], { description: 'its latest processing job; null when it has none' }),
    usage: Type.Array(MediaUsage, { description: 'the updates and models (not deleted) that show it' }),
  },
  { $id: 'MediaAsset', additionalProperties: false },
);
export type MediaAsset = Static<typeof MediaAsset>;

export const MediaListQuery = Type.Object(
  {
    q: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'part of the file name, any case' })),
    kind: Type.Optional(MediaKind),
    p: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, description: '0-based page' })),
    s: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, description: 'page size (default 30, capped at 100)' })),
  },
  { $id: 'MediaListQuery' },
);

export const MediaPreviewLink = Type.Object(
  {
    url: Type.String({ description: 'the file, for this staff user only, until expires_at (a few minutes)' }),
    expires_at: Type.String(),
  },
  { $id: 'MediaPreviewLink', additionalProperties: false },
);
export type MediaPreviewLink = Static<typeof MediaPreviewLink>;

export const MediaDeletion = Type.Object({ id: Type.Integer(), deleted_at: Type.String() }, { $id: 'MediaDeletion', additionalProperties: false });
export type MediaDeletion = Static<typeof MediaDeletion>;

/** The signed preview link's query: who it was signed for, until when, and the signature. */
export const MediaPreviewQuery = Type.Object({
  u: Type.String({ pattern: '^[1-9][0-9]{0,9}$', description: 'the staff user the link was signed for' }),
  expires: Type.String({ pattern: '^[0-9]{1,12}$', description: 'expiry, seconds since the epoch' }),
  sig: Type.String({ minLength: 1, maxLength: 100, description: 'HMAC-SHA256 over path, expiry and user' }),
});
