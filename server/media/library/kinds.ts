// What the media library takes: each accepted type, its kind (which size limit applies) and the
// extension its file is stored with. The type a client claims is checked against the bytes at the
// end of the upload (file-type); anything else is refused.
import type { Env } from '../../env';

export type MediaKind = 'image' | 'video' | 'archive';

export const MEDIA_KINDS: readonly MediaKind[] = ['image', 'video', 'archive'];

interface Accepted {
  kind: MediaKind;
  ext: string;
}

export const ACCEPTED_TYPES: Readonly<Record<string, Accepted>> = {
  'image/jpeg': { kind: 'image', ext: 'jpg' },
  'image/png': { kind: 'image', ext: 'png' },
  'image/webp': { kind: 'image', ext: 'webp' },
  'image/avif': { kind: 'image', ext: 'avif' },
  'video/mp4': { kind: 'video', ext: 'mp4' },
  'video/webm': { kind: 'video', ext: 'webm' },
  'video/quicktime': { kind: 'video', ext: 'mov' },
  'application/zip': { kind: 'archive', ext: 'zip' },
};

/** Other names clients and sniffers use for the same types. */
const ALIASES: Readonly<Record<string, string>> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'video/x-m4v': 'video/mp4',
  'application/x-zip-compressed': 'application/zip',
};

const BY_EXTENSION: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  zip: 'application/zip',
};

export const canonicalType = (type: string) => {
  const t = type.trim().toLowerCase().split(';')[0]!.trim();
  return ALIASES[t] ?? t;
};

/** The type a file name says, by its extension. */
export const typeOfFilename = (name: string): string | undefined => BY_EXTENSION[/\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? ''];

export const ACCEPTED_LIST = Object.keys(ACCEPTED_TYPES).join(', ');

/** The limit of a kind in bytes (UPLOAD_MAX_*_MB). */
export function maxBytes(env: Pick<Env, 'UPLOAD_MAX_IMAGE_MB' | 'UPLOAD_MAX_VIDEO_MB' | 'UPLOAD_MAX_ARCHIVE_MB'>, kind: MediaKind): number {
  const mb = { image: env.UPLOAD_MAX_IMAGE_MB, video: env.UPLOAD_MAX_VIDEO_MB, archive: env.UPLOAD_MAX_ARCHIVE_MB }[kind];
  return Math.floor(mb * 1024 * 1024);
}

/** "1.5 MB", "20 GB": limits in messages. */
export function sizeText(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1024) return `${+(mb / 1024).toFixed(1)} GB`;
  if (mb >= 1) return `${+mb.toFixed(1)} MB`;
  return `${Math.ceil(bytes / 1024)} KB`;
}
