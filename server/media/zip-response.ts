// Sends a gallery zip like a static file: ETag and Last-Modified (304 when unchanged), and single
// byte ranges (206) so a broken download of a large archive resumes instead of starting over.
import crypto from 'node:crypto';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { streamZip, zipSize, type ByteRange, type ZipEntry } from './zip';
import { etagMatches } from '../http-cache/conditional';

function validators(entries: ZipEntry[]) {
  const hash = crypto.createHash('sha1');
  for (const e of entries) hash.update(`${e.name}\0${e.size}\0${e.mtimeMs}\n`);
  const size = zipSize(entries);
  const modified = new Date(Math.max(...entries.map((e) => e.mtimeMs)));
  modified.setMilliseconds(0);
  return { size, etag: `"zip-${size.toString(16)}-${hash.digest('base64url').slice(0, 22)}"`, modified };
}

export async function sendZip(req: Request, res: Response, entries: ZipEntry[], filename: string, logger: Logger) {
  const { size, etag, modified } = validators(entries);
  res.setHeader('Content-Type', 'application/zip');
  res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
  res.setHeader('Content-Encoding', 'identity'); // compression() must not touch ranges
  res.setHeader('Accept-Ranges', 'bytes');
  res.setHeader('ETag', etag);
  res.setHeader('Last-Modified', modified.toUTCString());

  const since = Date.parse(String(req.headers['if-modified-since'] ?? ''));
  if (etagMatches(req.headers['if-none-match'], etag) || (!req.headers['if-none-match'] && since >= modified.getTime())) {
    res.status(304).end();
    return;
  }

  let range: ByteRange | undefined;
  const ifRange = String(req.headers['if-range'] ?? '');
  // If-Range: resume only the archive the client started with, else send it whole.
  const rangeApplies = !ifRange || ifRange === etag || Date.parse(ifRange) >= modified.getTime();
  if (req.headers.range && rangeApplies) {
    const parsed = req.range(size);
    if (parsed === -1) {
      res.setHeader('Content-Range', `bytes */${size}`);
      res.status(416).end();
      return;
    }
    // Several ranges at once are rare for downloads: answer those with the whole archive.
    if (Array.isArray(parsed) && parsed.type === 'bytes' && parsed.length === 1) range = { start: parsed[0]!.start, end: parsed[0]!.end };
  }
  if (range) {
    res.status(206);
    res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
    res.setHeader('Content-Length', String(range.end - range.start + 1));
  } else {
    res.setHeader('Content-Length', String(size));
  }
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  await streamZip(res, entries, range).catch((err) => {
    logger.warn({ err: String(err) }, 'zip stream aborted');
    res.destroy();
  });
}
