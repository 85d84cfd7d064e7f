// Reads a zip back as an unzip tool would: yauzl checks each entry's size, and here each
// entry's bytes are checked against the CRC the archive records for them.
import { buffer as collect } from 'node:stream/consumers';
import zlib from 'node:zlib';
import yauzl from 'yauzl';

export interface ReadBack {
  name: string;
  size: number;
  method: number;
  crc: number;
  zip64: boolean;
  modified: Date;
  data: Buffer;
}

/** Every entry of an archive, in order. */
export function unzip(archive: Buffer): Promise<ReadBack[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(archive, { lazyEntries: true }, (err, zip) => {
      if (err) return reject(err);
      const out: ReadBack[] = [];
      zip.on('error', reject);
      zip.on('end', () => resolve(out));
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamErr, stream) => {
          if (streamErr) return reject(streamErr);
          collect(stream).then((data) => {
            if (zlib.crc32(data) !== entry.crc32) return reject(new Error(`CRC mismatch in ${entry.fileName}`));
            const zip64 = entry.extraFields.some((f) => f.id === 0x0001);
            out.push({ name: entry.fileName, size: entry.uncompressedSize, method: entry.compressionMethod, crc: entry.crc32, zip64, modified: entry.getLastModDate({ timezone: 'UTC' }), data });
            zip.readEntry();
          }, reject);
        });
      });
      zip.readEntry();
    });
  });
}
