// The app's last handler: every error becomes a status and a clear message. HttpError carries its
// own; what express, body-parser and send throw for a request they cannot take (an undecodable
// path, a body that is too large, compressed or encoded in a way the server does not read, a range
// past the end) becomes the 4xx it stands for. Anything else is a 500, logged. The API and media
// answer `{ error: { code, message, fields? } }`; pages answer a small HTML page.
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { HttpError } from './http-error';

/** body-parser's error types: what the client sent that the server will not read. */
const BODY_ERRORS = new Map<string, [number, string, string]>([
  ['entity.parse.failed', [400, 'invalid_json', 'Request body is not valid JSON']],
  ['entity.too.large', [413, 'payload_too_large', 'Request body too large']],
  ['parameters.too.many', [413, 'payload_too_large', 'Request body has too many fields']],
  ['encoding.unsupported', [415, 'unsupported_encoding', 'Unsupported Content-Encoding: send the body as is, or as gzip, deflate or br']],
  ['charset.unsupported', [415, 'unsupported_charset', 'Unsupported charset: send the body as UTF-8']],
  ['request.aborted', [400, 'request_aborted', 'The request body ended early']],
  ['request.size.invalid', [400, 'bad_request', 'The request body does not have the size Content-Length says']],
]);

const BY_STATUS = new Map<number, [string, string]>([
  [400, ['bad_request', 'The request could not be read']],
  [403, ['forbidden', 'Forbidden']],
  [404, ['not_found', 'Not found']],
  [412, ['precondition_failed', 'Precondition failed']],
  [416, ['range_not_satisfiable', 'The requested range lies outside the file']],
]);

/** The HTTP answer for an error the client caused; undefined for a server fault. */
export function clientError(err: unknown): HttpError | undefined {
  if (err instanceof HttpError) return err;
  // decodeURIComponent of a path parameter (express's router, or ours).
  if (err instanceof URIError) return new HttpError(400, 'bad_encoding', 'The address is not valid: it contains a malformed percent-encoding');
  const e = (err ?? {}) as { type?: unknown; status?: unknown; statusCode?: unknown; code?: unknown };
  const known = typeof e.type === 'string' ? BODY_ERRORS.get(e.type) : undefined;
  if (known) return new HttpError(...known);
  const status = typeof e.status === 'number' ? e.status : e.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    // zlib failing on a body whose Content-Encoding claims a compression it does not have.
    if (typeof e.code === 'string' && e.code.startsWith('Z_')) return new HttpError(400, 'bad_encoding', 'The request body is not encoded as its Content-Encoding says');
    const [code, message] = BY_STATUS.get(status) ?? ['bad_request', 'The request could not be handled'];
    return new HttpError(status, code, message);
  }
  return undefined;
}

const TITLES = new Map([
  [400, 'Bad request'],
  [404, 'Page not found'],
  [413, 'Request too large'],
  [415, 'Unsupported request'],
  [429, 'Too many requests'],
]);

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function errorPage(status: number, message: string): string {
  const title = TITLES.get(status) ?? (status >= 500 ? 'Something went wrong' : 'Request refused');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title></head>
<body><h1>${title}</h1><p>${esc(message)}</p><p><a href="/">Go to the home page</a></p></body></html>`;
}

/** API and media clients read JSON; everything else is a page, opened by a browser or a crawler. */
const isPage = (req: Request) => !/^\/(api|media)(\/|$)/.test(req.path);

export const errorHandler =
  (logger: Logger) =>
  (err: unknown, req: Request, res: Response, _next: NextFunction): void => {
    let answer = clientError(err);
    if (!answer) {
      logger.error({ err, path: req.path }, 'unhandled error');
      answer = new HttpError(500, 'internal', 'Ooops, something went wrong, please try again later');
    }
    if (res.headersSent) return;
    // A file send that failed (a range past the end) may have typed the answer already.
    res.removeHeader('Content-Type');
    res.removeHeader('Content-Disposition');
    if (answer.status === 429 && !res.hasHeader('Retry-After')) res.setHeader('Retry-After', '60');
    // Busy (the picture queue is full): soon.
    if (answer.status === 503 && !res.hasHeader('Retry-After')) res.setHeader('Retry-After', '5');
    if (isPage(req)) {
      res.status(answer.status).setHeader('Cache-Control', 'no-store');
      res.type('html').send(errorPage(answer.status, answer.message));
      return;
    }
    res.status(answer.status).json({ error: { code: answer.code, message: answer.message, ...(answer.fields ? { fields: answer.fields } : {}) } });
  };
