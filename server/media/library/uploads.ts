// Resumable uploads into the media library (the tus protocol, @tus/server). Partial uploads live in
// a staging folder of this machine, `<DATA_DIR>/uploads` (a client resumes against the process that
// holds its upload), never in a store anyone is served from. When the last byte arrives, the file's
// bytes must be the type its metadata claims (file-type) and within its kind's size limit; then it
// is hashed, measured (pictures) and moved into the private `library` store with its media_assets
// row, and the staged copy is deleted. A refused file is deleted at once; an abandoned one after
// UPLOAD_EXPIRY_HOURS without bytes. The user always comes from the bearer token (the route's
// middleware), never from the upload's metadata.
import { AsyncLocalStorage } from 'node:async_hooks';
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import { Server, type Upload } from '@tus/server';
import { FileStore } from '@tus/file-store';
import type { AppContext } from '../../context';
import type { AuthUser } from '../../auth/tokens';
import { HttpError, notFound } from '../../http-error';
import { ACCEPTED_LIST, ACCEPTED_TYPES, MEDIA_KINDS, canonicalType, maxBytes, sizeText, typeOfFilename, type MediaKind } from './kinds';
import { addAsset, type MediaAssetRow } from './assets';
import { enqueueAsset } from '../processing/queue';

export const UPLOADS_PATH = '/api/admin/uploads';
/** The answer header of the last request of an upload: the id of the library file it became. */
export const ASSET_ID_HEADER = 'Media-Asset-Id';
const SWEEP_EVERY_MS = 15 * 60_000;
const UPLOAD_ID = /^[0-9a-f]{32}$/;

const KIND_WORDS: Record<MediaKind, string> = { image: 'A picture', video: 'A video', archive: 'A zip' };
const LIMIT_VARIABLE: Record<MediaKind, string> = { image: 'UPLOAD_MAX_IMAGE_MB', video: 'UPLOAD_MAX_VIDEO_MB', archive: 'UPLOAD_MAX_ARCHIVE_MB' };

/** The request being handled: tus's hooks see a web Request, without express's user. */
interface Call {
  user: AuthUser;
  uploadId?: string;
}
const calls = new AsyncLocalStorage<Call>();

/** What tus answers when a hook throws: the status and a message that says what to do. */
const refuse = (status_code: number, message: string) => ({ status_code, body: `${message}\n` });

/** A file name to keep: its last path segment, without control characters, at most 255 characters. */
function cleanFilename(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is dropped
  return base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(-255);
}

async function sha256Of(file: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

/** Deletes staged uploads (data and .json) that received nothing for `maxAgeMs`; returns how many. */
export async function sweepStagedUploads(dir: string, maxAgeMs: number, nowMs = Date.now()): Promise<number> {
  let names: string[];
  try {
    names = await fsp.readdir(dir);
  } catch {
    return 0;
  }
  const latest = new Map<string, number>();
  for (const name of names) {
    const id = name.replace(/\.json$/, '');
    const st = await fsp.stat(path.join(dir, name)).catch(() => undefined);
    if (st) latest.set(id, Math.max(latest.get(id) ?? 0, st.mtimeMs));
  }
  let removed = 0;
  for (const [id, mtime] of latest) {
    if (nowMs - mtime < maxAgeMs) continue;
    await Promise.all([fsp.rm(path.join(dir, id), { force: true }), fsp.rm(path.join(dir, `${id}.json`), { force: true })]);
    removed++;
  }
  return removed;
}

export interface MediaUploads {
  /** Express handler for POST, HEAD, PATCH and DELETE of the tus endpoint (after the role check). */
  handle(req: Request, res: Response): Promise<void>;
  stagingDir: string;
  sweep(nowMs?: number): Promise<number>;
}

export function mediaUploads(ctx: AppContext): MediaUploads {
  const stagingDir = path.join(ctx.dataDir, 'uploads');
  const store = new FileStore({ directory: stagingDir });
  const limits = Object.fromEntries(MEDIA_KINDS.map((k) => [k, maxBytes(ctx.env, k)])) as Record<MediaKind, number>;

  /** Checks the finished file and moves it into the library; throws a refusal when its bytes are not what it claims. */
  async function publish(upload: Upload): Promise<MediaAssetRow> {
    const file = path.join(stagingDir, upload.id);
    const meta = upload.metadata ?? {};
    const filename = meta.filename ?? upload.id;
    const claimed = meta.filetype ?? '';
    const accepted = ACCEPTED_TYPES[claimed];
    if (!accepted || !meta.owner) throw refuse(400, 'The upload lost its metadata: upload the file again');
    const { fileTypeFromFile } = await import('file-type');
    const sniffed = await fileTypeFromFile(file);
    const actual = sniffed ? canonicalType(sniffed.mime) : undefined;
    if (actual !== claimed) throw refuse(415, `${filename} is not ${claimed}: its content is ${actual ?? 'of no type the library takes'}. Accepted: ${ACCEPTED_LIST}`);
    const { size } = await fsp.stat(file);
    if (size > limits[accepted.kind]) throw refuse(413, `${filename} is larger than ${sizeText(limits[accepted.kind])}`);
    let width: number | null = null;
    let height: number | null = null;
    if (accepted.kind === 'image') {
      const { default: sharp } = await import('sharp');
      const info = await sharp(file).metadata().catch(() => undefined);
      if (!info?.width || !info.height) throw refuse(415, `${filename} is not a readable picture`);
      width = info.width;
      height = info.height;
    }
    const sha256 = await sha256Of(file);
    const key = `assets/${crypto.randomUUID().replace(/-/g, '')}.${accepted.ext}`;
    await ctx.media.library.put(key, file);
    let asset: MediaAssetRow;
    try {
      asset = await addAsset(ctx, { kind: accepted.kind, original_filename: filename, content_type: claimed, size, sha256, storage_key: key, width, height, uploaded_by: Number(meta.owner), created_at: ctx.now() });
    } catch (err) {
      // No row, no file: a library file nobody can find would never be cleaned up.
      await ctx.media.library.delete(key).catch(() => undefined);
      throw err;
    }
    // Its processing (picture variants, video renditions) runs in the background; a file whose
    // jobs could not be queued is still filed, and an operator reprocesses it.
    try {
      if ((await enqueueAsset(ctx, asset)).length) ctx.mediaJobs?.kick();
    } catch (err) {
      ctx.logger.error({ err, asset: asset.id }, 'queueing the processing of an upload failed');
    }
    return asset;
  }

  const tus = new Server({
    path: UPLOADS_PATH,
    datastore: store,
    relativeLocation: true,
    // The largest limit of any kind; onUploadCreate applies the file's own.
    maxSize: Math.max(...Object.values(limits)),
    exposedHeaders: [ASSET_ID_HEADER],
    // Same origin only: the staff area is served by this site.
    allowedOrigins: [],
    getFileIdFromRequest: () => calls.getStore()?.uploadId,
    async onUploadCreate(_req, upload) {
      const call = calls.getStore()!;
      const meta = upload.metadata ?? {};
      const filename = cleanFilename(meta.filename ?? meta.name ?? '');
      if (!filename) throw refuse(400, 'Name the file: send Upload-Metadata with filename (and filetype)');
      if (upload.sizeIsDeferred || upload.size === undefined) throw refuse(400, 'Send the Upload-Length of the file: uploads of unknown length are not taken');
      if (upload.size === 0) throw refuse(400, `${filename} is empty`);
      const byName = typeOfFilename(filename);
      const claimed = canonicalType(meta.filetype ?? meta.type ?? byName ?? '');
      const accepted = ACCEPTED_TYPES[claimed];
      if (!accepted) throw refuse(415, `${filename}: ${claimed || 'this type'} is not taken. Accepted: ${ACCEPTED_LIST}`);
      if (byName && byName !== claimed) throw refuse(415, `${filename}: the name says ${byName} but the type says ${claimed}`);
      const limit = limits[accepted.kind];
      if (upload.size > limit) {
        throw refuse(413, `${filename} is ${sizeText(upload.size)}: ${KIND_WORDS[accepted.kind].toLowerCase()} may be at most ${sizeText(limit)} (${LIMIT_VARIABLE[accepted.kind]})`);
      }
      // Only what the server decided is kept: the owner comes from the token.
      return { metadata: { filename, filetype: claimed, owner: String(call.user.id) } };
    },
    async onIncomingRequest(req, id) {
      if (req.method === 'POST') return;
      // An upload is its creator's: another staff user's requests find nothing.
      const upload = await store.getUpload(id);
      if (upload.metadata?.owner !== String(calls.getStore()?.user.id)) throw refuse(404, 'The upload does not exist');
    },
    async onUploadFinish(_req, upload) {
      try {
        const asset = await publish(upload);
        return { headers: { [ASSET_ID_HEADER]: asset.id } };
      } catch (err) {
        ctx.logger.info({ upload: upload.id, err }, 'upload refused');
        throw err;
      } finally {
        // Published or refused, the staged copy goes.
        await store.remove(upload.id).catch(() => undefined);
      }
    },
    onResponseError(_req, err) {
      if ('status_code' in err) return undefined;
      ctx.logger.error({ err }, 'upload failed');
      return { status_code: 500, body: 'The upload failed on the server: try again\n' };
    },
  });

  const maxAgeMs = ctx.env.UPLOAD_EXPIRY_HOURS * 3600_000;
  const sweep = (nowMs?: number) => sweepStagedUploads(stagingDir, maxAgeMs, nowMs);
  const run = () => void sweep().then((removed) => removed && ctx.logger.info({ removed }, 'expired uploads deleted'), (err: unknown) => ctx.logger.warn({ err }, 'upload sweep failed'));
  // Each process sweeps its own staging folder (a scheduled job runs on one process only).
  setTimeout(run, 10_000).unref();
  setInterval(run, SWEEP_EVERY_MS).unref();

  return {
    stagingDir,
    sweep,
    async handle(req, res) {
      if (!req.headers['tus-resumable']) throw new HttpError(412, 'tus_required', 'This is a tus upload endpoint (tus.io): send Tus-Resumable: 1.0.0');
      const uploadId = req.params.uploadId as string | undefined;
      if (uploadId !== undefined && !UPLOAD_ID.test(uploadId)) throw notFound('Upload');
      await calls.run({ user: req.user!, uploadId }, () => tus.handle(req, res));
    },
  };
}
