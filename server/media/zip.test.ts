// @vitest-environment node
// Gallery zips as an unzip tool sees them: every file back with its name, size and checksum,
// ZIP64 records where the classic format runs out, ranges that stitch together, and an archive
// that streams through without being held in memory.
import crypto from 'node:crypto';
import { Readable, Writable } from 'node:stream';
import { buffer as collect } from 'node:stream/consumers';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { unzip } from '../../tests/api/unzip';
import { zipSize, zipStream, type ZipEntry, type ZipOptions } from './zip';

const MTIME = Date.UTC(2026, 10, 28, 3, 30, 10);

const fileEntry = (name: string, data: Buffer): ZipEntry => ({ name, size: data.length, mtimeMs: MTIME, open: async () => Readable.from([data]) });

async function build(entries: ZipEntry[], options?: ZipOptions) {
  const archive = await collect(zipStream(entries, undefined, options));
  return archive;
}

describe('gallery zips', () => {
  const files = [
    ['summer-in-rome/001.jpg', crypto.randomBytes(70_000)],
    ['summer-in-rome/002.jpg', crypto.randomBytes(1)],
    ['summer-in-rome/003.jpg', Buffer.alloc(0)],
    ['summer-in-rome/004-café.jpg', crypto.randomBytes(300_001)],
  ] as const;
  const entries = files.map(([name, data]) => fileEntry(name, data));

  it('holds every file with its name, size, checksum and date, stored as is, in the announced size', async () => {
    const archive = await build(entries);
    expect(archive.length).toBe(zipSize(entries));
    const read = await unzip(archive);
    expect(read.map((e) => [e.name, e.size, e.method, e.crc, e.zip64])).toEqual(files.map(([name, data]) => [name, data.length, 0, zlib.crc32(data), false]));
    for (const [i, [, data]] of files.entries()) expect(read[i]!.data.equals(data)).toBe(true);
    // Dates in UTC whatever the server's time zone (zips keep two-second steps).
    expect(read[0]!.modified.toISOString()).toBe('2026-11-28T03:30:10.000Z');
    // The same files give the same bytes, so a resumed range fits the part already downloaded.
    expect((await build(entries)).equals(archive)).toBe(true);
  });

  it('sends any byte range of the archive, including across the directory at its end', async () => {
    const archive = await build(entries);
    for (const [start, end] of [
      [0, 99],
      [70_010, 200_000],
      [archive.length - 200, archive.length - 1],
      [0, archive.length - 1],
    ] as const) {
      expect((await collect(zipStream(entries, { start, end }))).equals(archive.subarray(start, end + 1))).toBe(true);
    }
  });

  it('writes ZIP64 records that unzip tools read back', async () => {
    const archive = await build(entries, { forceZip64: true });
    expect(archive.length).toBe(zipSize(entries, { forceZip64: true }));
    // The ZIP64 end of central directory record and its locator.
    expect(archive.includes(Buffer.from([0x50, 0x4b, 0x06, 0x06]))).toBe(true);
    expect(archive.includes(Buffer.from([0x50, 0x4b, 0x06, 0x07]))).toBe(true);
    const read = await unzip(archive);
    expect(read.map((e) => [e.name, e.size, e.crc, e.zip64])).toEqual(files.map(([name, data]) => [name, data.length, zlib.crc32(data), true]));
  });

  it('announces ZIP64 records for an archive past 4 GiB', () => {
    // Sizes only (nothing is read; streaming 6 GiB takes too long for a test): three 2 GiB pictures announce a 6 GiB archive with ZIP64 records.
    const huge = [1, 2, 3].map((n) => ({ name: `big/${n}.jpg`, size: 2 ** 31, mtimeMs: MTIME, open: () => Promise.reject(new Error('not read')) }));
    const overhead = zipSize(huge) - 3 * 2 ** 31;
    const classic = 3 * (30 + 9 + 16 + 46 + 9 + 9) + 22;
    expect(overhead).toBeGreaterThan(classic);
  });

  it('streams: a 200 MB archive passes through while memory stays flat', async () => {
    const chunk = Buffer.alloc(64 * 1024);
    const picture = (n: number): ZipEntry => ({
      name: `big/${n}.jpg`,
      size: 160 * chunk.length,
      mtimeMs: MTIME,
      open: async () => {
        let left = 160;
        return new Readable({ read: function () { this.push(left-- > 0 ? chunk : null); } });
      },
    });
    const entries200 = Array.from({ length: 20 }, (_, n) => picture(n));
    const used = () => { const m = process.memoryUsage(); return m.heapUsed + m.arrayBuffers; };
    const before = used();
    let peak = 0;
    let received = 0;
    const sink = new Writable({
      write(data: Buffer, _encoding, done) {
        received += data.length;
        peak = Math.max(peak, used() - before);
        done();
      },
    });
    await new Promise<void>((resolve, reject) => zipStream(entries200).pipe(sink).on('finish', resolve).on('error', reject));
    expect(received).toBe(zipSize(entries200));
    expect(received).toBeGreaterThan(200 * 1024 * 1024);
    expect(peak).toBeLessThan(40 * 1024 * 1024);
  }, 60_000);

  it('closes the file being read when the client goes away or the range is complete', async () => {
    const opened: Readable[] = [];
    const endless = (n: number): ZipEntry => ({
      name: `set/${n}.jpg`,
      size: 1e9,
      mtimeMs: MTIME,
      open: async () => {
        const stream = new Readable({ read: function () { this.push(Buffer.alloc(64 * 1024)); } });
        opened.push(stream);
        return stream;
      },
    });
    const left = zipStream([endless(1), endless(2)]);
    for await (const chunk of left) if ((chunk as Buffer).length) break;
    const ranged = await collect(zipStream([endless(3)], { start: 0, end: 99_999 }));
    expect(ranged).toHaveLength(100_000);
    expect(opened.map((s) => s.destroyed)).toEqual([true, true]);
  });

  it('fails the download instead of sending a broken archive when a file is not what its size said', async () => {
    const shorter = { ...fileEntry('set/001.jpg', crypto.randomBytes(1000)), size: 2000 };
    await expect(build([shorter])).rejects.toThrow(/unexpected number of bytes/);
    const broken: ZipEntry = { name: 'set/002.jpg', size: 10, mtimeMs: MTIME, open: () => Promise.reject(new Error('bucket unreachable')) };
    await expect(build([fileEntry('set/001.jpg', Buffer.alloc(10)), broken])).rejects.toThrow('bucket unreachable');
  });
});
