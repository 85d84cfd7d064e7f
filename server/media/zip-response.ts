// Sends a gallery zip like a static file: ETag and Last-Modified (304 when unchanged), and single
// byte ranges (206) so a broken download of a large archive resumes instead of starting over.
import crypto from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { zipStream, zipSize, type ZipEntry } from './zip';
import { prepareObjectAnswer } from './storage/http-object';

function validators(entries: ZipEntry[]) {
  const hash = crypto.createHash('sha1');
  // The writer's layout is part of the archive: a resumed range must come from the same one.
  hash.update('yazl-stored-utc\n');
  for (const e of entries) hash.update(`${e.name}\0${e.size}\0${e.mtimeMs}\n`);
  const size = zipSize(entries);
  const modified = new Date(Math.max(...entries.map((e) => e.mtimeMs)));
  return { size, etag: `"zip-${size.toString(16)}-${hash.digest('base64url').slice(0, 22)}"`, modified };
}

export async function sendZip(req: Request, res: Response, entries: ZipEntry[], filename: string, logger: Logger) {
  res.setHeader('Content-Type', 'application/zip');
  res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
  res.setHeader('Content-Encoding', 'identity'); // compression() must not touch ranges
  const answer = prepareObjectAnswer(req, res, validators(entries));
  if (answer.kind !== 'body') return;
  await pipeline(zipStream(entries, answer.range), res).catch((err: unknown) => {
    logger.warn({ err: String(err) }, 'zip stream aborted');
    res.destroy();
  });
}
