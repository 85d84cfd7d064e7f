// The media library for staff: resumable uploads (tus, server/media/library/uploads.ts), the list
// with search, kind filter and paging, one file, soft deletion (publishers), and a short-lived
// preview link bound to the staff user who asked for it (served by libraryFileRouter under /media);
// each file with its processing (latest job) and usage, and a way to reprocess it.
import { Router } from 'express';
import type { AppContext } from '../context';
import { HttpError, idParam, notFound, paging, send, sendList } from './http';
import { queryOf, validQuery } from './validate';
import { requirePolicy } from '../auth/middleware';
import { mayDeleteMedia, mayManageMedia } from '../../shared/roles';
import { MediaListQuery, MediaPreviewQuery, type MediaAsset, type MediaProcessing, type MediaUsage } from '../../schemas/api/media-library';
import { assetById, assetPage, softDeleteAsset, type MediaAssetRow } from '../media/library/assets';
import { mediaUploads, type MediaUploads } from '../media/library/uploads';
import { assetUsage } from '../media/library/usage';
import { enqueueAsset, latestJobs, unfinishedJobs, type MediaJobRow } from '../media/processing/queue';
import { signMediaPath, verifyMediaPath } from '../media/signing';
import { parseQuery } from '../validation';

/** Preview links work for five minutes: long enough to open, short enough not to share. */
export const PREVIEW_TTL_SECONDS = 5 * 60;

const libraryPath = (id: number) => `/media/library/${id}`;

/** What the library shows of a file beside its row: its latest job and where it is used. */
export interface AssetDetails {
  job?: MediaJobRow;
  usage?: MediaUsage[];
}

const processingOf = (job: MediaJobRow | undefined): MediaProcessing | null => (job ? { state: job.state, progress: Number(job.progress), error: job.error, attempts: job.attempts } : null);

/** The details of a page of files, in two batched queries whatever its size. */
export async function assetDetails(ctx: AppContext, rows: MediaAssetRow[]): Promise<(row: MediaAssetRow) => AssetDetails> {
  const ids = rows.map((r) => r.id);
  const [jobs, usage] = await Promise.all([latestJobs(ctx, ids), assetUsage(ctx, ids)]);
  return (row) => ({ job: jobs.get(row.id), usage: usage.get(row.id) });
}

export const serializeAsset = (row: MediaAssetRow, details: AssetDetails = {}): MediaAsset => ({
  id: row.id,
  kind: row.kind,
  filename: row.original_filename,
  content_type: row.content_type,
  size: Number(row.size),
  sha256: row.sha256,
  width: row.width,
  height: row.height,
  uploaded_by: row.uploaded_by,
  created_at: row.created_at,
  processing: processingOf(details.job),
  usage: details.usage ?? [],
});

export function mediaLibraryRouter(ctx: AppContext, uploads: MediaUploads = mediaUploads(ctx)): Router {
  const r = Router();
  const staff = requirePolicy(ctx, mayManageMedia, 'Editors and publishers only');
  const publisher = requirePolicy(ctx, mayDeleteMedia, 'Publishers only: an editor uploads, a publisher deletes');

  r.post('/admin/uploads', staff, uploads.handle);
  r.head('/admin/uploads/:uploadId', staff, uploads.handle);
  r.patch('/admin/uploads/:uploadId', staff, uploads.handle);
  r.delete('/admin/uploads/:uploadId', staff, uploads.handle);

  r.get('/admin/media', validQuery(MediaListQuery), staff, async (req, res) => {
    const query = queryOf(req, MediaListQuery);
    const { rows, total } = await assetPage(ctx, { q: query.q?.trim() || undefined, kind: query.kind }, paging(query));
    const details = await assetDetails(ctx, rows);
    sendList(res, rows.map((row) => serializeAsset(row, details(row))), total);
  });

  r.get('/admin/media/:id', staff, async (req, res) => {
    const row = await assetById(ctx, idParam(req));
    if (!row) throw notFound('Media file');
    send(res, serializeAsset(row, (await assetDetails(ctx, [row]))(row)));
  });

  // Runs a file's processing again (after a failure, or a fix to the pipeline): new jobs, queued now.
  r.post('/admin/media/:id/reprocess', staff, async (req, res) => {
    const row = await assetById(ctx, idParam(req));
    if (!row) throw notFound('Media file');
    if ((await unfinishedJobs(ctx, row.id)).length) throw new HttpError(409, 'processing', `${row.original_filename} is being processed: wait until it is done or failed`);
    if (!(await enqueueAsset(ctx, row)).length) throw new HttpError(409, 'nothing_to_process', `${row.original_filename}: nothing is made from a file of this kind (${row.kind})`);
    ctx.mediaJobs?.kick();
    send(res, serializeAsset(row, (await assetDetails(ctx, [row]))(row)));
  });

  r.get('/admin/media/:id/preview', staff, async (req, res) => {
    const row = await assetById(ctx, idParam(req));
    if (!row) throw notFound('Media file');
    const nowMs = Date.parse(ctx.now());
    const signed = signMediaPath(ctx.secrets.media, libraryPath(row.id), req.user!.id, nowMs, PREVIEW_TTL_SECONDS);
    const [pathname, query] = signed.split('?');
    send(res, { url: `${pathname}?u=${req.user!.id}&${query}`, expires_at: new Date(nowMs + PREVIEW_TTL_SECONDS * 1000).toISOString() });
  });

  r.delete('/admin/media/:id', publisher, async (req, res) => {
    const id = idParam(req);
    const deletedAt = await softDeleteAsset(ctx, id);
    if (!deletedAt) throw notFound('Media file');
    send(res, { id, deleted_at: deletedAt });
  });

  return r;
}

/** GET /media/library/:id: a library file for the staff user its signed link was made for. */
export function libraryFileRouter(ctx: AppContext): Router {
  const r = Router();
  r.get('/library/:id', async (req, res) => {
    const id = idParam(req);
    const query = parseQuery(MediaPreviewQuery, req.query);
    const userId = Number(query.u);
    const denied = () => new HttpError(403, 'forbidden', 'This preview link is not valid (any more): ask the media library for a new one');
    if (!verifyMediaPath(ctx.secrets.media, libraryPath(id), userId, query.expires, query.sig, Date.parse(ctx.now()))) throw denied();
    // The link dies with its user's staff role.
    const user = await ctx.db.selectFrom('users').select('role_id').where('id', '=', userId).executeTakeFirst();
    if (!mayManageMedia(user)) throw denied();
    const row = await assetById(ctx, id);
    if (!row || !(await ctx.media.library.send(req, res, row.storage_key, 'private, no-store'))) throw notFound('Media file');
  });
  return r;
}
