// Small HTTP helpers shared by every router: the `{ data }` envelope, paging, id parameters (and
// the error type, which lives in ../http-error.ts for the layers below the routers).
import type { Request, Response } from 'express';
import { MAX_ID, MAX_RESULTS_HEADER } from '../../schemas/api/common';
import { HttpError, notFound } from '../http-error';

export { HttpError, notFound };

export function send<T>(res: Response, data: T, status = 200) {
  res.status(status).json({ data });
}

export function sendList<T>(res: Response, rows: T[], total: number) {
  res.setHeader(MAX_RESULTS_HEADER, String(total));
  res.json({ data: rows });
}

export interface Paging {
  page: number;
  size: number;
  offset: number;
}

export const DEFAULT_PAGE_SIZE = 30;
export const MAX_PAGE_SIZE = 100;

/** The page of a query validated with `p` and `s` (schemas/api/requests.ts): 0-based page, size capped at 100. */
export function paging(query: { p?: number; s?: number }, defaultSize = DEFAULT_PAGE_SIZE): Paging {
  const size = listSize(query, defaultSize);
  const page = query.p ?? 0;
  return { page, size, offset: page * size };
}

/** A size for recent/random lists (`s`, default 8, capped like a page). */
export function listSize(query: { s?: number }, fallback = 8): number {
  return Math.min(query.s ?? fallback, MAX_PAGE_SIZE);
}

/** A comma-separated query value as a list (`includeChannels=a,b`, `fb=name,id`). */
export const commaList = (value: string | undefined): string[] => (value ? value.split(',').map((s) => s.trim()).filter(Boolean) : []);

/** A row id from the path: decimal digits only (not `1e3`, `0x1f` or ` 1`), 1 to MAX_ID; else 404. */
export function idParam(req: { params: Request['params'] }, name = 'id'): number {
  const raw = String(req.params[name]);
  const n = Number(raw);
  if (!/^[1-9][0-9]{0,9}$/.test(raw) || n > MAX_ID) throw notFound();
  return n;
}
