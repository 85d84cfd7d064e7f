// The media library (staff): resumable uploads over the tus protocol 1.0.0 (creation, termination;
// https://tus.io/protocols/resumable-upload), then the library's files, each checked to be the type
// it claims, hashed and kept privately until publishing uses it.
import { Type } from '@sinclair/typebox';
import { MediaAsset, MediaDeletion, MediaListQuery, MediaPreviewLink, MediaPreviewQuery } from '../../../schemas/api/media-library';
import { list, type Area } from './operation';
import { ACCEPTED_TYPES } from '../../media/library/kinds';

const UploadId = Type.String({ pattern: '^[0-9a-f]{32}$', description: 'the last segment of the Location the creation answered' });
const Digits = Type.String({ pattern: '^[0-9]{1,15}$' });
/** The request headers of the tus protocol each call reads. */
const TUS = {
  resumable: { 'Tus-Resumable': Type.Literal('1.0.0', { description: 'the tus protocol version' }) },
  create: {
    'Upload-Length': Type.String({ pattern: '^[0-9]{1,15}$', description: 'the size of the whole file in bytes' }),
    'Upload-Metadata': Type.String({ description: 'comma-separated `key base64(value)` pairs: filename (required) and filetype' }),
  },
  patch: { 'Upload-Offset': Digits, 'Content-Type': Type.Literal('application/offset+octet-stream') },
};
const tusHeaders = { 'Tus-Resumable': { description: 'always 1.0.0', schema: { type: 'string' } } };
/** tus answers its own errors as text; the site's checks (401, 403, 412 without Tus-Resumable) as JSON. */
const either = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } }, 'text/plain': { schema: { type: 'string' } } },
});
/** What a library file is sent as: the type its bytes were checked to be. */
const files = (description: string) => ({
  description,
  content: Object.fromEntries(Object.keys(ACCEPTED_TYPES).map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
});
const tusErrors = {
  '400': either('Invalid tus headers or metadata (no file name, no Upload-Length, an empty file)'),
  '403': either('Not an editor or publisher; or (tus) a PATCH without Upload-Offset'),
  '404': either('No such upload of yours (finished, refused, expired or never made)'),
  '412': either('Tus-Resumable: 1.0.0 is missing'),
};

export const mediaLibraryArea: Area = {
  tag: {
    name: 'Media library',
    description:
      'Editors and publishers (deleting: publishers). Upload with any tus 1.0.0 client (tus-js-client, Uppy) to /api/admin/uploads with the metadata `filename` and `filetype`; the last PATCH answers the new file\'s id in the `Media-Asset-Id` header. A file whose bytes are not the type it claims (415), or larger than its kind\'s limit (413, at creation), is refused and nothing of it is kept; an upload left unfinished is deleted after UPLOAD_EXPIRY_HOURS.',
  },
  ops: [
    {
      method: 'post',
      path: '/api/admin/uploads',
      summary: 'Start an upload (tus creation): Upload-Length and Upload-Metadata (filename, filetype); Location is where to PATCH the bytes',
      auth: 'staff',
      headers: { ...TUS.resumable, ...TUS.create },
      responses: {
        '201': { description: 'Created: PATCH the bytes to Location', headers: { ...tusHeaders, Location: { schema: { type: 'string' } } } },
        ...tusErrors,
        '413': either("Larger than the limit of the file's kind (UPLOAD_MAX_IMAGE_MB, UPLOAD_MAX_VIDEO_MB, UPLOAD_MAX_ARCHIVE_MB)"),
        '415': either('A type the library does not take, or a file name and type that disagree'),
      },
    },
    {
      method: 'head',
      path: '/api/admin/uploads/{uploadId}',
      summary: 'How much of an upload arrived (Upload-Offset), to resume it',
      auth: 'staff',
      params: { uploadId: UploadId },
      headers: TUS.resumable,
      responses: { '200': { description: 'Upload-Offset and Upload-Length', headers: { ...tusHeaders, 'Upload-Offset': { schema: { type: 'string' } } } }, ...tusErrors },
    },
    {
      method: 'patch',
      path: '/api/admin/uploads/{uploadId}',
      summary: 'Send bytes from Upload-Offset (application/offset+octet-stream); the last ones publish the file into the library',
      auth: 'staff',
      params: { uploadId: UploadId },
      headers: { ...TUS.resumable, ...TUS.patch },
      responses: {
        '204': { description: 'Stored; after the last byte, Media-Asset-Id names the new library file', headers: { ...tusHeaders, 'Upload-Offset': { schema: { type: 'string' } }, 'Media-Asset-Id': { schema: { type: 'string' } } } },
        ...tusErrors,
        '409': either('Upload-Offset is not where the upload stands: ask with HEAD'),
        '413': either('More bytes than the Upload-Length'),
        '415': either('Not application/offset+octet-stream, or the finished file is not the type it claimed (it is deleted)'),
      },
    },
    {
      method: 'delete',
      path: '/api/admin/uploads/{uploadId}',
      summary: 'Cancel an unfinished upload (tus termination): its bytes are deleted',
      auth: 'staff',
      params: { uploadId: UploadId },
      headers: TUS.resumable,
      responses: { '204': { description: 'Deleted', headers: tusHeaders }, ...tusErrors },
    },
    { method: 'get', path: '/api/admin/media', summary: 'The library: newest first, searched by file name, filtered by kind', auth: 'staff', query: MediaListQuery, data: list(MediaAsset), paged: true },
    { method: 'get', path: '/api/admin/media/{id}', summary: 'One library file', auth: 'staff', data: MediaAsset },
    {
      method: 'get',
      path: '/api/admin/media/{id}/preview',
      summary: 'A link to the file for this staff user, valid for five minutes',
      auth: 'staff',
      data: MediaPreviewLink,
    },
    {
      method: 'post',
      path: '/api/admin/media/{id}/reprocess',
      summary: 'Process a file again (picture variants, video renditions): new jobs, queued at once; 409 while it is being processed',
      auth: 'staff',
      data: MediaAsset,
      errors: [409],
    },
    { method: 'delete', path: '/api/admin/media/{id}', summary: 'Delete a library file (publishers; kept for undoing)', auth: 'staff', data: MediaDeletion },
    {
      method: 'get',
      path: '/media/library/{id}',
      summary: 'A library file through its preview link, for the staff user it was made for while that user is staff',
      query: MediaPreviewQuery,
      errors: [403],
      responses: {
        '200': files('The file'),
        '206': files('The requested byte range'),
        '416': { description: 'The requested range lies outside the file', content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } } },
      },
    },
  ],
};
