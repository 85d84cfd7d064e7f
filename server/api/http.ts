// Small HTTP helpers shared by every router: the error type, the `{ data }` envelope, paging.
import type { Request, Response } from 'express';
import { MAX_RESULTS_HEADER } from '../../schemas/api/common';

export class HttpError extends Error {
  constructor(
    public status: number,
    public code: string,
    message: string,
    public fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what = 'Resource') => new HttpError(404, 'not_found', `${what} not found`);
export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, 'bad_request', message, fields);

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

function intParam(value: unknown, name: string, min: number, max: number, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) {
    throw new HttpError(400, 'validation_failed', `Query parameter ${name} must be an integer >= ${min}`, {
      [name]: `must be an integer >= ${min}`,
    });
  }
  return Math.min(n, max);
}

/** `p` is the 0-based page, `s` the page size (default 30, capped at 100). */
export function paging(req: Request, defaultSize = DEFAULT_PAGE_SIZE): Paging {
  const size = intParam(req.query.s, 's', 1, MAX_PAGE_SIZE, defaultSize);
  const page = intParam(req.query.p, 'p', 0, 1_000_000, 0);
  return { page, size, offset: page * size };
}

/** A size for recent/random lists (`s`, default 8). */
export function listSize(req: Request, fallback = 8): number {
  return intParam(req.query.s, 's', 1, MAX_PAGE_SIZE, fallback);
}

export function queryString(req: Request, name: string): string | undefined {
  const v = req.query[name];
  if (v === undefined) return undefined;
  if (typeof v !== 'string') throw new HttpError(400, 'validation_failed', `Query parameter ${name} must be a single value`, { [name]: 'must be a single value' });
  return v;
}

export function queryList(req: Request, name: string): string[] {
  const v = queryString(req, name);
  return v ? v.split(',').map((s) => s.trim()).filter(Boolean) : [];
}

export function idParam(req: Request, name = 'id'): number {
  const n = Number(req.params[name]);
  if (!Number.isInteger(n) || n < 1) throw notFound();
  return n;
}

export const nowIso = () => new Date().toISOString();
