// The HTTP side of answering with a stored file or a generated archive: ETag and Last-Modified,
// 304 when the client's copy is current, single byte ranges (206) so players seek and broken
// downloads resume, and If-Range so a resumed download of a changed file starts over.
import type { Request, Response } from 'express';
import { etagMatches } from '../../http-cache/conditional';
import { HttpError } from '../../http-error';
import type { ByteSpan } from './media-store';

export interface ObjectValidators {
  size: number;
  /** A strong ETag, quoted. */
  etag: string;
  modified: Date;
}

/**
 * Sets the validators and length headers and decides the answer: 'not-modified' (304 sent),
 * 'head' (headers sent, no body wanted), or the range to send (undefined: the whole object).
 * A range past the end throws the 416 the error handler turns into JSON.
 */
export function prepareObjectAnswer(req: Request, res: Response, { size, etag, modified }: ObjectValidators): { kind: 'not-modified' | 'head' } | { kind: 'body'; range?: ByteSpan } {
  const lastModified = new Date(modified);
  lastModified.setMilliseconds(0);
  res.setHeader('Accept-Ranges', 'bytes');
  res.setHeader('ETag', etag);
  res.setHeader('Last-Modified', lastModified.toUTCString());

  const since = Date.parse(String(req.headers['if-modified-since'] ?? ''));
  if (etagMatches(req.headers['if-none-match'], etag) || (!req.headers['if-none-match'] && since >= lastModified.getTime())) {
    res.status(304).end();
    return { kind: 'not-modified' };
  }

  let range: ByteSpan | undefined;
  const ifRange = String(req.headers['if-range'] ?? '');
  // If-Range: resume only the file the client started with, else send it whole.
  const rangeApplies = !ifRange || ifRange === etag || Date.parse(ifRange) >= lastModified.getTime();
  if (req.headers.range && rangeApplies) {
    const parsed = req.range(size);
    if (parsed === -1) {
      res.setHeader('Content-Range', `bytes */${size}`);
      throw new HttpError(416, 'range_not_satisfiable', 'The requested range lies outside the file');
    }
    // Several ranges at once are rare for media: answer those with the whole file.
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
    return { kind: 'head' };
  }
  return { kind: 'body', range };
}
