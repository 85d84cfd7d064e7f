// The staff media library (server/api/media-library.ts) in memory: list with q/kind/paging, one
// file, preview links, deletion, and the tus upload endpoint (POST creates, HEAD says the offset,
// PATCH appends; the last PATCH files the asset and answers Media-Asset-Id). Refusals use the
// server's words for a type it does not take and a file over its limit.
import { http, HttpResponse } from 'msw';
import type { MediaAsset } from '../../schemas/api/media-library';
import { svgMarkup, hueFor } from '../fixtures/svg-image';
import { api } from './paths';
import { notFound, ok, paged, param } from './respond';

type MediaKind = MediaAsset['kind'];
interface Processing {
  state: 'queued' | 'running' | 'done' | 'failed';
  progress: number;
  error: string | null;
  attempts: number;
}
/**
 * An asset with the processing state and usage the media-processing work adds to the schema
 * (issue 28, in parallel): replace with the schema's type once it has them.
 */
export type LibraryAsset = MediaAsset & { processing?: Processing | null; usage?: { kind: 'update' | 'model' | 'config'; id: number | string; label: string }[] };

export const mediaLibraryPaths = {
  list: api('admin/media'),
  one: api('admin/media/:id'),
  preview: api('admin/media/:id/preview'),
  uploads: api('admin/uploads'),
  upload: api('admin/uploads/:uploadId'),
  file: '*://:origin/media/library/:id',
} as const;

const ACCEPTED: Record<string, MediaKind> = {
  'image/jpeg': 'image',
  'image/png': 'image',
  'image/webp': 'image',
  'image/avif': 'image',
  'video/mp4': 'video',
  'video/webm': 'video',
  'video/quicktime': 'video',
  'application/zip': 'archive',
};
const ACCEPTED_LIST = 'JPEG, PNG, WebP and AVIF pictures, MP4, WebM and QuickTime videos, zip archives';
/** The mock's limits (the server's defaults are larger; these keep test files small). */
export const MOCK_LIMIT_BYTES: Record<MediaKind, number> = { image: 20_000_000, video: 2_000_000_000, archive: 4_000_000_000 };

const sha = (n: number) => n.toString(16).padStart(64, '0');

const asset = (id: number, kind: MediaKind, filename: string, extra: Partial<LibraryAsset> = {}): LibraryAsset => ({
  id,
  kind,
  filename,
  content_type: kind === 'image' ? 'image/jpeg' : kind === 'video' ? 'video/mp4' : 'application/zip',
  size: kind === 'image' ? 2_400_000 + id * 1000 : kind === 'video' ? 480_000_000 : 1_200_000_000,
  sha256: sha(id),
  width: kind === 'image' ? 3840 : null,
  height: kind === 'image' ? 2560 : null,
  uploaded_by: 7,
  created_at: `2026-11-${String(10 + (id % 18)).padStart(2, '0')}T09:${String(id % 60).padStart(2, '0')}:00.000Z`,
  processing: { state: 'done', progress: 1, error: null, attempts: 1 },
  usage: [],
  ...extra,
});

/** The library as a test or story starts from: newest first, every state the grid shows. */
export const mockMediaAssets = (): LibraryAsset[] => [
  asset(31, 'image', 'beach-sunset-01.jpg', { usage: [{ kind: 'update', id: 412, label: 'Summer Beach' }] }),
  asset(30, 'image', 'beach-sunset-02.jpg', { processing: { state: 'running', progress: 0.4, error: null, attempts: 1 } }),
  asset(29, 'video', 'summer-beach-full.mp4', { processing: { state: 'queued', progress: 0, error: null, attempts: 0 }, usage: [{ kind: 'update', id: 412, label: 'Summer Beach' }] }),
  asset(28, 'archive', 'summer-beach-gallery.zip', { usage: [] }),
  asset(27, 'image', 'anna-portrait.png', { content_type: 'image/png', width: 1600, height: 2400, usage: [{ kind: 'model', id: 12, label: 'Anna' }] }),
  asset(26, 'video', 'studio-trailer.webm', { content_type: 'video/webm', processing: { state: 'failed', progress: 0.2, error: 'ffmpeg: the file ends before its last frame', attempts: 3 } }),
  asset(25, 'image', 'city-night.webp', { content_type: 'image/webp', processing: null }),
  ...Array.from({ length: 21 }, (_, i) => asset(24 - i, 'image', `set-picture-${String(i + 1).padStart(2, '0')}.jpg`, { usage: [{ kind: 'update', id: 398, label: 'City Walk' }] })),
];

interface StagedUpload {
  filename: string;
  filetype: string;
  length: number;
  offset: number;
}

export interface MediaLibraryMockOptions {
  assets?: LibraryAsset[];
  /** Each PATCH waits for this before answering (a test watches the upload in progress, or loses the connection). */
  holdPatch?: (offset: number) => Promise<unknown> | undefined;
}

const decodeMetadata = (header: string | null): Record<string, string> =>
  Object.fromEntries(
    (header ?? '')
      .split(',')
      .map((pair) => pair.trim().split(' '))
      .filter(([key]) => key)
      .map(([key, value]) => [key, value ? atob(value) : '']),
  );

const refuse = (status: number, message: string) => new HttpResponse(`${message}\n`, { status, headers: { 'Tus-Resumable': '1.0.0', 'Content-Type': 'text/plain' } });

/** Fresh handlers over their own copy of the library (so one test's uploads and deletions stay in it). */
export function mediaLibraryHandlersFor({ assets = mockMediaAssets(), holdPatch }: MediaLibraryMockOptions = {}) {
  const library = [...assets];
  const staged = new Map<string, StagedUpload>();
  let nextId = Math.max(0, ...library.map((a) => a.id)) + 1;
  let nextUpload = 1;

  return [
    http.get(mediaLibraryPaths.list, ({ request }) => {
      const url = new URL(request.url);
      const q = url.searchParams.get('q')?.trim().toLowerCase();
      const kind = url.searchParams.get('kind');
      const found = library.filter((a) => (!q || a.filename.toLowerCase().includes(q)) && (!kind || a.kind === kind));
      return paged(found, url);
    }),
    http.get(mediaLibraryPaths.preview, ({ params }) => {
      const id = Number(param(params.id));
      if (!library.some((a) => a.id === id)) return notFound();
      const expires = Math.floor(Date.now() / 1000) + 300;
      return ok({ url: `/media/library/${id}?u=7&expires=${expires}&sig=mock`, expires_at: new Date(expires * 1000).toISOString() });
    }),
    http.get(mediaLibraryPaths.one, ({ params }) => {
      const found = library.find((a) => a.id === Number(param(params.id)));
      return found ? ok(found) : notFound();
    }),
    http.delete(mediaLibraryPaths.one, ({ params }) => {
      const index = library.findIndex((a) => a.id === Number(param(params.id)));
      if (index < 0) return notFound();
      const [removed] = library.splice(index, 1);
      return ok({ id: removed!.id, deleted_at: new Date().toISOString() });
    }),
    http.get(mediaLibraryPaths.file, ({ params }) => {
      const id = Number(param(params.id));
      const found = library.find((a) => a.id === id);
      if (!found) return notFound();
      const shape = (found.height ?? 0) > (found.width ?? 0) ? 'upright' : 'landscape';
      return new HttpResponse(svgMarkup(found.filename.replace(/\.\w+$/, ''), { shape, hue: hueFor(id) }), { headers: { 'Content-Type': 'image/svg+xml' } });
    }),

    http.post(mediaLibraryPaths.uploads, ({ request }) => {
      const meta = decodeMetadata(request.headers.get('Upload-Metadata'));
      const filename = meta.filename ?? '';
      const length = Number(request.headers.get('Upload-Length'));
      if (!filename) return refuse(400, 'Name the file: send Upload-Metadata with filename (and filetype)');
      const kind = ACCEPTED[meta.filetype ?? ''];
      if (!kind) return refuse(415, `${filename}: ${meta.filetype || 'this type'} is not taken. Accepted: ${ACCEPTED_LIST}`);
      if (length > MOCK_LIMIT_BYTES[kind]) return refuse(413, `${filename} is ${Math.round(length / 1e6)} MB: a ${kind === 'image' ? 'picture' : kind} may be at most ${MOCK_LIMIT_BYTES[kind] / 1e6} MB`);
      const id = (nextUpload++).toString(16).padStart(32, '0');
      staged.set(id, { filename, filetype: meta.filetype!, length, offset: 0 });
      return new HttpResponse(null, { status: 201, headers: { Location: `/api/admin/uploads/${id}`, 'Tus-Resumable': '1.0.0' } });
    }),
    http.head(mediaLibraryPaths.upload, ({ params }) => {
      const upload = staged.get(param(params.uploadId));
      if (!upload) return new HttpResponse(null, { status: 404 });
      return new HttpResponse(null, { status: 200, headers: { 'Upload-Offset': String(upload.offset), 'Upload-Length': String(upload.length), 'Tus-Resumable': '1.0.0', 'Cache-Control': 'no-store' } });
    }),
    http.patch(mediaLibraryPaths.upload, async ({ request, params }) => {
      const id = param(params.uploadId);
      const upload = staged.get(id);
      if (!upload) return refuse(404, 'The upload does not exist');
      const body = await request.arrayBuffer();
      await holdPatch?.(Number(request.headers.get('Upload-Offset')));
      upload.offset += body.byteLength;
      const headers: Record<string, string> = { 'Upload-Offset': String(upload.offset), 'Tus-Resumable': '1.0.0' };
      if (upload.offset >= upload.length) {
        staged.delete(id);
        const kind = ACCEPTED[upload.filetype]!;
        const created = asset(nextId++, kind, upload.filename, {
          content_type: upload.filetype,
          size: upload.length,
          width: kind === 'image' ? 1200 : null,
          height: kind === 'image' ? 800 : null,
          created_at: new Date().toISOString(),
          processing: { state: 'queued', progress: 0, error: null, attempts: 0 },
        });
        library.unshift(created);
        headers['Media-Asset-Id'] = String(created.id);
      }
      return new HttpResponse(null, { status: 204, headers });
    }),
  ];
}

export const mediaLibraryHandlers = mediaLibraryHandlersFor();
