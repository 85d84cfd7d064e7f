// Gallery zips with yazl: entries STORED (JPEGs do not compress), so the archive's size is known
// before a byte is read, and ZIP64 records wherever a size or offset passes 4 GiB. Each file is
// streamed from its store in turn, with backpressure: nothing holds more than a few chunks.
import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';

/** One file of an archive: its name inside, its size and date (known up front) and its bytes. */
export interface ZipEntry {
  name: string;
  size: number;
  mtimeMs: number;
  open: () => Promise<Readable>;
}

/** Inclusive byte range of the archive to send (a resumed download); the whole archive without one. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface ZipOptions {
  /** ZIP64 records even for a small archive (tests; readers must cope either way). */
  forceZip64?: boolean;
}

// yazl writes DOS dates from local time: read them in UTC so every process, whatever its time
// zone, produces the same bytes for the same files (a resumed range may come from another one).
class UtcDate extends Date {
  override getFullYear() {
    return this.getUTCFullYear();
  }
  override getMonth() {
    return this.getUTCMonth();
  }
  override getDate() {
    return this.getUTCDate();
  }
  override getHours() {
    return this.getUTCHours();
  }
  override getMinutes() {
    return this.getUTCMinutes();
  }
  override getSeconds() {
    return this.getUTCSeconds();
  }
}

type Opener = (entry: ZipEntry, done: (err: unknown, stream?: Readable) => void) => void;

function archive(entries: ZipEntry[], options: ZipOptions, open: Opener) {
  const zip = new ZipFile();
  const forceZip64Format = options.forceZip64 ?? false;
  let size: number | undefined;
  for (const e of entries) {
    const entryOptions = { size: e.size, compress: false, mtime: new UtcDate(e.mtimeMs), forceZip64Format };
    zip.addReadStreamLazy(e.name, entryOptions, (cb) => open(e, (err, stream) => cb(err, stream!)));
  }
  // With every size known and nothing compressed, yazl works out the final size on end().
  // (@types/yazl types this callback without its argument.)
  const sized = (total?: number) => {
    size = total;
  };
  zip.end({ forceZip64Format, comment: '' }, sized);
  return { zip, size: () => size };
}

/** Size of the archive for a list of files, so Content-Length can be sent up front. */
export function zipSize(entries: ZipEntry[], options: ZipOptions = {}): number {
  // Nothing is read: the first entry's stream is asked for and never given.
  const size = archive(entries, options, () => {}).size();
  if (size === undefined || size < 0) throw new Error('zip size unknown');
  return size;
}

/** The archive's bytes (or a range of them) as a stream; files are opened one at a time. */
export function zipStream(entries: ZipEntry[], range?: ByteRange, options: ZipOptions = {}): Readable {
  let current: Readable | undefined;
  let failed: unknown;
  const { zip } = archive(entries, options, (entry, done) => {
    entry.open().then(
      (stream) => {
        current = stream;
        stream.once('error', fail);
        done(null, stream);
      },
      (err: unknown) => fail(err),
    );
  });
  const output = zip.outputStream as Readable;
  function fail(err: unknown) {
    failed ??= err;
    current?.destroy();
    output.destroy(err instanceof Error ? err : new Error(String(err)));
  }
  zip.on('error', fail);

  async function* bytes() {
    try {
      // The archive is deterministic (fixed dates, STORED), so a range is the whole archive's bytes
      // inside it: generation stops right after the range.
      let position = 0;
      for await (const chunk of output as AsyncIterable<Buffer>) {
        const from = position;
        position += chunk.length;
        if (!range) {
          yield chunk;
          continue;
        }
        const start = Math.max(range.start, from);
        const stop = Math.min(range.end + 1, position);
        if (start < stop) yield chunk.subarray(start - from, stop - from);
        if (position > range.end) return;
      }
      if (failed) throw failed;
    } finally {
      // A finished range or a client that went away: close the file being read.
      current?.destroy();
      output.destroy();
    }
  }
  return Readable.from(bytes(), { objectMode: false });
}
