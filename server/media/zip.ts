// A minimal streaming ZIP writer (STORE method: JPEGs do not compress). Entries are written one
// after another straight to the response; only one file is in memory at a time.
import zlib from 'node:zlib';
import type { Writable } from 'node:stream';

/** One file of an archive: its name inside, its size and date (known up front) and its bytes. */
export interface ZipEntry {
  name: string;
  size: number;
  mtimeMs: number;
  read: () => Promise<Buffer>;
}

const write = (out: Writable, buf: Buffer) =>
  new Promise<void>((resolve, reject) => {
    if (out.destroyed) return reject(new Error('client went away'));
    if (out.write(buf)) resolve();
    else out.once('drain', resolve);
  });

/** Size of the archive for a list of files, so Content-Length can be sent up front. */
export function zipSize(entries: ZipEntry[]): number {
  let total = 22;
  for (const e of entries) {
    const name = Buffer.byteLength(e.name);
    total += 30 + name + e.size + 46 + name;
  }
  return total;
}

/** Inclusive byte range of the archive to send (a resumed download); the whole archive without one. */
export interface ByteRange {
  start: number;
  end: number;
}

export async function streamZip(out: Writable, entries: ZipEntry[], range?: ByteRange) {
  // The archive is deterministic (fixed dates, STORE), so any range of it can be produced by
  // generating it and keeping only the bytes inside the range; generation stops after the range.
  let position = 0;
  const emit = async (buf: Buffer) => {
    const from = position;
    position += buf.length;
    if (!range) return write(out, buf);
    const start = Math.max(range.start, from);
    const stop = Math.min(range.end + 1, position);
    if (start < stop) await write(out, buf.subarray(start - from, stop - from));
  };
  const done = () => range !== undefined && position > range.end;
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    if (done()) break;
    const data = await e.read();
    const name = Buffer.from(e.name);
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(0, 8); // store
    local.writeUInt32LE(0, 10); // time/date
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    await emit(Buffer.concat([local, name]));
    await emit(data);
    const cd = Buffer.alloc(46);
    cd.writeUInt32LE(0x02014b50, 0);
    cd.writeUInt16LE(20, 4);
    cd.writeUInt16LE(20, 6);
    cd.writeUInt16LE(0x0800, 8);
    cd.writeUInt16LE(0, 10);
    cd.writeUInt32LE(0, 12);
    cd.writeUInt32LE(crc, 16);
    cd.writeUInt32LE(data.length, 20);
    cd.writeUInt32LE(data.length, 24);
    cd.writeUInt16LE(name.length, 28);
    cd.writeUInt32LE(offset, 42);
    central.push(cd, name);
    offset += 30 + name.length + data.length;
  }
  const cdBuf = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cdBuf.length, 12);
  end.writeUInt32LE(offset, 16);
  if (!done()) {
    await emit(cdBuf);
    await emit(end);
  }
  out.end();
}
