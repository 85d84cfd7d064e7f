// Where media files live: two stores with separate key spaces. `public` holds only what any visitor
// may fetch (placeholder pictures, trailers, the derived gallery previews); `members` holds the
// files behind signed URLs (gallery pictures, full videos). Public routes are handed the public
// store alone, so no name a visitor sends can reach a member file. `library` holds the staff's
// uploads as received (server/media/library): private, never served except through a staff user's
// short-lived signed link; publishing copies renderings into the other two. Drivers: a folder per store
// (disk-store.ts, the default) or a prefix per store in one S3-compatible bucket (s3-store.ts), so
// every process sharing the bucket serves what any of them wrote.
import type { Readable } from 'node:stream';
import type { Request, Response } from 'express';

export type StoreName = 'public' | 'members' | 'library';

export interface StoredFile {
  size: number;
  mtimeMs: number;
}

/** Inclusive byte range of a file. */
export interface ByteSpan {
  start: number;
  end: number;
}

export interface MediaStore {
  readonly name: StoreName;
  /** Which driver keeps the files, for logs and tests. */
  readonly driver: 'local' | 's3';
  /** Size and modification time, or undefined when nothing is stored under the key. */
  stat(key: string): Promise<StoredFile | undefined>;
  /** The whole file (small files only). */
  read(key: string): Promise<Buffer>;
  /** The file, or an inclusive byte range of it, as a stream (videos, the pictures of a zip). */
  stream(key: string, range?: ByteSpan): Promise<Readable>;
  /**
   * Stores a local file under the key, atomically (readers see the old file or the whole new one).
   * `link`: the file is a rendering nobody edits in place, so a disk store may hard-link it.
   */
  put(key: string, localFile: string, options?: { link?: boolean }): Promise<void>;
  /** Stores bytes under the key, atomically. */
  write(key: string, body: Buffer): Promise<void>;
  /** Removes the file; nothing happens when there is none. */
  delete(key: string): Promise<void>;
  /** File names stored directly under a folder key (`video`). */
  list(folder: string): Promise<string[]>;
  /**
   * Answers a GET/HEAD with the file: validators, 304, byte ranges; false (nothing sent) when no
   * file is stored under the key.
   */
  send(req: Request, res: Response, key: string, cacheControl: string): Promise<boolean>;
  /**
   * A URL of the object store itself that lets anyone holding it GET the file for `ttlSeconds`, or
   * undefined for stores that have none (a folder). Hand it out only after the route's own checks.
   */
  signedUrl(key: string, ttlSeconds: number): Promise<string | undefined>;
}

export interface MediaStores {
  public: MediaStore;
  members: MediaStore;
  /** Uploads as received, for staff only. */
  library: MediaStore;
}

// Lowercase segments that start with a letter or digit: no `..`, no empty segment, no backslash.
const KEY = /^[a-z0-9][a-z0-9_.-]*(\/[a-z0-9][a-z0-9_.-]*)*$/;

export const isMediaKey = (key: string) => KEY.test(key) && !key.split('/').some((s) => s.includes('..'));

/** The key itself, or an error for anything that could leave the store's key space. */
export function checkedKey(key: string): string {
  if (!isMediaKey(key)) throw new Error(`bad media key: ${key}`);
  return key;
}

/** Stores a rendering once: the key when it is there (or now put there), from `render()`'s file. */
export async function ensureStored(store: MediaStore, key: string, render: () => Promise<string>): Promise<string> {
  if (!(await store.stat(key))) await store.put(key, await render(), { link: true });
  return key;
}

/**
 * Sends a rendering, storing it first when the store lacks it: one look-up when it is there
 * (the common case), which matters when the store is across the network.
 */
export async function sendRendering(req: Request, res: Response, store: MediaStore, key: string, cacheControl: string, render: () => Promise<string>): Promise<void> {
  if (await store.send(req, res, key, cacheControl)) return;
  await store.put(key, await render(), { link: true });
  if (!(await store.send(req, res, key, cacheControl))) throw new Error(`media file vanished after storing: ${key}`);
}
