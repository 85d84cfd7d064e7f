// Where media files live: two stores with separate key spaces. `public` holds only what any visitor
// may fetch (placeholder pictures, trailers, the derived gallery previews); `members` holds the
// files behind signed URLs (gallery pictures, full videos). Public routes are handed the public
// store alone, so no name a visitor sends can reach a member file. Today both are folders
// (DATA_DIR/media/public, DATA_DIR/media/members); an object-storage store implements the same
// interface.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Request, Response } from 'express';

export interface StoredFile {
  size: number;
  mtimeMs: number;
}

export interface MediaStore {
  readonly name: 'public' | 'members';
  /** Size and modification time, or undefined when nothing is stored under the key. */
  stat(key: string): Promise<StoredFile | undefined>;
  read(key: string): Promise<Buffer>;
  /**
   * Stores a local file under the key, atomically (readers see the old file or the whole new one).
   * `link`: the file is a rendering nobody edits in place, so a disk store may hard-link it.
   */
  put(key: string, localFile: string, options?: { link?: boolean }): Promise<void>;
  /** File names stored directly under a folder key (`video`). */
  list(folder: string): Promise<string[]>;
  /** Answers a GET/HEAD with the file: validators, 304, byte ranges. */
  send(req: Request, res: Response, key: string, cacheControl: string): Promise<void>;
}

export interface MediaStores {
  public: MediaStore;
  members: MediaStore;
}

// Lowercase segments that start with a letter or digit: no `..`, no empty segment, no backslash.
const KEY = /^[a-z0-9][a-z0-9_.-]*(\/[a-z0-9][a-z0-9_.-]*)*$/;

export const isMediaKey = (key: string) => KEY.test(key) && !key.split('/').some((s) => s.includes('..'));

export class DiskStore implements MediaStore {
  readonly root: string;
  constructor(
    readonly name: 'public' | 'members',
    root: string,
  ) {
    this.root = path.resolve(root);
  }

  /** The file of a key, refusing anything that would leave the store's folder. */
  private file(key: string): string {
    if (!isMediaKey(key)) throw new Error(`bad media key: ${key}`);
    const file = path.join(this.root, ...key.split('/'));
    if (!file.startsWith(this.root + path.sep)) throw new Error(`bad media key: ${key}`);
    return file;
  }

  async stat(key: string): Promise<StoredFile | undefined> {
    try {
      const st = await fsp.stat(this.file(key));
      return st.isFile() ? { size: st.size, mtimeMs: st.mtimeMs } : undefined;
    } catch {
      return undefined;
    }
  }

  read(key: string): Promise<Buffer> {
    return fsp.readFile(this.file(key));
  }

  async put(key: string, localFile: string, { link = false } = {}): Promise<void> {
    const target = this.file(key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    const tmp = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    // A hard link costs no space (renderings are cached beside the stores); another disk gets a copy.
    if (link) await fsp.link(localFile, tmp).catch(() => fsp.copyFile(localFile, tmp));
    else await fsp.copyFile(localFile, tmp);
    await fsp.rename(tmp, target);
    // rename() does nothing when both names are links to one file (a concurrent put of the same rendering).
    await fsp.rm(tmp, { force: true });
  }

  async list(folder: string): Promise<string[]> {
    try {
      const entries = await fsp.readdir(this.file(folder), { withFileTypes: true });
      return entries.filter((e) => e.isFile() && isMediaKey(e.name)).map((e) => e.name);
    } catch {
      return [];
    }
  }

  send(_req: Request, res: Response, key: string, cacheControl: string): Promise<void> {
    const file = this.file(key);
    return new Promise((resolve, reject) => {
      res.setHeader('Cache-Control', cacheControl);
      // send handles ETag/Last-Modified, 304, Range (206/416); errors go to express's handler.
      res.sendFile(file, { acceptRanges: true, dotfiles: 'deny' }, (err?: Error & { code?: string }) => {
        // A client that went away mid-file (a player seeking elsewhere) is not an error.
        if (!err || err.code === 'ECONNABORTED' || err.code === 'ECONNRESET') resolve();
        else reject(err);
      });
    });
  }
}

/** The two stores under one folder: `<root>/public` and `<root>/members`. */
export function diskStores(root: string): MediaStores {
  return { public: new DiskStore('public', path.join(root, 'public')), members: new DiskStore('members', path.join(root, 'members')) };
}

/** Stores a rendering once: the key when it is there (or now put there), from `render()`'s file. */
export async function ensureStored(store: MediaStore, key: string, render: () => Promise<string>): Promise<string> {
  if (!(await store.stat(key))) await store.put(key, await render(), { link: true });
  return key;
}

/** Whether a folder exists, for the legacy layout check at start. */
export const folderExists = (dir: string) => fs.existsSync(dir) && fs.statSync(dir).isDirectory();
