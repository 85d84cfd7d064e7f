// Response helpers shared by every handler file: the `{ data }` envelope, paging with the
// `maxresults` header, and the `{ error }` body.
import { HttpResponse } from 'msw';
import { MAX_RESULTS_HEADER, type ApiError } from '../../schemas/api';

/** Page size when a request gives no `s` (the specification's default maximum per page). */
export const DEFAULT_PAGE_SIZE = 30;

export const ok = <T>(data: T) => HttpResponse.json({ data });

const intParam = (url: URL, name: string): number | undefined => {
  const raw = url.searchParams.get(name);
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isInteger(value) && value >= 0 ? value : undefined;
};

/** Page `p` (0-based) of size `s`; the header carries the total before paging. */
export const paged = <T>(items: readonly T[], url: URL, defaultSize = DEFAULT_PAGE_SIZE) => {
  const page = intParam(url, 'p') ?? 0;
  const size = intParam(url, 's') || defaultSize;
  const start = page * size;
  return HttpResponse.json(
    { data: items.slice(start, start + size) },
    { headers: { [MAX_RESULTS_HEADER]: String(items.length) } },
  );
};

/** A whole list (no paging) with the header, for routes that always send everything. */
export const all = <T>(items: readonly T[]) =>
  HttpResponse.json({ data: [...items] }, { headers: { [MAX_RESULTS_HEADER]: String(items.length) } });

/** First `s` items (default `fallback`), for recent and random lists. */
export const sized = <T>(items: readonly T[], url: URL, fallback: number) => {
  const size = intParam(url, 's') || fallback;
  return all(items.slice(0, size));
};

export const apiError = (status: number, code: string, message: string) =>
  HttpResponse.json<ApiError>({ error: { code, message } }, { status });

export const notFound = () => apiError(404, 'not_found', 'Not found');

/** Comma-separated query value as a list of trimmed, non-empty entries. */
export const listParam = (url: URL, name: string): string[] =>
  (url.searchParams.get(name) ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/** A reference matches a query value given as permaLink or numeric id. */
export const matchesRef = (ref: { id: number; permaLink: string } | undefined, value: string): boolean =>
  ref !== undefined && (ref.permaLink === value || String(ref.id) === value);

/** msw params (already URI-decoded) can be string or string[]; routes here use single segments. */
export const param = (value: string | readonly string[] | undefined): string =>
  typeof value === 'string' ? value : (value?.[0] ?? '');
