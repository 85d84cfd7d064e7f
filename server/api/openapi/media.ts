// /media: public placeholder images, trailers and gallery previews, and member files behind signed,
// short-lived, session-bound URLs (the URLs that /api/updates/{id}/photos and /downloads hand out,
// with the `media_session` cookie they set).
import { Type } from '@sinclair/typebox';
import type { Area, Op } from './operation';

const Signed = Type.Object({
  expires: Type.Integer({ description: 'expiry, seconds since the epoch' }),
  sig: Type.String({ description: 'HMAC-SHA256 over path, expiry and the session the URL was handed to' }),
});

/** Files are sent with Range support: a byte range (206), or 416 when it lies past the end. */
const file = (type: string, description: string) => ({
  '200': { description, content: { [type]: { schema: { type: 'string', format: 'binary' } } } },
  '206': { description: 'The requested byte range', content: { [type]: { schema: { type: 'string', format: 'binary' } } } },
  '416': { description: 'The requested range lies outside the file', content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } } },
});

/** With media in a bucket and S3_MEMBER_REDIRECT on, a checked picture or video answers with a redirect instead. */
const presigned = {
  '302': {
    description: "Only with S3_MEMBER_REDIRECT: after the same checks, `Location` is a presigned URL of the bucket, valid no longer than this URL's own expiry (at most an hour)",
    headers: { Location: { schema: { type: 'string', format: 'uri' } } },
  },
};

const member = (path: string, summary: string, type: string, redirects = true): Op => ({
  method: 'get', path, summary, query: Signed, errors: [403], responses: { ...file(type, summary), ...(redirects ? presigned : {}) },
});

export const mediaArea: Area = {
  tag: {
    name: 'Media',
    description:
      'Files. Member files need the signed URL exactly as the API handed it out, the `media_session` cookie set by that same answer (HttpOnly, path /media/members), a session that is still logged in and a subscription or purchase that still covers the update (403 otherwise).',
  },
  ops: [
    { method: 'get', path: '/media/public/img/{name}', summary: 'Placeholder image, e.g. 3-soft-960.jpg', responses: file('image/jpeg', 'The image (cached for a week)') },
    { method: 'get', path: '/media/public/video/{name}', summary: 'Public trailer or preview clip', responses: file('video/mp4', 'The clip') },
    {
      method: 'get',
      path: '/media/public/preview/{updateId}/{name}',
      summary: "Public preview of one of a gallery's first pictures, 620 px ({position}.jpg, or {position}-soft.jpg; only soft ones in youth-protection mode)",
      responses: file('image/jpeg', 'The preview (cached for an hour)'),
    },
    member('/media/members/img/{updateId}/{name}', 'Gallery picture at 620, 1920 or 3840 px ({position}-{width}.jpg)', 'image/jpeg'),
    member('/media/members/zip/{name}', 'Gallery zip ({updateId}-1920.zip or -original.zip), streamed', 'application/zip', false),
    member('/media/members/video/{updateId}/{name}', 'Full video (full-1920.mp4 or full-3840.mp4)', 'video/mp4'),
  ],
};
