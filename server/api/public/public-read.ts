// A public GET route as a plain function of its path parameters and query: the API route sends its
// answer, and server rendering (server/api/public/in-process-data.ts) calls the same function in-process
// instead of fetching the route over HTTP from its own server.
import type { Request, RequestHandler, Router } from 'express';
import type { TSchema } from '@sinclair/typebox';
import { send, sendList } from '../http';
import { validQuery } from '../validate';

/** What a read needs of a request: express's Request has it, and so has an in-process call. */
export interface ReadRequest {
  params: Record<string, string>;
  /** Query values as a URL gives them (strings); `queryOf` checks and coerces them. */
  query: Record<string, unknown>;
  /** The signed-in visitor (server renders are anonymous). */
  user?: { id: number };
}

/** The answer's `data`; `total` (lists) goes into the `maxresults` header. */
export interface ReadResult {
  data: unknown;
  total?: number;
}

export interface PublicRead {
  /** An express path below /api, e.g. `/public/models/:permalink`. */
  path: string;
  /** The query schema checked before the read runs (a 400 otherwise). */
  query?: TSchema;
  read: (req: ReadRequest) => Promise<ReadResult>;
}

export const sendRead = (res: Parameters<RequestHandler>[1], result: ReadResult) =>
  result.total === undefined ? send(res, result.data) : sendList(res, result.data as unknown[], result.total);

/** Registers the reads as GET routes, in order (a fixed path before a parameter one). */
export function mountReads(r: Router, reads: readonly PublicRead[]) {
  for (const { path, query, read } of reads) {
    const handler: RequestHandler = async (req, res) => sendRead(res, await read(req as Request & ReadRequest));
    if (query) r.get(path, validQuery(query), handler);
    else r.get(path, handler);
  }
}
