// The folder driver (the default, zero setup): a store is a folder, DATA_DIR/media/public or
// DATA_DIR/media/members. Only processes sharing that folder see its files.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Request, Response } from 'express';
import { checkedKey, isMediaKey, type ByteSpan, type MediaStore, type MediaStores, type StoredFile, type StoreName } from './media-store';

export class DiskStore implements MediaStore {
  readonly driver = 'local';
  readonly root: string;
  constructor(
    readonly name: StoreName,
    root: string,
  ) {
    this.root = path.resolve(root);
  }

  /** The file of a key, refusing anything that would leave the store's folder. */
  private file(key: string): string {
    const file = path.join(this.root, ...checkedKey(key).split('/'));
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

  async read(key: string): Promise<Buffer> {
    return fsp.readFile(this.file(key));
  }

  async stream(key: string, range?: ByteSpan): Promise<Readable> {
    const handle = await fsp.open(this.file(key));
    return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
  }

  async put(key: string, localFile: string, { link = false } = {}): Promise<void> {
    await this.atomically(key, (tmp) =>
      // A hard link costs no space (renderings are cached beside the stores); another disk gets a copy.
      link ? fsp.link(localFile, tmp).catch(() => fsp.copyFile(localFile, tmp)) : fsp.copyFile(localFile, tmp),
    );
  }

  async write(key: string, body: Buffer): Promise<void> {
    await this.atomically(key, (tmp) => fsp.writeFile(tmp, body));
  }

  private async atomically(key: string, fill: (tmp: string) => Promise<void>) {
    const target = this.file(key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    const tmp = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await fill(tmp);
    await fsp.rename(tmp, target);
    // rename() does nothing when both names are links to one file (a concurrent put of the same rendering).
    await fsp.rm(tmp, { force: true });
  }

  async delete(key: string): Promise<void> {
    await fsp.rm(this.file(key), { force: true });
  }

  async list(folder: string): Promise<string[]> {
    try {
      const entries = await fsp.readdir(this.file(folder), { withFileTypes: true });
      return entries.filter((e) => e.isFile() && isMediaKey(e.name)).map((e) => e.name);
    } catch {
      return [];
    }
  }

  async send(_req: Request, res: Response, key: string, cacheControl: string): Promise<boolean> {
    const file = this.file(key);
    if (!(await this.stat(key))) return false;
    return new Promise((resolve, reject) => {
      res.setHeader('Cache-Control', cacheControl);
      // send handles ETag/Last-Modified, 304, Range (206/416); errors go to express's handler.
      res.sendFile(file, { acceptRanges: true, dotfiles: 'deny' }, (err?: Error & { code?: string }) => {
        // A client that went away mid-file (a player seeking elsewhere) is not an error.
        if (!err || err.code === 'ECONNABORTED' || err.code === 'ECONNRESET') resolve(true);
        else reject(err);
      });
    });
  }

  /** A folder has no URLs of its own: files leave only through the server's routes. */
  signedUrl(): Promise<string | undefined> {
    return Promise.resolve(undefined);
  }
}

/** The stores under one folder: `<root>/public`, `<root>/members` and `<root>/library`. */
export function diskStores(root: string): MediaStores {
  return {
    public: new DiskStore('public', path.join(root, 'public')),
    members: new DiskStore('members', path.join(root, 'members')),
    library: new DiskStore('library', path.join(root, 'library')),
  };
}

/** Whether a folder exists, for the legacy layout check at start. */
export const folderExists = (dir: string) => fs.existsSync(dir) && fs.statSync(dir).isDirectory();
